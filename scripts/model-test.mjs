// @ts-check
// npm run model:test: one tiny structured-output request to the model the environment configures
// (OPENAI_BASE_URL, OPENAI_API_KEY, OPENAI_MODEL, OPENAI_TIMEOUT_MS, as every tool service reads
// them), reporting latency and whether structured output works. Exit 1 when it does not, or when no
// model is configured. `--json` prints the report as JSON. The key is never printed.
import { configuredModel, formatCheck } from "./model-engine.mjs";

const json = process.argv.includes("--json");
const configured = await configuredModel(process.env, ": the tools answer with offline drafts");
if (!configured) process.exit(1);
const { engine, settings } = configured;
if (!json)
  console.log(`Testing ${settings.model} at ${engine.baseUrlHostOf(settings.baseURL)} (timeout ${settings.timeoutMs} ms)...`);
const report = await engine.checkModelConnection(settings);
console.log(json ? JSON.stringify(report) : formatCheck(report));
process.exitCode = report.ok ? 0 : 1;
