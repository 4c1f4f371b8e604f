// Word-level helpers shared by the offline engine: tokenising, casing, word-boundary trimming,
// and the word lists the SEO rules look for.
import { graphemeLength } from "./graphemes";

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu;

/** Words as written (letters, digits, inner apostrophes and hyphens). */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Lower-cased words, apostrophes normalised, for matching. */
export function normWords(text: string): string[] {
  return words(text).map((w) => w.toLowerCase().replace(/’/g, "'"));
}

export const STOP_WORDS = new Set(
  (
    "a an the and or but nor so yet for of to in on at by with from into onto over under about as is are was were be been being " +
    "it its this that these those there here than then too very can will just do does did has have had i you your yours we our " +
    "us they them their he she his her my me what which who whom whose when where why how all any each some such no not only " +
    "own same more most other off out up down again further once if while because until against between through during before after above below"
  ).split(" "),
);

/** Words that make readers click (a condensed version of the usual copywriting lists). */
export const POWER_WORDS = new Set(
  (
    "best ultimate proven essential easy simple quick fast free new secret secrets powerful effortless instant guaranteed " +
    "exclusive amazing incredible surprising shocking remarkable complete definitive expert premium smart smarter better " +
    "boost unlock discover master transform save saving love stunning brilliant must-have top limited today now finally " +
    "bold breakthrough genius hidden insider little-known revealed truth mistakes effective reliable trusted perfect " +
    "ideal favorite favourite delightful luxurious elegant exquisite refined handcrafted crafted timeless durable comfortable " +
    "hassle-free stress-free affordable lightweight sustainable innovative advanced ready why how"
  ).split(" "),
);

/** Verbs and phrases that make a call to action in a snippet or description. */
export const CTA_PHRASES = [
  "shop",
  "buy",
  "order",
  "discover",
  "learn",
  "get",
  "try",
  "start",
  "explore",
  "find out",
  "find",
  "see",
  "compare",
  "sign up",
  "join",
  "book",
  "download",
  "subscribe",
  "read",
  "call",
  "contact",
  "save",
  "grab",
  "claim",
  "browse",
  "check out",
  "request",
  "schedule",
  "register",
  "upgrade",
  "add to cart",
  "treat yourself",
  "experience",
  "reserve",
];

const CTA_RE = new RegExp(`\\b(${CTA_PHRASES.map((p) => p.replace(/ /g, "\\s+")).join("|")})\\b`, "i");

/** Does the text contain a call to action? Returns the phrase found. */
export function findCallToAction(text: string): string | undefined {
  return text.match(CTA_RE)?.[1]?.toLowerCase();
}

export function isStopWord(w: string): boolean {
  return STOP_WORDS.has(w.toLowerCase());
}

/** 32-bit FNV-1a: a stable hash so the same input always picks the same template. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic pick from a list. */
export function pick<T>(items: readonly T[], seed: string | number): T {
  const n = typeof seed === "number" ? seed : hash(seed);
  return items[n % items.length] as T;
}

const SMALL_WORDS = new Set("a an the and or nor but for of to in on at by with vs via per as from into".split(" "));

const TITLE_WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Title Case that keeps acronyms and brand casing (SEO, iPhone) as written. */
export function titleCase(text: string): string {
  // One pass, linear in the text: the start of the last word, then each word with the gap before it.
  let lastAt = -1;
  for (const m of text.matchAll(TITLE_WORD)) lastAt = m.index;
  let first = true;
  let prevEnd = 0;
  return text.replace(TITLE_WORD, (w, at: number) => {
    // Small words are capitalised first, last, and after a colon, question mark or full stop ("Guide: A Checklist").
    const isFirst = first || /[:?!.—–]\s*$/u.test(text.slice(prevEnd, at)) || at === lastAt;
    first = false;
    prevEnd = at + w.length;
    if (/\p{Lu}/u.test(w.slice(1)) || (/^\p{Lu}/u.test(w) && w.length > 1 && w === w.toUpperCase())) return w;
    const lower = w.toLowerCase();
    if (!isFirst && SMALL_WORDS.has(lower)) return lower;
    return w.charAt(0).toUpperCase() + w.slice(1);
  });
}

