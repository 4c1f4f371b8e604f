// @ts-check
// Bundles one Node deployable (the BFF or a service) into a single CommonJS file.
// Workspace libraries (@seo/*, TypeScript source) are inlined; npm packages stay external and are
// resolved from node_modules at run time, so the bundle is small and native packages keep working.
import { bundleForNode } from "./esbuild-plugins.mjs";

const [entry, outfile] = process.argv.slice(2);
if (!entry || !outfile) {
  console.error("usage: build-node.mjs <entry.ts> <outfile>");
  process.exit(2);
}

await bundleForNode({ entry, outfile, sourcemap: true });
