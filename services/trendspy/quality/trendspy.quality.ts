// TrendSpy quality corpus: varied seeds (local services with and without a place, SaaS, digital and
// physical products, food, topics, how-tos, questions, typos, ALL CAPS, emoji, Spanish and German,
// a very long seed) through mechanical checks: no modifier implausible for the seed's class, no
// misspelling kept, one language per answer, head term > every longer form it is part of, counts
// in the text equal to the data, no number in an estimate (bands only), estimates labelled, no fragment or a/an slip in a keyword; and
// as a professional reads it (libs/ai/src/quality): no longer phrase out-searching one it contains,
// the seed's names, places and figures kept in the ideas, no name lowered, no broken grammar in the
// report or the insights. run(produce) takes any engine (bench:quality the offline one, eval:model
// the model).
import { ESTIMATE_LABEL, type TrendspyResponse } from "@seo/trendspy-contract";
import { researchKeywords } from "../src/domain/offline/trendspy";
import type { TrendspyInput } from "../src/domain/trendspyTool";
import { grammarSlips } from "@seo/ai/text/language";
import { obviousTypoFix } from "@seo/ai/text/spelling";
import { implausibleOrdering } from "@seo/ai/quality/keywordOrder";
import { missingEntities } from "@seo/ai/quality/entities";
import { casingSlips } from "@seo/ai/quality/casing";
import { brokenGrammar } from "@seo/ai/quality/grammar";
import { reason, type Produce, type QualityReport } from "@seo/ai/quality/report";

export { trendspyTool as definition } from "../src/domain/trendspyTool";

type Cls = "local" | "service" | "saas" | "digital" | "product" | "food" | "topic" | "howto" | "activity" | "course" | "problem";
export type Case = {
  niche: string;
  cls?: Cls;
  head?: string;
  place?: string;
  lang?: "es" | "de";
  category?: string;
  typos?: string[];
  other?: boolean;
};
export const CASES: Case[] = [
  { niche: "emergency plumber", cls: "local", head: "emergency plumber" },
  { niche: "dentist", cls: "local" },
  { niche: "plumber in Bristol", cls: "local", place: "Bristol" },
  { niche: "EMERGENCY PLUMBER MANCHESTER", cls: "local", place: "Manchester" },
  { niche: "wedding photographer", cls: "local" },
  { niche: "dog walking", cls: "local" },
  { niche: "accountant for small businesses", cls: "local", category: "Business" },
  { niche: "seo agency", cls: "service", category: "Business" },
  { niche: "travel insurance", cls: "service", category: "Finance" },
  { niche: "project management software", cls: "saas", category: "Technology" },
  { niche: "CRM for real estate agents", cls: "saas" },
  { niche: "budgeting apps", cls: "saas", category: "Finance" },
  { niche: "notion templates", cls: "digital" },
  { niche: "lightroom presets", cls: "digital" },
  { niche: "printable budget planner", cls: "digital" },
  { niche: "online photography course", cls: "course", category: "Education" },
  { niche: "running shoes", cls: "product", category: "Ecommerce" },
  { niche: "ergonmic chiars", cls: "product", head: "ergonomic chairs", typos: ["ergonmic", "chiars"] },
  { niche: "wireles earbuds", cls: "product", head: "wireless earbuds", typos: ["wireles"] },
  { niche: "RUNNING SHOES", cls: "product", head: "running shoes" },
  { niche: "🌿 eco bamboo toothbrush", cls: "product", head: "eco bamboo toothbrush" },
  { niche: "where can I buy cheap running shoes?", cls: "product", head: "running shoes" },
  { niche: "is a standing desk worth it", cls: "product", head: "standing desk" },
  {
    niche:
      "Organic dog food for senior dogs with sensitive stomachs, made from locally sourced ingredients and delivered to your door every month",
    cls: "product",
    head: "organic dog food",
  },
  {
    niche: "home espresso machine for beginners who want cafe quality",
    cls: "product",
    category: "Food & Recipes",
    head: "home espresso machine",
  },
  { niche: "sourdough bread", cls: "food", category: "Food & Recipes" },
  { niche: "keto recipes", cls: "food", category: "Health & Fitness" },
  { niche: "personal finance for millennials", cls: "topic", head: "personal finance" },
  { niche: "email marketing", cls: "topic", category: "Business" },
  { niche: "SEO", cls: "topic", head: "SEO" },
  { niche: "yoga", cls: "activity", category: "Health & Fitness" },
  { niche: "how to fix a leaky faucet", cls: "howto" },
  { niche: "what is the best way to learn spanish", cls: "howto", category: "Education" },
  { niche: "why is my website so slow?", cls: "problem" },
  { niche: "zapatillas de running", lang: "es" },
  { niche: "cursos de inglés online", lang: "es" },
  { niche: "Kaffeemaschine mit Mahlwerk", lang: "de" },
  { niche: "hundefutter getreidefrei", lang: "de" },
  { niche: "scarpe da corsa", other: true },
  { niche: "zapatillas running", lang: "es" },
  { niche: "creatine", cls: "product", head: "creatine" },
  { niche: "keto diet", cls: "topic" },
  { niche: "kids birthday party ideas", cls: "topic" },
  { niche: "hiking boots uk", cls: "product" },
  { niche: "plumber Bristol", cls: "local", place: "Bristol", head: "plumber Bristol" },
  // Typed the way clients type: lower case, places, brands, a typo, an offer-minded seed.
  { niche: "dog groomer leeds", cls: "local", place: "Leeds" },
  { niche: "roof repair manchester", cls: "local", place: "Manchester" },
  { niche: "vegan cafe in brighton", place: "Brighton" },
  { niche: "cheap flights to lisbon" },
  { niche: "how to start a podcast", cls: "howto" },
  { niche: "b2b lead generation agency", cls: "service" },
  { niche: "solar panel instalation cost", typos: ["instalation"] },
  { niche: "iphone 15 screen repair" },
  { niche: "Xero bookkeeping for freelancers" },
  { niche: "matcha powder from Uji" },
  { niche: "black friday mattress deals" },
];

