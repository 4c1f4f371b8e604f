import type { z } from "zod";
import type { AppConfig } from "@seo/config/env";
import { HOOK_LIMITS, type Tool } from "@seo/contracts/constants";
import {
  toolContracts,
  type DescriptoResponse,
  type HookgenieResponse,
  type Headline,
  type SeosnapshotResponse,
  type TrendspyResponse,
} from "@seo/contracts/tools";
import { auditSeo } from "./offline/seosnapshot";
import { researchKeywords } from "./offline/trendspy";
import { writeDescription } from "./offline/descripto";
import { generateHeadlines } from "./offline/hookgenie";
import { checkDescriptionContent, checkHeadline, headlineScore } from "./offline/seoRules";
import { graphemeLength } from "./text/graphemes";
import { createOpenAIEngine, type OpenAIEngine } from "./openai/engine";
import { OpenAIEngineError } from "./openai/errors";
import type { ModelOutput } from "./openai/schemas";

/** A tool's validated request (after the contract schema's defaults and trimming). */
export type ToolInput<T extends Tool> = z.output<(typeof toolContracts)[T]["request"]>;
export type ToolResponse<T extends Tool> = z.output<(typeof toolContracts)[T]["response"]>;
export type EngineSource = "openai" | "offline";
export type EngineResult<T extends Tool> = ToolResponse<T> & {
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

export interface ToolEngine {
  /** "openai" when a key is configured (with the offline engine as fallback), else "offline". */
  readonly mode: EngineSource;
  run<T extends Tool>(tool: T, input: ToolInput<T>): Promise<EngineResult<T>>;
}

// ---- The offline engine (deterministic, no network) ------------------------------------------

type Handlers = { [K in Tool]: (input: ToolInput<K>) => ToolResponse<K> | Promise<ToolResponse<K>> };

const offlineHandlers: Handlers = {
  descripto: (input) => writeDescription(input),
  hookgenie: (input) => generateHeadlines(input),
  trendspy: (input) => researchKeywords(input),
  seosnapshot: (input) => auditSeo(input),
};

async function runOffline<T extends Tool>(tool: T, input: ToolInput<T>): Promise<ToolResponse<T>> {
  const handler = offlineHandlers[tool] as unknown as (i: ToolInput<T>) => ToolResponse<T> | Promise<ToolResponse<T>>;
  return handler(input);
}

// ---- From the model's answer to the contract response ----------------------------------------

const keywordList = (keywords: string) =>
  keywords
    .split(/[,\n]/)
    .map((k) => k.trim())
    .filter(Boolean);

/** "1. “Some headline”" → "Some headline". */
const cleanHeadline = (line: string) =>
  line
    .trim()
    .replace(/^(\d+[.)]|[-*•])\s+/, "")
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, "")
    .trim();

function assembleHeadlines(input: ToolInput<"hookgenie">, output: ModelOutput<"hookgenie">): HookgenieResponse {
  const limit = HOOK_LIMITS[input.type];
  const seen = new Set<string>();
  const ranked = output.headlines
    .map(cleanHeadline)
    .filter((text) => text && !seen.has(text.toLowerCase()) && seen.add(text.toLowerCase()))
    .map((text, order): Headline & { order: number } => ({
      text,
      length: graphemeLength(text),
      limit,
      score: headlineScore(text, limit),
      order,
    }));
  // A variant over the channel's limit gets cut off where it is shown: keep it only if nothing fits.
  const fitting = ranked.filter((h) => h.length <= limit);
  const headlines = (fitting.length ? fitting : ranked)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ order: _order, ...h }) => h);
  return {
    result: headlines.map((h, i) => `${i + 1}. ${h.text}`).join("\n"),
    tips: output.tips,
    headlines,
  };
}

/** The workflow reads keyword options from "- keyword:" lines; add them if the model did not. */
function assembleTrends(output: ModelOutput<"trendspy">): TrendspyResponse {
  const hasKeywordLines = /^- .+:\s*$/m.test(output.result);
  const result = hasKeywordLines
    ? output.result
    : `${output.result.trim()}\n\nTop keyword opportunities (estimates)\n` +
      output.keywordData
        .slice(0, 8)
        .map((k) => `- ${k.keyword}:\n  ${k.trend} trend, ~${k.volume} searches/month, difficulty ${k.difficulty}/100`)
        .join("\n");
  return {
    result,
    keywordData: output.keywordData.map((k) => ({
      ...k,
      volume: Math.max(0, Math.round(k.volume)),
      difficulty: Math.round(k.difficulty),
      estimated: true,
    })),
    insights: output.insights,
    // The cleaned seed, its class, language and fixed typos, when the model gave them (issue 12).
    ...(output.seed ? { seed: output.seed } : {}),
    ...(output.seedClass ? { seedClass: output.seedClass } : {}),
    ...(output.language ? { language: output.language } : {}),
    ...(output.corrections?.length ? { corrections: output.corrections } : {}),
  };
}

/** Scores and recommendations from the model; measured metrics and rule checks from the audit. */
function assembleAudit(output: ModelOutput<"seosnapshot">, audit: SeosnapshotResponse): SeosnapshotResponse {
  const scores = {
    overall: Math.round(output.scores.overall),
    title: Math.round(output.scores.title),
    description: Math.round(output.scores.description),
  };
  const result = /SEO Score:\s*\d+\s*\/\s*100/i.test(output.result)
    ? output.result
    : `SEO Score: ${scores.overall}/100\n\n${output.result.trim()}`;
  return {
    result,
    scores,
    metrics: audit.metrics,
    recommendations: output.recommendations,
    ...(audit.checks ? { checks: audit.checks } : {}),
  };
}

