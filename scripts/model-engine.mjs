// @ts-check
// Loads scripts/modelEngine.ts (the config loader, the tools' engine, the connection check) for the
// model scripts: bundled with esbuild like the Node deployables (workspace libraries inlined, npm
// packages from node_modules), into node_modules/.cache/model-engine.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { requireBundled } from "./esbuild-plugins.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What to set for a model, shown when none is configured. */
export const CONNECT_HINT = [
  "Set OPENAI_BASE_URL and OPENAI_MODEL for a local OpenAI-compatible server, e.g.",
  "  OPENAI_BASE_URL=http://localhost:11434/v1 OPENAI_MODEL=qwen2.5:7b-instruct   (Ollama)",
  "or OPENAI_API_KEY (and OPENAI_MODEL, default gpt-4o-mini) for OpenAI. See README › Connect a model.",
].join("\n");

/**
 * @typedef {{ apiKey: string, baseURL?: string, model: string, timeoutMs: number, maxRetries: number }} ModelSettings
 * @typedef {{ ok: boolean, model: string, baseUrlHost: string, latencyMs: number, structuredOutput: string, status?: number, error?: string }} ModelCheckReport
 * @typedef {{ run(input: unknown): Promise<unknown>, mode: string }} ToolEngine
 * @typedef {{
 *   loadConfig(env?: NodeJS.ProcessEnv): { openai: { enabled: boolean, fallback: boolean } & Record<string, unknown> },
 *   createToolEngine(definition: unknown, config: unknown, log?: unknown, options?: { fallback?: boolean }): ToolEngine,
 *   checkModelConnection(settings: ModelSettings): Promise<ModelCheckReport>,
 *   modelSettingsOf(openai: unknown): ModelSettings | undefined,
 *   baseUrlHostOf(baseURL: string | undefined): string,
 * }} ModelEngineModule
 */

/** @returns {Promise<ModelEngineModule>} */
export async function loadModelEngine() {
  return requireBundled({
    entry: path.join(root, "scripts", "modelEngine.ts"),
    outfile: path.join(root, "node_modules", ".cache", "model-engine", "modelEngine.cjs"),
  });
}

/**
 * The engine, the configuration read from `env` and the model it names; null (with the reason
 * printed) when the environment is invalid or names no model.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} noModel what it means that no model is configured, for the message
 */
export async function configuredModel(env, noModel) {
  const engine = await loadModelEngine();
  let config;
  try {
    config = engine.loadConfig(env);
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    return null;
  }
  const settings = engine.modelSettingsOf(config.openai);
  if (!settings) {
    console.error(`No model is configured${noModel}.\n${CONNECT_HINT}`);
    return null;
  }
  return { engine, config, settings };
}

/** The report as lines for a terminal. @param {ModelCheckReport} r */
export function formatCheck(r) {
  return [
    `  model              ${r.model}`,
    `  server             ${r.baseUrlHost}`,
    `  latency            ${Math.round(r.latencyMs)} ms`,
    `  structured output  ${r.structuredOutput}`,
    r.ok
      ? "  result             OK: the tools answer with this model"
      : `  result             FAILED: ${r.error ?? "unknown error"}`,
  ].join("\n");
}
