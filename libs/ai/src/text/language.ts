// The language layer's word-level services, on maintained libraries rather than hand-written lists:
//   detectLanguage  franc-min (trigrams) + function words, for en / es / de / fr
//   withArticle     indefinite (a/an by sound: "an hour", "an SEO audit", "a unicorn")
//   titleCase       title-case (keeps "iPhone", "SaaS"; small words lower) + known acronyms
//   nounInfo, pluralOf, singularOf, gerundOf   compromise (part of speech and inflection)
//   isKnownWord, spellSuggest   nspell + dictionary-en, loaded lazily on first use (~200 ms once);
//                   suggestions only for words near a dictionary word (see nearSuggestions.ts)
//   grammarSlips    the slips a rule can see (a/an, doubled words, stacked prepositions, fragments)
// Every function is synchronous and pure (caches aside); inputs are short phrases or sentences.
import nlp from "compromise";
import indefinite from "indefinite";
import { francAll } from "franc-min";
import { titleCase as libTitleCase } from "title-case";
import { isMassNoun } from "./words";
import { nearSuggestions, type NspellInternals } from "./nearSuggestions";

export type Lang = "en" | "es" | "de" | "fr";
/** "other": a language the offline engines do not write (Italian, Dutch ...): say so, never mix. */
export type DetectedLang = Lang | "other";

const FUNCTION_WORDS: Record<Lang, Set<string>> = {
  en: new Set(
    "the a an and or for with of to in on at by from your our my is are this that these best how what why new near me you".split(
      " ",
    ),
  ),
  es: new Set(
    "el la los las un una unos unas y o para con de del en por sin su sus tu tus es son nuestro nuestra que mejor cómo como qué al".split(
      " ",
    ),
  ),
  de: new Set(
    "der die das den dem des ein eine einen einem und oder für mit von zu im in auf aus ohne ist sind ihr ihre unser unsere wie was beste bei zum zur".split(
      " ",
    ),
  ),
  fr: new Set(
    "le la les un une des et ou pour avec de du en au aux sans est sont votre vos notre nos pour qui que meilleur comment sur par".split(
      " ",
    ),
  ),
};
const FOREIGN_WORDS = new Set([...FUNCTION_WORDS.es, ...FUNCTION_WORDS.de, ...FUNCTION_WORDS.fr]);
const FRANC_CODES: Record<string, DetectedLang> = {
  eng: "en",
  spa: "es",
  deu: "de",
  fra: "fr",
  ita: "other",
  por: "other",
  nld: "other",
};

/**
 * The language a short input is written in. Short product names carry little signal, so function
 * words ("para", "mit", "pour") and letters (ñ, ß, é) count beside franc's trigram guess, and
 * English wins ties: "Crème Brûlée Kit" stays English, "Zapatillas de running para mujer" is Spanish.
 */