/** Sentence case: first letter up, the rest as given (acronyms stay). */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-case words that are not acronyms or brand-cased ("Busy Professionals" -> "busy professionals"). */
export function softLower(text: string): string {
  return text.replace(/[\p{L}][\p{L}'’-]*/gu, (w) => (/\p{Lu}/u.test(w.slice(1)) ? w : w.toLowerCase()));
}

/**
 * The longest prefix of `text` of at most `max` characters that ends on a word boundary, without
 * trailing stop words or dangling punctuation. Never cuts a word in half.
 */
export function trimToWords(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (graphemeLength(clean) <= max) return clean;
  const parts = clean.split(" ");
  let out = "";
  for (const p of parts) {
    const next = out ? `${out} ${p}` : p;
    if (graphemeLength(next) > max) break;
    out = next;
  }
  return tidyEnd(out);
}

// Words a phrase cannot end on besides the stop words ("... stop the drip today without").
const DANGLING = new Set(
  "without within across toward towards upon via like unlike than plus whether since unless whose among beside besides beyond despite except inside outside per near".split(
    " ",
  ),
);

/** Removes dangling separators and trailing stop words ("Shoes for" -> "Shoes"). */
export function tidyEnd(text: string): string {
  let out = text.trim();
  for (let i = 0; i < 6; i++) {
    const before = out;
    out = out.replace(/[\s,;:|/\-–—&(+]+$/u, "");
    const m = out.match(/^(.*\S)\s+(\S+)$/u);
    const last = m?.[2]!.replace(/[^\p{L}]/gu, "").toLowerCase() ?? "";
    if (m && (isStopWord(last) || DANGLING.has(last))) out = m[1]!;
    if (out === before) break;
  }
  return out;
}

// Phrase search over word lists is linear (Knuth-Morris-Pratt): the naive scan compares the whole
// phrase at every position, which for a text and a keyword of the same repeated word ("a a a ...",
// a letter and its combining accent) is thousands of words times hundreds, per keyword and per pass.

/** For each prefix of `needle`, the length of its longest proper prefix that is also its suffix. */
function phraseTable(needle: readonly string[]): number[] {
  const table = [0];
  for (let i = 1, k = 0; i < needle.length; i++) {
    while (k > 0 && needle[i] !== needle[k]) k = table[k - 1]!;
    if (needle[i] === needle[k]) k++;
    table.push(k);
  }
  return table;
}

/** Start of each occurrence of `needle` in `haystack` (overlapping ones too), until `visit` returns false. */
function eachOccurrence(haystack: readonly string[], needle: readonly string[], visit: (start: number) => boolean): void {
  if (needle.length === 0 || needle.length > haystack.length) return;
  const table = phraseTable(needle);
  for (let i = 0, k = 0; i < haystack.length; i++) {
    while (k > 0 && haystack[i] !== needle[k]) k = table[k - 1]!;
    if (haystack[i] === needle[k]) k++;
    if (k === needle.length) {
      if (!visit(i - k + 1)) return;
      k = table[k - 1]!;
    }
  }
}

/** Occurrences (overlapping ones too) of normalised words in a list of normalised words. */
export function countWords(haystack: readonly string[], needle: readonly string[]): number {
  let n = 0;
  eachOccurrence(haystack, needle, () => (n++, true));
  return n;
}

/** Occurrences of a (multi-word) phrase in a list of normalised words. */
export function countPhrase(haystack: string[], phrase: string): number {
  return countWords(haystack, normWords(phrase));
}

/** Index (in words) of the first occurrence of a phrase, or -1. */
export function indexOfPhrase(haystack: string[], phrase: string): number {
  let at = -1;
  eachOccurrence(haystack, normWords(phrase), (start) => ((at = start), false));
  return at;
}

/** Splits a comma / newline / semicolon / bullet separated list ("a, b; c"). */
export function splitList(text: string): string[] {
  return text
    .split(/[\n;,]|\s[•·]\s|^\s*[-*•]\s/m)
    .map((s) =>
      s
        .replace(/^\s*([-*•·]|\d+[.)])\s*/, "")
        .replace(/\s+/g, " ")
        .trim()
        .replace(/[.!]+$/, ""),
    )
    .filter((s) => s.length > 0);
}

/** Simple English pluralisation check for template grammar ("shoes are", "blender is"). */
export function looksPlural(phrase: string): boolean {
  const last = normWords(phrase).at(-1) ?? "";
  return /[^s]s$/.test(last) && !/(ss|us|is|news|series|species)$/.test(last);
}

// Uncountable head nouns: "free shipping", "equipment", "coffee" take no "a"/"an".
const MASS_NOUN =
  /^(shipping|coffee|tea|design|style|quality|performance|comfort|life|technology|fashion|wellness|decor|decoration|care|food|support|software|furniture|clothing|apparel|equipment|gear|storage|security|nutrition|fitness|travel|water|advice|music|sound|power|protection|wool|cotton|leather|fabric|luggage|jewelry|jewellery|bedding|lighting|makeup|hardware|luck|value|hydration|sleep|energy|luxury|elegance|innovation|reliability|precision|connectivity|convenience|delivery|flavou?r|taste|texture|beauty|health|safety|hygiene|durability|craftsmanship|efficiency|speed|control|insurance|powder|oil|sugar|flour|rice|salt|honey|butter|cream|milk|chocolate|protein|granola|soap|paint|wax|decor|\w*(ware|wear|care))$/;

/** Does the phrase end in an uncountable noun ("travel coffee", "home decor", "cookware")? */
export function isMassNoun(phrase: string): boolean {
  return MASS_NOUN.test(normWords(phrase).at(-1) ?? "");
}
