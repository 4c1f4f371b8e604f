// TrendSpy offline research: keyword ideas built from the niche and category (modifiers, questions,
// comparisons, commercial, transactional and long-tail forms), each with estimated volume,
// difficulty, trend and intent. The figures are heuristics from the words, never live data, and
// every item and the report say so.
import type { TrendspyResponse } from "@seo/contracts/tools";
import { DIFFICULTY_THRESHOLDS } from "@seo/contracts/constants";
import { subjectPhrase } from "../text/keyphrase";
import { hash, looksPlural, normWords, softLower } from "../text/words";

export interface KeywordResearchInput {
  niche: string;
  category?: string;
}

export type Intent = "informational" | "commercial" | "transactional" | "navigational";
export type Trend = "up" | "down" | "stable";
export type DifficultyBand = "very easy" | "easy" | "medium" | "hard" | "very hard";

export interface KeywordIdea {
  keyword: string;
  trend: Trend;
  volume: number;
  difficulty: number;
  difficultyBand: DifficultyBand;
  intent: Intent;
  kind: "head" | "modifier" | "question" | "comparison" | "commercial" | "transactional" | "long tail";
  opportunity: number;
  estimate: true;
}

type Kind = KeywordIdea["kind"];
interface Template {
  pattern: string;
  kind: Kind;
  intent: Intent;
}

const T = (pattern: string, kind: Kind, intent: Intent): Template => ({ pattern, kind, intent });

// {n} niche, {be} is/are, {do} does/do, {a} "a "/"an " before a singular niche.
const BASE: Template[] = [
  T("{n}", "head", "commercial"),
  T("best {n}", "commercial", "commercial"),
  T("{n} reviews", "commercial", "commercial"),
  T("buy {n} online", "transactional", "transactional"),
  T("{n} price", "transactional", "transactional"),
  T("cheap {n}", "transactional", "transactional"),
  T("{n} near me", "modifier", "navigational"),
  T("how to choose {a}{n}", "question", "informational"),
  T("what {be} the best {n}", "question", "informational"),
  T("{be} {a}{n} worth it", "question", "informational"),
  T("how much {do} {a}{n} cost", "question", "informational"),
  T("{n} vs alternatives", "comparison", "commercial"),
  T("budget vs premium {n}", "comparison", "commercial"),
  T("{n} for beginners", "long tail", "informational"),
  T("{n} guide", "modifier", "informational"),
  T("{n} comparison", "comparison", "commercial"),
  T("top rated {n} brands", "long tail", "commercial"),
  T("{n} deals", "transactional", "transactional"),
];

const BY_CATEGORY: Record<string, Template[]> = {
  Ecommerce: [T("{n} free shipping", "transactional", "transactional"), T("{n} discount code", "transactional", "transactional"), T("best {n} on amazon", "commercial", "commercial")],
  Technology: [T("{n} setup guide", "long tail", "informational"), T("{n} specs compared", "comparison", "commercial"), T("best {n} for professionals", "long tail", "commercial")],
  "Health & Fitness": [T("{n} benefits", "modifier", "informational"), T("{n} for weight loss", "long tail", "informational"), T("{n} routine at home", "long tail", "informational")],
  Finance: [T("{n} calculator", "modifier", "transactional"), T("{n} fees compared", "comparison", "commercial"), T("how {do} {n} work", "question", "informational")],
  Education: [T("{n} course online", "transactional", "transactional"), T("learn {n} step by step", "long tail", "informational"), T("{n} certification", "commercial", "commercial")],
  "Food & Recipes": [T("easy {n} recipe", "long tail", "informational"), T("healthy {n} ideas", "long tail", "informational"), T("{n} for beginners at home", "long tail", "informational")],
  Travel: [T("{n} itinerary", "long tail", "informational"), T("{n} on a budget", "long tail", "informational"), T("best time for {n}", "question", "informational")],
  Fashion: [T("{n} outfit ideas", "long tail", "informational"), T("{n} trends", "modifier", "informational"), T("sustainable {n} brands", "long tail", "commercial")],
  "Home & Garden": [T("diy {n}", "long tail", "informational"), T("{n} ideas for small spaces", "long tail", "informational"), T("how to maintain {n}", "question", "informational")],
  Business: [T("{n} strategy", "modifier", "informational"), T("{n} software", "commercial", "commercial"), T("{n} for small business", "long tail", "commercial")],
};

const RISING = /\b(ai|smart|sustainable|eco|vegan|electric|remote|beginners|near me|vs|alternatives|worth it|home|budget|reviews)\b/;
const FALLING = /\b(cheap|dvd|cd|desktop|fax|discount code|free shipping)\b/;

