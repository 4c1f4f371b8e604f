// HookGenie's offline writer (docs/decisions/0018): the topic is parsed into the client's facts
// (topicFacts.ts), the facts are arranged into lines (arrangements.ts), each line is cased for its
// channel and judged (lineScore.ts): a line with broken grammar, a re-cased name or (where the
// channel has room) a dropped fact is not written. The sound lines are ranked; `variant` deals the
// same lines into other sets, so Regenerate shows other arrangements of the same facts.
import type { z } from "zod";
import {
  HOOK_LIMITS,
  type HookgenieResponse,
  type hookgenieRequestSchema,
  type HookStyle,
  type HookType,
} from "@seo/hookgenie-contract";
import { checkHeadline } from "@seo/ai/seo/seoRules";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { sentenceKey } from "@seo/ai/text/variantOverlap";
import { arrangements, nounChunks, type Arrangement, type Tag } from "./arrangements";
import { asSentence, hashtagsOf, networkPosts, postText } from "./channelExtras";
import { foreignArrangements, foreignNotice } from "./foreignTopics";
import { contentWords, judge, scoreAll, type Judged, type ScoreContext } from "./lineScore";
import { topicFacts, type TopicFacts } from "./topicFacts";
import { headlineCase, sentenceCase } from "./topicText";
import { writingTips } from "./writingTips";

export type HeadlineInput = Pick<z.output<typeof hookgenieRequestSchema>, "topic" | "type" | "style"> & {
  variant?: number;
};

type Headline = NonNullable<HookgenieResponse["headlines"]>[number];

/** Per channel: its case, how many lines a set holds, the fewest that make a set of its own, and the shapes it takes. */
const CHANNELS: Record<HookType, { sentence: boolean; cap: number; minSet: number; skip: Tag[] }> = {
  headline: { sentence: false, cap: 8, minSet: 4, skip: ["piece", "pipe"] },
  title: { sentence: false, cap: 8, minSet: 4, skip: ["piece", "cta"] },
  h1: { sentence: false, cap: 8, minSet: 4, skip: ["piece", "pipe", "cta"] },
  subject_line: { sentence: true, cap: 6, minSet: 3, skip: ["piece", "pipe"] },
  social_media: { sentence: true, cap: 5, minSet: 2, skip: ["piece", "pipe"] },
  ad_copy: { sentence: false, cap: 15, minSet: 5, skip: ["pipe"] },
};

const DESCRIPTION_LIMIT = 90;
/** In a post, a preheader or a description: the share of the fullest line's words a line must keep. */
const ROOMY_COVERAGE = 0.8;
/** How far below the best line a line may score and still be offered. */
const WEAKEST = 25;
const PREHEADER_LIMIT = 90;

export function generateHeadlines(input: HeadlineInput): HookgenieResponse {
  const facts = topicFacts(input.topic);
  const { type, style } = input;
  const limit = HOOK_LIMITS[type];
  const variant = Math.max(0, Math.trunc(input.variant ?? 0));
  const english = facts.text.lang === "en";
  const ctx: ScoreContext = {
    typed: facts.text.typed,
    entities: facts.entities,
    lang: facts.text.lang,
    type,
    style,
    limit,
    topicWords: contentWords(facts.whole),
  };
  const all = english ? arrangements(facts) : foreignArrangements(facts);
  const hashtags = hashtagsOf(facts);
  let pool = rankedLines(channelLines(all, type, facts, hashtags), ctx);
  // No line fits the channel with every fact: the topic's shorter pieces join in (its noun phrases, its day and
  // venue), so the set carries the facts between its lines rather than offering no line or only part of them.
  if (pool.every((l) => l.missing.length)) pool = rankedLines(channelLines(all, type, facts, hashtags, true), ctx, true);
  // Still nothing that fits: the topic's noun phrases ("Financial Advisor" for "what does a financial advisor do").
  if (!pool.length && english) pool = rankedLines(channelLines(nounChunks(facts), type, facts, hashtags, true), ctx, true);
  const sets = variantSets(pool, type, facts);
  const set = sets[variant % sets.length]!;
  const headlines: Headline[] = set.map((l) => ({ text: l.text, score: l.score, length: graphemeLength(l.text), limit }));
  const tips = writingTips(facts, type, style, limit);
  if (variant >= sets.length)
    tips.unshift(
      sets.length === 1
        ? "This topic has no further arrangements of its own words offline, so this set repeats the first; a connected AI model writes new lines."
        : `The offline engine has ${sets.length} sets of arrangements for this topic and this is set ${(variant % sets.length) + 1} again; a connected AI model writes new lines.`,
    );
  if (type === "ad_copy" && headlines.length > 0 && headlines.length < 3)
    tips.unshift(
      `Google Ads needs at least 3 headlines; the offline engine found ${headlines.length} honest ones in this topic. Add a line of your own (an offer, a benefit you can stand behind) or give the topic more facts.`,
    );
  if (!headlines.length)
    tips.unshift(
      `No arrangement of this topic fits ${limit} characters with all its facts; shorten the topic or pick a longer channel.`,
    );
  const out: HookgenieResponse = {
    result: resultText(headlines, type, style, limit),
    tips,
    headlines,
    seoChecks: headlines[0] ? draftChecks(headlines[0].text, limit) : [],
    source: "offline",
  };
  if (!english) out.notice = foreignNotice(facts.text.lang);
  if (type === "subject_line") {
    const preheader = preheaderFor(all, facts, ctx, headlines[0]?.text);
    if (preheader) {
      out.preheader = preheader;
      out.result += `\nPreheader: ${preheader}`;
    }
  }
  if (type === "ad_copy") {
    out.descriptions = adDescriptions(all, ctx, variant);
    if (out.descriptions.length) out.result += `\nDescriptions:\n${out.descriptions.map((d) => `- ${d.text}`).join("\n")}`;
  }
  if (type === "social_media") out.posts = networkPosts(set[0]?.lead ?? sentenceCase(facts.whole), hashtags);
  return out;
}

