// The facts a writer must keep from a client's input: figures with their units, offers, dates,
// names and acronyms as typed. Offline engines (docs/decisions/0018) and the model engine are
// both judged by missingEntities: an output that drops "40% off" or "Monday" is not a draft.
import nlp from "compromise";
import { detectLanguage, isKnownWord } from "../text/language";

export type EntityKind = "number" | "name" | "date" | "offer" | "place";
export interface Entity {
  text: string;
  kind: EntityKind;
  /** Typed in capitals inside a shouted phrase ("CAT FOOD"): kept in any casing, like a shouted input's words. */
  shouted?: true;
}

const WEEKDAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday";
const MONTHS = "january|february|march|april|june|july|august|september|october|november|december";
// "May" alone is a verb far more often than a month: only with a day number.
const DAY_MONTH = new RegExp(
  `\\b(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS}|may)|(?:${MONTHS}|may)\\s+\\d{1,2}(?:st|nd|rd|th)?)\\b`,
  "giu",
);
const DATE_WORD = new RegExp(`\\b(?:(?:${WEEKDAYS})s?|${MONTHS})\\b`, "giu");
const YEAR = /\b(?:19|20)\d\d\b/g;
const OFFER = new RegExp(
  [
    "[£$€]\\s?\\d+(?:[.,]\\d+)?\\s*off\\b",
    "\\b\\d+(?:[.,]\\d+)?\\s?%\\s*off\\b",
    "\\bfree\\s+(?:shipping|delivery|returns|gift(?:\\s+wrap(?:ping)?)?|trial|consultation|quotes?|estimates?|samples?|installation)\\b",
    "\\bbogo\\b",
    "\\bbuy\\s+one,?\\s+get\\s+one(?:\\s+free)?\\b",
    "\\bhalf[\\s-]price\\b",
    "\\b\\d+\\s+for\\s+[£$€]?\\d+(?:[.,]\\d+)?\\b",
  ].join("|"),
  "giu",
);
const UNITS =
  "ml|l|cl|dl|g|kg|mg|oz|lb|lbs|mm|cm|m|km|inch|inches|ft|hz|khz|mhz|ghz|w|kw|v|mah|wh|kwh|gb|tb|mb|mbps|gbps|fps|dpi|rpm|db|psi|bar|°c|°f|pack|pcs|pieces|x";
