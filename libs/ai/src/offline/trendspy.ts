// TrendSpy offline research: keyword ideas built from the niche and category (modifiers, questions,
// comparisons, commercial, transactional and long-tail forms), each with estimated volume,
// difficulty, trend and intent. The figures are heuristics from the words, never live data, and
// every item and the report say so.
import type { TrendspyResponse } from "@seo/contracts/tools";
import { DIFFICULTY_THRESHOLDS } from "@seo/contracts/constants";
import { subjectPhrase } from "../text/keyphrase";
import { hash, isMassNoun, looksPlural, normWords, softLower } from "../text/words";

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

/**
 * What the niche's head noun names decides which forms make sense: you "buy" a product, you "learn"
 * an activity, you "cook" a dish. "easy home coffee roasting equipment recipe" is what happens
 * without this.
 */
export type NicheShape = "product" | "activity" | "food" | "topic";
const ANY: readonly NicheShape[] = ["product", "activity", "food", "topic"];

interface Template {
  pattern: string;
  kind: Kind;
  intent: Intent;
  fits: readonly NicheShape[];
  /** Only for niches of this domain ("for small kitchens" needs a kitchen product). */
  when?: RegExp;
  /** Never for niches like these ("travel insurance free shipping"). */
  unless?: RegExp;
}

const T = (pattern: string, kind: Kind, intent: Intent, fits: readonly NicheShape[] = ANY, when?: RegExp, unless?: RegExp): Template => ({ pattern, kind, intent, fits, when, unless });
// Things bought but never shipped or handled: no "free shipping", "near me" or "how to maintain".
const INTANGIBLE = /(insurance|apps?|software|courses?|services?|agenc(y|ies)|subscriptions?|plans?|loans?|accounts?|cards?|mortgages?|platforms?|tools?|consultants?|hosting|vpns?)$/;
// A niche that is already a collection of recipes ("keto recipes"): no "keto recipes recipe".
const RECIPES = /(recipes?|ideas|meals|menus?|meal prep|dinners|lunches)$/;
const NOT_NEARBY = /(insurance|apps?|software|courses?|subscriptions?|plans?|loans?|accounts?|cards?|platforms?|tools?|hosting|vpns?|recipes?|ideas|meals|menus?)$/;
// Hired, not bought off a shelf.
const SERVICE = /(insurance|agenc(y|ies)|services?|consultants?|firms?|studios?|clinics?|salons?|schools?|freelancers?|compan(y|ies))$/;
const KITCHEN = /(coffee|espresso|kitchen|cook|bak|roast|grill|knife|knives|pan|pot|oven|fryer|blender|mixer|kettle|grinder|brew|tea|food|chef|spice|pizza|bread|juic|wine|cocktail|cutlery|utensil|dish)/;
const WEARABLE = /(shoes|boots|sneakers|trainers|sandals|socks|jacket|coat|dress|jeans|shirt|hoodie|clothes|clothing|apparel|bag|jewel|ring|necklace|glasses|watch|hat|scarf|scarves|belt|wear|leggings|suit)/;
const TECH = /(app|software|phone|laptop|computer|tablet|headphones|earbuds|speaker|camera|watch|tracker|router|monitor|keyboard|printer|drone|console|device|smart|gadget|tech|charger|tv|robot|vacuum|system|platform|ai\b)/;
const HOME = /(furniture|sofa|table|desk|chair|bed|mattress|rug|curtain|decor|lamp|light|plant|planter|garden|storage|shel|kitchen|bath|towel|bedding|pillow|vacuum|heater|fan|purifier|grill|tool|home)/;
const FITNESS = /(mat|weights|dumbbell|kettlebell|band|treadmill|bike|rower|shoes|trainers|tracker|watch|protein|supplement|bottle|yoga|fitness|gym|workout|running|leggings)/;
const MONEY = /(card|loan|mortgage|account|insurance|app|broker|bank|fund|pension|budget|tax|invest|crypto|saving|software)/;
const P: readonly NicheShape[] = ["product"];
const PF: readonly NicheShape[] = ["product", "food"];
const A: readonly NicheShape[] = ["activity"];
const AT: readonly NicheShape[] = ["activity", "topic"];
const F: readonly NicheShape[] = ["food"];
const AF: readonly NicheShape[] = ["activity", "food"];

