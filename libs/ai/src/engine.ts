// The fallback policy every tool service shares: one interface over two engines, the tool's own
// offline engine and a model asked for structured output. The tool brings its definition (offline
// engine, prompt, output schema, assembly, contract); this module knows no tool.
import type { z } from "zod";
import type { AppConfig } from "@seo/config/env";
import type { ModelCheckReport, ModelSettingsView } from "@seo/contracts/modelEngine";
import { createModelClient, type ChatPrompt, type ModelClient } from "./openai/modelClient";
import { OpenAIEngineError } from "./openai/errors";
import { variantInstruction } from "./openai/promptParts";
import { modelSettingsOf, modelSettingsView } from "./openai/modelSettings";
import { checkModelConnection } from "./openai/modelCheck";

export type EngineSource = "openai" | "offline";
export type EngineResult<Out> = Out & {
  source: EngineSource;
  /** Set when the model was asked and the offline engine answered instead. */
  fallbackReason?: string;
};

export interface EngineLogger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
}

/** The model failed and AI_FALLBACK is off: the services answer 502 with this message. */
export class AiProviderError extends Error {
  readonly status = 502;
  readonly expose = true;
  constructor(reason: string, options?: { cause?: unknown }) {
    super(`AI provider failed: ${reason}`, options);
    this.name = "AiProviderError";
  }
}

/** How a tool asks the model: facts to ground it, the prompt, the answer's schema, the assembly. */
export interface ModelDefinition<In, Out, M, C> {
  /** Facts computed before asking (e.g. a rule-based measurement), given to prompt and assemble. */
  context?(input: In): C | Promise<C>;
  prompt(input: In, context: C): ChatPrompt;
  /** What the model must write: the model-written part of the response. */
  schema: z.ZodType<M>;
  /** From the model's validated answer to the contract response. */
  assemble(input: In, output: M, context: C): Out | Promise<Out>;
  /**
   * Which draft of the input this is (the request's `variant`; 0 or undefined is the first). A
   * further variant asks with its own seed, a little more temperature and a line saying it is another draft.
   */
  variant?(input: In): number | undefined;
}

/** Everything the engine needs to know about one tool. */
export interface ToolDefinition<In, Out, M = unknown, C = undefined> {
  /** For logs and the response format's name. */
  name: string;
  /** The contract's response schema: every answer, from either engine, must pass it. */
  response: z.ZodType<Out>;
  /** The deterministic engine: no network, always available. */
  offline(input: In): Out | Promise<Out>;
  model?: ModelDefinition<In, Out, M, C>;
  /** Rules applied to every answer whichever engine wrote it (e.g. SEO checks on generated copy). */
  finish?(input: In, response: Out): Out;
}

export interface ToolEngine<In, Out> {
  /** "openai" when a model is configured (with the offline engine as fallback), else "offline". */
  readonly mode: EngineSource;
  run(input: In): Promise<EngineResult<Out>>;
  /** The model settings as an admin may see them (engine, model, host; never the key). */
  readonly modelSettings: ModelSettingsView;
  /** "Test connection": one tiny structured-output request with these settings; null for the offline engine. */
  checkModel(): Promise<ModelCheckReport | null>;
}

export interface ToolEngineOptions {
  /** For tests: a ready model client instead of one built from config. */
  model?: ModelClient;
  /**
   * Overrides AI_FALLBACK: false makes a failed model answer an AiProviderError instead of an
   * offline draft (`npm run eval:model` judges the model alone).
   */
  fallback?: boolean;
}

/** Our own answers must honour the contract too; a failure here is a bug, not a user error. */
function assertContract<Out>(name: string, schema: z.ZodType<Out>, response: unknown): void {
  const parsed = schema.safeParse(response);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${name} answer breaks its contract: ${issue?.path.join(".")} ${issue?.message}`);
  }
}

/**
 * One interface, two engines. Without OPENAI_API_KEY or OPENAI_BASE_URL every answer comes from the
 * offline engine. With either (a local server needs no key) the model answers; when it fails, times out or answers out of schema, the offline
 * engine answers (`source: "offline"`, `fallbackReason`) unless AI_FALLBACK is off, in which case
 * an AiProviderError (502) is thrown. A tool without a model definition always answers offline.
 */
export function createToolEngine<In, Out extends object, M, C>(
  tool: ToolDefinition<In, Out, M, C>,
  config: Pick<AppConfig, "openai">,
  log: EngineLogger = console,
  options: ToolEngineOptions = {},
): ToolEngine<In, Out> {
  const settings = config.openai;
  const clientSettings = modelSettingsOf(settings);
  const client = options.model ?? (clientSettings ? createModelClient(clientSettings) : undefined);
  const fallback = options.fallback ?? settings.fallback;
  const model = tool.model;

  function finish(input: In, response: Out, source: EngineSource, fallbackReason?: string): EngineResult<Out> {
    const checked = tool.finish ? tool.finish(input, response) : response;
    const result = { ...checked, source, ...(fallbackReason ? { fallbackReason } : {}) } as EngineResult<Out>;
    assertContract(tool.name, tool.response, result);
    return result;
  }

  async function askModel(client: ModelClient, model: ModelDefinition<In, Out, M, C>, input: In): Promise<Out> {
    const context = (model.context ? await model.context(input) : undefined) as C;
    const variant = model.variant?.(input);
    const prompt = model.prompt(input, context);
    const output = await client.generate({
      name: `${tool.name}_response`,
      prompt: variant ? { ...prompt, user: `${prompt.user}\n\n${variantInstruction(variant)}` } : prompt,
      schema: model.schema,
      variant,
    });
    return model.assemble(input, output, context);
  }

  return {
    mode: client && model ? "openai" : "offline",
    // A tool without a model definition answers offline whatever the environment says.
    modelSettings: modelSettingsView(model ? settings : { ...settings, enabled: false }),
    checkModel: async () => (clientSettings && model ? checkModelConnection(clientSettings) : null),
    async run(input) {
      if (!client || !model) return finish(input, await tool.offline(input), "offline");
      const started = Date.now();
      try {
        return finish(input, await askModel(client, model, input), "openai");
      } catch (err) {
        if (!(err instanceof OpenAIEngineError)) throw err;
        const reason = err.reason;
        const fields = { tool: tool.name, model: client.model, reason, ms: Date.now() - started };
        if (!fallback) {
          log.warn("AI provider failed; AI_FALLBACK is off", fields);
          throw new AiProviderError(reason, { cause: err });
        }
        log.warn("AI provider failed; answering from the offline engine", fields);
        return finish(input, await tool.offline(input), "offline", reason);
      }
    },
  };
}
