// TrendSpy's report: the notes on how the seed was read, the research text and the insights, all
// counted from the ideas themselves.
import { DIFFICULTY_THRESHOLDS } from "@seo/trendspy-contract";
import { normWords } from "@seo/ai/text/words";
import type { CleanSeed, SeedClass } from "@seo/ai/text/searchSeed";
import type { Intent, KeywordIdea } from "./trendspy";
import { LANGUAGE_NAMES } from "./trendspyForeign";

const fmt = (n: number) => n.toLocaleString("en-US");
const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

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
  easyIdeas: KeywordIdea[];
  rising: KeywordIdea[];
  falling: KeywordIdea[];
  questions: KeywordIdea[];
  money: KeywordIdea[];
  shown: KeywordIdea[];
  topIntent: Intent;
  topIntentCount: number;
  best?: KeywordIdea;
}

export function researchOf(s: CleanSeed, ideas: KeywordIdea[], category?: string): Research {
  const head = ideas[0]!;
  const niche = head.keyword;
  const rest = ideas.slice(1);
  const easyIdeas = rest.filter((k) => k.difficulty < DIFFICULTY_THRESHOLDS.easy);
  const rising = ideas.filter((k) => k.trend === "up");
  const falling = ideas.filter((k) => k.trend === "down");
  const questions = ideas.filter((k) => k.kind === "question");
  const money = rest.filter((k) => k.intent === "transactional" || k.intent === "commercial");
  const shown = ideas.slice(0, RESULT_KEYWORDS);
  const intentCounts = new Map<Intent, number>();
  for (const k of ideas) intentCounts.set(k.intent, (intentCounts.get(k.intent) ?? 0) + 1);
  const [topIntent, topIntentCount] = [...intentCounts].sort((a, b) => b[1] - a[1])[0]!;
  const best = rest.slice().sort((a, b) => b.opportunity - a.opportunity)[0];
  return {
    s,
    category,
    ideas,
    head,
    niche,
    rest,
    easyIdeas,
    rising,
    falling,
    questions,
    money,
    shown,
    topIntent,
    topIntentCount,
    best,
  };
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
  const { s, ideas, head, niche, rest, easyIdeas, rising, money, shown, topIntent, topIntentCount, best } = r;
  const lines = [
    `Keyword research: "${niche}"${r.category ? ` (${r.category})` : ""}`,
    ...(notes.length ? ["", ...notes] : []),
    "",
    `Overview: "${niche}" reads as ${CLASS_NAMES[s.cls]}${s.location ? ` in ${s.location}` : ""}. As a head term it is ${head.difficultyBand} (~${fmt(head.volume)} searches/month, difficulty ${head.difficulty}/100, trend ${head.trend}). ` +
      (ideas.length > 1
        ? `${easyIdeas.length} of ${rest.length} related ideas are under ${DIFFICULTY_THRESHOLDS.easy}/100 difficulty; ${topIntentCount} of ${ideas.length} are ${topIntent}` +
          `${rising.length ? `; ${rising.length === 1 ? "1 form is" : `${rising.length} forms are`} rising` : "; none is clearly rising"}. ` +
          (best ? `The best opening is "${best.keyword}" (opportunity ${best.opportunity}/100).` : "")
        : ""),
    "",
    listHeading,
    ...shown.flatMap((k) => [
      `- ${k.keyword}:`,
      `  ~${fmt(k.volume)} searches/month · difficulty ${k.difficulty}/100 (${k.difficultyBand}) · trend ${k.trend} · ${k.intent}`,
    ]),
    "",
    "What to do next:",
    `1. ${
      easyIdeas.length
        ? `Write first for the easiest terms: ${easyIdeas
            .slice(0, 3)
            .map((k) => `"${k.keyword}"`)
            .join(", ")}.`
        : `Narrow "${niche}" with an audience, a place or a use case to find easier long-tail terms.`
    }`,
    `2. ${s.cls === "local" ? `Build one service page for "${niche}" with your area, prices and reviews, and keep your Google Business Profile complete.` : `Build one pillar page on "${niche}" and link every supporting article to it.`}`,
    `3. ${money.length ? `Point ${s.cls === "local" || s.cls === "service" ? "service" : s.cls === "saas" ? "pricing or comparison" : "product or comparison"} pages at "${money[0]!.keyword}"${money[1] ? ` and "${money[1].keyword}"` : ""}, where searchers are ready to act.` : "Capture leads with helpful guides first; few of these searches show buying intent."}`,
    "",
    `Figures are estimates modelled from keyword patterns, not live search data; the keyword table has all ${ideas.length} ideas. Validate your final picks in a keyword tool.`,
  ];

  return lines.join("\n");
}

export function insightsFor(r: Research): string[] {
  const { s, ideas, head, niche, easyIdeas, rising, falling, questions, money } = r;
  const comparison = ideas.find((k) => k.kind === "comparison")?.keyword;
  const insights = [
    easyIdeas.length
      ? `Quick wins: ${easyIdeas
          .slice(0, 4)
          .map((k) => `"${k.keyword}" (${k.difficulty}/100)`)
          .join(", ")} have low estimated difficulty; a new or small site can rank for these first.`
      : `No related keyword here is under ${DIFFICULTY_THRESHOLDS.easy}/100 difficulty; add a specific audience${s.cls === "local" ? ", a town" : ""} or use case to "${niche}" to find easier long-tail terms.`,
    `The head term "${niche}" is ${head.difficultyBand} (${head.difficulty}/100): treat it as the ${s.cls === "local" ? "main service page" : "pillar page"} topic and earn it over time through the supporting pages below.`,
    money.length
      ? `Ready-to-act keywords: ${money
          .slice(0, 3)
          .map((k) => `"${k.keyword}"`)
          .join(
            ", ",
          )}; target them with ${s.cls === "local" ? "a service page that shows prices, area and a phone number" : s.cls === "saas" ? "pricing, comparison and alternatives pages" : s.cls === "digital" ? "a download page with previews" : "product, category and comparison pages"} and a clear call to action.`
      : "Few keywords show buying intent; build trust with informational content and capture leads first.",
    questions.length
      ? `Answer the questions searchers ask (${questions
          .slice(0, 4)
          .map((k) => `"${k.keyword}"`)
          .join(", ")}) in an FAQ section and H2 headings to compete for featured snippets and People Also Ask.`
      : `Add question headings about "${niche}" to your page to target featured snippets.`,
    `Content strategy: 1) one ${s.cls === "local" ? "service page" : "pillar guide"} on "${niche}"; 2) ${Math.min(5, Math.max(2, easyIdeas.length + questions.length))} supporting ${s.cls === "local" ? "pages or posts" : "articles"} on the quick wins and questions, each linking to it${comparison ? `; 3) a comparison page ("${comparison}")` : ""}; then track rankings for the top 5 keywords.`,
    rising.length
      ? `Rising: ${count(rising.length, "idea", "ideas")} in this set ${rising.length === 1 ? "is" : "are"} estimated to be rising (${rising
          .slice(0, 3)
          .map((k) => `"${k.keyword}"`)
          .join(
            ", ",
          )}); publish on ${rising.length === 1 ? "it" : "these"} early.${falling.length ? ` ${count(falling.length, "idea is", "ideas are")} estimated to be falling.` : ""}`
      : "No idea here is estimated to be rising; prioritise evergreen content and internal linking over news-style posts.",
    "All figures are estimates from keyword shape, not live data; confirm volumes in Google Keyword Planner or Search Console before committing budget.",
  ];

  return insights;
}