// {n} niche, {be} is/are, {do} does/do, {a} "a "/"an " before a singular countable niche.
const BASE: Template[] = [
  T("{n}", "head", "commercial"),
  T("best {n}", "commercial", "commercial", ["product", "food", "topic"]),
  T("{n} reviews", "commercial", "commercial", P),
  T("buy {n} online", "transactional", "transactional", PF, undefined, new RegExp(`${RECIPES.source}|${SERVICE.source}`)),
  T("{n} price", "transactional", "transactional", P),
  T("cheap {n}", "transactional", "transactional", P),
  T("{n} near me", "modifier", "navigational", ["product", "food", "activity"], undefined, NOT_NEARBY),
  T("how to choose {a}{n}", "question", "informational", P),
  T("what {be} the best {n}", "question", "informational", P),
  T("{be} {a}{n} worth it", "question", "informational", ["product", "activity"]),
  T("how much {do} {a}{n} cost", "question", "informational", ["product", "activity"]),
  T("{n} vs alternatives", "comparison", "commercial", ["product", "topic"]),
  T("budget vs premium {n}", "comparison", "commercial", P),
  T("{n} for beginners", "long tail", "informational", ["product", "activity", "topic"]),
  T("{n} guide", "modifier", "informational", ["product", "activity", "topic"]),
  T("{n} comparison", "comparison", "commercial", P),
  T("top rated {n} brands", "long tail", "commercial", P, undefined, INTANGIBLE),
  T("top rated {n}", "long tail", "commercial", P, INTANGIBLE),
  T("{n} deals", "transactional", "transactional", P),
  // Activities: people learn them, equip for them and pay for lessons.
  T("how to start {n}", "question", "informational", A),
  T("{n} tips", "modifier", "informational", AT),
  T("{n} mistakes to avoid", "long tail", "informational", AT),
  T("best {n} equipment", "commercial", "commercial", A),
  T("{n} starter kit", "transactional", "transactional", A),
  T("{n} classes", "transactional", "transactional", A),
  T("is {n} hard to learn", "question", "informational", A),
  T("{n} course online", "transactional", "transactional", ["activity", "topic"]),
  // Food: people cook it, compare versions and look for a place that serves it.
  T("{n} recipe", "modifier", "informational", F, undefined, RECIPES),
  T("easy {n} recipe", "long tail", "informational", F, undefined, RECIPES),
  T("how to make {n}", "question", "informational", F, undefined, RECIPES),
  T("healthy {n}", "modifier", "informational", F),
  T("homemade vs store-bought {n}", "comparison", "commercial", F, undefined, RECIPES),
  T("{n} calories", "question", "informational", F, undefined, RECIPES),
  T("{n} ingredients", "modifier", "informational", F, undefined, RECIPES),
  T("how to store {n}", "question", "informational", F, undefined, RECIPES),
  T("easy {n}", "modifier", "informational", F, RECIPES),
  T("quick {n} for busy weeknights", "long tail", "informational", F, RECIPES),
  T("cheap {n}", "modifier", "informational", F, RECIPES),
  T("{n} with few ingredients", "long tail", "informational", F, RECIPES),
  T("{n} cookbook", "commercial", "commercial", F, RECIPES),
  T("{n} for meal prep", "long tail", "informational", F, RECIPES),
  T("{n} for families", "long tail", "informational", F, RECIPES),
  T("{n} for dinner", "long tail", "informational", F, RECIPES),
  T("{n} for beginners", "long tail", "informational", F, RECIPES),
  T("{n} tips", "modifier", "informational", F),
  T("{n} for beginners", "long tail", "informational", F, /(bread|sourdough|cake|baking|pasta|sushi|curry|cocktail|kombucha|coffee|tea|bbq|barbecue)/),
  // Topics (a concept or a service): people want it explained, with examples.
  T("what {be} {n}", "question", "informational", ["topic"]),
  T("how {do} {n} work", "question", "informational", ["topic"]),
  T("{n} examples", "long tail", "informational", ["topic"]),
  T("{n} services", "commercial", "commercial", ["topic"]),
  T("{n} tools", "commercial", "commercial", ["topic"]),
  T("{n} cost", "transactional", "transactional", ["topic"]),
];

