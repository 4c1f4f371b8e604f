// The HookGenie remote: one page for the shell, one mount() for partner sites.
const { withCompatOutput, withoutJspdfExtras } = require("./webpack.compat.cjs");
const { federatedConfig } = require("../libs/config/webpack/federation.cjs");

module.exports = withoutJspdfExtras(withCompatOutput(
  federatedConfig({
    dir: __dirname,
    name: "mfe_hookgenie",
    kind: "remote",
    title: "HookGenie",
    exposes: {
      "./HookGeniePage": "./src/features/hookgenie/components/HookGeniePage.tsx",
      "./mount": "./src/mount.tsx",
    },
  }),
));
