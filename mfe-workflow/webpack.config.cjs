// The workflow remote: one page for the shell (WorkflowApp), one mount() for partner sites.
const { federatedConfig } = require("../libs/config/webpack/federation.cjs");

const base = federatedConfig({
  dir: __dirname,
  name: "mfe_workflow",
  kind: "remote",
  title: "SEO Workflow Projects",
  exposes: {
    "./WorkflowApp": "./src/app/WorkflowApp.tsx",
    "./mount": "./src/mount.tsx",
  },
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  // Standalone, the steps come from the tools' remotes that the BFF serves and lists in /remotes.json.
  config.devServer = {
    historyApiFallback: true,
    port: 3005,
    proxy: [{ context: ["/api", "/remotes.json", "/remotes"], target: "http://localhost:8080" }],
  };
  return config;
};
