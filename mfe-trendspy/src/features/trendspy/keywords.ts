import { DIFFICULTY_THRESHOLDS, ESTIMATE_LABEL, type TrendspyResponse } from "@seo/trendspy-contract";
import { KEYWORD_HANDOFF_LIMIT } from "@seo/contracts/constants";

export type DifficultyTone = "success" | "warning" | "danger";

/** A keyword's difficulty colour: below 30 green, below 60 yellow, otherwise red. */
export function difficultyTone(difficulty: number | null | undefined): DifficultyTone {
  if (typeof difficulty !== "number") return "warning";
  if (difficulty < DIFFICULTY_THRESHOLDS.easy) return "success";
  if (difficulty < DIFFICULTY_THRESHOLDS.medium) return "warning";
  return "danger";
}

export function formatVolume(volume: number): string {
  if (volume >= 1_000_000) return `${(volume / 1_000_000).toFixed(1).replace(/\.0$/, "")}M`;
  if (volume >= 1000) return `${(volume / 1000).toFixed(1).replace(/\.0$/, "")}K`;
  return String(volume);
}

/** A keyword row as any saved or fresh answer has it: numbers only when a provider gave them. */
export interface KeywordFigures {
  keyword: string;
  estimate?: unknown;
  volume?: number | null;
  difficulty?: number | null;
  trend?: string | null;
  interest?: unknown;
  interestWhy?: unknown;
}

/**
 * Does this row carry a provider's numbers? An estimate has none (docs/decisions/0028); one saved
 * before contract 2.2 may hold invented figures, which are not shown either.
 */
export const hasFigures = <K extends KeywordFigures>(k: K): k is K & { volume: number } =>
  typeof k.volume === "number" && k.estimate !== true;

/** One short line for a row: the provider's volume and difficulty, or the estimate's band. */
export function figuresLine(k: KeywordFigures): string {
  if (hasFigures(k))
    return `${k.volume.toLocaleString("en-US")}/mo${typeof k.difficulty === "number" ? ` · KD ${k.difficulty}` : ""}`;
  return typeof k.interest === "string" ? `${k.interest} interest (estimate)` : "estimate";
}

/**
 * The rows the keyword CSV and copy export: the provider's numbers with their market, or for an
 * estimate the band, its reason and the estimate label, never a number.
 */
export function keywordExportRows(data: TrendspyResponse): Record<string, string | number>[] {
  return data.keywordData.map((k): Record<string, string | number> =>
    hasFigures(k)
      ? {
          keyword: k.keyword,
          volume: k.volume,
          difficulty: k.difficulty ?? "",
          cpc: k.cpc ?? "",
          currency: k.currency ?? "",
          trend: k.trend ?? "",
          intent: k.intent ?? "",
          source: data.dataLabel ?? "keyword-data provider",
        }
      : {
          keyword: k.keyword,
          interest: k.interest ?? "",
          why: k.interestWhy ?? "",
          intent: k.intent ?? "",
          source: ESTIMATE_LABEL,
        },
  );
}

const TREND_WORDS: Record<string, string> = { up: "trending up", down: "trending down" };

/** A difficulty band as a word, when the provider gave none: the cards' colours (DIFFICULTY_THRESHOLDS). */
const difficultyWord = (difficulty: number) =>
  ({ success: "easy", warning: "medium", danger: "hard" })[difficultyTone(difficulty)];

/** One keyword as a line of text: what its card shows, in words, and nothing the page does not show. */
export function keywordCopyLine(k: TrendspyResponse["keywordData"][number]): string {
  const intent = typeof k.intent === "string" && k.intent ? [`intent: ${k.intent}`] : [];
  if (!hasFigures(k)) {
    const band = k.interest ?? "low";
    return `${k.keyword} — ${[`${band} interest (relative, estimate)`, ...intent].join(" · ")}`;
  }
  const parts = [`${k.volume.toLocaleString("en-US")} searches/mo`];
  if (typeof k.difficulty === "number")
    parts.push(`difficulty ${k.difficulty}/100 (${k.difficultyBand || difficultyWord(k.difficulty)})`);
  if (k.trend) parts.push(TREND_WORDS[k.trend] ?? "stable");
  if (typeof k.cpc === "number") parts.push(`CPC ${k.cpc.toFixed(2)}${k.currency ? ` ${k.currency}` : ""}`);
  return `${k.keyword} — ${[...parts, ...intent].join(" · ")}`;
}

/**
 * The keywords as the Copy button puts them on the clipboard: a heading with where the figures come
 * from (the provider and market, or the estimate label), then one readable line per keyword, to
 * paste into a document or a sheet. The CSV (keywordExportRows) is the table form.
 */
export function keywordCopyText(data: TrendspyResponse): string {
  const estimated = data.keywordData.some((k) => !hasFigures(k));
  const source = data.dataLabel ?? (estimated ? ESTIMATE_LABEL : undefined);
  return [`Keyword opportunities${source ? ` (${source})` : ""}`, ...data.keywordData.map(keywordCopyLine)].join("\n");
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
