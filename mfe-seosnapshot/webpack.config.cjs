// The SeoSnapshot remote: its page for the shell, its step for the workflow, one mount() for partner sites.
const { federatedConfig } = require("../libs/config/webpack/federation.cjs");

module.exports = federatedConfig({
  dir: __dirname,
  name: "mfe_seosnapshot",
  kind: "remote",
  title: "SeoSnapshot",
  exposes: {
    "./SeoSnapshotPage": "./src/features/seosnapshot/components/SeoSnapshotPage.tsx",
    "./WorkflowStep": "./src/features/seosnapshot/workflow/WorkflowStep.tsx",
    "./mount": "./src/mount.tsx",
  },
  exportsPdf: true,
});
