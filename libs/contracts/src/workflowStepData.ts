import { z } from "zod";

// The JSON stored in a workflow project's four text fields (trendspyData,
// descriptoData, hookgenieData, seosnapshhotData).
// Lenient on read (old or partial data must still restore), so every field has a default.

const text = z.string().catch("");
const lines = z.array(z.string()).catch([]);
/** A keyword row as saved, whatever contract version wrote it; its other fields are kept as they are. */
const keywordDataSchema = z.looseObject({
  keyword: z.string(),
  // null on TrendSpy's estimates (no invented numbers, trendspy-contract 3.0): only a provider gives them.
  trend: z.string().nullish(),
  volume: z.number().nullish(),
  difficulty: z.number().min(0).max(100).nullish(),
});

export const trendspyStepDataSchema = z.object({
  niche: text,
  category: text,
  result: text,
  keywordData: z.array(keywordDataSchema).catch([]),
  insights: lines,
  selectedKeywords: z.array(z.string()).max(3).catch([]),
  selectedTargetAudience: text,
  generatedAt: text,
});
export type TrendspyStepData = z.infer<typeof trendspyStepDataSchema>;

export const descriptoStepDataSchema = z.object({
  productName: text,
  keyFeatures: text,
  targetAudience: text,
  tone: text,
  keywords: text,
  result: text,
  suggestions: lines,
  /**
   * Descripto's meta description, SeoSnapshot's prefill (docs/decisions/0020-small-product-rules.md);
   * absent in projects saved before it.
   */
  metaDescription: z.string().optional().catch(undefined),
  generatedAt: text,
});
export type DescriptoStepData = z.infer<typeof descriptoStepDataSchema>;

export const hookgenieStepDataSchema = z.object({
  topic: text,
  type: text,
  style: text,
  result: text,
  tips: lines,
  generatedAt: text,
});
export type HookgenieStepData = z.infer<typeof hookgenieStepDataSchema>;

export const seosnapshotStepDataSchema = z.object({
  title: text,
  description: text,
  url: text,
  result: text,
  recommendations: lines,
  generatedAt: text,
});
export type SeosnapshotStepData = z.infer<typeof seosnapshotStepDataSchema>;

// Keyword options of a TrendSpy analysis: what the workflow's selection panel offers, and what the
// Descripto prefill falls back to when nothing was selected. The analysis lists its best keywords on
// lines written exactly as "- <keyword>:" (the format its prompt asks for).
const KEYWORD_LINE = /^- .+:$/;

/** Keywords named on "- keyword:" lines of an analysis, in order, without duplicates. */
export function parseKeywordLines(analysis: string): string[] {
  const seen = new Set<string>();
  const keywords: string[] = [];
  for (const raw of analysis.split(/\r?\n/)) {
    const line = raw.trim();
    if (!KEYWORD_LINE.test(line)) continue;
    // Models sometimes bold the keyword ("- **running shoes**:"); the option is the plain phrase.
    const keyword = line
      .slice(2, -1)
      .replace(/\*\*|__|`/g, "")
      .trim();
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    keywords.push(keyword);
  }
  return keywords;
}

/**
 * The options offered for selection: the keyword lines of the analysis, or, when the analysis
 * has none, the keywords of the structured keyword data.
 */
export function keywordOptions(analysis: string, keywordData: readonly { keyword: string }[] = []): string[] {
  const fromLines = parseKeywordLines(analysis);
  if (fromLines.length > 0) return fromLines;
  return [...new Set(keywordData.map((k) => k.keyword.trim()).filter(Boolean))];
}
