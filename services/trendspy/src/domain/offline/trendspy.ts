// TrendSpy offline research: keyword ideas for a cleaned seed (typos fixed, a question reduced to
// its subject, the seed's language kept: see libs/ai/src/text/searchSeed.ts), from modifier banks per seed class,
// so a plumber gets "near me" and "emergency" but never "for beginners" or "buy ... online", a
// template gets "free" and "download", software gets "pricing" and "alternatives". Each idea has
// an estimated volume, difficulty, trend and intent. The figures are heuristics, never live data:
// volumes fall as a keyword gets longer (head term > every longer form that contains it), and
// every item and the report say they are estimates. Counts in the text are computed from the data.
// `variant` sees the same ideas and figures from another angle (trendspyAngles.ts).
import type { TrendspyResponse } from "@seo/trendspy-contract";
import { articleFor } from "@seo/ai/text/language";
import { normWords } from "@seo/ai/text/words";
import { cleanSeed, type CleanSeed } from "@seo/ai/text/searchSeed";
import {
  AUDIENCE_FORMS,
  BANKS,
  BY_CATEGORY,
  F,
  IDEAS_FORMS,
  PADDING,
  PLACE_FORMS,
  PLACE_PADDING,
  type Form,
} from "./trendspyForms";
import { FOREIGN } from "./trendspyForeign";
import {
  capLongerForms,
  difficultyBand,
  difficultyOf,
  headVolume,
  jitter,
  KIND_SHARE,
  opportunityOf,
  RISING_SEED,
  snap,
} from "./trendspyEstimates";
import { insightsFor, reportText, researchOf, seedNotes } from "./trendspyReport";
import { angleOf, insightsInAngle } from "./trendspyAngles";

export interface KeywordResearchInput {
  niche: string;
  category?: string;
  variant?: number;
}

export type Intent = "informational" | "commercial" | "transactional" | "navigational";
export type Trend = "up" | "down" | "stable";
export type DifficultyBand = "very easy" | "easy" | "medium" | "hard" | "very hard";
export type Kind = "head" | "modifier" | "question" | "comparison" | "commercial" | "transactional" | "long tail";

export interface KeywordIdea {
  keyword: string;
  trend: Trend;
  volume: number;
  difficulty: number;
  difficultyBand: DifficultyBand;
  intent: Intent;
  kind: Kind;
  opportunity: number;
  /** Modelled from the keyword's shape, not live search data. */
  estimate: true;
}

// ---- Building the ideas ----------------------------------------------------------------------

function fill(pattern: string, s: CleanSeed, n: string): string {
  const bare = s.plural || s.mass || s.lang !== "en";
  const article = bare ? "" : `${articleFor(n)} `;
  return pattern
    .replace("{n}", n)
    .replace("{a}", article)
    .replace("{be}", s.plural ? "are" : "is")
    .replace("{do}", s.plural ? "do" : "does")
    .replace("{loc}", s.location ?? "")
    .replace("{aud}", s.audience ?? "")
    .replace("{t}", s.task ?? n)
    .replace(/\s+/g, " ")
    .trim();
}

const tokens = (k: string) => normWords(k.replace(/\$/g, ""));

interface Candidate {
  keyword: string;
  form: Form;
}

function candidates(s: CleanSeed, head: string, category?: string): Candidate[] {
  const out: Candidate[] = [{ keyword: head, form: F("{n}", "head", "commercial") }];
  const add = (forms: Form[], n = s.seed) => {
    for (const form of forms) {
      if (form.when && !form.when.test(n.toLowerCase()) && !(s.task && form.when.test(s.task))) continue;
      if (form.unless && (form.unless.test(n.toLowerCase()) || (s.task && form.p.includes("{t}") && form.unless.test(s.task))))
        continue;
      out.push({ keyword: fill(form.p, s, n), form });
    }
  };
  if (s.lang === "es" || s.lang === "de" || s.lang === "fr") {
    // Agreement follows the head noun ("zapatillas de running" takes "mejores ... baratas").
    for (const form of FOREIGN[s.lang])
      if (
        (!form.when || form.when.test(s.head)) &&
        !form.unless?.test(s.head) &&
        !(form.unless && /online|en ligne/.test(form.unless.source) && form.unless.test(s.seed))
      )
        out.push({ keyword: fill(form.p, s, s.seed), form });
    return out;
  }
  if (s.lang !== "en") return out;
  if (s.question && s.cls !== "howto") out.push({ keyword: s.question, form: F("{n}", "question", "informational") });
  const cat = category ? (BY_CATEGORY[category]?.[s.cls] ?? []) : [];
  if (s.cls === "local" && s.location) {
    // The place the user named replaces "near me".
    add(PLACE_FORMS);
    add([...cat, ...BANKS.local].filter((f) => f.kind === "question"));
  } else if (s.cls === "howto") {
    add(cat);
    add(BANKS.howto);
  } else if (/\bideas$/.test(s.seed) && s.cls !== "food") {
    // "kids birthday party ideas": ideas are planned on a budget and by theme, not explained or taught.
    add(IDEAS_FORMS);
  } else {
    add(cat);
    add(BANKS[s.cls]);
  }
  if (s.audience && !(/^beginners?$/.test(s.audience) && (s.cls === "local" || s.cls === "service"))) add(AUDIENCE_FORMS);
  // Reach 12 ideas with forms that still fit the class.
  const padding = s.cls === "local" && s.location ? PLACE_PADDING : (PADDING[s.cls] ?? []);
  const have = new Set(out.map((c) => c.keyword.toLowerCase()));
  for (const form of padding) {
    if (have.size >= 12) break;
    const before = out.length;
    add([form]);
    for (const c of out.slice(before)) have.add(c.keyword.toLowerCase());
  }
  return out;
}

