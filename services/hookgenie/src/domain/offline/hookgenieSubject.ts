// HookGenie's subject: what the topic is about, as phrases of decreasing length that templates can
// take, and what kind of thing it is (an item, a name, an activity, an action).
import { subjectPhrase } from "@seo/ai/text/keyphrase";
import { parseTopic, type ParsedTopic, type TopicKind } from "@seo/ai/text/parse";
import { isKnownWord, spellSuggest } from "@seo/ai/text/language";
import { MAX_SUGGESTED_WORDS_PER_TEXT } from "@seo/ai/text/spelling";
import { isStopWord, softLower, words } from "@seo/ai/text/words";

/** Subject phrases of decreasing length: the full subject, then its last 3, 2 and 1 words (the head noun). */
export function subjectVariants(topic: string): string[] {
  const full = subjectPhrase(topic, 6);
  const ws = words(full);
  const out = [full];
  for (const n of [4, 3, 2, 1]) {
    if (ws.length > n) {
      let tail = ws.slice(-n);
      while (tail.length > 1 && isStopWord(tail[0]!)) tail = tail.slice(1);
      out.push(tail.join(" "));
      let head = ws.slice(0, n);
      while (head.length > 1 && isStopWord(head[head.length - 1]!)) head = head.slice(0, -1);
      out.push(head.join(" "));
    }
  }
  return [...new Set(out.filter(Boolean))];
}

/**
 * What the subject is decides which templates read well: you "upgrade your" coffee maker but not
 * your plumbing repair; you "master" email marketing but not a coffee maker; a how-to topic becomes
 * a gerund ("Fixing a Leaky Faucet").
 */
export type SubjectKind = "item" | "named" | "activity" | "action";

const ACTIVITY_END =
  /(ing|marketing|seo|yoga|fitness|design|strategy|management|insurance|service|services|repair|advice|coaching|training|care|health|travel|nutrition|finance|security|software|analytics|automation|photography|education|research|support|maintenance|plumbing|skincare)$/i;

/** Decreasing subject phrases from the parsed topic: whole modifiers drop from the front, the head noun stays. */
export function subjectLadder(p: ParsedTopic): string[] {
  const out: string[] = [];
  const loc = p.location && (p.kind === "local" || p.kind === "service") ? ` in ${p.location}` : "";
  const words0 = p.phrase.split(/\s+/).filter(Boolean);
  // Sizes and dates after the noun ("skillet 10 inch", "earbuds this weekend") are not the head.
  const TRAIL = /^(\d[\d.,]*\S*|inch(es)?|cm|mm|ml|l|kg|g|oz|pack|this|next|weekend|week|today|tonight|month|only|now|sale)$/i;
  while (words0.length > 1 && TRAIL.test(words0[words0.length - 1]!)) words0.pop();
  if (TRAIL.test(p.head) || !words0.some((w) => w.toLowerCase() === p.head.toLowerCase()))
    p = { ...p, head: words0[words0.length - 1] ?? p.head };
  // The head noun stays in every rung; words after it (a size, a date) go first, then modifiers from the front.
  let hi = words0.map((w) => w.toLowerCase()).lastIndexOf(p.head.toLowerCase());
  // A head with plain nouns after it ("project management software") is really the last word.
  if (hi < 0 || !words0.slice(hi + 1).some((w) => /^(for|with|of|in|on|to|and|de|para|mit|pour)$/i.test(w)))
    hi = words0.length - 1;
  // Never split a name or a fixed compound ("Black Friday", "vitamin C", "real estate").
  const glued = new Set<number>();
  const lower = words0.map((w) => w.toLowerCase());
  for (const name of [
    ...p.properNouns,
    "black friday",
    "cyber monday",
    "vitamin c",
    "real estate",
    "cast iron",
    "stainless steel",
    "memory foam",
    "ice cream",
    "new york",
    "san francisco",
  ]) {
    const nw = name.toLowerCase().split(/\s+/);
    if (nw.length < 2) continue;
    for (let k = 0; k + nw.length <= lower.length; k++)
      if (nw.every((w, j) => lower[k + j] === w)) for (let j = 1; j < nw.length; j++) glued.add(k + j);
  }
  const cores: string[] = [];
  if (hi < words0.length - 1 && !/^(this|next|for|with)$/i.test(words0[hi + 1]!)) cores.push(words0.join(" "));
  // A service's words are one name ("dog walking service"): keep up to three of them together.
  const minWords = groupOf(p.kind) === "service" ? Math.min(3, hi + 1) : hi >= 1 ? 2 : 1;
  for (let i = 0; i <= hi; i++) {
    if (/^(a|an|the|de|of|for)$/i.test(words0[i]!) || glued.has(i) || words0[i]!.length < 2) continue;
    if (hi - i + 1 < minWords && cores.length) continue;
    cores.push(words0.slice(i, hi + 1).join(" "));
  }
  if (!cores.length) cores.push(p.head);
  const brand = p.brand && !p.phrase.toLowerCase().includes(p.brand.toLowerCase()) ? `${p.brand} ` : "";
  for (const c of cores) {
    if (brand && loc) out.push(`${brand}${c}${loc}`);
    if (brand) out.push(`${brand}${c}`);
    if (loc) out.push(`${c}${loc}`);
    out.push(c);
  }
  if (brand) out.push(brand.trim());
  return [...new Set(out.map((s) => s.replace(/\s+/g, " ").trim()).filter(Boolean))];
}