// Volumes snap to the buckets keyword tools report.
const BUCKETS = [10, 20, 30, 40, 50, 70, 90, 110, 140, 170, 210, 260, 320, 390, 480, 590, 720, 880, 1000, 1300, 1600, 1900, 2400, 2900, 3600, 4400, 5400, 6600, 8100, 9900, 12100, 14800, 18100, 22200, 27100, 33100, 40500, 49500, 60500, 74000, 90500, 110000];
const snap = (v: number) => BUCKETS.reduce((best, b) => (Math.abs(b - v) < Math.abs(best - v) ? b : best), BUCKETS[0]!);

export function difficultyBand(d: number): DifficultyBand {
  if (d < 15) return "very easy";
  if (d < DIFFICULTY_THRESHOLDS.easy) return "easy";
  if (d < DIFFICULTY_THRESHOLDS.medium) return "medium";
  if (d < 80) return "hard";
  return "very hard";
}

/** Estimated metrics for a keyword from its shape: head terms are big and hard, long tail small and easy. */
function estimate(keyword: string, t: Template): Omit<KeywordIdea, "keyword" | "kind" | "intent" | "estimate"> {
  const n = normWords(keyword).length;
  const h = hash(keyword);
  const jitter = ((h % 61) - 30) / 100; // ±30%
  const baseVolume = [60500, 60500, 14800, 4400, 1300, 480, 170][Math.min(n, 6)]!;
  const kindFactor: Record<Kind, number> = { head: 1, commercial: 0.45, transactional: 0.22, modifier: 0.3, question: 0.35, comparison: 0.2, "long tail": 0.4 };
  const volume = snap(Math.max(10, baseVolume * kindFactor[t.kind] * (1 + jitter)));
  const baseDifficulty = [80, 80, 64, 50, 38, 28, 20][Math.min(n, 6)]!;
  const intentShift: Record<Intent, number> = { commercial: 10, transactional: 6, navigational: -8, informational: -10 };
  const difficulty = Math.max(3, Math.min(97, Math.round(baseDifficulty + intentShift[t.intent] + ((h >>> 8) % 13) - 6)));
  const trend: Trend = RISING.test(keyword) ? "up" : FALLING.test(keyword) ? "down" : (["up", "stable", "stable", "down", "stable"] as const)[(h >>> 16) % 5]!;
  // Opportunity: demand against competition, on a 0-100 scale.
  const demand = Math.log10(volume) / Math.log10(110000);
  const opportunity = Math.round(100 * demand * (1 - difficulty / 100) * (trend === "up" ? 1.15 : trend === "down" ? 0.85 : 1) * 1.6);
  return { trend, volume, difficulty, difficultyBand: difficultyBand(difficulty), opportunity: Math.max(1, Math.min(100, opportunity)) };
}

