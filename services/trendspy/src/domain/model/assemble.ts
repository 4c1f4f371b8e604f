import type { TrendspyResponse } from "@seo/trendspy-contract";
import { difficultyBand } from "../offline/trendspyEstimates";
import type { TrendspyOutput } from "./outputSchema";

/**
 * The model's research as the contract's answer: figures rounded, every keyword flagged as an
 * estimate like the offline engine's (the UI's badge reads `estimate`), and the "- keyword:" lines
 * the workflow reads keyword options from added when the model did not write them.
 */
export function assembleTrends(output: TrendspyOutput): TrendspyResponse {
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
    keywordData: output.keywordData.map((k) => {
      const difficulty = Math.round(k.difficulty);
      return {
        keyword: k.keyword,
        trend: k.trend,
        volume: Math.max(0, Math.round(k.volume)),
        difficulty,
        difficultyBand: difficultyBand(difficulty),
        ...(k.intent ? { intent: k.intent } : {}),
        estimate: true,
      };
    }),
    insights: output.insights,
    // The cleaned seed, its class, language and fixed typos, when the model gave them: the same
    // optional fields the offline engine's answer carries, so callers read one shape either way.
    ...(output.seed ? { seed: output.seed } : {}),
    ...(output.seedClass ? { seedClass: output.seedClass } : {}),
    ...(output.language ? { language: output.language } : {}),
    ...(output.corrections?.length ? { corrections: output.corrections } : {}),
  };
}
