// The TrendSpy remote: its page for the shell, its step for the workflow, one mount() for partner sites.
const { federatedConfig } = require("../libs/config/webpack/federation.cjs");

module.exports = federatedConfig({
  dir: __dirname,
  name: "mfe_trendspy",
  kind: "remote",
  title: "TrendSpy",
  exposes: {
    "./TrendSpyPage": "./src/features/trendspy/components/TrendSpyPage.tsx",
    "./WorkflowStep": "./src/features/trendspy/workflow/WorkflowStep.tsx",
    "./mount": "./src/mount.tsx",
  },
  exportsPdf: true,
});