function fill(pattern: string, niche: string): string {
  const plural = looksPlural(niche);
  return pattern
    .replace("{n}", niche)
    .replace("{be}", plural ? "are" : "is")
    .replace("{do}", plural ? "do" : "does")
    .replace("{a}", plural ? "" : /^[aeiou]/i.test(niche) ? "an " : "a ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Keyword ideas for a niche, best opportunities first (12-20 items). */
export function keywordIdeas(input: KeywordResearchInput): KeywordIdea[] {
  const niche = softLower(subjectPhrase(input.niche, 4)).replace(/:/g, "") || softLower(input.niche.slice(0, 40));
  const templates = [...BASE, ...(input.category ? (BY_CATEGORY[input.category] ?? []) : [])];
  const seen = new Set<string>();
  const ideas: KeywordIdea[] = [];
  for (const t of templates) {
    const keyword = fill(t.pattern, niche);
    // Skip forms that repeat a word ("home espresso machine for beginners at home").
    const ws = normWords(keyword);
    if (ws.some((w, i) => ws.indexOf(w) !== i && w.length > 3)) continue;
    if (seen.has(keyword)) continue;
    seen.add(keyword);
    ideas.push({ keyword, kind: t.kind, intent: t.intent, estimate: true, ...estimate(keyword, t) });
  }
  const [head, ...rest] = ideas;
  rest.sort((a, b) => b.opportunity - a.opportunity || a.keyword.localeCompare(b.keyword));
  // The head term first (it names the topic), then the best openings; at most 20.
  return [head!, ...rest].slice(0, 20);
}

const fmt = (n: number) => n.toLocaleString("en-US");

export function researchKeywords(input: KeywordResearchInput): TrendspyResponse {
  const ideas = keywordIdeas(input);
  const head = ideas[0]!;
  const niche = head.keyword;
  const rest = ideas.slice(1);
  const quickWins = rest.filter((k) => k.difficulty < DIFFICULTY_THRESHOLDS.easy).slice(0, 4);
  const rising = ideas.filter((k) => k.trend === "up").slice(0, 4);
  const questions = ideas.filter((k) => k.kind === "question").slice(0, 4);
  const money = ideas.filter((k) => k.intent === "transactional" || k.intent === "commercial").filter((k) => k !== head).slice(0, 3);
  const avgDifficulty = Math.round(ideas.reduce((n, k) => n + k.difficulty, 0) / ideas.length);

  const lines = [
    `Keyword and trend analysis: "${niche}"${input.category ? ` (${input.category})` : ""}`,
    "Estimates only: volumes, difficulty and trends are modelled from keyword patterns (length, modifiers, intent), not live search data. Validate the final picks in a keyword tool.",
    "",
    `Market overview: "${niche}" is a ${difficultyBand(head.difficulty)} head term (difficulty ${head.difficulty}/100, ~${fmt(head.volume)} searches/month, trend ${head.trend}). Across ${ideas.length} ideas the average difficulty is ${avgDifficulty}/100.`,
    "",
    "Keyword opportunities (head term first, then best opportunity first):",
    ...ideas.flatMap((k) => [
      `- ${k.keyword}:`,
      `  ~${fmt(k.volume)} searches/month · difficulty ${k.difficulty}/100 (${k.difficultyBand}) · trend ${k.trend} · ${k.intent} intent · ${k.kind} · opportunity ${k.opportunity}/100 (estimate)`,
    ]),
    "",
    "Trend analysis:",
    rising.length ? `  Rising: ${rising.map((k) => k.keyword).join(", ")}. Comparison, "worth it" and beginner searches grow as a market matures.` : "  No keyword shows a rising pattern; focus on evergreen informational content.",
    `  Declining: ${ideas.filter((k) => k.trend === "down").map((k) => k.keyword).slice(0, 3).join(", ") || "none detected"}.`,
  ];

  const insights = [
    quickWins.length
      ? `Quick wins: ${quickWins.map((k) => `"${k.keyword}" (${k.difficulty}/100)`).join(", ")} have low estimated difficulty; a new or small site can rank for these first.`
      : `No keyword here is under ${DIFFICULTY_THRESHOLDS.easy}/100 difficulty; add a specific audience or use case to "${niche}" to find easier long-tail terms.`,
    `The head term "${niche}" is ${head.difficultyBand} (${head.difficulty}/100): treat it as the pillar page topic and earn it over time through the supporting articles below.`,
    money.length
      ? `Money keywords: ${money.map((k) => `"${k.keyword}"`).join(", ")} show buying intent; target them with product, category and comparison pages with clear prices and calls to action.`
      : "Few keywords show buying intent; build trust with informational content and capture leads first.",
    questions.length
      ? `Answer the questions buyers ask (${questions.map((k) => `"${k.keyword}"`).join(", ")}) in an FAQ section and H2 headings to compete for featured snippets and People Also Ask.`
      : `Add question-based headings ("how to choose ${niche}") to target featured snippets.`,
    `Content strategy: 1) one pillar guide on "${niche}"; 2) ${Math.min(5, Math.max(3, quickWins.length + questions.length))} cluster articles on the quick wins and questions, each linking to the pillar; 3) a comparison page ("${ideas.find((k) => k.kind === "comparison")?.keyword ?? `best ${niche}`}"); 4) refresh the pillar every quarter and track rankings for the top 5 keywords.`,
    rising.length ? `Ride the trend: publish on ${rising.slice(0, 2).map((k) => `"${k.keyword}"`).join(" and ")} first; rising searches reward early, fresh content.` : "Search interest looks flat; prioritise evergreen content and internal linking over news-style posts.",
    "All figures are estimates from keyword shape, not live data; confirm volumes in Google Keyword Planner or Search Console before committing budget.",
  ];

  lines.push("", "Strategic insights:", ...insights.map((i) => `  • ${i}`));

  const keywordData = ideas.map((k) => ({
    keyword: k.keyword,
    trend: k.trend,
    volume: k.volume,
    difficulty: k.difficulty,
    difficultyBand: k.difficultyBand,
    intent: k.intent,
    kind: k.kind,
    opportunity: k.opportunity,
    estimate: true as const,
  }));
  return { result: lines.join("\n"), keywordData, insights, source: "offline" };
}
