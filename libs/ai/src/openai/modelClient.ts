import type OpenAIClient from "openai";
import { z } from "zod";
import { OpenAIEngineError } from "./errors";

export interface OpenAISettings {
  /** A local server needs none: modelSettingsOf sends a placeholder the SDK accepts. */
  apiKey: string;
  /** Any OpenAI-compatible server (OpenAI, Azure, Ollama, vLLM, llama.cpp); SDK default when unset. */
  baseURL?: string | undefined;
  model: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Retries of connection errors, timeouts, 408/409/429 and 5xx (the SDK's rules), with backoff. */
  maxRetries: number;
}

export interface ChatPrompt {
  system: string;
  user: string;
}

/** One structured-output request: the prompt, and the schema the answer must match. */
export interface StructuredRequest<M> {
  /** Names the JSON schema in `response_format` (letters, digits, `_` and `-`). */
  name: string;
  prompt: ChatPrompt;
  schema: z.ZodType<M>;
  /** Another draft of the same input (0 is the first): sent as `seed`, with more sampling spread past 0. */
  variant?: number;
}

/**
 * The sampling parameters of a variant: its number as the `seed` (the same variant asks for the same
 * draft where the provider honours seeds) and, past the first, a temperature a little above the
 * default so the drafts spread. Reasoning models (o1, o3, o4, gpt-5) accept only their default
 * temperature, so they get the seed alone. Nothing for a request without a variant.
 */
export function samplingFor(variant: number | undefined, model: string): { seed?: number; temperature?: number } {
  if (variant === undefined) return {};
  if (variant === 0 || /^(o\d|gpt-5)/i.test(model)) return { seed: variant };
  return { seed: variant, temperature: Math.round((1 + 0.1 * Math.min(variant, 3)) * 10) / 10 };
}

/** Local models often wrap JSON in fences or prefix a reasoning block; take the JSON object. */
export function extractJson(content: string): unknown {
  let text = content.replace(/<think>[\s\S]*?<\/think>/gi, "").trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(text);
  if (fenced?.[1]) text = fenced[1];
  if (!text.startsWith("{")) {
    const start = text.indexOf("{");
    const end = text.lastIndexOf("}");
    if (start >= 0 && end > start) text = text.slice(start, end + 1);
  }
  return JSON.parse(text);
}

const describeIssues = (error: z.ZodError) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join(".") || "(answer)"}: ${i.message}`)
    .join("; ");

/** JSON Schema for `response_format` (zod v4's own converter; the SDK helper targets strict mode). */
export function jsonSchemaFor(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, { io: "output" }) as Record<string, unknown>;
  return json;
}

/**
 * The chat request every structured call sends (the engine's and the connection check's alike): the
 * prompt as system and user messages, and the answer's JSON schema as the response format.
 */
export function structuredChatRequest(model: string, name: string, prompt: ChatPrompt, schema: z.ZodType) {
  return {
    model,
    messages: [
      { role: "system" as const, content: prompt.system },
      { role: "user" as const, content: prompt.user },
    ],
    response_format: {
      type: "json_schema" as const,
      json_schema: { name, schema: jsonSchemaFor(schema), strict: false },
    },
  };
}

/**
 * Asks the model for an answer with a JSON-schema response format and validates it with the given
 * schema. Throws OpenAIEngineError (timeout, provider, invalid_answer) otherwise.
 */
export function createModelClient(settings: OpenAISettings) {
  // The SDK (~10 MB resident) is loaded here, not when the module is: a service without a model
  // configured answers offline and never needs it. Loading starts now, before the first call.
  const sdk = import("openai").then((m) => m.default);
  sdk.catch(() => {}); // a failed load is reported by the first call
  let client: OpenAIClient | undefined;

  async function generate<M>({ name, prompt, schema, variant }: StructuredRequest<M>): Promise<M> {
    let content: string | null | undefined;
    const OpenAI = await sdk;
    client ??= new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseURL,
      timeout: settings.timeoutMs,
      maxRetries: settings.maxRetries,
    });
    const started = Date.now();
    try {
      const completion = await client.chat.completions.create({
        ...structuredChatRequest(settings.model, name, prompt, schema),
        ...samplingFor(variant, settings.model),
      });
      const message = completion.choices?.[0]?.message;
      if (message?.refusal) throw new OpenAIEngineError("invalid_answer", `model refused: ${message.refusal.slice(0, 200)}`);
      content = message?.content;
    } catch (err) {
      if (err instanceof OpenAIEngineError) throw err;
      // The SDK names a timeout APIConnectionTimeoutError, but where the abort error crosses a realm
      // (e.g. a jest VM) it only sees a generic connection error: the elapsed time tells them apart.
      const timedOut =
        err instanceof OpenAI.APIConnectionTimeoutError ||
        (err instanceof OpenAI.APIConnectionError &&
          !(err instanceof OpenAI.APIError && err.status) &&
          Date.now() - started >= settings.timeoutMs);
      if (timedOut) {
        throw new OpenAIEngineError("timeout", `no answer within ${settings.timeoutMs} ms`, { cause: err });
      }
      if (err instanceof OpenAI.APIError && err.status !== undefined) {
        throw new OpenAIEngineError("provider", `provider answered ${err.status}`, { cause: err });
      }
      if (err instanceof OpenAI.APIConnectionError) {
        throw new OpenAIEngineError("provider", "could not reach the provider", { cause: err });
      }
      throw new OpenAIEngineError("provider", err instanceof Error ? err.message : String(err), { cause: err });
    }
    if (!content) throw new OpenAIEngineError("invalid_answer", "empty answer");

    let json: unknown;
    try {
      json = extractJson(content);
    } catch (err) {
      throw new OpenAIEngineError("invalid_answer", "answer is not JSON", { cause: err });
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new OpenAIEngineError("invalid_answer", `answer out of schema (${describeIssues(parsed.error)})`, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  return { model: settings.model, generate };
}

export type ModelClient = ReturnType<typeof createModelClient>;
