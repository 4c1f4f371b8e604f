import OpenAI from "openai";
import type { z } from "zod";
import type { Tool } from "@seo/contracts/constants";
import type { SeosnapshotResponse } from "@seo/contracts/tools";
import type { ToolInput } from "../engine";
import { OpenAIEngineError } from "./errors";
import { descriptoPrompt, hookgeniePrompt, seosnapshotPrompt, trendspyPrompt, type ChatPrompt } from "./prompts";
import { jsonSchemaFor, modelOutputSchemas, type ModelOutput } from "./schemas";

export interface OpenAISettings {
  apiKey: string;
  /** Any OpenAI-compatible server (OpenAI, Azure, Ollama, vLLM, llama.cpp); SDK default when unset. */
  baseURL?: string | undefined;
  model: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Retries of connection errors, timeouts, 408/409/429 and 5xx (the SDK's rules), with backoff. */
  maxRetries: number;
}

/** Facts the prompt can be grounded on (the rule-based audit for SeoSnapshot). */
export interface PromptContext {
  audit?: SeosnapshotResponse;
}

export function promptFor<T extends Tool>(tool: T, input: ToolInput<T>, context: PromptContext = {}): ChatPrompt {
  switch (tool) {
    case "descripto":
      return descriptoPrompt(input as ToolInput<"descripto">);
    case "hookgenie":
      return hookgeniePrompt(input as ToolInput<"hookgenie">);
    case "trendspy":
      return trendspyPrompt(input as ToolInput<"trendspy">);
    case "seosnapshot":
      return seosnapshotPrompt(input as ToolInput<"seosnapshot">, context.audit);
    default:
      throw new Error(`Unknown tool ${String(tool)}`);
  }
}

/** Local models often wrap JSON in fences or prefix a reasoning block; take the JSON object. */
function extractJson(content: string): unknown {
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

/**
 * Asks the model for one tool's answer with a JSON-schema response format and validates it with
 * the contract schema. Throws OpenAIEngineError (timeout, provider, invalid_answer) otherwise.
 */
export function createOpenAIEngine(settings: OpenAISettings) {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    baseURL: settings.baseURL,
    timeout: settings.timeoutMs,
    maxRetries: settings.maxRetries,
  });

  async function generate<T extends Tool>(tool: T, input: ToolInput<T>, context: PromptContext = {}): Promise<ModelOutput<T>> {
    const prompt = promptFor(tool, input, context);
    let content: string | null | undefined;
    const started = Date.now();
    try {
      const completion = await client.chat.completions.create({
        model: settings.model,
        messages: [
          { role: "system", content: prompt.system },
          { role: "user", content: prompt.user },
        ],
        response_format: {
          type: "json_schema",
          json_schema: { name: `${tool}_response`, schema: jsonSchemaFor(tool), strict: false },
        },
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
        (err instanceof OpenAI.APIConnectionError && !(err instanceof OpenAI.APIError && err.status) && Date.now() - started >= settings.timeoutMs);
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
    const parsed = modelOutputSchemas[tool].safeParse(json);
    if (!parsed.success) {
      throw new OpenAIEngineError("invalid_answer", `answer out of schema (${describeIssues(parsed.error)})`, {
        cause: parsed.error,
      });
    }
    return parsed.data as ModelOutput<T>;
  }

  return { model: settings.model, generate };
}

export type OpenAIEngine = ReturnType<typeof createOpenAIEngine>;
