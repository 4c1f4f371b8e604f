// The Descripto remote: its page for the shell, its step for the workflow, one mount() for partner sites.
const { federatedConfig } = require("../libs/config/webpack/federation.cjs");

module.exports = federatedConfig({
  dir: __dirname,
  name: "mfe_descripto",
  kind: "remote",
  title: "Descripto",
  exposes: {
    "./DescriptoPage": "./src/features/descripto/components/DescriptoPage.tsx",
    "./WorkflowStep": "./src/features/descripto/workflow/WorkflowStep.tsx",
    "./mount": "./src/mount.tsx",
  },
  exportsPdf: true,
});