export type KindGroup = "product" | "service" | "saas" | "howto" | "course" | "event" | "topic";
export function groupOf(kind: TopicKind): KindGroup {
  if (kind === "product" || kind === "food" || kind === "apparel" || kind === "beauty") return "product";
  if (kind === "service" || kind === "local") return "service";
  if (kind === "saas" || kind === "digital") return "saas";
  if (kind === "howto") return "howto";
  if (kind === "course") return "course";
  if (kind === "event") return "event";
  return "topic";
}

/** Obvious typos in lower-case English words ("wireles earbuds") are corrected; names and other languages are left alone. */
function spellFixed(topic: string): string {
  if (!/^[\x00-\x7F\p{Extended_Pictographic}\s]*$/u.test(topic) || topic.length > 80) return topic;
  // Each new word costs the suggester milliseconds: a topic of many made-up words asks for a few only.
  const asked = new Set<string>();
  return topic.replace(/(?<![\p{L}'’-])\p{Ll}{5,}(?![\p{L}'’-])/gu, (w) => {
    if (isKnownWord(w)) return w;
    if (!asked.has(w) && asked.size >= MAX_SUGGESTED_WORDS_PER_TEXT) return w;
    asked.add(w);
    const fix = spellSuggest(w)[0];
    return fix && Math.abs(fix.length - w.length) <= 1 && fix[0] === w[0] && /^\p{Ll}+$/u.test(fix) ? fix : w;
  });
}

// No headline, subject line or post has room for more than a few dozen words of its topic, while
// tagging the words and laddering the subject cost time for each of them (a topic of 500 characters
// of short words made a ladder of over a hundred long subjects, each tried by every template): the
// subject is read from the topic's first 40 words. Real topics are far shorter and read whole.
const TOPIC_WORDS = 40;
const TOPIC_WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
function leadingWords(topic: string, max = TOPIC_WORDS): string {
  let n = 0;
  let end = 0;
  for (const m of topic.matchAll(TOPIC_WORD)) {
    if (++n > max) return topic.slice(0, end);
    end = m.index + m[0].length;
  }
  return topic;
}

const parseCache = new Map<string, ParsedTopic>();
function parseCached(topic: string): ParsedTopic {
  let p = parseCache.get(topic);
  if (!p) {
    p = parseTopic(spellFixed(leadingWords(topic)));
    if (parseCache.size > 500) parseCache.clear();
    parseCache.set(topic, p);
  }
  return p;
}

export function subjectOf(topic: string): {
  subjects: string[];
  kind: SubjectKind;
  verbPhrase?: string;
  parsed: ParsedTopic;
  group: KindGroup;
} {
  const parsed = parseCached(topic);
  const group = groupOf(parsed.kind);
  if (parsed.kind === "howto" && parsed.verbPhrase && parsed.gerundPhrase) {
    return { subjects: [parsed.gerundPhrase], kind: "action", verbPhrase: parsed.verbPhrase, parsed, group };
  }
  const all = subjectLadder(parsed);
  const named = !!parsed.brand || words(topic).some((w) => /\p{Ll}\p{Lu}|\p{L}\d|\d\p{L}/u.test(w));
  const head = parsed.head;
  const kind: SubjectKind = named
    ? "named"
    : group === "service" || (ACTIVITY_END.test(head) && !parsed.plural) || parsed.mass
      ? "activity"
      : "item";
  return { subjects: all, kind, parsed, group };
}

/** Lower case for running text, except the user's proper nouns ("in Manchester", "TaskFlow"). */
export function runningText(subject: string, p: ParsedTopic): string {
  const keep = new Set([p.brand, ...p.properNouns, p.location].filter(Boolean).flatMap((w) => w!.toLowerCase().split(/\s+/)));
  return subject
    .split(" ")
    .map((w) =>
      keep.has(w.toLowerCase())
        ? ([p.brand, ...p.properNouns, p.location]
            .filter(Boolean)
            .join(" ")
            .split(/\s+/)
            .find((x) => x.toLowerCase() === w.toLowerCase()) ?? w)
        : softLower(w),
    )
    .join(" ");
}