// Category forms that fit the category whatever the niche, each limited to the niche shapes it reads well with.
const BY_CATEGORY: Record<string, Template[]> = {
  Ecommerce: [T("{n} free shipping", "transactional", "transactional", P, undefined, INTANGIBLE), T("{n} discount code", "transactional", "transactional", P), T("best {n} on amazon", "commercial", "commercial", P, undefined, INTANGIBLE), T("{n} free trial", "transactional", "transactional", P, INTANGIBLE)],
  Technology: [T("{n} setup guide", "long tail", "informational", ["product", "topic"], TECH), T("{n} specs compared", "comparison", "commercial", P, TECH), T("best {n} for professionals", "long tail", "commercial", P), T("{n} software", "commercial", "commercial", ["activity", "topic"]), T("{n} apps", "commercial", "commercial", ["activity", "topic"])],
  "Health & Fitness": [T("{n} benefits", "modifier", "informational", ["activity", "food", "topic"]), T("{n} for weight loss", "long tail", "informational", ["activity", "food"], /(yoga|pilates|running|walking|cycling|swimming|hiking|workout|training|dancing|boxing|rowing|food|protein|tea|smoothie|salad|soup|meal|diet|keto|vegan|oats|fasting)/), T("{n} routine at home", "long tail", "informational", A), T("best {n} for home workouts", "long tail", "commercial", P, FITNESS)],
  Finance: [T("{n} calculator", "modifier", "transactional", ["topic", "activity"]), T("{n} fees compared", "comparison", "commercial", ["product", "topic"], MONEY), T("how {do} {n} work", "question", "informational", ["topic"]), T("how to save money on {n}", "question", "informational", ["product", "activity"])],
  Education: [T("{n} course online", "transactional", "transactional", ["activity", "topic"]), T("learn {n} step by step", "long tail", "informational", ["activity", "topic"]), T("{n} certification", "commercial", "commercial", ["activity", "topic"]), T("{n} for students", "long tail", "commercial", P)],
  "Food & Recipes": [T("easy {n} recipe", "long tail", "informational", F, undefined, RECIPES), T("{n} variations", "long tail", "informational", F, undefined, RECIPES), T("{n} at home", "long tail", "informational", AF, undefined, RECIPES), T("best {n} for home cooks", "commercial", "commercial", P, KITCHEN), T("how to use {a}{n}", "question", "informational", P, KITCHEN), T("{n} for small kitchens", "long tail", "commercial", P, KITCHEN)],
  Travel: [T("{n} itinerary", "long tail", "informational", ["topic"]), T("{n} on a budget", "long tail", "informational", ["activity", "topic"]), T("best {n} for travel", "commercial", "commercial", P), T("{n} packing list", "long tail", "informational", A), T("best time for {n}", "question", "informational", A)],
  Fashion: [T("{n} outfit ideas", "long tail", "informational", P, WEARABLE), T("{n} trends", "modifier", "informational", ANY), T("sustainable {n} brands", "long tail", "commercial", P, undefined, INTANGIBLE), T("how to style {n}", "question", "informational", P, WEARABLE)],
  "Home & Garden": [T("diy {n}", "long tail", "informational", P, HOME), T("{n} for small spaces", "long tail", "informational", ["product", "activity"], HOME), T("how to maintain {a}{n}", "question", "informational", P, undefined, INTANGIBLE), T("{n} ideas", "long tail", "informational", ["activity", "topic"], /(garden|decor|home|room|kitchen|bath|landscap|plant|diy)/)],
  Business: [T("{n} strategy", "modifier", "informational", ["activity", "topic"]), T("{n} software", "commercial", "commercial", ["activity", "topic"]), T("{n} for small business", "long tail", "commercial", ["product", "activity", "topic"]), T("wholesale {n} suppliers", "commercial", "commercial", P, undefined, INTANGIBLE)],
};

