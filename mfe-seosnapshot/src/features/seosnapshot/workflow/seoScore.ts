import { DEFAULT_SEO_SCORE, SCORE_THRESHOLDS } from "@seo/seosnapshot-contract";

// "SEO Score: 82/100", "Overall Score - 64", "Score: 91": the ways an analysis writes its score.
const SCORE_LABEL = /(?:SEO\s+Score|Overall\s+Score|Score)\s*[:=\-–]?\s*\**\s*(\d{1,3})/i;

/** The SEO score written in an analysis text, or 75 when it names none. */
export function parseSeoScore(text: string): number {
  const match = SCORE_LABEL.exec(text);
  if (!match?.[1]) return DEFAULT_SEO_SCORE;
  const score = Number.parseInt(match[1], 10);
  return Math.min(100, Math.max(0, score));
}

export type ScoreRating = "excellent" | "good" | "poor";

export function scoreRating(score: number): ScoreRating {
  if (score >= SCORE_THRESHOLDS.excellent) return "excellent";
  if (score >= SCORE_THRESHOLDS.good) return "good";
  return "poor";
}

export const SCORE_LABELS: Record<ScoreRating, string> = {
  excellent: "Excellent",
  good: "Good",
  poor: "Need Improvement",
};