// A figure with what is attached to it ("4K@60Hz", "24/7", "£49", "1080p", "3-in-1"), then an
// optional unit after a space ("350 ml").
const FIGURE = new RegExp(
  `(?<![\\p{L}\\p{N}])[£$€]?\\d+(?:[.,:/]\\d+)*(?:[%+°″"]|[\\p{L}@×-]+(?:\\d+(?:[.,:/]\\d+)*[\\p{L}%]*)*)*(?:\\s(?:${UNITS})\\b)?`,
  "giu",
);
const NAME_WORD = /[\p{L}][\p{L}\p{N}'’&.-]*[\p{L}\p{N}]|[\p{L}]/gu;
const PLACE_BEFORE = /\b(?:in|near|around|across|from|at|to|of)\s+$/i;

/** Is most of this text ALL CAPS (a client shouting, not acronyms)? */
export function isShouting(text: string): boolean {
  const ws = text.match(/\p{L}{3,}/gu) ?? [];
  const caps = ws.filter((w) => w === w.toUpperCase() && w !== w.toLowerCase());
  return ws.length >= 2 && caps.length / ws.length >= 0.6;
}

// Without its dictionary, isKnownWord knows every word: then no word can be told from a name.
const hasDictionary = () => !isKnownWord("qzxjvkw");
// Brands the dictionary also knows as plain words: a capital on them is kept ("Slack integration").
const BRAND_WORDS = new Set("slack notion stripe zoom excel outlook kindle windows".split(" "));
// Proper adjectives the dictionary also knows in lower case for another sense ("polish", "danish").
const DEMONYMS_TOO = new Set(["polish", "danish"]);
const demonymCache = new Map<string, boolean>();
function isDemonym(lower: string): boolean {
  const hit = demonymCache.get(lower);
  if (hit !== undefined) return hit;
  const tags: Set<string> = nlp(lower).docs[0]?.[0]?.tags ?? new Set();
  const value = DEMONYMS_TOO.has(lower) || tags.has("Demonym");
  if (demonymCache.size > 5000) demonymCache.clear();
  demonymCache.set(lower, value);
  return value;
}

/**
 * May this word, capitalised only because it starts a line ("Breathable", "Dual", "Eco-friendly"),
 * be lowered inside a sentence? Only an ordinary English word in lower case: not a name or a word
 * the dictionary knows only capitalised ("Vibram", "Belgian"), a proper adjective the dictionary
 * also knows in lower case ("French"), a brand that is also a word ("Slack"), an acronym ("LED"),
 * a word with inner or hyphenated
 * capitals ("MacBook", "Gore-Tex"); and nothing at all when no dictionary is loaded.
 */
export function isOrdinaryWord(word: string): boolean {
  if (!word || word === "I" || !/^\p{Lu}?\p{Ll}*(?:[-'’]\p{Ll}+)*$/u.test(word) || !hasDictionary()) return false;
  const head = word.split(/[-'’]/)[0]!;
  // "A" is a word; "E-bike" or "T-Mobile" may be a name, and a reader accepts its capital.
  if (head.length === 1) return word === "A";
  const lower = head.toLowerCase();
  const properOnly = isKnownWord(head) && !isKnownWord(lower);
  return isKnownWord(lower) && !properOnly && !isDemonym(lower) && !BRAND_WORDS.has(lower);
}

// Initialisms that are also dictionary words: never read as a shouted word ("VAT RETURN SERVICE").
const WORD_ACRONYMS = new Set("vat led pin ram rom sim pet cad cam ups dab mot gap".split(" "));
const SHOUT_TOKEN = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/**
 * In a text not shouted as a whole, the words of each run of two or more ALL-CAPS dictionary words
 * ("CAT FOOD grain free salmon"), with where each starts: emphasis, not acronyms. Acronyms and codes
 * ("USB-C", "XL", "OEKO-TEX", "VAT") and a lone capitalised word ("CAT 6 cable") are not in a run.
 */
export function shoutedRuns(text: string): Array<{ text: string; index: number }> {
  if (isShouting(text)) return [];
  const out: Array<{ text: string; index: number }> = [];
  let run: Array<{ text: string; index: number }> = [];
  let end = -1;
  const flush = () => {
    if (run.length >= 2) out.push(...run);
    run = [];
  };
  for (const m of text.matchAll(SHOUT_TOKEN)) {
    const w = m[0];
    const plain =
      w.length >= 3 &&
      w === w.toUpperCase() &&
      /^\p{L}+(?:-\p{L}+)*$/u.test(w) &&
      !WORD_ACRONYMS.has(w.toLowerCase()) &&
      w.split("-").every((part) => part.length >= 2 && isKnownWord(part.toLowerCase()));
    // Only spaces between the words of one run.
    if (!plain || (run.length && !/^ +$/.test(text.slice(end, m.index)))) flush();
    if (plain) run.push({ text: w, index: m.index });
    end = m.index + w.length;
  }
  flush();
  return hasDictionary() ? out : [];
}

// Words Title Case leaves in lower case ("Ceremonial Matcha from Uji").
const SMALL_WORDS = new Set("and but for nor the with from into onto over upon via per than that this your our".split(" "));

/** Is every word but the small ones capitalised ("Organic Cotton Baby Onesies")? Then capitals say little about names. */
function isTitleCased(text: string): boolean {
  const ws = (text.match(/\p{L}{3,}/gu) ?? []).filter((w) => !SMALL_WORDS.has(w));
  return ws.length >= 3 && ws.every((w) => /^\p{Lu}/u.test(w));
}

const hasInnerCapital = (w: string) => /\p{Lu}/u.test(w.slice(1)) || /\p{N}/u.test(w);
const isAcronym = (w: string) => (w.match(/\p{Lu}/gu) ?? []).length >= 2 || (/\p{Lu}/u.test(w) && /\p{N}/u.test(w));

/** Replaces what `re` matches with spaces (keeps offsets), collecting each match. */
function take(text: string, re: RegExp, kind: EntityKind, into: Entity[]): string {
  return text.replace(re, (m: string) => {
    const t = m.trim().replace(/[.,:;]+$/, "");
    if (t) into.push({ text: t, kind });
    return " ".repeat(m.length);
  });
}

function namesOf(text: string, into: Entity[], shoutedAt: ReadonlySet<number>): void {
  const lang = detectLanguage(text);
  const shouting = isShouting(text);
  const titled = isTitleCased(text);
  for (const m of text.matchAll(NAME_WORD)) {
    if (shoutedAt.has(m.index)) {
      into.push({ text: m[0], kind: "name", shouted: true });
      continue;
    }
    const w = m[0].replace(/['’]s$/u, "").replace(/\.+$/, "");
    if (w.length < 2 && !/\p{Lu}/u.test(w)) continue;
    const before = text.slice(0, m.index);
    const lower = w.toLowerCase();
    const kind: EntityKind = PLACE_BEFORE.test(before) ? "place" : "name";
    // A word the (English) dictionary knows only capitalised, typed in lower case: "manchester".
    const properLower =
      w === lower && lower.length >= 3 && !isKnownWord(lower) && isKnownWord(lower[0]!.toUpperCase() + lower.slice(1));
    if (shouting && w === w.toUpperCase()) {
      if (!isKnownWord(lower) && isKnownWord(lower[0]!.toUpperCase() + lower.slice(1))) into.push({ text: lower, kind });
      continue;
    }
    if (w === lower) {
      if (properLower && lang === "en") into.push({ text: w, kind });
      continue;
    }
    if (w.length === 1) continue; // "I", "A"
    // A compound of ordinary words, title-cased or not ("Call-Out", "Same-Day", "Check-ups").
    if (w.includes("-") && w.split("-").every((part) => /^\p{Lu}?\p{Ll}+$/u.test(part) && isKnownWord(part.toLowerCase())))
      continue;
    if (isAcronym(w) || hasInnerCapital(w)) {
      into.push({ text: w, kind });
      continue;
    }
    // Capitalised only at the first letter.
    const englishProper = isKnownWord(w) && !isKnownWord(lower);
    if (lang !== "en" || titled) {
      // German capitalises every noun, a title-cased line every word; Spanish and French text is
      // judged by English proper nouns only.
      if (englishProper) into.push({ text: w, kind });
      continue;
    }
    if (isKnownWord(lower) && !englishProper) continue; // an ordinary word, title-cased or at a sentence start
    if (!isKnownWord(lower)) into.push({ text: w, kind });
  }
}

/**
 * The facts a writer must keep, in the order found: offers, dates, figures, then names and places.
 * The same fact typed twice counts once.
 */
export function entitiesOf(...texts: string[]): Entity[] {
  const found: Entity[] = [];
  for (const text of texts) {
    const shoutedAt = new Set(shoutedRuns(text).map((w) => w.index));
    let rest = take(text, OFFER, "offer", found);
    rest = take(rest, DAY_MONTH, "date", found);
    rest = take(rest, YEAR, "date", found);
    rest = take(rest, FIGURE, "number", found);
    rest = rest.replace(DATE_WORD, (m: string) => {
      // A capitalised weekday or month, or any weekday ("ends monday"); "march" the verb is not a date.
      if (/^\p{Lu}/u.test(m) || new RegExp(`^(?:${WEEKDAYS})s?$`, "i").test(m)) found.push({ text: m, kind: "date" });
      return " ".repeat(m.length);
    });
    namesOf(rest, found, shoutedAt);
  }
  const seen = new Set<string>();
  return found.filter((e) => {
    // A name is one fact whether it reads as a place or not; figures, offers and dates ignore case.
    const key =
      e.kind === "name" || e.kind === "place" ? `name:${e.text}` : `${e.kind}:${unitsOf(e.text.toLowerCase()).join(" ")}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Comparable pieces of a text: runs of digits, runs of letters, single symbols; spaces and hyphens dropped. */
function unitsOf(text: string): string[] {
  return text.match(/\d+(?:[.,]\d+)*|\p{L}+|[^\s\p{L}\p{N}\-‐–—,.;:!?'’"“”()]/gu) ?? [];
}

function containsRun(hay: readonly string[], needle: readonly string[], same: (a: string, b: string) => boolean): boolean {
  if (!needle.length) return true;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (!same(hay[i + j]!, needle[j]!)) continue outer;
    return true;
  }
  return false;
}

const caseless = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
/** A name as typed, or shouted in capitals ("MANCHESTER" keeps "Manchester"). */
const asTyped = (out: string, name: string) => out === name || (out === name.toUpperCase() && /\p{L}{2}/u.test(out));

function kept(e: Entity, outUnits: readonly string[], output: string): boolean {
  const units = unitsOf(e.text);
  if (e.kind === "name" || e.kind === "place") {
    const typedLower = e.text === e.text.toLowerCase() || e.shouted;
    return containsRun(outUnits, units, typedLower ? caseless : asTyped);
  }
  if (containsRun(outUnits, units, caseless)) return true;
  if (e.kind === "offer") {
    // The figure is the fact ("40% off" kept as "40% discount"); free delivery is free shipping.
    const figure = e.text.match(/[£$€]?\s?\d+(?:[.,]\d+)?\s?%?/)?.[0];
    if (figure) return containsRun(outUnits, unitsOf(figure), caseless);
    if (/free\s+(shipping|delivery)/i.test(e.text)) return /free\s+(shipping|delivery)|ships\s+free/i.test(output);
    if (/bogo|buy one/i.test(e.text)) return /bogo|buy\s+one,?\s+get\s+one/i.test(output);
    return false;
  }
  if (e.kind === "date") {
    // "1 March" kept as "March 1st".
    const day = e.text.match(/\d+/)?.[0];
    const month = e.text.match(/\p{L}{3,}/u)?.[0];
    if (day && month && !/^(st|nd|rd|th|of)$/i.test(month))
      return containsRun(outUnits, [day], caseless) && containsRun(outUnits, [month], caseless);
  }
  return false;
}

/**
 * The input's entities the output does not keep. Names and acronyms must keep their case ("B2B",
 * "Manchester"), except a name the client typed in lower case; spacing ("350ml" / "350 ml"),
 * hyphens ("OEKO-TEX" / "OEKO TEX") and the case of figures, dates and offers do not matter.
 */
export function missingEntities(input: string | Entity[], output: string): Entity[] {
  const entities = typeof input === "string" ? entitiesOf(input) : input;
  const outUnits = unitsOf(output);
  return entities.filter((e) => !kept(e, outUnits, output));
}