export function detectLanguage(text: string): DetectedLang {
  const lower = text.toLowerCase();
  const tokens = lower.match(/\p{L}+/gu) ?? [];
  if (tokens.length === 0) return "en";
  const score: Record<DetectedLang, number> = { en: 0, es: 0, de: 0, fr: 0, other: 0 };
  for (const t of tokens) for (const l of ["en", "es", "de", "fr"] as const) if (FUNCTION_WORDS[l].has(t)) score[l] += 2;
  if (/[ñ¿¡]/.test(lower)) score.es += 3;
  if (/ción\b|ciones\b|dad\b/.test(lower)) score.es += 1;
  if (/[äöüß]/.test(lower)) score.de += 3;
  if (/(ung|keit|heit|chen)\b|sch/.test(lower)) score.de += 1;
  if (/[èêàçœùâî]/.test(lower)) score.fr += 2;
  if (/[áíóú]/.test(lower)) score.es += 1;
  score.es += Math.min(2, (lower.match(/\p{L}(illas?|ción|ciones|dad|ados?|adas?|ables|ores|eros|eras|mente)\b/gu) ?? []).length);
  score.fr += Math.min(2, (lower.match(/\p{L}(eux|euse|ement|ique|aux|ée|ées|és|oir|eur)\b/gu) ?? []).length);
  // Dictionary words count for English ("Emergency plumber Manchester" has no function word).
  for (const t of tokens) if (t.length >= 3 && !FOREIGN_WORDS.has(t) && isKnownWord(t)) score.en += 1;
  const letters = tokens.join("").length;
  if (letters >= 12) {
    // A close second (Spanish and French share many trigrams) halves franc's say.
    const [top, second] = francAll(text, { minLength: 3, only: Object.keys(FRANC_CODES) });
    const guess = top ? FRANC_CODES[top[0]] : undefined;
    const close = second && second[1] > 0.97 ? FRANC_CODES[second[0]] : undefined;
    if (guess) score[guess] += close ? 1 : letters >= 25 ? 3 : 1;
    if (close) score[close] += 1;
  }
  const best = (["es", "de", "fr", "other"] as const).reduce<DetectedLang>((b, l) => (score[l] > score[b] ? l : b), "en");
  return best !== "en" && score[best] >= 2 && score[best] > score.en ? best : "en";
}

// ---- Words: part of speech and inflection (compromise) --------------------------------------

export interface NounInfo {
  plural: boolean;
  /** Uncountable ("coffee", "software", "equipment"): no a/an, singular verb. */
  mass: boolean;
}

/**
 * Longer than this, a "word" is no word of any language (a hyphenated run, a pasted string): the
 * tagger, which splits it at every hyphen and tags each piece, is not asked about it.
 */
const MAX_TAGGED_WORD = 48;

const nounCache = new Map<string, NounInfo>();
/** Is the last word of a noun phrase plural or uncountable? ("baby onesies" plural, "travel coffee" mass). */
export function nounInfo(phrase: string): NounInfo {
  const last = (phrase.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).at(-1)?.toLowerCase() ?? "";
  const hit = nounCache.get(last);
  if (hit) return hit;
  const term = last.length > MAX_TAGGED_WORD ? undefined : nlp(last).docs[0]?.[0];
  const tags: Set<string> = term?.tags ?? new Set();
  const looksPlural = /[^s]s$/.test(last) && !/(ss|us|is|ics|news|series|species|ous)$/.test(last);
  const info = {
    plural: tags.has("Plural") || (looksPlural && !tags.has("Singular") && !tags.has("Uncountable")),
    // "bookkeeping", "email marketing": an activity named by a gerund takes no article.
    mass:
      tags.has("Uncountable") ||
      isMassNoun(last) ||
      (/[^aeiou]ing$/.test(last) &&
        last.length > 5 &&
        !/(thing|ring|king|wing|sling|building|painting|drawing|filling|ceiling|earring|booking|setting|fitting|listing|coating|topping|wedding|pudding|dumpling|sibling|seedling|duckling|offering)$/.test(
          last,
        )),
  };
  if (nounCache.size > 5000) nounCache.clear();
  nounCache.set(last, info);
  return info;
}

const inflectCache = new Map<string, string>();
function cached(key: string, make: () => string): string {
  const hit = inflectCache.get(key);
  if (hit !== undefined) return hit;
  const value = make();
  if (inflectCache.size > 5000) inflectCache.clear();
  inflectCache.set(key, value);
  return value;
}

/** Keeps the first letter's case of `like` ("Kettle" -> "Kettles"). */
const sameCase = (like: string, word: string) => (/^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word);