const PRODUCT_HEAD =
  /^(agenc(y|ies)|services?|compan(y|ies)|consultants?|firms?|studios?|clinics?|salons?|schools?|freelancers?|equipment|gear|machines?|makers?|tools?|kits?|devices?|appliances?|accessories|supplies|mats?|shoes|boots|sneakers|trainers|sandals|bags?|backpacks?|apps?|software|chairs?|desks?|beds?|mattress(es)?|pillows?|lamps?|lights?|cameras?|phones?|laptops?|computers?|tablets?|headphones|earbuds|speakers?|watch(es)?|trackers?|grinders?|roasters?|blenders?|mixers?|kettles?|pans?|pots?|knives|ovens?|fryers?|cookware|bikes?|bicycles?|scooters?|tents?|socks|jackets?|coats?|dress(es)?|jeans|shirts?|t-shirts?|hoodies|clothes|clothing|apparel|furniture|sofas?|tables?|rugs?|curtains?|decor|plants?|planters?|seeds?|tyres?|tires?|cars?|serums?|creams?|moisturi[sz]ers?|shampoos?|supplements?|vitamins?|powders?|toys?|games?|books?|printers?|monitors?|keyboards?|routers?|drones?|consoles?|filters?|purifiers?|heaters?|fans?|vacuums?|cleaners?|brushes|bottles?|mugs?|cups?|jewel(le)?ry|rings?|necklaces?|glasses|sunglasses|luggage|suitcases?|strollers?|cribs?|collars?|leashes|crates?|bowls?|feeders?|cards?|insurance|loans?|mortgages?|accounts?|plans?|courses?|platforms?|subscriptions?|systems?|sets?|products?|brands?)$/;
const FOOD_HEAD =
  /^(recipes?|bread|cakes?|cookies|biscuits|muffins|pies?|soups?|salads?|pasta|pizzas?|curr(y|ies)|sauces?|meals?|dinners?|lunch(es)?|breakfasts?|snacks?|smoothies?|desserts?|cuisine|food|dishes|stews?|noodles|rice|chicken|beef|pork|fish|salmon|tofu|vegetables|veggies|burgers?|tacos?|sushi|pancakes?|waffles?|brownies|cupcakes?|chocolate|coffee|tea|cocktails?|drinks?|juices?|wine|beer|sourdough|granola|oats|porridge|jam|dips?|kombucha|matcha)$/;
const ACTIVITY_HEAD = /^(yoga|pilates|travel|fitness|photography|gardening|meditation|crossfit|camping|calligraphy|knitting|skincare|parenting|homeschooling)$/;
// Professional skills and services read as topics ("what is email marketing", "email marketing tools"), not hobbies.
const SKILL_HEAD = /^(marketing|seo|sem|ppc|design|coding|programming|development|investing|budgeting|blogging|podcasting|advertising|branding|accounting|bookkeeping|consulting|trading|freelancing|writing|copywriting|networking|hosting|banking|financing|funding|pricing|recruiting|hiring|onboarding|outsourcing|publishing|dropshipping|analytics|management|automation|security|compliance|strategy)$/;

/** The niche's shape, from its head noun (its last word). */
export function nicheShape(niche: string): NicheShape {
  const ws = normWords(niche);
  const head = ws.at(-1) ?? "";
  if (PRODUCT_HEAD.test(head)) return "product";
  if (FOOD_HEAD.test(head)) return "food";
  if (SKILL_HEAD.test(head)) return "topic";
  if (ACTIVITY_HEAD.test(head) || (/[a-z]{3,}ing$/.test(head) && !/(thing|clothing|bedding|lighting|ring|string|building|ceiling|flooring|packaging|pudding|dumpling|stuffing|icing|frosting|topping|filling|seasoning|dressing)$/.test(head)))
    return "activity";
  // A plural head that is not an activity is usually something people buy ("yoga mats", "dog beds").
  if (looksPlural(niche)) return "product";
  return "topic";
}

