// From the validated environment (libs/config's `openai`) to what the model client needs, and to
// what an admin may see of it. The key stays here: nothing this module returns for display holds it.
import type { AppConfig } from "@seo/config/env";
import type { ModelSettingsView } from "@seo/contracts/modelEngine";
import type { OpenAISettings } from "./modelClient";

/**
 * The SDK refuses to start without an API key; a local server (Ollama, llama.cpp, vLLM) ignores it.
 * Sent when OPENAI_BASE_URL is set without OPENAI_API_KEY.
 */
export const NO_KEY_NEEDED = "not-needed";

/** Where the SDK sends requests when OPENAI_BASE_URL is unset. */
export const OPENAI_DEFAULT_HOST = "api.openai.com";

type OpenAIConfig = AppConfig["openai"];

/** host[:port] of a model server's base URL (credentials and path left out). */
export function baseUrlHostOf(baseURL: string | undefined): string {
  if (!baseURL) return OPENAI_DEFAULT_HOST;
  return URL.canParse(baseURL) ? new URL(baseURL).host : "(invalid URL)";
}

/** The client settings when the model engine is on (OPENAI_API_KEY or OPENAI_BASE_URL set), else undefined. */
export function modelSettingsOf(openai: OpenAIConfig): OpenAISettings | undefined {
  if (!openai.enabled) return undefined;
  return {
    apiKey: openai.apiKey ?? NO_KEY_NEEDED,
    baseURL: openai.baseURL,
    model: openai.model,
    timeoutMs: openai.timeoutMs,
    maxRetries: openai.maxRetries,
  };
}

/** What an admin sees of a service's model settings: engine, model, host; never the key. */
export function modelSettingsView(openai: OpenAIConfig): ModelSettingsView {
  const on = Boolean(openai.enabled);
  return {
    engine: on ? "model" : "offline",
    model: on ? openai.model : null,
    baseUrlHost: on ? baseUrlHostOf(openai.baseURL) : null,
    fallback: openai.fallback,
    timeoutMs: openai.timeoutMs,
  };
}
