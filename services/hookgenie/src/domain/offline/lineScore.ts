// How HookGenie ranks a line, judged as a copywriter would: a line with broken grammar, a name in
// the wrong case or (where the channel has room) a dropped fact is not a draft and is not kept;
// among sound lines, the score rewards keeping the client's facts, a length in the channel's sweet
// spot and the subject up front, and the chosen style's preferred shapes get a small lift.
import { missingEntities, type Entity } from "@seo/ai/quality/entities";
import { brokenGrammar } from "@seo/ai/quality/grammar";
import { casingSlips } from "@seo/ai/quality/casing";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { isStopWord, normWords } from "@seo/ai/text/words";
import type { HookStyle, HookType } from "@seo/hookgenie-contract";
import type { Tag } from "./arrangements";

/** The length a line should land in per channel (characters): long enough to say it, short enough to read at a glance. */
export const SWEET_SPOT: Record<HookType, { min: number; max: number }> = {
  headline: { min: 35, max: 70 },
  title: { min: 40, max: 60 },
  h1: { min: 20, max: 70 },
  subject_line: { min: 20, max: 50 },
  social_media: { min: 40, max: 280 },
  ad_copy: { min: 15, max: 30 },
};

/** What each style prefers (points added to a sound line; never enough to lift a weak line over a strong one). */
const STYLE_LIFT: Record<HookStyle, Partial<Record<Tag, number>>> = {
  professional: { verbatim: 6, plain: 5, pipe: 4, format: 2, tail: 2 },
  informative: { format: 6, verbatim: 5, plain: 4, tail: 3 },
  clickbait: { question: 7, dealFirst: 6, benefitFirst: 5, deadlineFirst: 5, you: 3 },
  emotional: { you: 7, meet: 6, question: 5, benefitFirst: 4 },
  compelling: { cta: 7, dealFirst: 6, benefitFirst: 5, meet: 4, tail: 3 },
  urgent: { deadlineFirst: 8, cta: 5, dealFirst: 4 },
  curious: { question: 8, you: 3, format: 2 },
  benefit_driven: { benefitFirst: 8, dealFirst: 6, tail: 4, cta: 2 },
};

export interface ScoreContext {
  /** The topic as typed (casing slips are judged against it). */
  typed: string;
  entities: Entity[];
  lang: string;
  type: HookType;
  style: HookStyle;
  limit: number;
  /** The topic's content words, to measure how much of it a line keeps. */
  topicWords: Set<string>;
}

export interface Judged {
  text: string;
  score: number;
  missing: Entity[];
  /** The share of the topic's content words the line keeps. */
  coverage: number;
  tags: Tag[];
  order: number;
}

/** Why a line is not a draft (grammar, casing, over the limit), or [] when it is sound. */
export function unsound(text: string, ctx: Pick<ScoreContext, "typed" | "lang" | "limit">): string[] {
  // Over the limit is reason enough (and spares the grammar checks a long line).
  if (graphemeLength(text) > ctx.limit) return [`over ${ctx.limit} characters`];
  return [...brokenGrammar(text, { lang: ctx.lang }), ...casingSlips(ctx.typed, text)];
}

export const contentWords = (text: string) =>
  new Set(
    normWords(text)
      .flatMap((w) => w.split("-"))
      .filter((w) => w && !isStopWord(w)),
  );

/** A sound line's judgement; undefined for a line that is not a draft. */
export function judge(text: string, tags: Tag[], order: number, ctx: ScoreContext): Judged | undefined {
  if (unsound(text, ctx).length) return undefined;
  const missing = missingEntities(ctx.entities, text);
  const kept = contentWords(text);
  const coverage = ctx.topicWords.size ? [...ctx.topicWords].filter((w) => kept.has(w)).length / ctx.topicWords.size : 1;
  return { text, score: 0, missing, coverage, tags, order };
}

/** How many facts a line drops: a name of several words ("Bath Central Library") is one fact, not three. */
function missingFacts(missing: Entity[], typed: string): number {
  const lower = typed.toLowerCase();
  const spans = missing
    .map((e) => {
      const at = lower.indexOf(e.text.toLowerCase());
      return { from: at, to: at + e.text.length };
    })
    .sort((a, b) => a.from - b.from);
  let facts = 0;
  let end = -10;
  for (const span of spans) {
    if (span.from < 0 || span.from > end + 2) facts++;
    end = Math.max(end, span.to);
  }
  return facts;
}

/** Scores judged lines against each other (coverage counts relative to the fullest line that fits). */
export function scoreAll(lines: Judged[], ctx: ScoreContext): Judged[] {
  const best = Math.max(0, ...lines.map((l) => l.coverage));
  const band = SWEET_SPOT[ctx.type];
  const lift = STYLE_LIFT[ctx.style];
  return lines
    .map((l) => {
      const len = graphemeLength(l.text);
      let score = 92;
      // An ad headline is one of a set that carries every fact between its lines (hookgenie.ts).
      score -= missingFacts(l.missing, ctx.typed) * (ctx.type === "ad_copy" ? 8 : 20);
      if (len < band.min) score -= Math.min(15, ((band.min - len) / band.min) * 20);
      score -= (best - l.coverage) * 30;
      if (l.tags.includes("piece")) score -= 6; // a fragment: fine in a set of ad headlines, weaker alone
      if (normWords(l.text).length < 2) score -= 10;
      score += Math.max(0, ...l.tags.map((t) => lift[t] ?? 0));
      return { ...l, score: Math.max(0, Math.min(100, Math.round(score))) };
    })
    .sort((a, b) => b.score - a.score || a.order - b.order);
}
