// @ts-check
// npm run bench:quality: for every tool in libs/registry/registry.json, bundles each
// <service dir>/quality/*.quality.ts with esbuild, runs its run(), and prints per-tool pass rates
// and the first failures. A tool without a quality corpus fails the run.
import { build } from "esbuild";
import { existsSync, readdirSync, mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import registry from "../libs/registry/registry.json" with { type: "json" };

const files = [];
for (const tool of registry.tools) {
  const dir = path.resolve(tool.service.dir, "quality");
  const found = existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(".quality.ts"))
        .sort()
    : [];
  if (!found.length) {
    console.error(`${tool.id}: no quality corpus in ${path.relative(process.cwd(), dir)}/*.quality.ts`);
    process.exitCode = 1;
  }
  files.push(...found.map((f) => path.join(dir, f)));
}
// Inside the repository so npm packages resolve from node_modules; workspace libraries are inlined.
const out = path.resolve("node_modules/.cache/quality");
mkdirSync(out, { recursive: true });
const externalNpm = {
  name: "external-npm",
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@seo/") ? undefined : { path: args.path, external: true },
    );
  },
};
const require = createRequire(path.resolve("package.json"));
const rows = [];
let failed = false;
for (const f of files) {
  const outfile = path.join(out, path.basename(f).replace(/\.ts$/, ".cjs"));
  await build({
    entryPoints: [f],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    logLevel: "error",
    plugins: [externalNpm],
  });
  const { run } = require(outfile);
  const r = run();
  const rate = r.total ? (100 * r.passed) / r.total : 0;
  rows.push({ tool: r.tool, total: r.total, passed: r.passed, rate: `${rate.toFixed(1)}%` });
  if (rate < 95) failed = true;
  for (const fail of r.failures.slice(0, 5))
    console.log(`  ${r.tool} ✗ ${JSON.stringify(fail.input).slice(0, 120)}\n      ${fail.reasons.join("\n      ")}`);
}
console.table(rows);
if (failed) process.exitCode = 1;
