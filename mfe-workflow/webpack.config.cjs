// The workflow remote: one page for the shell (WorkflowApp), one mount() for partner sites.
const HtmlWebpackPlugin = require("html-webpack-plugin");
const { withCompatOutput } = require("./webpack.compat.cjs");
const { federatedConfig } = require("../libs/config/webpack/federation.cjs");

const base = withCompatOutput(
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

module.exports = (env, argv) => {
  const config = base(env, argv);
  // The standalone page is opened at deep links (/workflow-projects/12?step=…), so its own script
  // tags must be absolute; the remote's chunks keep publicPath "auto" (relative to remoteEntry.js).
  for (const plugin of config.plugins) {
    if (plugin instanceof HtmlWebpackPlugin) plugin.options.publicPath = "/";
  }
  config.devServer = { historyApiFallback: true, port: 3005, proxy: [{ context: ["/api"], target: "http://localhost:8080" }] };
  return config;
};
