// The workflow remote: one page for the shell (WorkflowApp), one mount() for partner sites.
const { withCompatOutput } = require("./webpack.compat.cjs");
const { federatedConfig } = require("../libs/config/webpack/federation.cjs");

module.exports = withCompatOutput(
  federatedConfig({
    dir: __dirname,
    name: "mfe_workflow",
    kind: "remote",
    title: "SEO Workflow Projects",
    exposes: {
      "./WorkflowApp": "./src/app/WorkflowApp.tsx",
      "./mount": "./src/mount.tsx",
    },
  }),
);