// Modifiers a seed of this class cannot plausibly take.
const IMPLAUSIBLE: Partial<Record<Cls, RegExp>> = {
  local: /for beginners|wholesale|buy .* online|free shipping|on amazon|\bdiy\b|recipe|starter kit|download|template/,
  service: /for beginners|wholesale|buy .* online|free shipping|on amazon|recipe|starter kit|download/,
  saas: /near me|wholesale|buy .* online|free shipping|recipe|cheap |for beginners/,
  digital: /near me|wholesale|buy .* online|free shipping|recipe|for beginners/,
  course: /near me|wholesale|buy .* online|free shipping|recipe/,
  topic: /near me|wholesale|buy .* online|free shipping|\bprice\b|cheap /,
  howto: /near me|wholesale|buy .* online|free shipping|\bsale\b/,
  problem: /near me|wholesale|buy .* online|free shipping|\bsale\b|for beginners/,
  food: /wholesale|buy .* online|free shipping|software/,
  activity: /wholesale|buy .* online|free shipping|\bprice\b/,
  product: /^what (is|are) (?!the best)|how does .* work|services$/,
};
const EN_WORDS = /\b(best|buy|cheap|how|for|reviews|price|near|with|the|free|what|vs)\b/;
const FOREIGN_WORDS = /\b(para|con|comprar|precio|mit|für|kaufen|pour|avec|acheter|prix)\b/;

export const inputOf = (c: Case): TrendspyInput => ({ niche: c.niche, category: c.category as TrendspyInput["category"] });

export async function run(
  produce: Produce<TrendspyInput, TrendspyResponse> = (input) => researchKeywords(input),
): Promise<QualityReport> {
  const failures: QualityReport["failures"] = [];
  for (const c of CASES) {
    const reasons = reasonsFor(c, await produce(inputOf(c)));
    if (reasons.length) failures.push({ input: c, reasons });
  }
  return { tool: "trendspy", total: CASES.length, passed: CASES.length - failures.length, failures };
}

/** What a professional rejects at a glance: implausible figures, the seed's facts dropped, names lowered, broken prose. */
function professionalReasons(c: Case, r: TrendspyResponse): string[] {
  const reasons: string[] = [];
  for (const p of implausibleOrdering(r.keywordData))
    reasons.push(reason("ordering", `"${p.longer}" out-searches "${p.shorter}"`));
  if (c.lang || c.other) return reasons;
  const keywords = r.keywordData.map((k) => k.keyword).join("\n");
  const lost = missingEntities(c.niche, keywords).filter((e) => e.kind !== "offer" && e.kind !== "date");
  if (lost.length) reasons.push(reason("entity", `no idea keeps ${lost.map((e) => `"${e.text}"`).join(", ")}`));
  const prose = [r.result, ...r.insights].join("\n");
  for (const slip of casingSlips(c.niche, `${keywords}\n${prose}`)) reasons.push(reason("casing", slip));
  for (const slip of brokenGrammar(prose, { lang: "en" })) reasons.push(reason("grammar", `${slip} in the report`));
  for (const k of r.keywordData)
    for (const slip of brokenGrammar(k.keyword, { lang: "en" }).filter((s) => !/lower case/.test(s)))
      reasons.push(reason("grammar", `${slip} in "${k.keyword}"`));
  return reasons;
}

