// The shell: the Module Federation host. Remotes are registered at run time from /remotes.json.
// A second HTML page, dist/seo-tools.html, carries the SEO landing page's meta tags in the served
// HTML (DESIGN.md decision 7); the BFF serves it at /seo-tools.
const fs = require("node:fs");
const path = require("node:path");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const { federatedConfig } = require("../libs/config/webpack/federation.cjs");

// The brand lives in one constant (libs/ui/src/brand.ts); the HTML titles read it from there.
const brandSource = fs.readFileSync(path.join(__dirname, "../libs/ui/src/brand.ts"), "utf8");
const PRODUCT_NAME = /PRODUCT_NAME = "([^"]+)"/.exec(brandSource)[1];

const base = federatedConfig({
  dir: __dirname,
  name: "shell",
  kind: "host",
  title: `${PRODUCT_NAME} — AI SEO & Content Tools`,
});

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(
    new HtmlWebpackPlugin({
      filename: "seo-tools.html",
      template: path.join(__dirname, "src/features/seo-landing/seo-tools.html"),
      templateParameters: {
        productName: PRODUCT_NAME,
        siteUrl: (process.env.SITE_URL || "https://rankforge.app").replace(/\/$/, ""),
      },
      chunks: ["main"],
      inject: "body",
    }),
  );
  config.devServer = {
    historyApiFallback: true,
    port: 3000,
    proxy: [{ context: ["/api", "/remotes", "/remotes.json"], target: "http://localhost:8080" }],
  };
  return config;
};