// ---- SeoSnapshot rules applied to generated copy ---------------------------------------------

function withSeoChecks<T extends Tool>(tool: T, input: ToolInput<T>, response: ToolResponse<T>): ToolResponse<T> {
  if (tool === "descripto") {
    const r = response as DescriptoResponse;
    const keywords = keywordList((input as ToolInput<"descripto">).keywords);
    return { ...r, seoChecks: checkDescriptionContent(r.result, keywords) } as ToolResponse<T>;
  }
  if (tool === "hookgenie") {
    const r = response as HookgenieResponse;
    const limit = HOOK_LIMITS[(input as ToolInput<"hookgenie">).type];
    const top = r.headlines?.[0]?.text ?? cleanHeadline(r.result.split("\n").find((l) => l.trim()) ?? "");
    return { ...r, seoChecks: top ? checkHeadline(top, limit) : [] } as ToolResponse<T>;
  }
  return response;
}

/** Our own answers must honour the contract too; a failure here is a bug, not a user error. */
function assertContract<T extends Tool>(tool: T, response: unknown): void {
  const parsed = toolContracts[tool].response.safeParse(response);
  if (!parsed.success) {
    throw new Error(`${tool} answer breaks its contract: ${parsed.error.issues[0]?.path.join(".")} ${parsed.error.issues[0]?.message}`);
  }
}

// ---- The engine the services use -------------------------------------------------------------

export interface ToolEngineOptions {
  /** For tests: a ready OpenAI engine instead of one built from config. */
  openai?: OpenAIEngine;
}

/**
 * One interface, two engines. Without OPENAI_API_KEY every answer comes from the offline engine.
 * With a key the model answers; when it fails, times out or answers out of schema, the offline
 * engine answers (`source: "offline"`, `fallbackReason`) unless AI_FALLBACK is off, in which case
 * an AiProviderError (502) is thrown.
 */
export function createToolEngine(
  config: Pick<AppConfig, "openai">,
  log: EngineLogger = console,
  options: ToolEngineOptions = {},
): ToolEngine {
  const settings = config.openai;
  const openai =
    options.openai ??
    (settings.apiKey
      ? createOpenAIEngine({
          apiKey: settings.apiKey,
          baseURL: settings.baseURL,
          model: settings.model,
          timeoutMs: settings.timeoutMs,
          maxRetries: settings.maxRetries,
        })
      : undefined);

  async function finish<T extends Tool>(
    tool: T,
    input: ToolInput<T>,
    response: ToolResponse<T>,
    source: EngineSource,
    fallbackReason?: string,
  ): Promise<EngineResult<T>> {
    const checked = withSeoChecks(tool, input, response);
    const result = { ...checked, source, ...(fallbackReason ? { fallbackReason } : {}) } as EngineResult<T>;
    assertContract(tool, result);
    return result;
  }

  async function runOpenAI<T extends Tool>(engine: OpenAIEngine, tool: T, input: ToolInput<T>): Promise<ToolResponse<T>> {
    switch (tool) {
      case "descripto": {
        const out = await engine.generate("descripto", input as ToolInput<"descripto">);
        return {
          result: out.result,
          suggestions: out.suggestions,
          seoTitle: out.seoTitle,
          metaDescription: out.metaDescription,
        } as ToolResponse<T>;
      }
      case "hookgenie": {
        const out = await engine.generate("hookgenie", input as ToolInput<"hookgenie">);
        return assembleHeadlines(input as ToolInput<"hookgenie">, out) as ToolResponse<T>;
      }
      case "trendspy": {
        const out = await engine.generate("trendspy", input as ToolInput<"trendspy">);
        return assembleTrends(out) as ToolResponse<T>;
      }
      case "seosnapshot": {
        // The rule-based audit grounds the prompt in measured facts and supplies the metrics.
        const audit = await auditSeo(input as ToolInput<"seosnapshot">);
        const out = await engine.generate("seosnapshot", input as ToolInput<"seosnapshot">, { audit });
        return assembleAudit(out, audit) as ToolResponse<T>;
      }
      default:
        throw new Error(`Unknown tool ${String(tool)}`);
    }
  }

  return {
    mode: openai ? "openai" : "offline",
    async run(tool, input) {
      if (!openai) return finish(tool, input, await runOffline(tool, input), "offline");
      const started = Date.now();
      try {
        return await finish(tool, input, await runOpenAI(openai, tool, input), "openai");
      } catch (err) {
        if (!(err instanceof OpenAIEngineError)) throw err;
        const reason = err.reason;
        if (!settings.fallback) {
          log.warn("AI provider failed; AI_FALLBACK is off", { tool, model: openai.model, reason, ms: Date.now() - started });
          throw new AiProviderError(reason, { cause: err });
        }
        log.warn("AI provider failed; answering from the offline engine", {
          tool,
          model: openai.model,
          reason,
          ms: Date.now() - started,
        });
        return finish(tool, input, await runOffline(tool, input), "offline", reason);
      }
    },
  };
}