/** "kettle" -> "kettles", "baby onesie" -> "baby onesies"; only the last word changes. */
export function pluralOf(phrase: string): string {
  const m = phrase.match(/^(.*?)([\p{L}'’-]+)$/u);
  if (!m) return phrase;
  const [, before, last] = m;
  if (nounInfo(last!).plural) return phrase;
  if (last!.length > MAX_TAGGED_WORD) return `${phrase}s`;
  return before + cached(`p:${last}`, () => sameCase(last!, nlp(last!.toLowerCase()).nouns().toPlural().text() || `${last}s`));
}

/** "kettles" -> "kettle"; only the last word changes. */
export function singularOf(phrase: string): string {
  const m = phrase.match(/^(.*?)([\p{L}'’-]+)$/u);
  if (!m) return phrase;
  const [, before, last] = m;
  if (!nounInfo(last!).plural) return phrase;
  if (last!.length > MAX_TAGGED_WORD) return phrase;
  return before + cached(`s:${last}`, () => sameCase(last!, nlp(last!.toLowerCase()).nouns().toSingular().text() || last!));
}

/** "fix" -> "fixing", "make" -> "making", "plan" -> "planning". */
export function gerundOf(verb: string): string {
  if (verb.length > MAX_TAGGED_WORD) return `${verb}ing`;
  return cached(`g:${verb}`, () => {
    const forms = nlp(verb.toLowerCase()).verbs().conjugate()[0] as { Gerund?: string } | undefined;
    return sameCase(verb, forms?.Gerund ?? `${verb}ing`);
  });
}

/** The article a singular count noun takes, or nothing for plurals and mass nouns. */
export function withArticle(phrase: string): string {
  const info = nounInfo(phrase);
  if (info.plural || info.mass) return phrase;
  return indefinite(phrase);
}

/** "a" or "an" for the phrase, by sound ("an hour", "a USB hub", "an 8-hour battery"). */
export function articleFor(phrase: string): "a" | "an" {
  return indefinite(phrase, { articleOnly: true }) === "an" ? "an" : "a";
}

// ---- Casing ---------------------------------------------------------------------------------

/** Initialisms users type in lower case that copy must not print as words ("seo" -> "SEO"). */
const ACRONYMS: Record<string, string> = Object.fromEntries(
  "seo sem ppc crm erp api usb led lcd oled hdmi gps diy faq b2b b2c ai vr ar uv spf bpa hr pr ux ui pdf nfc ssd hd 4k tv pc ev"
    .split(" ")
    .map((a) => [a, a.toUpperCase()]),
);
ACRONYMS.saas = "SaaS";
ACRONYMS.iphone = "iPhone";
ACRONYMS.ipad = "iPad";
ACRONYMS.ecommerce = "e-commerce";

/** Known initialisms restored ("b2b seo" -> "B2B SEO"); every other word as typed. */
export function fixAcronyms(text: string): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (w) => (w === w.toLowerCase() ? (ACRONYMS[w] ?? w) : w));
}

/** Title Case for headlines: small words lower, brand casing and acronyms kept ("Why B2B SaaS Needs SEO"). */
export function titleCase(text: string): string {
  // Dimensions keep their small "x" ("29 x 2.4", "80 x 100cm"), which the library would raise.
  return libTitleCase(fixAcronyms(text)).replace(/(\d) X (?=\d)/g, "$1 x ");
}

// ---- Dictionary (nspell + dictionary-en), loaded on first use --------------------------------

interface Speller {
  correct(word: string): boolean;
}
let speller: Speller | null | undefined;

function loadSpeller(): Speller | null {
  if (speller !== undefined) return speller;
  try {
    // dictionary-en is ESM with top-level await; read its two files directly instead, so the
    // CommonJS service bundles (npm packages external, resolved from node_modules) work too.
    /* eslint-disable @typescript-eslint/no-require-imports */
    const fs = require("node:fs") as typeof import("node:fs");
    const path = require("node:path") as typeof import("node:path");
    const nspell = require("nspell") as (aff: Buffer, dic: Buffer) => Speller;
    const dir = path.dirname(require.resolve("dictionary-en"));
    speller = nspell(fs.readFileSync(path.join(dir, "index.aff")), fs.readFileSync(path.join(dir, "index.dic")));
  } catch {
    speller = null; // no dictionary: every word counts as known, nothing is "corrected"
  }
  return speller;
}

/**
 * Is this an English dictionary word as written? Proper nouns are in the dictionary capitalised, so
 * "Manchester" is known but "manchester" is not; brand names ("Xero", "OEKO-TEX") are not known.
 */
export function isKnownWord(word: string): boolean {
  const s = loadSpeller();
  return !s || s.correct(word);
}

/**
 * Longer than this, a word is not a slip worth a suggestion (English's long words stop near 20
 * letters), and the suggester's work grows with the length: such words get none.
 */
export const MAX_SUGGEST_WORD = 24;
/** More suggestions than any caller reads are not kept. */
const MAX_SUGGESTIONS = 8;

const suggestCache = new Map<string, string[]>();
/**
 * Dictionary suggestions for a misspelt word ("wireles" -> ["wireless"]); [] when it is spelt
 * right, longer than MAX_SUGGEST_WORD, or has no dictionary word within one edit. Costs a few
 * milliseconds per new word, so cached, and callers bound how many words of one text they ask for.
 */
export function spellSuggest(word: string): string[] {
  if (word.length > MAX_SUGGEST_WORD) return [];
  const s = loadSpeller();
  if (!s || s.correct(word) || s.correct(word.toLowerCase())) return [];
  const hit = suggestCache.get(word);
  if (hit) return hit;
  const out = nearSuggestions(s as unknown as NspellInternals, word).slice(0, MAX_SUGGESTIONS);
  if (suggestCache.size > 2000) suggestCache.clear();
  suggestCache.set(word, out);
  return out;
}

// ---- Grammar slips a rule can see ----------------------------------------------------------

const PREPOSITIONS = "with|for|of|by|from|on|at|into|near|about|to|in";
const STACKED = new RegExp(`\\b(with|for|of|by|from|near|into|about)\\s+(${PREPOSITIONS})\\b`, "i");
const ENDS_OPEN = /\b(a|an|the|and|or|with|for|of|to|by|from|near|your|our|their|its|this|these)\s*[.!?]?$/i;

/**
 * What a careful reader would call a slip, as short reasons ("a/an: 'a hour'"). Checks an English
 * text; `fragment` also flags a text that ends on an article or preposition (headlines, titles).
 */
export function grammarSlips(text: string, options: { fragment?: boolean } = {}): string[] {
  const slips: string[] = [];
  for (const m of text.matchAll(/\b([Aa]n?)\s+([\p{L}\p{N}][\p{L}\p{N}.'’-]*)/gu)) {
    const word = m[2]!.replace(/[.]+$/, "");
    if (/^(one|once|other|only)$/i.test(word) && m[1]!.toLowerCase() === "an") {
      slips.push(`a/an: '${m[0]}'`);
      continue;
    }
    if (!/^[\p{L}\p{N}]/u.test(word) || /^(a|an)$/i.test(word)) continue;
    if (articleFor(word) !== m[1]!.toLowerCase()) slips.push(`a/an: '${m[0]}'`);
  }
  for (const m of text.matchAll(/\b([\p{L}]+)\s+\1\b/giu))
    if (!/^(that|had|is|very|so|bye|no)$/i.test(m[1]!)) slips.push(`doubled word: '${m[0]}'`);
  const stacked = text.match(STACKED);
  if (stacked && !/\b(to|in)\s+(to|in)\b/i.test(stacked[0]) && !/\bfor (in|on|at|about|to)\b/i.test(stacked[0]))
    slips.push(`stacked prepositions: '${stacked[0]}'`);
  if (/\s[,.;:!?]/.test(text)) slips.push("space before punctuation");
  if (/[,;:]\s*[.!?]|\.\.(?!\.)|,,/.test(text)) slips.push("doubled punctuation");
  if (/(^|[.!?]\s+)\p{Ll}/u.test(text.trim())) slips.push("sentence starts in lower case");
  if (options.fragment && ENDS_OPEN.test(text.trim())) slips.push(`ends on '${text.trim().match(ENDS_OPEN)![1]}'`);
  return slips;
}
