import { ESTIMATE_LABEL, type TrendspyResponse } from "@seo/trendspy-contract";
import { interestsFor } from "../offline/trendspyInterest";
import type { TrendspyOutput } from "./outputSchema";

/** A model keyword's kind from its shape, for its interest band (the model's own figures are not used). */
function kindOf(keyword: string, index: number): string {
  if (index === 0) return "head";
  if (/^(how|what|why|when|where|which|who|is|are|can|do|does|should)\b|\?$/i.test(keyword)) return "question";
  if (/\b(vs|versus|or|alternatives?|compared?)\b/i.test(keyword)) return "comparison";
  if (/\b(best|top|reviews?|cheap|buy|price|prices|deals?|sale|cost|near me)\b/i.test(keyword)) return "commercial";
  return "modifier";
}

/**
 * The model's research as the contract's answer. A model has no search data, so its volumes,
 * difficulty and trends are dropped (docs/decisions/0028): each keyword gets a relative interest
 * band from its shape, like the offline engine's, and the "- keyword:" lines the workflow reads
 * keyword options from are added when the model did not write them.
 */
export function assembleTrends(output: TrendspyOutput): TrendspyResponse {
  const rows = interestsFor(
    output.keywordData.map((k, i) => ({ keyword: k.keyword, kind: kindOf(k.keyword, i), intent: k.intent })),
  );
  const hasKeywordLines = /^- .+:\s*$/m.test(output.result);
  // The model's prose may quote its own invented figures; its figure lines are left out.
  const prose = output.result
    .split("\n")
    .filter((l) => !/\d[\d,.]*\s*(searches|\/mo)|difficulty\s*\d|\bKD\s*\d/i.test(l))
    .join("\n")
    .trim();
  const result = hasKeywordLines
    ? prose
    : `${prose}\n\nTop keyword opportunities (relative interest, ${ESTIMATE_LABEL})\n` +
      rows
        .slice(0, 8)
        .map((k) => `- ${k.keyword}:\n  ${k.interest} relative interest · ${k.interestWhy}`)
        .join("\n");
  return {
    result,
    keywordData: rows.map((k) => ({
      keyword: k.keyword,
      interest: k.interest,
      interestWhy: k.interestWhy,
      ...(k.intent ? { intent: k.intent } : {}),
      trend: null,
      volume: null,
      difficulty: null,
      estimate: true,
    })),
    insights: output.insights.filter((i) => !/\d[\d,.]*\s*searches|difficulty\s*\d/i.test(i)),
    dataSource: "estimate",
    dataLabel: ESTIMATE_LABEL,
    // The cleaned seed, its class, language and fixed typos, when the model gave them: the same
    // optional fields the offline engine's answer carries, so callers read one shape either way.
    ...(output.seed ? { seed: output.seed } : {}),
    ...(output.seedClass ? { seedClass: output.seedClass } : {}),
    ...(output.language ? { language: output.language } : {}),
    ...(output.corrections?.length ? { corrections: output.corrections } : {}),
  };
}
