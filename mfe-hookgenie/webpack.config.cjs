// The HookGenie remote: its page for the shell, its step for the workflow, one mount() for partner sites.
const { federatedConfig } = require("../libs/config/webpack/federation.cjs");

module.exports = federatedConfig({
  dir: __dirname,
  name: "mfe_hookgenie",
  kind: "remote",
  title: "HookGenie",
  exposes: {
    "./HookGeniePage": "./src/features/hookgenie/components/HookGeniePage.tsx",
    "./WorkflowStep": "./src/features/hookgenie/workflow/WorkflowStep.tsx",
    "./mount": "./src/mount.tsx",
  },
  exportsPdf: true,
});