/** The headline checks of the SEO rules, less the number and power-word checks: they reward an invented figure or hype. */
export function draftChecks(text: string, limit: number) {
  return checkHeadline(text, limit).filter((c) => c.id !== "headline-number" && c.id !== "headline-power-word");
}

/** A line as one channel writes it, and (for posts) the line the post was built on. */
interface ChannelLine {
  text: string;
  tags: Tag[];
  lead?: string;
}

/** The arrangements the channel takes, cased for it; posts add hashtags from the topic's words. */
function channelLines(all: Arrangement[], type: HookType, facts: TopicFacts, hashtags: string[], pieces = false): ChannelLine[] {
  const channel = CHANNELS[type];
  const lang = facts.text.lang;
  const lines = all.filter((a) => !a.tags.some((t) => channel.skip.includes(t) && !(pieces && t === "piece")));
  if (type !== "social_media")
    return lines.map((a) => ({ text: channel.sentence ? sentenceCase(a.text) : headlineCase(a.text, lang), tags: a.tags }));
  // A post: the line as a sentence and up to two hashtags, each post leading with another tag.
  return lines.map((a, i) => {
    const lead = sentenceCase(a.text);
    const tags = hashtags.length > 1 && i % 2 ? [...hashtags.slice(1), hashtags[0]!] : hashtags;
    return { text: postText(lead, tags.slice(0, 2), HOOK_LIMITS.social_media), tags: a.tags, lead };
  });
}

type Ranked = Judged & { lead?: string };

/** Sound, distinct lines, best first; where some line keeps every fact, lines that drop one are not kept (ad headlines excepted: the set keeps them). */
function rankedLines(lines: ChannelLine[], ctx: ScoreContext, pieces = false): Ranked[] {
  const seen = new Set<string>();
  const judged: Ranked[] = [];
  lines.forEach((l, order) => {
    const key = sentenceKey(l.text);
    if (!key || seen.has(key)) return;
    seen.add(key);
    const j = judge(l.text, l.tags, order, ctx);
    if (j) judged.push({ ...j, ...(l.lead ? { lead: l.lead } : {}) });
  });
  const complete = judged.some((j) => !j.missing.length);
  // A cut of the topic is for channels too short for all of it: where a line says everything, cuts are not offered.
  const whole = judged.some((j) => !j.missing.length && j.coverage >= 0.999);
  // Pieces (nothing whole fits): each keeps some facts, the set as a whole keeps them, as ad headlines do.
  const kept = (ctx.type === "ad_copy" || pieces || !complete ? judged : judged.filter((j) => !j.missing.length)).filter(
    (j) => !(whole && j.tags.includes("cut")),
  );
  // A post, a preheader or a description has room for the whole topic: a line that leaves much of it out is not offered.
  const fullest = Math.max(0, ...kept.map((j) => j.coverage));
  const roomy = ctx.type === "social_media" ? kept.filter((j) => j.coverage >= ROOMY_COVERAGE * fullest) : kept;
  const ranked = scoreAll(roomy, ctx) as Ranked[];
  // A line far below the best says too little of the topic to offer (ad pieces stay: a set combines them).
  const floor = Math.max(50, (ranked[0]?.score ?? 0) - WEAKEST);
  return ctx.type === "ad_copy" ? ranked : ranked.filter((l) => l.score >= floor);
}

