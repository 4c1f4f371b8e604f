// @ts-check
// esbuild plugins shared by the Node bundles (scripts/build-node.mjs) and the prerenderer, and the one
// way scripts load a TypeScript module of the repository (quality corpora, the model engine, contracts).
import { build } from "esbuild";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Leaves npm packages external (resolved from node_modules at run time) and inlines workspace
 * libraries (@seo/*, TypeScript source) and relative or absolute imports.
 * @type {import("esbuild").Plugin}
 */
export const externalNpmPackages = {
  name: "external-npm-packages",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@seo/") || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/**
 * Bundles a TypeScript entry to one CommonJS file for Node: workspace libraries (@seo/*, TypeScript
 * source) inlined, npm packages left external and resolved from node_modules at run time.
 * @param {{ entry: string, outfile: string, logLevel?: import("esbuild").LogLevel, sourcemap?: boolean }} options
 */
export function bundleForNode({ entry, outfile, logLevel = "warning", sourcemap = false }) {
  return build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    sourcemap,
    logLevel,
    plugins: [externalNpmPackages],
  });
}

const requireFromRoot = createRequire(path.resolve(import.meta.dirname, "..", "package.json"));

/**
 * Bundles a TypeScript entry of the repository to CommonJS at `outfile` (inside the repository, so
 * npm packages resolve from node_modules; workspace libraries are inlined) and loads it afresh.
 * @param {{ entry: string, outfile: string, logLevel?: import("esbuild").LogLevel }} options
 */
export async function requireBundled({ entry, outfile, logLevel = "warning" }) {
  mkdirSync(path.dirname(outfile), { recursive: true });
  await bundleForNode({ entry, outfile, logLevel });
  delete requireFromRoot.cache[outfile];
  return requireFromRoot(outfile);
}
