// @ts-check
// npm run eval:model: every tool's quality corpus (services/<tool>/quality/*.quality.ts, as
// `npm run bench:quality` runs them) against the model the environment configures (OPENAI_BASE_URL,
// OPENAI_API_KEY, OPENAI_MODEL, as every tool service reads them), scored by the same checks and
// printed in the same table, plus the model, its server, latency p50/p95 per corpus and failures.
// The prompts are the services' own; AI fallback is off, so an answer the model gets wrong counts
// as a failed input instead of becoming an offline draft.
//
//   npm run eval:model -- [--tool=<id>[,<id>]] [--limit=N] [--variants]
//
// --tool: only these registry tools. --limit: the first N inputs of each corpus ask the model (the
// rest get offline stand-ins so the corpus runs to its end, and are not scored, nor are the checks
// across inputs, which saw them). --variants: the *.variants.quality.ts corpora too (off by default: they ask 3x).
// Exit 1 without a configured model, when the connection check fails, or when a rate is under 95%.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import registry from "../libs/registry/registry.json" with { type: "json" };
import { loadCorpora, printReports, THRESHOLD } from "./bench-quality.mjs";
import { requireBundled } from "./esbuild-plugins.mjs";
import { configuredModel, formatCheck } from "./model-engine.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/**
 * @typedef {import("./bench-quality.mjs").Report} Report
 * @typedef {{ key: string, input: unknown, status: "model" | "failed" | "skipped", reason?: string }} Asked
 */

/** --tool=a,b --limit=N --variants */
export function parseArgs(/** @type {string[]} */ argv) {
  /** @type {{ tools: string[], limit: number | null, variants: boolean }} */
  const opts = { tools: [], limit: null, variants: false };
  for (const arg of argv) {
    const [name, value = ""] = arg.split("=", 2);
    if (name === "--tool") opts.tools.push(...value.split(",").filter(Boolean));
    else if (name === "--limit") {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1) throw new Error("--limit must be a whole number of inputs, at least 1");
      opts.limit = n;
    } else if (name === "--variants") opts.variants = true;
    else throw new Error(`Unknown option ${arg} (use --tool=<id>, --limit=N, --variants)`);
  }
  const unknown = opts.tools.filter((id) => !registry.tools.some((t) => t.id === id));
  if (unknown.length)
    throw new Error(`No tool ${unknown.join(", ")} in the registry (${registry.tools.map((t) => t.id).join(", ")})`);
  return opts;
}

/** JSON with sorted keys: the same input asked twice (another variant) has one key. */
function stableKey(/** @type {unknown} */ value) {
  if (!value || typeof value !== "object") return JSON.stringify(value);
  const { variant: _variant, ...rest } = /** @type {Record<string, unknown>} */ (value);
  return JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))));
}

/**
 * Does a corpus failure name this asked input? A corpus names an input by the case it was made from
 * (more fields) or a summary of it (fewer fields, text cut short): every field both have must agree,
 * a cut text being the start of the full one, and they must share one.
 */
function concerns(/** @type {unknown} */ failureInput, /** @type {unknown} */ asked) {
  if (!failureInput || typeof failureInput !== "object" || !asked || typeof asked !== "object") return false;
  const f = /** @type {Record<string, unknown>} */ (failureInput);
  const common = Object.entries(/** @type {Record<string, unknown>} */ (asked)).filter(
    ([k, v]) => k !== "variant" && v !== undefined && f[k] !== undefined,
  );
  return (
    common.length > 0 &&
    common.every(([k, v]) => {
      const named = f[k];
      if (typeof v === "string" && typeof named === "string") return v === named || (named.length >= 20 && v.startsWith(named));
      return JSON.stringify(named) === JSON.stringify(v);
    })
  );
}

/** The p-th percentile of durations in ms. */
function percentile(/** @type {number[]} */ values, /** @type {number} */ p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
}

