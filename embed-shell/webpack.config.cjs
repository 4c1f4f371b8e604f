// The embed shell: a federation host of its own, as small as a host can be, that the partner's iframe
// (/embed/<tool>) runs. It loads the tool's OWN remote page from the same /remotes.json as the shell,
// so a tool team's deploy reaches partner sites too. Served by the BFF under /embed-shell/; the BFF
// renders the HTML itself (with the visitor token), so there is no HTML plugin.
// After each build the partner-facing loader (src/loader/embedLoader.ts) is bundled by esbuild into
// dist/embed.js, the file the BFF serves at /embed.js.
const path = require("node:path");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const { buildLoader } = require("./loader.build.cjs");
const { federatedConfig } = require("../libs/config/webpack/federation.cjs");

const base = federatedConfig({ dir: __dirname, name: "embed_shell", kind: "host", title: "Embedded tool" });

class EmbedLoaderPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise("EmbedLoaderPlugin", async () => {
      await buildLoader(path.join(__dirname, "dist/embed.js"));
    });
  }
}

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.output.publicPath = "/embed-shell/";
  config.plugins = config.plugins.filter((p) => !(p instanceof HtmlWebpackPlugin));
  config.plugins.push(new EmbedLoaderPlugin());
  return config;
};