/** What is wrong with one answer: the mechanical checks every research (and every variant) must pass. */
export function reasonsFor(c: Case, r: TrendspyResponse): string[] {
  const kws = r.keywordData;
  const list = kws.map((k) => k.keyword);
  const reasons: string[] = professionalReasons(c, r);
  if (c.other) {
    if (!r.notice) reasons.push("no notice for a language the offline engine does not write");
    if (kws.length !== 1) reasons.push(`expected only the seed, got ${kws.length} ideas`);
    return reasons;
  }
  if (kws.length < 8) reasons.push(`only ${kws.length} ideas`);
  if (c.head && list[0] !== c.head) reasons.push(`head term "${list[0]}", expected "${c.head}"`);
  if (c.cls && r.seedClass !== c.cls) reasons.push(`class ${r.seedClass}, expected ${c.cls}`);
  const bad = c.cls && IMPLAUSIBLE[c.cls] ? list.filter((k) => IMPLAUSIBLE[c.cls!]!.test(k)) : [];
  if (bad.length) reasons.push(`implausible for ${c.cls}: ${bad.join(" | ")}`);
  if (c.cls === "local" && !c.place && !list.some((k) => /near me/.test(k)))
    reasons.push("local service without a place but no 'near me'");
  if (c.place && (!list.filter((k) => k.includes(c.place!)).length || list.some((k) => /near me/.test(k))))
    reasons.push(`place ${c.place} not used, or 'near me' beside it`);
  if (c.cls === "digital" && !list.some((k) => /\bfree\b/.test(k))) reasons.push("digital product without a 'free' form");
  if (c.lang) {
    const en = list.filter((k) => EN_WORDS.test(k.replace(c.niche.toLowerCase(), "")));
    if (en.length) reasons.push(`English words in a ${c.lang} answer: ${en.join(" | ")}`);
    if (r.language !== c.lang) reasons.push(`language ${r.language}, expected ${c.lang}`);
  } else {
    const mixed = list.filter((k) => FOREIGN_WORDS.test(k));
    if (mixed.length) reasons.push(`foreign words in an English answer: ${mixed.join(" | ")}`);
    for (const k of list) {
      const typo = k.split(/\s+/).find((w) => obviousTypoFix(w));
      if (typo) reasons.push(`misspelling kept: "${typo}" in "${k}"`);
      const slips = grammarSlips(k).filter((s) => /a\/an|doubled word/.test(s));
      if (slips.length) reasons.push(`${slips.join(", ")}: ${k}`);
      if (/\b(for|of|with|to|the|a|an|and|in)$/.test(k)) reasons.push(`fragment: ${k}`);
    }
  }
  for (const t of c.typos ?? []) if (list.some((k) => k.split(/\s+/).includes(t))) reasons.push(`typo "${t}" kept`);
  // No invented number (docs/decisions/0028): estimates carry bands, the head term the highest,
  // and a longer form is never in a higher band than one it contains.
  const [head, ...rest] = kws;
  if (kws.some((k) => k.volume !== null || k.difficulty !== null || k.trend !== null))
    reasons.push("an estimate carries a number (volume, difficulty or trend)");
  if (/\d[\d,]*\s*searches|difficulty \d|\d+\/100/.test(`${r.result}\n${r.insights.join("\n")}`))
    reasons.push("a figure in the report or insights of an estimate");
  const rank = { high: 0, medium: 1, low: 2 } as Record<string, number>;
  if (head?.interest !== "high" || rest.some((k) => k.interest === "high"))
    reasons.push(reason("ordering", "the head term is not the one high-interest idea"));
  const words = (k: string) => k.toLowerCase().split(/\s+/);
  for (const a of rest)
    for (const b of rest)
      if (
        words(a.keyword).length > words(b.keyword).length &&
        words(b.keyword).every((w) => words(a.keyword).includes(w)) &&
        rank[a.interest ?? "low"]! < rank[b.interest ?? "low"]!
      )
        reasons.push(reason("ordering", `"${a.keyword}" (${a.interest}) in a higher band than "${b.keyword}" (${b.interest})`));
  if (kws.some((k) => !k.interestWhy)) reasons.push("an interest band without its reason");
  if (!r.result.includes(`all ${kws.length} ideas`)) reasons.push("idea count in the text does not match the data");
  const top = r.result.match(/(\d+) keyword opportunities/);
  if (Number(top?.[1]) !== (r.result.match(/^- .+:$/gm) ?? []).length) reasons.push("'Top N' does not match the keyword lines");
  if (kws.some((k) => k.estimate !== true) || !/estimates/.test(r.result) || r.dataLabel !== ESTIMATE_LABEL)
    reasons.push("bands not labelled as estimates");
  return [...new Set(reasons)].slice(0, 6);
}
