// TrendSpy offline research: keyword ideas for a cleaned seed (typos fixed, a question reduced to
// its subject, the seed's language kept: see libs/ai/src/text/searchSeed.ts), from modifier banks per seed class,
// so a plumber gets "near me" and "emergency" but never "for beginners" or "buy ... online", a
// template gets "free" and "download", software gets "pricing" and "alternatives". Offline there is
// no search data, so no idea carries a number (docs/decisions/0028): each
// has a relative interest band with its reason (trendspyInterest.ts), its intent and kind, and the
// answer says "estimate — connect a data source for volumes". `variant` sees the same ideas from
// another angle (trendspyAngles.ts).
import { ESTIMATE_LABEL, type TrendspyResponse } from "@seo/trendspy-contract";
import { articleFor, isKnownWord } from "@seo/ai/text/language";
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
import { FOREIGN, FOREIGN_BY_CLASS } from "./trendspyForeign";
import { interestsFor, type Interest } from "./trendspyInterest";
import { insightsFor, reportText, researchOf, seedNotes } from "./trendspyReport";
import { angleOf, byPromise, insightsInAngle } from "./trendspyAngles";

export interface KeywordResearchInput {
  niche: string;
  category?: string;
  variant?: number;
}

export type Intent = "informational" | "commercial" | "transactional" | "navigational";
/** A form's trend hint (kept on the forms, never shown: trends come only from a provider). */
export type Trend = "up" | "down" | "stable";
export type Kind = "head" | "modifier" | "question" | "comparison" | "commercial" | "transactional" | "long tail";

export interface KeywordIdea extends Interest {
  keyword: string;
  intent: Intent;
  kind: Kind;
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
    // A seed that names its town ("abogado laboral madrid") takes no "near me" form.
    const last = s.seed.split(" ").at(-1) ?? "";
    const placed = s.seed.includes(" ") && isKnownWord(last.charAt(0).toUpperCase() + last.slice(1)) && !isKnownWord(last);
    for (const form of FOREIGN_BY_CLASS[s.lang][s.cls] ?? FOREIGN[s.lang])
      if (
        !(placed && /cerca de mí|en mi zona|in der nähe|près de chez moi/.test(form.p)) &&
        (!form.when || form.when.test(s.head)) &&
        !form.unless?.test(s.head) &&
        !(form.unless && /online|en ligne/.test(form.unless.source) && form.unless.test(s.seed))
      )
        out.push({ keyword: fill(form.p, s, s.seed), form });
    return out;
  }
  if (s.lang !== "en") return out;
  if (s.question && s.cls !== "howto") out.push({ keyword: s.question, form: F("{n}", "question") });
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
  const padding =
    s.cls === "local" && s.location ? PLACE_PADDING : /\bideas$/.test(s.seed) && s.cls !== "food" ? [] : (PADDING[s.cls] ?? []);
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
  const ideas: KeywordIdea[] = interestsFor(raw.map((c) => ({ keyword: c.keyword, kind: c.form.kind, intent: c.form.intent })));
  const [first, ...rest] = ideas;
  rest.sort(byPromise);
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
  // Key order is the CSV export's column order; the numbers are null: none exists offline.
  const keywordData = ideas.map((k) => ({
    keyword: k.keyword,
    interest: k.interest,
    interestWhy: k.interestWhy,
    intent: k.intent,
    kind: k.kind,
    trend: null,
    volume: null,
    difficulty: null,
    estimate: true,
  }));
  return {
    result: reportText(research, seedNotes(research, notice), angle.heading(research.shown.length)),
    keywordData,
    insights: insightsInAngle(insightsFor(research), angle),
    seed: niche,
    seedClass: s.cls,
    language: s.lang,
    ...(s.fixes.length ? { corrections: s.fixes.map((f) => ({ ...f })) } : {}),
    ...(notice ? { notice } : {}),
    dataSource: "estimate",
    dataLabel: ESTIMATE_LABEL,
    source: "offline",
  };
}