const PADDING: Template[] = [
  T("{n} guide", "modifier", "informational"),
  T("{n} tips", "modifier", "informational"),
  T("{n} for beginners", "long tail", "informational"),
  T("best {n}", "commercial", "commercial"),
  T("{n} trends", "modifier", "informational"),
  T("{n} explained", "modifier", "informational"),
  T("{n} checklist", "long tail", "informational"),
  T("{n} faq", "question", "informational"),
];

const RISING = /\b(ai|smart|sustainable|eco|vegan|electric|remote|beginners|near me|vs|alternatives|worth it|at home|budget|reviews|healthy|starter kit|how to start|online)\b/;
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
  // The trend comes from what the form adds to the niche, so one word in the niche ("ai") does not mark every idea rising.
  const added = t.kind === "head" ? keyword : t.pattern.replace(/\{\w+\}/g, " ");
  const trend: Trend = RISING.test(added) ? "up" : FALLING.test(added) ? "down" : (["up", "stable", "stable", "down", "stable"] as const)[(h >>> 16) % 5]!;
  // Opportunity: demand against competition, on a 0-100 scale.
  const demand = Math.log10(volume) / Math.log10(110000);
  const opportunity = Math.round(100 * demand * (1 - difficulty / 100) * (trend === "up" ? 1.15 : trend === "down" ? 0.85 : 1) * 1.6);
  return { trend, volume, difficulty, difficultyBand: difficultyBand(difficulty), opportunity: Math.max(1, Math.min(100, opportunity)) };
}

