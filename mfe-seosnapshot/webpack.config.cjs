// The SeoSnapshot remote: one page for the shell, one mount() for partner sites.
const { withCompatOutput, withoutJspdfExtras } = require("./webpack.compat.cjs");
const { federatedConfig } = require("../libs/config/webpack/federation.cjs");

module.exports = withoutJspdfExtras(withCompatOutput(
  federatedConfig({
    dir: __dirname,
    name: "mfe_seosnapshot",
    kind: "remote",
    title: "SeoSnapshot",
    exposes: {
      "./SeoSnapshotPage": "./src/features/seosnapshot/components/SeoSnapshotPage.tsx",
      "./mount": "./src/mount.tsx",
    },
  }),
));
