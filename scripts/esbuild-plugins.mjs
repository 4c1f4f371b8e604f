// @ts-check
// esbuild plugins shared by the Node bundles (scripts/build-node.mjs) and the prerenderer.
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
