// "Test connection": one tiny structured-output request to the configured model, the way the engine
// asks (JSON-schema response format, the same SDK), reported so an admin can fix what is wrong:
// unreachable server, refused key, unknown model, timeout, no structured output, or an answer that
// is not JSON for the schema. Used by `npm run model:test`, each tool service's internal check and
// `npm run eval:model`. Nothing reported holds the key or the server's raw answer.
import { z } from "zod";
import type { ModelCheckReport } from "@seo/contracts/modelEngine";
import { extractJson, structuredChatRequest, type OpenAISettings } from "./modelClient";
import { baseUrlHostOf } from "./modelSettings";

/** What the check asks for: small enough for any model, structured enough to prove json_schema works. */
export const checkAnswerSchema = z.object({ ok: z.boolean(), word: z.string().min(1) });

const CHECK_PROMPT = {
  system:
    "You are a connection test. Answer with one JSON object that matches the given JSON schema exactly, " +
    "and nothing else (no markdown fences, no commentary).",
  user: 'Answer {"ok": true, "word": "ready"}.',
};

/** A server's words about structured output it cannot do (OpenAI, vLLM, llama.cpp, LM Studio, Ollama phrasings). */
const UNSUPPORTED = /response_format|json_schema|structured|grammar|guided/i;

/** Server text shown to the admin: one line, short, with anything key-like (and the key itself) masked. */
function safeText(text: string, apiKey: string): string {
  let t = text.replace(/\s+/g, " ").trim();
  if (apiKey.length >= 4) t = t.split(apiKey).join("***");
  t = t.replace(/\b(sk|pk|rk|key|token)[-_][A-Za-z0-9*_-]{6,}/gi, "***").replace(/\b[A-Za-z0-9_-]{32,}\b/g, "***");
  return t.length > 160 ? `${t.slice(0, 157)}...` : t;
}

function serverMessage(err: { error?: unknown; message: string }): string {
  const body = err.error as { message?: unknown } | undefined;
  return typeof body?.message === "string" ? body.message : err.message.replace(/^\d{3}\s*/, "");
}

/**
 * Why the connection failed, from down the cause chain: the network error's code (ECONNREFUSED,
 * ENOTFOUND ...), else the innermost cause's words ("bad port").
 */
function networkCause(err: unknown): string | undefined {
  let innermost: string | undefined;
  for (let e = err as { cause?: unknown; code?: unknown; message?: unknown } | undefined, depth = 0; e && depth < 6; depth++) {
    if (typeof e.code === "string" && /^E[A-Z_]+$/.test(e.code)) return e.code;
    if (depth > 0 && typeof e.message === "string" && e.message.length <= 80) innermost = e.message;
    e = e.cause as typeof e;
  }
  return innermost;
}

export interface ModelCheckOptions {
  /** For tests: a clock. */
  now?: () => number;
}

/**
 * Sends one structured-output request (no retries, the settings' timeout) and says what happened.
 * Never throws for a model or network failure: the report carries it.
 */
export async function checkModelConnection(settings: OpenAISettings, options: ModelCheckOptions = {}): Promise<ModelCheckReport> {
  const now = options.now ?? Date.now;
  const base = { model: settings.model, baseUrlHost: baseUrlHostOf(settings.baseURL) };
  const { default: OpenAI } = await import("openai");
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  const started = now();
  const done = (
    structuredOutput: ModelCheckReport["structuredOutput"],
    extra: { error?: string; status?: number } = {},
  ): ModelCheckReport => ({
    ok: structuredOutput === "ok",
    ...base,
    latencyMs: Math.max(0, now() - started),
    structuredOutput,
    ...extra,
  });

  let content: string | null | undefined;
  try {
    const completion = await client.chat.completions.create(
      structuredChatRequest(settings.model, "connection_check", CHECK_PROMPT, checkAnswerSchema),
    );
    const message = completion.choices?.[0]?.message;
    if (message?.refusal) return done("invalid_answer", { error: "the model refused to answer" });
    content = message?.content;
  } catch (err) {
    return done(...classifyFailure(err, settings, now() - started, OpenAI));
  }

  if (!content) return done("invalid_answer", { error: "the model answered with an empty message" });
  let json: unknown;
  try {
    json = extractJson(content);
  } catch {
    return done("invalid_answer", {
      error: "the model answered, but not with JSON (structured output may be ignored by this server)",
    });
  }
  if (!checkAnswerSchema.safeParse(json).success) {
    return done("invalid_answer", { error: "the model answered JSON that does not match the schema" });
  }
  return done("ok");
}

type Classified = [ModelCheckReport["structuredOutput"], { error: string; status?: number }];

function classifyFailure(
  err: unknown,
  settings: OpenAISettings,
  elapsedMs: number,
  OpenAI: typeof import("openai").default,
): Classified {
  const host = baseUrlHostOf(settings.baseURL);
  const timedOut =
    err instanceof OpenAI.APIConnectionTimeoutError ||
    (err instanceof OpenAI.APIConnectionError && elapsedMs >= settings.timeoutMs);
  if (timedOut) {
    return [
      "failed",
      { error: `no answer within ${settings.timeoutMs} ms (OPENAI_TIMEOUT_MS; a local model may still be loading)` },
    ];
  }
  if (err instanceof OpenAI.APIError && typeof err.status === "number") {
    const status = err.status;
    const said = safeText(serverMessage(err), settings.apiKey);
    if (status === 401 || status === 403) {
      // The server's words are left out: OpenAI's 401 message quotes part of the key.
      return ["failed", { status, error: `the server refused the API key (${status}): check OPENAI_API_KEY` }];
    }
    if (status === 404) {
      return [
        "failed",
        {
          status,
          error: `model "${settings.model}" or the API path not found at ${host} (404): check OPENAI_MODEL and that OPENAI_BASE_URL ends in /v1${said ? ` (${said})` : ""}`,
        },
      ];
    }
    if ((status === 400 || status === 422 || status === 501) && UNSUPPORTED.test(serverMessage(err))) {
      return ["unsupported", { status, error: `the server does not accept a JSON-schema response format (${status}): ${said}` }];
    }
    if (status === 429)
      return ["failed", { status, error: "the server is rate limiting (429): try again later or check the plan's limits" }];
    if (status >= 500) return ["failed", { status, error: `the server failed (${status})${said ? `: ${said}` : ""}` }];
    return ["failed", { status, error: `the server refused the request (${status})${said ? `: ${said}` : ""}` }];
  }
  if (err instanceof OpenAI.APIConnectionError) {
    const cause = networkCause(err);
    const why = cause ? ` (${safeText(cause, settings.apiKey)})` : "";
    return ["failed", { error: `could not reach ${host}${why}: is the server running, and is OPENAI_BASE_URL right?` }];
  }
  return [
    "failed",
    { error: `the check failed: ${safeText(err instanceof Error ? err.message : String(err), settings.apiKey)}` },
  ];
}