function fill(pattern: string, niche: string, shape: NicheShape): string {
  // Activities, dishes and mass nouns ("equipment", "coffee") take no article and a singular verb.
  const plural = looksPlural(niche) && shape !== "activity";
  const bare = plural || shape !== "product" || isMassNoun(niche);
  return pattern
    .replace("{n}", niche)
    .replace("{be}", plural ? "are" : "is")
    .replace("{do}", plural ? "do" : "does")
    .replace("{a}", bare ? "" : /^[aeiou]/i.test(niche) ? "an " : "a ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Keyword ideas for a niche, best opportunities first (12-20 items). */
export function keywordIdeas(input: KeywordResearchInput): KeywordIdea[] {
  const niche = softLower(subjectPhrase(input.niche, 4)).replace(/:/g, "") || softLower(input.niche.slice(0, 40));
  const shape = nicheShape(niche);
  // Category forms first among equals: they are what the user asked to see.
  const templates = [BASE[0]!, ...(input.category ? (BY_CATEGORY[input.category] ?? []) : []), ...BASE.slice(1)].filter((t) => t.fits.includes(shape) && (!t.when || t.when.test(niche)) && !t.unless?.test(niche));
  const seen = new Set<string>();
  const ideas: KeywordIdea[] = [];
  for (const t of templates) {
    const keyword = fill(t.pattern, niche, shape);
    // Skip forms that repeat a word ("home espresso machine for beginners at home").
    const ws = normWords(keyword);
    if (ws.some((w, i) => ws.indexOf(w) !== i && w.length > 3)) continue;
    if (seen.has(keyword)) continue;
    seen.add(keyword);
    ideas.push({ keyword, kind: t.kind, intent: t.intent, estimate: true, ...estimate(keyword, t) });
  }
  // Every niche gets at least 12 ideas: generic forms that read well with any noun phrase fill the gap.
  for (const t of PADDING) {
    if (ideas.length >= 12) break;
    const keyword = fill(t.pattern, niche, shape);
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

/** Keyword lines in the `result` text (the workflow offers these as choices); keywordData has them all. */
export const RESULT_KEYWORDS = 10;

export function researchKeywords(input: KeywordResearchInput): TrendspyResponse {
  const ideas = keywordIdeas(input);
  const head = ideas[0]!;
  const niche = head.keyword;
  const rest = ideas.slice(1);
  const quickWins = rest.filter((k) => k.difficulty < DIFFICULTY_THRESHOLDS.easy).slice(0, 4);
  const rising = ideas.filter((k) => k.trend === "up").slice(0, 4);
  const questions = ideas.filter((k) => k.kind === "question").slice(0, 4);
  const money = ideas.filter((k) => k.intent === "transactional" || k.intent === "commercial").filter((k) => k !== head).slice(0, 3);

  const shown = ideas.slice(0, RESULT_KEYWORDS);
  const easy = ideas.filter((k) => k.difficulty < DIFFICULTY_THRESHOLDS.easy).length;
  const intentCounts = new Map<Intent, number>();
  for (const k of ideas) intentCounts.set(k.intent, (intentCounts.get(k.intent) ?? 0) + 1);
  const [topIntent] = [...intentCounts].sort((a, b) => b[1] - a[1])[0]!;
  const best = rest.slice().sort((a, b) => b.opportunity - a.opportunity)[0];
  const lines = [
    `Keyword research: "${niche}"${input.category ? ` (${input.category})` : ""}`,
    "",
    `Overview: "${niche}" is a ${head.difficultyBand} head term (~${fmt(head.volume)} searches/month, difficulty ${head.difficulty}/100, trend ${head.trend}). ` +
      `${easy} of ${ideas.length} ideas are under ${DIFFICULTY_THRESHOLDS.easy}/100 difficulty, and most searches here are ${topIntent}` +
      `${rising.length ? `; ${rising.length === 1 ? "one form is" : `${rising.length} forms are`} rising` : ""}. ` +
      (best ? `The best opening is "${best.keyword}" (opportunity ${best.opportunity}/100).` : ""),
    "",
    `Top ${shown.length} keyword opportunities:`,
    ...shown.flatMap((k) => [
      `- ${k.keyword}:`,
      `  ~${fmt(k.volume)} searches/month · difficulty ${k.difficulty}/100 (${k.difficultyBand}) · trend ${k.trend} · ${k.intent}`,
    ]),
    "",
    "What to do next:",
    `1. ${quickWins.length ? `Write first for the quick wins: ${quickWins.slice(0, 3).map((k) => `"${k.keyword}"`).join(", ")}.` : `Narrow "${niche}" with an audience or use case to find easier long-tail terms.`}`,
    `2. Build one pillar page on "${niche}" and link every supporting article to it.`,
    `3. ${money.length ? `Point product or comparison pages at "${money[0]!.keyword}"${money[1] ? ` and "${money[1].keyword}"` : ""}, where searchers are ready to buy.` : "Capture leads with helpful guides first; few of these searches show buying intent."}`,
    "",
    `Figures are estimates modelled from keyword patterns, not live search data; the keyword table has all ${ideas.length} ideas. Validate your final picks in a keyword tool.`,
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
      ? `Answer the questions searchers ask (${questions.map((k) => `"${k.keyword}"`).join(", ")}) in an FAQ section and H2 headings to compete for featured snippets and People Also Ask.`
      : `Add question-based headings (for example "what to know about ${niche}") to target featured snippets.`,
    `Content strategy: 1) one pillar guide on "${niche}"; 2) ${Math.min(5, Math.max(3, quickWins.length + questions.length))} cluster articles on the quick wins and questions, each linking to the pillar; 3) a comparison page ("${ideas.find((k) => k.kind === "comparison")?.keyword ?? `best ${niche}`}"); 4) refresh the pillar every quarter and track rankings for the top 5 keywords.`,
    rising.length ? `Ride the trend: publish on ${rising.slice(0, 2).map((k) => `"${k.keyword}"`).join(" and ")} first; rising searches reward early, fresh content.` : "Search interest looks flat; prioritise evergreen content and internal linking over news-style posts.",
    "All figures are estimates from keyword shape, not live data; confirm volumes in Google Keyword Planner or Search Console before committing budget.",
  ];

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
