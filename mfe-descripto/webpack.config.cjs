// The Descripto remote: one page for the shell, one mount() for partner sites.
const { withCompatOutput, withoutJspdfExtras } = require("./webpack.compat.cjs");
const { federatedConfig } = require("../libs/config/webpack/federation.cjs");

module.exports = withoutJspdfExtras(withCompatOutput(
  federatedConfig({
    dir: __dirname,
    name: "mfe_descripto",
    kind: "remote",
    title: "Descripto",
    exposes: {
      "./DescriptoPage": "./src/features/descripto/components/DescriptoPage.tsx",
      "./mount": "./src/mount.tsx",
    },
  }),
));
