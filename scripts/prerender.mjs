// @ts-check
// Prerenders the signed-out pages of the built shell (run by scripts/build.mjs after the shell's
// webpack build, before precompression): each page's HTML, its styled-components styles and its own
// <title>/meta, written to shell/dist/prerendered/<file>.html and served by the BFF for that path
// (bff/src/routes/staticRoutes.ts). The pages are the site's (SITE_PAGES in
// shell/src/app/signedOutPages.tsx). The site's own bundle hydrates them (shell/src/site): its HTML
// templates (shell/dist/site/index.html, seo-tools.html) carry its script tags.
//
// The React tree is bundled with esbuild, every TypeScript file compiled by swc with the browser
// build's options (libs/config/webpack/federation.cjs swcOptions), so styled-components' class
// names match what the browser computes.
import { build } from "esbuild";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { externalNpmPackages } from "./esbuild-plugins.mjs";
import { root } from "./targets.mjs";

const require = createRequire(import.meta.url);
const { swcOptions } = require("../libs/config/webpack/federation.cjs");
const swc = require("@swc/core");

const SESSION_GATE = "session-gate.js";

const swcPlugin = {
  name: "swc",
  setup(b) {
    b.onLoad({ filter: /\.[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const source = readFileSync(args.path, "utf8");
      const { code } = await swc.transform(source, {
        ...swcOptions({ production: true }),
        filename: args.path,
        sourceMaps: false,
        module: { type: "es6" },
      });
      return { contents: code, loader: "js" };
    });
  },
};

/** `@seo/<lib>/<file>` -> libs/<lib>/src/<file>(.ts|.tsx), as the packages' `exports` say. */
const workspaceLibs = {
  name: "workspace-libs",
  setup(b) {
    b.onResolve({ filter: /^@seo\/[^/]+\/.+/ }, (args) => {
      const [, lib = "", rest = ""] = /^@seo\/([^/]+)\/(.+)$/.exec(args.path) ?? [];
      const base = path.join(root, "libs", lib, "src", rest);
      for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) {
        if (existsSync(candidate) && statSync(candidate).isFile()) return { path: candidate };
      }
      return undefined;
    });
  },
};

const escapeHtml = (s) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A built HTML page with the prerendered markup in #root (and <html data-prerendered>), the styles
 * in <head>, and the session gate: a tiny blocking script (the CSP allows no inline script) that
 * marks <html data-session> when a session id is stored, and a style that hides the signed-out
 * markup in that case; the site's entry then starts the whole shell instead of hydrating
 * (shell/src/site/index.ts), and the shell renders from scratch (bootstrap.tsx).
 */
function fillTemplate(template, { html, styles, title, productName }) {
  let out = template;
  if (title) out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(`${title} | ${productName}`)}</title>`);
  const head = `<script src="/${SESSION_GATE}"></script><style>html[data-prerendered][data-session] #root{visibility:hidden}</style>${styles}`;
  out = out.replace("</head>", `${head}</head>`);
  const rootDiv = /<div id=("?)root\1>[\s\S]*?<\/div>\s*(?=<script|<\/body>)/;
  if (!rootDiv.test(out)) throw new Error('prerender: no <div id="root"> in the template');
  out = out.replace(rootDiv, () => `<div id="root">${html}</div>`);
  // The marker: this document carries prerendered markup (the shell drops it, bootstrap.tsx).
  out = out.replace(/<html([^>]*)>/, (_m, attrs) => `<html${attrs} data-prerendered="">`);
  // The page is readable without JavaScript: the "needs JavaScript" notice goes.
  return out.replace(/<noscript>[^<]*<\/noscript>\s*/, "");
}

export async function prerenderShell() {
  const started = Date.now();
  const shellDir = path.join(root, "shell");
  const dist = path.join(shellDir, "dist");
  const cacheDir = path.join(shellDir, "node_modules/.cache/prerender");
  mkdirSync(cacheDir, { recursive: true });
  const outfile = path.join(cacheDir, `entry-${process.pid}.cjs`);
  await build({
    entryPoints: [path.join(root, "scripts/prerender-entry.tsx")],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
    plugins: [swcPlugin, workspaceLibs, externalNpmPackages],
  });
  process.env.NODE_ENV = "production";
  let renderPage, pages;
  try {
    ({ renderPage, pages } = require(outfile));
  } finally {
    rmSync(outfile, { force: true });
  }
  const brand = readFileSync(path.join(root, "libs/contracts/src/brand.ts"), "utf8");
  const productName = /PRODUCT_NAME = "([^"]+)"/.exec(brand)?.[1];
  if (!productName) throw new Error("libs/contracts/src/brand.ts names no PRODUCT_NAME");
  const { SESSION_STORAGE_KEY } = {
    SESSION_STORAGE_KEY: /SESSION_STORAGE_KEY = "([^"]+)"/.exec(readFileSync(path.join(root, "libs/ui/src/api.ts"), "utf8"))?.[1],
  };
  if (!SESSION_STORAGE_KEY) throw new Error("libs/ui/src/api.ts names no SESSION_STORAGE_KEY");
  writeFileSync(
    path.join(dist, SESSION_GATE),
    `try{localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})&&document.documentElement.setAttribute("data-session","")}catch(e){}\n`,
  );
  mkdirSync(path.join(dist, "prerendered"), { recursive: true });
  for (const page of pages) {
    const template = readFileSync(path.join(dist, "site", page.template ?? "index.html"), "utf8");
    const rendered = await renderPage(page.path);
    writeFileSync(
      path.join(dist, "prerendered", `${page.file}.html`),
      fillTemplate(template, { ...rendered, title: page.title, productName }),
    );
  }
  console.log(`  prerendered ${pages.length} shell pages in ${((Date.now() - started) / 1000).toFixed(1)}s`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await prerenderShell();
}
