import { DIFFICULTY_THRESHOLDS, type TrendspyResponse } from "@seo/trendspy-contract";
import { KEYWORD_HANDOFF_LIMIT } from "@seo/contracts/constants";

export type DifficultyTone = "success" | "warning" | "danger";

/** A keyword's difficulty colour: below 30 green, below 60 yellow, otherwise red. */
export function difficultyTone(difficulty: number): DifficultyTone {
  if (difficulty < DIFFICULTY_THRESHOLDS.easy) return "success";
  if (difficulty < DIFFICULTY_THRESHOLDS.medium) return "warning";
  return "danger";
}

export function formatVolume(volume: number): string {
  if (volume >= 1_000_000) return `${(volume / 1_000_000).toFixed(1).replace(/\.0$/, "")}M`;
  if (volume >= 1000) return `${(volume / 1000).toFixed(1).replace(/\.0$/, "")}K`;
  return String(volume);
}

/** The first five keyword lines for Descripto: the keyword list, else the analysis' bullet lines. */
export function handoffKeywords(data: TrendspyResponse): string[] {
  const fromData = data.keywordData.map((k) => k.keyword).filter(Boolean);
  const lines = fromData.length
    ? fromData
    : data.result
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter((l) => /^[-*•]\s+/.test(l))
        .map((l) =>
          l
            .replace(/^[-*•]\s+/, "")
            .replace(/:$/, "")
            .trim(),
        );
  return lines.slice(0, KEYWORD_HANDOFF_LIMIT);
}

/** Cloud font size, 13-30 px, on a log scale of volume. */
export function cloudSize(volume: number, min: number, max: number): number {
  if (max <= min) return 20;
  const t = (Math.log(volume + 1) - Math.log(min + 1)) / (Math.log(max + 1) - Math.log(min + 1));
  return Math.round(13 + t * 17);
}

/** Category packs: starting niches per category, one click to fill the form. */
export const CATEGORY_PACKS: Record<string, readonly string[]> = {
  Ecommerce: ["eco-friendly packaging", "print on demand", "subscription boxes"],
  Technology: ["ai writing tools", "smart home security", "mechanical keyboards"],
  "Health & Fitness": ["home workouts", "plant-based protein", "sleep tracking"],
  Finance: ["budgeting apps", "index fund investing", "credit score repair"],
  Education: ["online coding bootcamps", "language learning apps", "homeschool curriculum"],
  "Food & Recipes": ["meal prep", "air fryer recipes", "sourdough baking"],
  Travel: ["digital nomad visas", "budget travel europe", "family camping"],
  Fashion: ["capsule wardrobe", "sustainable sneakers", "vintage clothing"],
  "Home & Garden": ["indoor plants", "small space storage", "raised garden beds"],
  Business: ["freelance pricing", "email marketing automation", "remote team tools"],
};
