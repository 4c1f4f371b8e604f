// The shell: the Module Federation host (main.js; remotes are registered at run time from
// /remotes.json), and the signed-out site (dist/site/): the prerendered pages' own small bundle,
// without federation, so a first visit downloads only what those pages use (docs/performance.md).
// scripts/prerender.mjs renders the site's pages into the site's HTML templates.
const fs = require("node:fs");
const path = require("node:path");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const { browserBuild, federatedConfig } = require("../libs/config/webpack/federation.cjs");

// The brand lives in one constant (libs/contracts/src/brand.ts); the HTML titles read it from there.
const brandSource = fs.readFileSync(path.join(__dirname, "../libs/contracts/src/brand.ts"), "utf8");
const PRODUCT_NAME = /PRODUCT_NAME = "([^"]+)"/.exec(brandSource)[1];
const TITLE = `${PRODUCT_NAME} — AI SEO & Content Tools`;
const SITE_URL = (process.env.SITE_URL || "https://rankforge.app").replace(/\/$/, "");

// The SEO landing page's meta tags are in the served HTML, so crawlers see them without JavaScript
// (docs/decisions/0020-small-product-rules.md).
const seoToolsPage = (chunks, publicPath) =>
  new HtmlWebpackPlugin({
    filename: "seo-tools.html",
    template: path.join(__dirname, "src/features/seo-landing/seo-tools.html"),
    templateParameters: { productName: PRODUCT_NAME, siteUrl: SITE_URL },
    chunks,
    publicPath,
  });

const shell = (env, argv) => {
  const config = federatedConfig({ dir: __dirname, name: "shell", kind: "host", title: TITLE })(env, argv);
  // The site is built beside it, into dist/site, by the second configuration below.
  config.output.clean = { keep: /^site[\\/]/ };
  // The page served at /seo-tools when the build has no prerendered pages.
  config.plugins.push(seoToolsPage(["main"], "/"));
  config.devServer = {
    historyApiFallback: true,
    port: 3000,
    proxy: [{ context: ["/api", "/remotes", "/remotes.json"], target: "http://localhost:8080" }],
  };
  return config;
};

const site = (_env, argv) => {
  const production = argv.mode !== "development";
  return {
    ...browserBuild({ dir: __dirname, production }),
    name: "site",
    entry: { site: "./src/site/index.ts" },
    output: {
      path: path.join(__dirname, "dist/site"),
      publicPath: "/site/",
      // Every file is content-hashed (served immutable); the HTML that names them is revalidated.
      filename: production ? "[name].[contenthash:8].js" : "[name].js",
      chunkFilename: production ? "[name].[contenthash:8].js" : "[name].js",
      uniqueName: "site",
      clean: true,
    },
    optimization: {
      splitChunks: {
        chunks: "all",
        cacheGroups: {
          // What every site page needs, in one long-cached file.
          framework: {
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|styled-components|@emotion|stylis|@tanstack)[\\/]/,
            name: "framework",
            priority: 20,
          },
        },
      },
    },
    plugins: [
      new HtmlWebpackPlugin({
        filename: "index.html",
        title: TITLE,
        template: path.join(__dirname, "../libs/config/webpack/index.html"),
        chunks: ["site"],
        publicPath: "/site/",
      }),
      seoToolsPage(["site"], "/site/"),
    ],
  };
};

module.exports = [shell, site];
