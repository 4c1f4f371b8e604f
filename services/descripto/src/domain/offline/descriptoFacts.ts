// Descripto's facts: the user's own input, cleaned but not reworded. The product name becomes a
// title (casing as typed, ALL CAPS or all-lower-case names set right, emoji and obvious typos out),
// each feature a list item as typed, the audience a noun phrase that reads after "for", and the
// keywords keep the casing the user gave names elsewhere. Nothing here adds a word the user did not
// type (docs/decisions/0018): the draft is composed from these and a few safe words per tone.
import { parseTopic, splitItems, type TopicKind } from "@seo/ai/text/parse";
import { isKnownWord, nounInfo, titleCase, type DetectedLang } from "@seo/ai/text/language";
import { correctSpelling, type SpellingFix } from "@seo/ai/text/spelling";
import { normWords, splitList } from "@seo/ai/text/words";
import { isOrdinaryWord, isShouting, shoutedRuns } from "@seo/ai/quality/entities";
import type { Verb } from "./descriptoTones";

export interface DraftFacts {
  /** The product name as a title: the user's casing, ALL CAPS and all lower case set right. */
  name: string;
  /** "the 4K USB-C Hub" where an article reads well, else the name alone ("TaskFlow"). */
  theName: string;
  /** The features as list items: trimmed, first letter capitalised, duplicates removed. */
  features: string[];
  /** How each feature started as typed, and how it reads mid-sentence ("Slack integration", "breathable mesh upper"). */
  featureStarts: FeatureStart[];
  featuresMid: string[];
  /** Who it is for, as a noun phrase after "for" ("remote workers", "homeowners in Manchester"). */
  audience: string;
  /** The keywords as given (at most five), names cased as the user cased them elsewhere. */
  keywords: string[];
  /** Keywords past the fifth, left out of the copy. */
  moreKeywords: string[];
  /** What kind of thing the name is. */
  kind: TopicKind;
  /** The call to action's verb: order a product, book a service, get software. */
  verb: Verb;
  /** The name's head noun ("maker" for the AeroBrew Travel Coffee Maker). */
  head: string;
  /** Obvious typos fixed in the name ("wireles" -> "wireless"). */
  nameFixes: SpellingFix[];
}

const MAX_KEYWORDS = 5;
const EMOJI = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}\u{1F3FB}-\u{1F3FF}]\uFE0F?|\u200D|\uFE0F/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

// Initialisms a client types in lower case that read as typos in copy ("b2b", "usb"). Short words
// with another meaning ("hr" for hours, "pc" for pieces) are left as typed.
const ACRONYMS = new Map(
  (
    "b2b b2c seo sem ppc crm erp api usb usb-c led lcd oled hdmi gps diy faq nfc ssd uv spf bpa 4k 8k saas:SaaS " +
    "iphone:iPhone ipad:iPad macbook:MacBook airpods:AirPods wifi:Wi-Fi wi-fi:Wi-Fi"
  )
    .split(" ")
    .map((entry) => {
      const [word, written] = entry.split(":");
      return [word!, written ?? word!.toUpperCase()] as const;
    }),
);

/**
 * A word the dictionary knows only capitalised, typed in lower case ("manchester", "london"): the
 * capital is restored. Initialisms typed in lower case too ("b2b" -> "B2B").
 */