/** Keyword ideas for a niche: the head term first, then the best openings (at most 20). */
export function keywordIdeas(input: KeywordResearchInput): KeywordIdea[] {
  return build(input).ideas;
}

function build(input: KeywordResearchInput): { seed: CleanSeed; ideas: KeywordIdea[] } {
  let s = cleanSeed(input.niche);
  // Local seeds with a place search as "plumber Bristol"; how-to seeds by their subject when it has two or more words.
  // A travel seed carries its destination ("flights to Lisbon"); a product's market ("hiking boots UK") stays on it.
  if (s.destination) s = { ...s, seed: `${s.seed} ${s.destination}` };
  const head =
    s.location && s.cls !== "howto"
      ? `${s.seed} ${s.location}`
      : s.cls === "howto"
        ? s.seed.includes(" ") && s.seed !== s.task
          ? s.seed
          : (s.task ?? s.seed)
        : s.seed;
  const seen = new Set<string>();
  const raw: Array<Candidate & { words: string[] }> = [];
  // A seed that itself repeats a word ("coffee coffee") keeps its own repeats, else nothing is left.
  const inHead = new Map<string, number>();
  for (const w of tokens(head)) inHead.set(w, (inHead.get(w) ?? 0) + 1);
  for (const cand of candidates(s, head, input.category)) {
    // A market named with a product ("hiking boots UK") goes on the buying forms, not on the questions.
    const marketed =
      s.location &&
      s.cls !== "local" &&
      (cand.form.kind === "commercial" || cand.form.kind === "transactional") &&
      !cand.keyword.includes(s.location)
        ? `${cand.keyword} ${s.location}`
        : cand.keyword;
    const c = { ...cand, keyword: marketed };
    const key = c.keyword.toLowerCase();
    const ws = tokens(c.keyword);
    // Forms that repeat a word ("best running shoes for best runners") are dropped.
    const counts = new Map<string, number>();
    for (const w of ws) counts.set(w, (counts.get(w) ?? 0) + 1);
    if ([...counts].some(([w, n]) => n > Math.max(1, inHead.get(w) ?? 0) && w.length > 3)) continue;
    if (seen.has(key) || !c.keyword) continue;
    seen.add(key);
    raw.push({ ...c, words: ws });
  }
  const headVol = headVolume(s, head);
  const headWords = tokens(head);
  const ideas: KeywordIdea[] = raw.map((c, i) => {
    const isHead = i === 0;
    const added = Math.max(1, c.words.length - headWords.length);
    const volume = isHead
      ? headVol
      : snap(Math.max(10, headVol * KIND_SHARE[c.form.kind] * 0.75 ** (added - 1) * jitter(c.keyword, 0.25)));
    const trend: Trend = c.form.trend ?? (isHead && RISING_SEED.test(s.seed) ? "up" : "stable");
    const difficulty = difficultyOf(s, c.keyword, c.form.intent, isHead);
    // Key order is the CSV export's column order: keyword, trend, volume, difficulty first.
    return {
      keyword: c.keyword,
      trend,
      volume,
      difficulty,
      kind: c.form.kind,
      intent: c.form.intent,
      difficultyBand: difficultyBand(difficulty),
      opportunity: 0,
      estimate: true as const,
    };
  });
  // A longer form never out-searches a keyword it contains, and nothing out-searches the head term.
  capLongerForms(ideas, ideas[0]);
  for (const k of ideas.slice(1)) {
    if (k.difficulty > ideas[0]!.difficulty) k.difficulty = Math.max(3, ideas[0]!.difficulty - 2);
    k.difficultyBand = difficultyBand(k.difficulty);
  }
  for (const k of ideas) k.opportunity = opportunityOf(k.volume, k.difficulty, k.trend);
  const [first, ...rest] = ideas;
  rest.sort((a, b) => b.opportunity - a.opportunity || a.keyword.localeCompare(b.keyword));
  return { seed: s, ideas: first ? [first, ...rest].slice(0, 20) : [] };
}

export function researchKeywords(input: KeywordResearchInput): TrendspyResponse {
  const built = build(input);
  const { seed: s } = built;
  const angle = angleOf(input.variant);
  const [headIdea, ...others] = built.ideas;
  const ideas = headIdea ? [headIdea, ...angle.order(others)] : [];
  const research = researchOf(s, ideas, input.category);
  const niche = research.niche;
  const notice =
    s.lang === "other"
      ? "Offline keyword ideas are written in English, Spanish, German and French; this seed looks like another language, so only the seed itself is listed. Connect a model for full research in this language."
      : undefined;
  const keywordData = ideas.map((k) => ({ ...k }));
  return {
    result: reportText(research, seedNotes(research, notice), angle.heading(research.shown.length)),
    keywordData,
    insights: insightsInAngle(insightsFor(research), angle),
    seed: niche,
    seedClass: s.cls,
    language: s.lang,
    ...(s.fixes.length ? { corrections: s.fixes.map((f) => ({ ...f })) } : {}),
    ...(notice ? { notice } : {}),
    source: "offline",
  };
}
