// One webpack + Module Federation config for the shell (host) and every remote, so the shared
// singletons and loaders are declared once. Used by each front-end package's webpack.config.cjs.
const path = require("node:path");
const HtmlWebpackPlugin = require("html-webpack-plugin");
const { IgnorePlugin } = require("webpack");
const { ModuleFederationPlugin } = require("@module-federation/enhanced/webpack");

const root = path.resolve(__dirname, "../../..");
/** Installed version of a package as the building package sees it (npm may not hoist it). */
const pkgVersion = (name, dir = root) => require(require.resolve(`${name}/package.json`, { paths: [dir, root] })).version;

/**
 * Shared modules: only what must be ONE instance on a page (docs/decisions/0021-federation-shares-only-singletons.md): the React family, the
 * router, react-query, styled-components and the design system @seo/ui (its real version, strict:
 * a remote built against another major of the design system refuses to start rather than mixing
 * two). Everything else (contracts, zod, react-hook-form, the resolvers) each remote bundles
 * itself, and the shell loads it only in the routes that use it.
 *
 * None is eager: a share is fetched the first time a loaded chunk needs it, so the landing page
 * downloads react, react-dom, the router, react-query and styled-components, not the rest.
 */
function sharedModules(dir = root) {
  const version = (name) => pkgVersion(name, dir);
  const singleton = (name, extra = {}) => ({
    singleton: true,
    eager: false,
    requiredVersion: `^${version(name)}`,
    ...extra,
  });
  const uiVersion = require(path.join(root, "libs/ui/package.json")).version;
  return {
    react: singleton("react"),
    "react/jsx-runtime": singleton("react", { version: version("react") }),
    "react-dom": singleton("react-dom"),
    "react-dom/client": singleton("react-dom", { version: version("react-dom") }),
    "react-router-dom": singleton("react-router-dom"),
    "@tanstack/react-query": singleton("@tanstack/react-query"),
    "styled-components": singleton("styled-components"),
    "@seo/ui/": { singleton: true, eager: false, version: uiVersion, requiredVersion: `^${uiVersion}`, strictVersion: true },
  };
}

/**
 * swc options shared by the browser builds and the prerender bundle (scripts/prerender.mjs): the
 * styled-components plugin names every styled component after its file and position, so the
 * class names of the prerendered HTML are the ones the browser computes when it hydrates.
 */
/** @returns {import("@swc/core").Options} */
function swcOptions({ production = true } = {}) {
  return {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic", development: !production } },
      target: "es2020",
      experimental: {
        // The plugin's compiled cache goes under node_modules, not into the package (where it
        // would look like a changed source to scripts/build.mjs).
        cacheRoot: path.join(root, "node_modules/.cache/swc"),
        plugins: [
          [
            require.resolve("@swc/plugin-styled-components", { paths: [root] }),
            { displayName: !production, ssr: true, fileName: false, pure: true },
          ],
        ],
      },
    },
  };
}

/**
 * What every browser build of the suite shares (the federated ones below, and the shell's signed-out
 * site): mode, source maps, TypeScript through swc, no size hints. The caller adds entry, output
 * and plugins.
 */
function browserBuild({ dir, production }) {
  return {
    mode: production ? "production" : "development",
    context: dir,
    // Production writes .map files for error reporting but no sourceMappingURL comment: the servers
    // refuse *.map there, and browsers are not sent looking for them.
    devtool: production ? "hidden-source-map" : "eval-cheap-module-source-map",
    resolve: { extensions: [".tsx", ".ts", ".js", ".mjs"] },
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: "swc-loader", options: swcOptions({ production }) } },
      ],
    },
    performance: { hints: false },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir        package directory (__dirname of the caller)
 * @param {string} o.name       container name (a JS identifier), e.g. "shell" or "mfe_<remote>"
 * @param {"host"|"remote"} o.kind
 * @param {Record<string,string>} [o.exposes]  remote's public surface
 * @param {string} [o.title]    HTML title of the standalone page
 * @param {boolean} [o.exportsPdf] the build holds jspdf (the export bar's PDF, loaded on demand)
 */
function federatedConfig({ dir, name, kind, exposes = {}, title = "SEO Suite", exportsPdf = false }) {
  return (_env, argv) => {
    const production = argv.mode !== "development";
    return {
      ...browserBuild({ dir, production }),
      entry: { main: "./src/index.ts" },
      output: {
        path: path.join(dir, "dist"),
        // A remote's files are found relative to where its manifest was loaded from, so a
        // remote can move to another host without rebuilding the shell.
        publicPath: kind === "host" ? "/" : "auto",
        // Entry files keep a stable name: the federation runtime cannot be content-hashed
        // ("[contenthash] not implemented in this context"); servers send them no-cache.
        filename: "[name].js",
        chunkFilename: production ? "[name].[contenthash:8].js" : "[name].js",
        uniqueName: name,
        clean: true,
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: "remoteEntry.js",
          exposes,
          remotes: {}, // the shell registers remotes at run time from /remotes.json
          shared: sharedModules(dir),
          // A shared module already loaded (the shell's React, router, styles) is used as it is,
          // rather than fetching a remote's own higher patch version: a newly deployed remote never
          // swaps the singletons of a running page (README "Deploying one tool").
          shareStrategy: "loaded-first",
          manifest: { fileName: "mf-manifest.json" },
          dts: false,
        }),
        // The standalone page (the shell's, or a remote's own for its team) is opened at deep
        // links such as /workflow-projects/12, so its script tags are absolute; a remote's chunks
        // keep publicPath "auto" (relative to wherever its manifest was loaded from).
        new HtmlWebpackPlugin({
          title,
          template: path.join(__dirname, "index.html"),
          chunks: ["main"],
          publicPath: "/",
        }),
        // jspdf reaches html2canvas, canvg and dompurify only for doc.html() and SVG, which the
        // exports never call: leave ~100 KB gzip of dead chunks out.
        ...(exportsPdf ? [new IgnorePlugin({ resourceRegExp: /^(html2canvas|canvg|dompurify)$/, contextRegExp: /jspdf/ })] : []),
      ],
    };
  };
}

module.exports = { browserBuild, federatedConfig, sharedModules, swcOptions };