/**
 * The tool's request schema (its contract package's `*RequestSchema`), so corpus inputs are read the
 * way the service reads a call: defaults applied, fields the contract does not know dropped.
 * @returns {Promise<{ parse(input: unknown): unknown } | null>}
 */
async function requestSchemaOf(/** @type {(typeof registry.tools)[number]} */ tool) {
  const pkgFile = path.join(root, tool.service.dir, "contract", "package.json");
  if (!existsSync(pkgFile)) return null;
  const entry = JSON.parse(readFileSync(pkgFile, "utf8")).exports?.["."];
  if (typeof entry !== "string") return null;
  const mod = await requireBundled({
    entry: path.join(root, tool.service.dir, "contract", entry),
    outfile: path.join(root, "node_modules", ".cache", "model-engine", `${tool.id}-contract.cjs`),
  });
  const schemas = Object.entries(mod).filter(([name, v]) => /RequestSchema$/.test(name) && typeof v?.parse === "function");
  return schemas.length === 1 ? /** @type {any} */ (schemas[0]?.[1]) : null;
}

/**
 * The corpus's report with the model's failures in it: an input the model could not answer (no JSON,
 * out of schema, an error) is a failed input. With --limit only the inputs the model answered are
 * scored; the offline stand-ins' failures and the checks across inputs are left out.
 */
export function scoreReport(/** @type {Report} */ report, /** @type {Asked[]} */ asked, /** @type {boolean} */ limited) {
  const scored = asked.filter((a) => a.status !== "skipped");
  const failedModel = scored.filter((a) => a.status === "failed");
  if (!limited && !failedModel.length) return report;
  const modelReason = (/** @type {Asked} */ a) => `model: ${a.reason}`;
  const failures = [];
  const failedKeys = new Set(failedModel.map((a) => a.key));
  const listed = new Set();
  for (const f of report.failures) {
    const about = asked.filter((a) => concerns(f.input, a.input));
    if (limited && about.every((a) => a.status === "skipped")) continue;
    for (const a of about) failedKeys.add(a.key);
    const failedHere = about.filter((a) => a.status === "failed");
    for (const a of failedHere) listed.add(a.key);
    // Where the model failed, the corpus judged the offline stand-in: its reasons are not the model's.
    failures.push({ input: f.input, reasons: failedHere.length ? [...new Set(failedHere.map(modelReason))] : f.reasons });
  }
  for (const a of failedModel) if (!listed.has(a.key)) failures.push({ input: a.input, reasons: [modelReason(a)] });
  if (!limited) {
    const fresh = failedModel.filter((a) => !report.failures.some((f) => concerns(f.input, a.input))).length;
    return { ...report, passed: Math.max(0, report.passed - fresh), failures };
  }
  const total = scored.length;
  return { ...report, total, passed: total - scored.filter((a) => failedKeys.has(a.key)).length, failures };
}

async function main() {
  let opts;
  try {
    opts = parseArgs(process.argv.slice(2));
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return 2;
  }
  const configured = await configuredModel(
    process.env,
    ", so there is nothing to evaluate (npm run bench:quality scores the offline engines)",
  );
  if (!configured) return 1;
  const { engine, config, settings } = configured;
  const host = engine.baseUrlHostOf(settings.baseURL);
  console.log(
    `Model: ${settings.model} @ ${host} (timeout ${settings.timeoutMs} ms, ${settings.maxRetries} retries, fallback off)`,
  );
  const check = await engine.checkModelConnection(settings);
  console.log(`Connection check:\n${formatCheck(check)}`);
  if (check.structuredOutput === "failed" || check.structuredOutput === "unsupported") return 1;

  // The same engines as the services, one asking the model with fallback off, one offline for stand-ins.
  const offlineConfig = engine.loadConfig({ ...process.env, OPENAI_API_KEY: "", OPENAI_BASE_URL: "" });
  const { corpora, missing } = await loadCorpora(opts.tools);
  /** @type {Report[]} */
  const reports = [];
  const latencyRows = [];
  for (const corpus of corpora) {
    const name = path.basename(corpus.file, ".quality.ts");
    if (!opts.variants && name.endsWith(".variants")) continue;
    const result = await evaluateCorpus(corpus, name, { engine, config, offlineConfig, limit: opts.limit });
    reports.push(result.report);
    if (result.latency) latencyRows.push(result.latency);
  }
  const ok = printReports(reports);
  console.log(`Model calls (${settings.model} @ ${host}):`);
  console.table(latencyRows);
  if (opts.limit !== null)
    console.log(
      `--limit=${opts.limit}: the first ${opts.limit} inputs of each corpus were asked and scored; checks across inputs are left out.`,
    );
  if (!ok) console.log(`Under ${THRESHOLD}% for at least one corpus.`);
  return missing || !ok ? 1 : 0;
}

