import { HOOK_LIMITS, type HookType, type Headline, type HookgenieResponse } from "@seo/hookgenie-contract";

/** The ranked list: the engine's scored headlines, or the numbered lines of the result text. */
export function rankedHeadlines(data: HookgenieResponse, type: HookType): Headline[] {
  if (data.headlines && data.headlines.length > 0) return [...data.headlines].sort((a, b) => b.score - a.score);
  const limit = HOOK_LIMITS[type];
  return data.result
    .split(/\r?\n/)
    .map((line) => stripNumbering(line))
    .filter(Boolean)
    .map((text) => ({ text, score: 0, length: [...text].length, limit }));
}

/** '1. "Ten Ways..."' → 'Ten Ways...'. */
export function stripNumbering(line: string): string {
  return line
    .trim()
    .replace(/^(\d+[.)]|[-*•])\s*/, "")
    .replace(/^["'“”]+|["'“”]+$/g, "")
    .trim();
}

export const TYPE_LABELS: Record<HookType, string> = {
  headline: "Headline",
  title: "Page Title",
  h1: "H1 Tag",
  subject_line: "Email Subject Line",
  social_media: "Social Media Post",
  ad_copy: "Ad Copy",
};

export const STYLE_LABELS: Record<string, string> = {
  professional: "Professional",
  clickbait: "Clickbait",
  informative: "Informative",
  emotional: "Emotional",
  compelling: "Compelling",
  urgent: "Urgent",
  curious: "Curious",
  benefit_driven: "Benefit-driven",
};
