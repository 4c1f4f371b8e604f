// The TrendSpy remote: one page for the shell, one mount() for partner sites.
const { withCompatOutput, withoutJspdfExtras } = require("./webpack.compat.cjs");
const { federatedConfig } = require("../libs/config/webpack/federation.cjs");

module.exports = withoutJspdfExtras(withCompatOutput(
  federatedConfig({
    dir: __dirname,
    name: "mfe_trendspy",
    kind: "remote",
    title: "TrendSpy",
    exposes: {
      "./TrendSpyPage": "./src/features/trendspy/components/TrendSpyPage.tsx",
      "./mount": "./src/mount.tsx",
    },
  }),
));