/**
 * One corpus run against the model (fallback off), inputs past the limit or that failed answered by
 * the offline engine so the corpus runs to its end; its scored report and its latency row.
 * @param {Awaited<ReturnType<typeof loadCorpora>>["corpora"][number]} corpus
 * @param {string} name
 * @param {{ engine: import("./model-engine.mjs").ModelEngineModule, config: unknown, offlineConfig: unknown, limit: number | null }} ctx
 * @returns {Promise<{ report: Report, latency?: Record<string, string | number | null> }>}
 */
async function evaluateCorpus(corpus, name, { engine, config, offlineConfig, limit }) {
  const tool = registry.tools.find((t) => t.id === corpus.tool);
  if (!corpus.definition || !tool) {
    console.error(`${name}: ${path.relative(root, corpus.file)} exports no definition (export { <tool>Tool as definition })`);
    return { report: { tool: name, total: 1, passed: 0, failures: [] } };
  }
  const request = await requestSchemaOf(tool);
  if (!request)
    console.warn(`${name}: no single *RequestSchema in its contract package; inputs are sent as the corpus writes them`);
  const quiet = { info() {}, warn() {} };
  const model = engine.createToolEngine(corpus.definition, config, quiet, { fallback: false });
  const offline = engine.createToolEngine(corpus.definition, offlineConfig, quiet);
  /** @type {Map<string, Asked>} */
  const asked = new Map();
  /** @type {number[]} */
  const ms = [];
  const produce = async (/** @type {unknown} */ raw) => {
    const key = stableKey(raw);
    let entry = asked.get(key);
    if (!entry) {
      const within = limit === null || [...asked.values()].filter((a) => a.status !== "skipped").length < limit;
      entry = { key, input: raw, status: within ? "model" : "skipped" };
      asked.set(key, entry);
    }
    const input = request ? request.parse(raw) : raw;
    if (entry.status === "skipped") return offline.run(input);
    const started = performance.now();
    try {
      return await model.run(input);
    } catch (err) {
      // Counted as a failed input; the corpus gets an offline stand-in so it runs to its end.
      entry.status = "failed";
      entry.reason = (err instanceof Error ? err.message : String(err)).slice(0, 200);
      return offline.run(input);
    } finally {
      ms.push(performance.now() - started);
    }
  };
  let report;
  try {
    report = scoreReport(await corpus.run(produce), [...asked.values()], limit !== null);
  } catch (err) {
    console.error(`${name}: ${path.relative(root, corpus.file)} failed: ${err instanceof Error ? err.message : err}`);
    report = { tool: name, total: 1, passed: 0, failures: [] };
  }
  const failed = [...asked.values()].filter((a) => a.status === "failed").length;
  const latency = {
    corpus: name,
    "model calls": ms.length,
    "p50 ms": percentile(ms, 50),
    "p95 ms": percentile(ms, 95),
    "model failures": failed,
  };
  return { report, latency };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) process.exitCode = await main();
