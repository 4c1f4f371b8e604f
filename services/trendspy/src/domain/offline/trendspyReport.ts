// TrendSpy's report: the notes on how the seed was read, the research text and the insights, all
// counted from the ideas themselves. Offline there are no search numbers: the report speaks in
// relative interest bands and says they are estimates (ESTIMATE_LABEL).
import { ESTIMATE_LABEL } from "@seo/trendspy-contract";
import { normWords } from "@seo/ai/text/words";
import type { CleanSeed, SeedClass } from "@seo/ai/text/searchSeed";
import type { Intent, KeywordIdea } from "./trendspy";
import { LANGUAGE_NAMES } from "./trendspyForeign";

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

const BAND_NAMES = { high: "High", medium: "Medium", low: "Low" } as const;

/** Keyword lines in the `result` text (the workflow offers these as choices); keywordData has them all. */
export const RESULT_KEYWORDS = 10;

const CLASS_NAMES: Record<SeedClass, string> = {
  product: "a product",
  food: "a dish or recipe",
  local: "a local service",
  service: "a service",
  saas: "software",
  digital: "a digital product",
  course: "a course",
  activity: "an activity",
  howto: "a how-to task",
  problem: "a problem to fix",
  topic: "a topic",
  travel: "a trip",
};

/** The ideas sorted into what the report talks about. */
export interface Research {
  s: CleanSeed;
  category?: string;
  ideas: KeywordIdea[];
  head: KeywordIdea;
  niche: string;
  rest: KeywordIdea[];
  /** Specific phrases (low relative interest, not questions): usually the easiest to rank for. */
  specific: KeywordIdea[];
  questions: KeywordIdea[];
  money: KeywordIdea[];
  shown: KeywordIdea[];
  topIntent: Intent;
  topIntentCount: number;
  bands: Record<"high" | "medium" | "low", number>;
}

export function researchOf(s: CleanSeed, ideas: KeywordIdea[], category?: string): Research {
  const head = ideas[0]!;
  const niche = head.keyword;
  const rest = ideas.slice(1);
  const specific = rest.filter((k) => k.interest === "low" && k.kind !== "question");
  const questions = ideas.filter((k) => k.kind === "question");
  const money = rest.filter((k) => k.intent === "transactional" || k.intent === "commercial");
  const shown = ideas.slice(0, RESULT_KEYWORDS);
  const intentCounts = new Map<Intent, number>();
  for (const k of ideas) intentCounts.set(k.intent, (intentCounts.get(k.intent) ?? 0) + 1);
  const [topIntent, topIntentCount] = [...intentCounts].sort((a, b) => b[1] - a[1])[0]!;
  const bands = { high: 0, medium: 0, low: 0 };
  for (const k of ideas) bands[k.interest] += 1;
  return { s, category, ideas, head, niche, rest, specific, questions, money, shown, topIntent, topIntentCount, bands };
}

/** How the seed was read: corrections, a question reduced to its subject, the language. */
export function seedNotes({ s, niche }: Research, notice: string | undefined): string[] {
  const foreign = s.lang === "es" || s.lang === "de" || s.lang === "fr";
  const seedNotes: string[] = [];
  if (s.fixes.length) seedNotes.push(`Spelling corrected: ${s.fixes.map((f) => `"${f.from}" → "${f.to}"`).join(", ")}.`);
  if (s.question)
    seedNotes.push(
      `Your question "${s.question}" is researched as "${niche}"${s.cls !== "howto" ? " and kept as a keyword" : ""}.`,
    );
  else if (normWords(s.original).length > normWords(niche).length + 1 && !s.location)
    seedNotes.push(
      `Researched as "${niche}", the subject of your seed${s.audience ? `, with "${s.audience}" as the audience` : ""}.`,
    );
  if (foreign) seedNotes.push(`Keyword ideas are in ${LANGUAGE_NAMES[s.lang as "es" | "de" | "fr"]}, the language of your seed.`);
  if (notice) seedNotes.push(notice);

  return seedNotes;
}

