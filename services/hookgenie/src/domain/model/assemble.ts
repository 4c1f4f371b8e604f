import { graphemeLength } from "@seo/ai/text/graphemes";
import { headlineScore } from "@seo/ai/seo/seoRules";
import { HOOK_LIMITS, type Headline, type HookgenieResponse } from "@seo/hookgenie-contract";
import type { HookgenieInput } from "../hookgenieTool";
import type { HookgenieOutput } from "./outputSchema";

/** "1. “Some headline”" → "Some headline". */
export const cleanHeadline = (line: string) =>
  line
    .trim()
    .replace(/^(\d+[.)]|[-*•])\s+/, "")
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, "")
    .trim();

/** The model's variants, cleaned, de-duplicated, measured against the channel's limit and ranked. */
export function assembleHeadlines(input: HookgenieInput, output: HookgenieOutput): HookgenieResponse {
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