/**
 * The sets variants take in turn: one set of the best lines when there are too few for two, else
 * the lines dealt round-robin (best first) into as many sets as they fill, so each set leads with
 * a line as good as the others' and two sets in a row share no line. Ad headline sets each carry
 * every fact between their lines (a fact only one line carries is lent to every set).
 */
function variantSets(pool: Ranked[], type: HookType, facts: TopicFacts): Ranked[][] {
  const { cap, minSet } = CHANNELS[type];
  const count = pool.length >= 2 * minSet ? Math.min(4, Math.floor(pool.length / minSet)) : 1;
  const sets: Ranked[][] = Array.from({ length: count }, () => []);
  pool.forEach((line, i) => {
    const set = sets[i % count]!;
    if (set.length < cap) set.push(line);
  });
  if (type === "ad_copy") for (const set of sets) coverFacts(set, pool, facts, cap);
  return sets.map((s) => s.sort((a, b) => b.score - a.score || a.order - b.order));
}

/** Ad headlines: every fact in at least one line of the set, borrowing the best line that carries a missing one. */
function coverFacts(set: Ranked[], pool: Ranked[], facts: TopicFacts, cap: number) {
  for (const e of facts.entities) {
    const carried = (l: Ranked) => !l.missing.some((m) => m.text === e.text && m.kind === e.kind);
    if (set.some(carried)) continue;
    const lend = pool.find((l) => carried(l) && !set.includes(l));
    if (!lend) continue;
    if (set.length >= cap) set.pop();
    set.push(lend);
  }
}

/** The e-mail preheader: another arrangement of the facts than the subject line's, as a sentence. */
function preheaderFor(all: Arrangement[], facts: TopicFacts, ctx: ScoreContext, subject: string | undefined): string | undefined {
  const lines = all
    .filter((a) => !a.tags.includes("piece") && !a.tags.includes("pipe"))
    .map((a) => ({ text: asSentence(sentenceCase(a.text)), tags: a.tags }));
  const ranked = rankedLines(lines, { ...ctx, type: "social_media", limit: PREHEADER_LIMIT }).filter((l) => !l.missing.length);
  const other = ranked.find((l) => !subject || sentenceKey(l.text) !== sentenceKey(subject));
  return (
    (other ?? ranked[0])?.text ??
    (graphemeLength(facts.whole) <= PREHEADER_LIMIT ? asSentence(sentenceCase(facts.whole)) : undefined)
  );
}

/** Responsive search ad descriptions (at most 90 characters): the facts as sentences, in other arrangements. */
function adDescriptions(all: Arrangement[], ctx: ScoreContext, variant: number) {
  const lines = all
    .filter((a) => !a.tags.includes("piece") && !a.tags.includes("pipe"))
    .map((a) => ({ text: asSentence(sentenceCase(a.text)), tags: a.tags }));
  const ranked = rankedLines(lines, { ...ctx, type: "social_media", limit: DESCRIPTION_LIMIT }).filter((l) => !l.missing.length);
  const start = ranked.length > 4 ? (variant * 2) % ranked.length : 0;
  const picked = [...ranked.slice(start), ...ranked.slice(0, start)].slice(0, 4);
  return picked.map((l) => ({ text: l.text, score: l.score, length: graphemeLength(l.text), limit: DESCRIPTION_LIMIT }));
}

const CHANNEL_NAMES: Record<HookType, string> = {
  headline: "headline",
  title: "page title",
  h1: "H1",
  subject_line: "subject line",
  social_media: "social post",
  ad_copy: "ad headline",
};

/** The numbered list first: the workflow takes its first line as the page title. */
function resultText(headlines: Headline[], type: HookType, style: HookStyle, limit: number): string {
  return [
    ...headlines.map((h, i) => `${i + 1}. ${h.text}`),
    "",
    `${headlines.length} offline ${CHANNEL_NAMES[type]} drafts from your own words (${style.replace("_", "-")} style, max ${limit} characters), best first.`,
  ].join("\n");
}
