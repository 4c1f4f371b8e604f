// @ts-check
// npm run bench:quality: for every tool in libs/registry/registry.json, bundles each
// <service dir>/quality/*.quality.ts with esbuild, awaits its run() (the tool's offline engine by
// default), and prints per-tool pass rates, the inputs failing each kind of check (grammar, entity,
// casing, repetition, ordering, other) and the first failures. A tool without a quality corpus,
// or under 95% clean, fails the run.
// `npm run eval:model` imports loadCorpora/printReports and calls the same run(produce) with the
// model engine; see libs/ai/src/quality/report.ts for the shapes.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import registry from "../libs/registry/registry.json" with { type: "json" };
import { requireBundled } from "./esbuild-plugins.mjs";

export const THRESHOLD = 95;
export const CHECK_KINDS = ["grammar", "entity", "casing", "repetition", "ordering"];

/**
 * @typedef {{ input: unknown, reasons: string[] }} Failure
 * @typedef {{ tool: string, total: number, passed: number, failures: Failure[] }} Report
 * @typedef {{ tool: string, file: string, run: (produce?: (input: any) => unknown) => Report | Promise<Report>, definition?: unknown }} Corpus
 */

// Reasons written before the "<kind>: " convention are sorted by their wording.
const WORDING = {
  ordering: /out-searches|ordering|implausible order/i,
  casing: /→|casing|lower-?cased|capitals?\b/i,
  entity: /missing|dropped|not kept|lost|entit|not used/i,
  repetition: /repeat|shared|stock|the same|share|twice|in common/i,
  grammar:
    /a\/an|doubled|verb after|before a plural|uncountable|empty slot|leftover|unbalanced|stacked|punctuation|lower case|fragment|mid-phrase|double space|grammar|ends on/i,
};

/** The check kind a failure reason belongs to (a "variant n: " prefix is looked through). */
export function kindOf(reason) {
  const text = reason.replace(/^variants? [\d, and]+:\s*/i, "");
  const prefix = text.match(/^(\w+):/)?.[1]?.toLowerCase();
  if (prefix && CHECK_KINDS.includes(prefix)) return prefix;
  for (const [kind, re] of Object.entries(WORDING)) if (re.test(text)) return kind;
  return "other";
}

/** Failing inputs per check kind (an input counts once per kind). */
export function kindCounts(/** @type {Report} */ r) {
  /** @type {Record<string, number>} */
  const counts = Object.fromEntries([...CHECK_KINDS, "other"].map((k) => [k, 0]));
  for (const f of r.failures) for (const k of new Set(f.reasons.map(kindOf))) counts[k] = (counts[k] ?? 0) + 1;
  return counts;
}

/**
 * Every tool's quality corpora (or only those of the tool ids in `only`), bundled and loaded; a
 * tool without one is reported on stderr. A corpus that does not build runs as a throwing run().
 */
export async function loadCorpora(/** @type {string[]} */ only = []) {
  /** @type {{ tool: string, file: string }[]} */
  const files = [];
  let missing = false;
  for (const tool of registry.tools) {
    if (only.length && !only.includes(tool.id)) continue;
    const dir = path.resolve(tool.service.dir, "quality");
    const found = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith(".quality.ts"))
          .sort()
      : [];
    if (!found.length) {
      console.error(`${tool.id}: no quality corpus in ${path.relative(process.cwd(), dir)}/*.quality.ts`);
      missing = true;
    }
    files.push(...found.map((f) => ({ tool: tool.id, file: path.join(dir, f) })));
  }
  // Inside the repository so npm packages resolve from node_modules; workspace libraries are inlined.
  const out = path.resolve("node_modules/.cache/quality");
  /** @type {Corpus[]} */
  const corpora = [];
  for (const { tool, file } of files) {
    const outfile = path.join(out, path.basename(file).replace(/\.ts$/, ".cjs"));
    try {
      const mod = await requireBundled({ entry: file, outfile, logLevel: "silent" });
      corpora.push({ tool, file, run: mod.run, definition: mod.definition });
    } catch (err) {
      // One corpus that does not build (a file mid-edit) fails its own row, not the whole bench.
      const run = () => {
        throw err;
      };
      corpora.push({ tool, file, run });
    }
  }
  return { corpora, missing };
}

/** Prints each report (first failures, failing inputs per check kind) and the table; true when all reach the threshold. */
export function printReports(/** @type {Report[]} */ reports, { shown = 5 } = {}) {
  const rows = [];
  let ok = true;
  for (const r of reports) {
    const rate = r.total ? (100 * r.passed) / r.total : 0;
    rows.push({ tool: r.tool, total: r.total, passed: r.passed, rate: `${rate.toFixed(1)}%` });
    if (rate < THRESHOLD) ok = false;
    for (const fail of r.failures.slice(0, shown))
      console.log(`  ${r.tool} ✗ ${JSON.stringify(fail.input).slice(0, 120)}\n      ${fail.reasons.join("\n      ")}`);
  }
  console.table(rows);
  console.log("Failing inputs per check:");
  for (const r of reports) {
    const counts = kindCounts(r);
    const line = Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(" · ");
    console.log(`  ${r.tool.padEnd(22)} ${line}`);
  }
  return ok;
}

/** `node scripts/bench-quality.mjs [tool id ...]`: every tool, or only those named. */
async function main() {
  const { corpora, missing } = await loadCorpora(process.argv.slice(2));
  /** @type {Report[]} */
  const reports = [];
  for (const c of corpora) {
    try {
      reports.push(await c.run());
    } catch (err) {
      console.error(`${c.tool}: ${path.relative(process.cwd(), c.file)} failed: ${err instanceof Error ? err.message : err}`);
      reports.push({ tool: path.basename(c.file, ".quality.ts"), total: 1, passed: 0, failures: [] });
    }
  }
  const ok = printReports(reports);
  if (missing || !ok) process.exitCode = 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