function restoreCapitals(text: string, english = true): string {
  // Only in English text: mostly dictionary words ("dog owners in leeds", not "donne che viaggiano").
  const ws = text.match(/\p{L}{3,}/gu) ?? [];
  const known = ws.filter((w) => isKnownWord(w.toLowerCase())).length;
  const englishText = english && known >= (ws.length - 1) / 2;
  return text.replace(WORD, (w) => {
    if (w !== w.toLowerCase()) return w;
    const acronym = ACRONYMS.get(w);
    if (acronym) return acronym;
    // The English dictionary's names say nothing about other languages' words ("che", "donne").
    if (!englishText || w.length < 3 || /[\d'’-]/.test(w)) return w;
    const capital = w.charAt(0).toUpperCase() + w.slice(1);
    return !isKnownWord(w) && isKnownWord(capital) ? capital : w;
  });
}

/** A shouted word lowered, unless it looks like an initialism or a code ("XL", "4K", "USB-C", "OEKO-TEX"). */
function unshoutWord(w: string): string {
  if (w !== w.toUpperCase() || w === w.toLowerCase()) return w;
  const lower = w.toLowerCase();
  if (ACRONYMS.has(lower)) return ACRONYMS.get(lower)!;
  const code = (part: string) => part.length <= 1 || /\d/.test(part) || (part.length <= 4 && !isKnownWord(part.toLowerCase()));
  return w.split("-").every(code) ? w : lower;
}

function unshout(text: string): string {
  return text.replace(WORD, unshoutWord);
}

/** First letter up, the rest as typed; a word cased like "iPhone" or "eBay" keeps its small first letter. */
export function capitalizeItem(text: string): string {
  const first = text.match(WORD)?.[0] ?? "";
  if (/^\p{Ll}/u.test(first) && /\p{Lu}/u.test(first.slice(1))) return text;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The item with its first word lowered where it is a plain word that was capitalised only because
 * it starts the item ("Breathable mesh upper" -> "breathable mesh upper"), for use mid-sentence.
 * Names and proper adjectives ("Manchester", "Belgian", "MacBook", "Gore-Tex", "OEKO-TEX") keep
 * their capitals (entities.ts isOrdinaryWord decides).
 */
export function inSentence(text: string): string {
  const first = text.match(WORD)?.[0] ?? "";
  const next = text.slice(first.length).match(WORD)?.[0] ?? "";
  // "Gas Safe registered": two capitalised words in a row are a name.
  if (/^\p{Lu}/u.test(next) || !/^\p{Lu}/u.test(first) || !isOrdinaryWord(first)) return text;
  return first.charAt(0).toLowerCase() + text.slice(1);
}

const SMALL_WORDS = /^(and|or|nor|but|for|the|with|from|into|onto|per|via)$/i;

/**
 * A shouted phrase in a name otherwise typed with care ("CAT FOOD grain free salmon 2kg" -> "Cat
 * Food grain free salmon 2kg"): its words in Title Case. Acronyms and codes ("USB-C", "XL", "VAT")
 * and a lone word in capitals stay as typed (entities.ts shoutedRuns decides, the checks agree).
 */
function unshoutRuns(name: string): string {
  let out = name;
  const runs = shoutedRuns(name);
  for (let k = runs.length - 1; k >= 0; k--) {
    const { text, index } = runs[k]!;
    const prev = runs[k - 1];
    const inRun = !!prev && /^ +$/.test(name.slice(prev.index + prev.text.length, index));
    const lower = text.toLowerCase();
    const word = inRun && SMALL_WORDS.test(lower) ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    out = out.slice(0, index) + word + out.slice(index + text.length);
  }
  return out;
}

/** The product name as a title. */
function cleanName(raw: string, english: boolean): { name: string; fixes: SpellingFix[] } {
  let name = raw
    .replace(EMOJI, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^[-–—:,;.\s]+|[\s,;:!.–—-]+$/g, "");
  if (!name) name = raw.trim();
  const letters = name.replace(/[^\p{L}]/gu, "");
  if (isShouting(name) || (letters.length > 3 && letters === letters.toUpperCase())) name = titleCase(unshout(name));
  else if (english) name = unshoutRuns(name);
  let fixes: SpellingFix[] = [];
  if (letters && letters === letters.toLowerCase()) {
    if (english) {
      // Typed all in lower case: obvious typos fixed (the spelling module decides), then Title Case.
      const fixed = correctSpelling(name);
      fixes = fixed.fixes;
      name = titleCase(restoreCapitals(fixed.text));
    } else name = capitalizeItem(restoreCapitals(name, false)); // other languages: sentence case
  }
  return { name: restoreCapitals(name, english), fixes };
}

const VERBS: Partial<Record<TopicKind, Verb>> = {
  service: "book",
  local: "book",
  course: "book",
  event: "book",
  saas: "get",
  digital: "get",
};
// A name that says nothing of its kind ("OrbitCRM", "Roof Repairs Sheffield"): the features and keywords may.
const SOFTWARE_CUES = /\b(free trial|per (user|seat)|\/(month|mo)\b|sign[- ]?up|dashboards?|API|SaaS|software|platform)\b/i;
const SERVICE_CUES =
  /\b(insured|qualified|certified (advisors?|instructors?|technicians?)|call-?outs?|appointments?|sessions?|lessons?|classes|consultation|free quote|fixed fee|per hour|hourly|tax returns?|bookkeeping|we come to you|same[- ]day (repairs?|service)|repairs|survey|installation service|hire|per head|we bring|we come)\b/i;

/** The call to action's verb: by the name's kind, else by what the features and keywords say. */
function verbFor(kind: TopicKind, text: string): Verb {
  const byKind = VERBS[kind];
  if (byKind) return byKind;
  return SOFTWARE_CUES.test(text) ? "get" : SERVICE_CUES.test(text) ? "book" : "order";
}

/**
 * Does "the" read well before the name? Yes for most products ("the 4K USB-C Hub"); not before a
 * brand on its own ("TaskFlow"), a possessive, an activity ("Dog Grooming in Leeds", "Gutter
 * Cleaning Bristol") or a service in the plural ("Kids Swimming Lessons").
 */
function takesArticle(name: string, verb: Verb): boolean {
  const bare = name.replace(/\([^)]*\)/g, " ");
  const ws = bare.match(WORD) ?? [];
  const first = ws[0] ?? "";
  if (!first || /^(the|a|an|our|your|my|this|these|every|all)$/i.test(first)) return false;
  if (/['’]s$/i.test(first)) return false;
  // "Summer Sale - Linen Shirts", "Black Friday Bundle: Skincare Trio": a title, not a noun phrase.
  if (/\s[-–—|]\s|:/.test(bare)) return false;
  if (ws.length === 1 && (/\p{Lu}/u.test(first.slice(1)) || !isKnownWord(first.toLowerCase()))) return false;
  // The thing itself: the words before a preposition, without a place at the end ("Gutter Cleaning").
  const head = bare.split(/\s(?:in|near|at|for|by|from|to|of|with)\s/i)[0]!.match(WORD) ?? [];
  while (head.length > 1 && isKnownWord(head.at(-1)!) && !isKnownWord(head.at(-1)!.toLowerCase())) head.pop();
  const info = nounInfo(head.join(" "));
  // Services named by an activity or a field ("Accountancy", "Photography", "Catering").
  if (info.mass || /(ancy|ency|ography|ology|ing)$/i.test(head.at(-1) ?? "")) return false;
  return !(info.plural && verb === "book");
}

/** Every word of three letters or more in capitals, at least three of them ("NON SLIP BASE"), not a name ("OEKO-TEX certified"). */
function shoutedItem(text: string): boolean {
  const ws = text.match(/\p{L}{3,}/gu) ?? [];
  return ws.length >= 3 && ws.every((w) => w === w.toUpperCase());
}

/**
 * How a feature reads inside a sentence (a meta description): as typed when it starts in lower case
 * or mid-line after a comma (a capital there is a name: "Slack integration"); an item that starts a
 * line may have its capital only for that ("Breathable mesh upper").
 */
export type FeatureStart = "lower" | "name" | "lineStart";

/** The features as list items, in the user's order, each once, with how each started as typed. */
function cleanFeatures(raw: string, english: boolean): { items: string[]; starts: FeatureStart[]; mids: string[] } {
  const seen = new Set<string>();
  const out = { items: [] as string[], starts: [] as FeatureStart[], mids: [] as string[] };
  let cursor = 0;
  for (const item of splitItems(raw)) {
    const at = raw.indexOf(item, cursor);
    if (at >= 0) cursor = at + item.length;
    const before = at > 0 ? raw.slice(0, at).trimEnd().slice(-1) : "";
    let text = item.replace(EMOJI, " ").replace(/\s+/g, " ").trim();
    if (!/[\p{L}\p{N}]/u.test(text)) continue;
    const shouted = shoutedItem(text);
    if (shouted) text = unshout(text);
    const typed = restoreCapitals(text, english);
    text = capitalizeItem(typed);
    const key = normWords(text).join(" ");
    if (seen.has(key)) continue;
    seen.add(key);
    const start: FeatureStart = /^\P{Lu}/u.test(typed)
      ? "lower"
      : !shouted && at >= 0 && /[,;|·]/.test(before)
        ? "name"
        : "lineStart";
    out.items.push(text);
    out.starts.push(start);
    out.mids.push(start === "lineStart" ? inSentence(typed) : typed);
  }
  return out;
}

/**
 * The audience as a noun phrase after "for": plain words lowered ("Busy professionals" -> "busy
 * professionals"), names, figures and brackets kept ("young adults (18-25)"), and the workflow's
 * "<niche> enthusiasts" made to read ("running shoes enthusiasts" -> "running shoe enthusiasts").
 */
export function audiencePhrase(raw: string, names: string = ""): string {
  let a = raw
    .replace(EMOJI, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?,;:]+$/, "")
    .replace(/^(for|to)\s+/i, "");
  if (isShouting(a)) a = unshout(a);
  // Typed in Title Case ("Busy Professionals"), every plain word lost its capital; otherwise only
  // the first ("Families in Hackney": a capital mid-phrase is a name).
  const titled = (a.match(/\p{L}{4,}/gu) ?? []).every((w) => /^\p{Lu}/u.test(w));
  // A name the user capitalised in the product name or features keeps its capital where the
  // audience typed it in lower case ("etsy" -> "Etsy"); a dictionary word the name shouts does not
  // ("CAT FOOD" leaves "cat owners" alone), and a word typed with a capital is not given another.
  const shouted = (w: string) => w === w.toUpperCase() && w.split("-").every((p) => isKnownWord(p.toLowerCase()));
  const cased = new Map(
    (names.match(WORD) ?? []).filter((w) => isNameCased(w) && !shouted(w)).map((w) => [w.toLowerCase(), w] as const),
  );
  let index = 0;
  let previous = "";
  a = restoreCapitals(a)
    .replace(WORD, (w) => (w === w.toLowerCase() && cased.has(w) ? cased.get(w)! : w))
    .replace(WORD, (w) => {
      const first = index++ === 0;
      // After "in", "near", "from" ... a capital names a place ("Families in Hackney").
      const place = /^(in|near|from|around|across|at)$/i.test(previous);
      previous = w;
      if (!first && (!titled || place)) return w;
      return isOrdinaryWord(w) ? w.toLowerCase() : w;
    });
  const role = a.match(/^(.*\S)\s+(enthusiasts|fans|lovers|hobbyists)$/);
  if (role) {
    const [topic, group] = role[1]!.split(/ for (?=\S)/);
    const activity = topic!.replace(
      /\s+(equipment|gear|machines?|tools?|supplies|products?|kits?|accessories|sets?|devices?)$/,
      "",
    );
    // A noun used as a modifier is singular: "running shoes" -> "running shoe enthusiasts".
    const modifier = activity.replace(/(\w{3,})(ies|s)$/, (w, stem: string, end: string) =>
      /(ss|us|is|ics)$/.test(w) ? w : end === "ies" ? `${stem}y` : stem,
    );
    if (group && /^(beginners|newbies|novices|starters|first-timers)$/.test(group)) a = `${modifier} ${group}`;
    else if (group) a = `${group} into ${activity}`;
    else a = `${modifier} ${role[2]}`;
  }
  return a || raw.trim();
}

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The keywords as given, each once; a word the user capitalised elsewhere keeps that casing, a
 * hyphenated name too when the keyword spells it with a space ("usb c charger" -> "USB-C charger").
 */
function cleanKeywords(raw: string, context: string, english: boolean): string[] {
  const cased = new Map<string, string>();
  for (const w of context.match(WORD) ?? []) if (w !== w.toLowerCase()) cased.set(w.toLowerCase(), w);
  const hyphenated = [...cased.values()]
    .filter((w) => w.includes("-") && isNameCased(w))
    .map((w) => ({
      w,
      re: new RegExp(`(?<![\\p{L}\\p{N}])${w.split("-").map(escaped).join("[\\s-]?")}(?![\\p{L}\\p{N}])`, "giu"),
    }));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const k of splitList(raw)) {
    const key = normWords(k).join(" ");
    if (!key || seen.has(key)) continue;
    seen.add(key);
    // Casing from the context only for names (not for a word that merely started a feature).
    const spelt = hyphenated.reduce((t, { w, re }) => t.replace(re, w), k);
    const text = restoreCapitals(
      spelt.replace(WORD, (w) => (w === w.toLowerCase() && isNameCased(cased.get(w)) ? cased.get(w)! : w)),
      english,
    );
    out.push(text);
  }
  return out;
}

// "E-Bike", "Non-Slip": a compound of plain words in Title Case, not a name.
const titleCompound = (w: string) =>
  w.includes("-") &&
  w.split("-").every((p, i) => (/^\p{Lu}?\p{Ll}+$/u.test(p) && isKnownWord(p.toLowerCase())) || (i === 0 && /^\p{Lu}$/u.test(p)));

const isNameCased = (w: string | undefined): w is string =>
  !!w &&
  !titleCompound(w) &&
  (/\p{Lu}/u.test(w.slice(1)) ||
    /\d/.test(w) ||
    (isKnownWord(w) && !isKnownWord(w.toLowerCase())) ||
    !isKnownWord(w.toLowerCase()));

// Parsing a name costs about a millisecond (compromise); a product is often drafted again
// (Regenerate, the tones, a bulk file of variants), so the last few hundred are kept.
const topics = new Map<string, { kind: TopicKind; head: string }>();
function topicOf(name: string): { kind: TopicKind; head: string } {
  const hit = topics.get(name);
  if (hit) return hit;
  const { kind, head } = parseTopic(name);
  if (topics.size >= 500) topics.clear();
  topics.set(name, { kind, head });
  return { kind, head };
}

/** The user's facts, cleaned; `lang` is the input's language (English-only repairs are skipped in others). */
export function draftFacts(
  input: { productName: string; keyFeatures: string; targetAudience: string; keywords?: string },
  lang: DetectedLang = "en",
): DraftFacts {
  const english = lang === "en";
  const { name, fixes } = cleanName(input.productName, english);
  const cleaned = cleanFeatures(input.keyFeatures, english);
  const features = cleaned.items.length
    ? cleaned
    : { items: [capitalizeItem(input.keyFeatures.trim())], starts: ["lineStart" as const], mids: [input.keyFeatures.trim()] };
  const audience = audiencePhrase(input.targetAudience, `${name} ${cleaned.items.join(" ")}`);
  const topic = topicOf(name);
  const verb = verbFor(topic.kind, `${name}. ${features.items.join(". ")}. ${input.keywords ?? ""}`);
  const keywords = cleanKeywords(input.keywords ?? "", `${name} ${features.items.join(" ")} ${input.targetAudience}`, english);
  return {
    name,
    theName: takesArticle(name, verb) ? `the ${name}` : name,
    features: features.items,
    featureStarts: features.starts,
    featuresMid: features.mids,
    audience,
    keywords: keywords.slice(0, MAX_KEYWORDS),
    moreKeywords: keywords.slice(MAX_KEYWORDS),
    kind: topic.kind,
    verb,
    head: topic.head,
    nameFixes: fixes,
  };
}