/** The research as text; `listHeading` heads the keyword lines (each variant's angle words its own). */
export function reportText(r: Research, notes: string[], listHeading = `Top ${r.shown.length} keyword opportunities:`): string {
  const { s, ideas, niche, rest, specific, money, shown, topIntent, topIntentCount, bands } = r;
  const lines = [
    `Keyword research: "${niche}"${r.category ? ` (${r.category})` : ""}`,
    ...(notes.length ? ["", ...notes] : []),
    "",
    `Overview: "${niche}" reads as ${CLASS_NAMES[s.cls]}${s.location ? ` in ${s.location}` : ""}. As the head term it has the highest relative interest in this set. ` +
      (ideas.length > 1
        ? `Of ${rest.length} related ideas, ${bands.medium} ${bands.medium === 1 ? "has" : "have"} medium and ${bands.low} low relative interest; ${topIntentCount} of ${ideas.length} are ${topIntent}.`
        : ""),
    "",
    listHeading,
    ...shown.flatMap((k) => [
      `- ${k.keyword}:`,
      `  ${BAND_NAMES[k.interest]} relative interest · ${k.intent} · ${k.interestWhy}`,
    ]),
    "",
    "What to do next:",
    `1. ${
      specific.length
        ? `Write first for the most specific terms, usually the easiest to win: ${specific
            .slice(0, 3)
            .map((k) => `"${k.keyword}"`)
            .join(", ")}.`
        : `Narrow "${niche}" with an audience, a place or a use case to find easier long-tail terms.`
    }`,
    `2. ${s.cls === "local" ? `Build one service page for "${niche}" with your area, prices and reviews, and keep your Google Business Profile complete.` : `Build one pillar page on "${niche}" and link every supporting article to it.`}`,
    `3. ${money.length ? `Point ${s.cls === "local" || s.cls === "service" ? "service" : s.cls === "saas" ? "pricing or comparison" : s.cls === "travel" ? "deal" : "product or comparison"} pages at "${money[0]!.keyword}"${money[1] ? ` and "${money[1].keyword}"` : ""}, where searchers are ready to act.` : "Capture leads with helpful guides first; few of these searches show buying intent."}`,
    "",
    `Relative interest bands are estimates from keyword shape, not search data (${ESTIMATE_LABEL}); the keyword table has all ${ideas.length} ideas.`,
  ];

  return lines.join("\n");
}

export function insightsFor(r: Research): string[] {
  const { s, ideas, niche, specific, questions, money, bands } = r;
  const comparison = ideas.find((k) => k.kind === "comparison")?.keyword;
  const insights = [
    specific.length
      ? `Quick wins: ${specific
          .slice(0, 4)
          .map((k) => `"${k.keyword}"`)
          .join(", ")} are specific phrases; fewer people search them, and a new or small site usually ranks for these first.`
      : `No specific long-tail phrase here yet; add an audience${s.cls === "local" ? ", a town" : ""} or a use case to "${niche}" to find easier terms.`,
    `The head term "${niche}" is the broadest search: treat it as the ${s.cls === "local" ? "main service page" : "pillar page"} topic and earn it over time through the supporting pages below.`,
    money.length
      ? `Ready-to-act keywords: ${money
          .slice(0, 3)
          .map((k) => `"${k.keyword}"`)
          .join(
            ", ",
          )}; target them with ${s.cls === "local" ? "a service page that shows prices, area and a phone number" : s.cls === "saas" ? "pricing, comparison and alternatives pages" : s.cls === "digital" ? "a download page with previews" : s.cls === "travel" ? "a deals page with dates and prices" : "product, category and comparison pages"} and a clear call to action.`
      : "Few keywords show buying intent; build trust with informational content and capture leads first.",
    questions.length
      ? `Answer the questions searchers ask (${questions
          .slice(0, 4)
          .map((k) => `"${k.keyword}"`)
          .join(", ")}) in an FAQ section and H2 headings to compete for featured snippets and People Also Ask.`
      : `Add question headings about "${niche}" to your page to target featured snippets.`,
    `Content strategy: 1) one ${s.cls === "local" ? "service page" : "pillar guide"} on "${niche}"; 2) ${Math.min(5, Math.max(2, specific.length + questions.length))} supporting ${s.cls === "local" ? "pages or posts" : "articles"} on the quick wins and questions, each linking to it${comparison ? `; 3) a comparison page ("${comparison}")` : ""}; then track rankings for the top 5 keywords.`,
    `Spread of interest: ${count(bands.high, "idea", "ideas")} high, ${bands.medium} medium, ${bands.low} low; medium ideas are the supporting pages, low ones the long tail.`,
    `Relative interest bands are estimates from keyword shape (${ESTIMATE_LABEL}): searches per month, difficulty, CPC and trends come only from a keyword-data provider.`,
  ];

  return insights;
}
