// SeoSnapshot's judgement beyond measurement: the critical checks an expert fails a snippet on
// (keyword stuffing, a description about something else, clickbait, shouting, the description
// repeating the title), the page type that decides the advice, the focus keyword as the best-scored
// noun phrase, and clause-boundary trimming for rewrites (spelling hints: seosnapshotSpelling.ts).
import nlp from "compromise";
import type { SeoCheck } from "@seo/contracts/tools";
import { isKnownWord } from "@seo/ai/text/language";
import { countPhrase, findCallToAction, isStopWord, normWords, words } from "@seo/ai/text/words";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { makeCheck } from "@seo/ai/seo/seoRules";
import { cleanSeed } from "@seo/ai/text/searchSeed";
import { contentWordRuns, leadingWords } from "@seo/ai/text/keyphrase";
import { DESCRIPTION_LENGTH_CHARS, TITLE_LENGTH_CHARS, TITLE_WIDTH_PX } from "@seo/seosnapshot-contract";
import { namesTypedLower, properNames } from "./seosnapshotSpelling";

export type PageType = "product" | "local" | "article" | "home";

/** Yoast's ranges, from the contract (the page shows the same): title 400-600 px wide at Arial 20 px; description 120-156 characters. */
export const TITLE_PX = TITLE_WIDTH_PX;
export const DESCRIPTION_CHARS = DESCRIPTION_LENGTH_CHARS;

/** A check that keeps all of its weight or loses all of it. */
export function allOrNothing(
  id: string,
  area: SeoCheck["area"],
  label: string,
  weight: number,
  failed: boolean,
  bad: string,
  good: string,
): SeoCheck {
  return makeCheck(id, area, label, weight, failed ? weight : 0, failed ? bad : good);
}

// ---- Length on a slope -------------------------------------------------------------------------

/** A band with full marks inside; outside, the loss grows by 1/`per` of the weight a unit from `floor`. */
interface Slope {
  min: number;
  max: number;
  perUnder: number;
  perOver: number;
  floor: number;
}

/** A length graded on a slope, with the message for under, over or inside the band. */
function slopeCheck(
  check: { id: string; area: SeoCheck["area"]; label: string; weight: number },
  value: number,
  slope: Slope,
  messages: { under: string; over: string; inside: string },
): SeoCheck {
  const { id, area, label, weight } = check;
  if (value < slope.min) {
    const lost = weight * Math.min(1, (slope.min - value) / slope.perUnder + slope.floor);
    return makeCheck(id, area, label, weight, lost, messages.under);
  }
  if (value > slope.max) {
    const lost = weight * Math.min(1, (value - slope.max) / slope.perOver + slope.floor);
    return makeCheck(id, area, label, weight, lost, messages.over);
  }
  return makeCheck(id, area, label, weight, 0, messages.inside);
}

/** Title width graded on a slope: full marks inside 400-600 px, losing weight the further outside. */
export function titleWidthCheck(px: number, chars: number, weight: number): SeoCheck {
  const label = `Title width ${TITLE_PX.min}-${TITLE_PX.max} px (about ${TITLE_LENGTH_CHARS.min}-${TITLE_LENGTH_CHARS.max} characters)`;
  const w = Math.round(px);
  return slopeCheck(
    { id: "title-length", area: "title", label, weight },
    px,
    { ...TITLE_PX, perUnder: 250, perOver: 120, floor: 0.15 },
    {
      under: `Title is too short: ${chars} characters, ${w} px of the ~${TITLE_PX.max} px Google shows; use the space for a qualifier or benefit.`,
      over: `Title is too long: ${chars} characters, ${w} px; Google cuts titles near ${TITLE_PX.max} px, so the end is lost.`,
      inside: `Title length is ${chars} characters, ${w} px: inside ${TITLE_PX.min}-${TITLE_PX.max} px.`,
    },
  );
}

/** Description length graded on a slope: full marks for 120-156 characters (Yoast). */
export function descriptionLengthCheck(chars: number, weight: number): SeoCheck {
  const { min, max } = DESCRIPTION_CHARS;
  return slopeCheck(
    { id: "description-length", area: "description", label: `Description length ${min}-${max} characters`, weight },
    chars,
    { min, max, perUnder: 80, perOver: 70, floor: 0.1 },
    {
      under: `Description is too short: ${chars} characters (aim for ${min}-${max}); ${min - chars} more to use the space searchers see.`,
      over: `Description is too long: ${chars} characters (aim for ${min}-${max}); ${chars - max} over, so the end risks being cut off.`,
      inside: `Description length is ${chars} characters, inside ${min}-${max}.`,
    },
  );
}

// ---- Critical checks -------------------------------------------------------------------------

export const stem = (w: string) =>
  w
    .replace(/'s$/, "")
    .replace(/(ies)$/, "y")
    .replace(/(es|s)$/, "")
    .replace(/(ing|ed)$/, "");
export function contentStems(text: string): string[] {
  return normWords(text)
    .filter((w) => w.length > 2 && !isStopWord(w) && !/^\d+$/.test(w))
    .map(stem);
}

/**
 * Does the text hold the keyphrase as Yoast reads it: the exact phrase, or every one of its content
 * words (any form, any order) within one sentence ("descale your Nespresso" holds "descale Nespresso")?
 */
export function holdsKeyphrase(text: string, keyword: string): "exact" | "words" | undefined {
  if (countPhrase(normWords(text), keyword) > 0) return "exact";
  const wanted = contentStems(keyword);
  if (!wanted.length) return undefined;
  for (const sentence of text.split(/(?<=[.!?])\s+|\s[|–—-]\s|:\s/)) {
    const have = new Set(contentStems(sentence));
    if (wanted.every((w) => have.has(w))) return "words";
  }
  return undefined;
}

/** Words (stems) a text repeats beyond `allowed`, most repeated first. */
function overused(text: string, allowed: number): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const s of contentStems(text)) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > allowed).sort((a, b) => b[1] - a[1]);
}

/** Keyword stuffing: a term three times in a title, or the same terms listed again and again. */
export function stuffing(title: string, description: string, keyword: string): { title: string[]; description: string[] } {
  const t = overused(title, 2).map(([w]) => w);
  const pairs = overused(title, 1);
  // "Cheap Shoes, Cheap Shoes Online": two words each used twice is a repeated phrase.
  if (!t.length && pairs.length >= 2 && /[,|]/.test(title)) t.push(...pairs.map(([w]) => w));
  const d = overused(description, 3).map(([w]) => w);
  const kw = countPhrase(normWords(description), keyword);
  if (normWords(keyword).length >= 2 && kw >= 3 && !d.length) d.push(keyword);
  return { title: t, description: d };
}

const CLICKBAIT = [
  /you won'?t believe/i,
  /\bwhat happen(s|ed) next\b/i,
  /\b(shocking|jaw-?dropping|mind-?blowing|insane|unbelievable)\b/i,
  /\bwill (shock|blow|amaze|surprise) you\b/i,
  /\b(doctors|experts|dentists|plumbers|they) hate\b/i,
  /\bthis one (weird |simple )?trick\b/i,
  /\bnumber \d+ will\b/i,
  /\byou'?ll never guess\b/i,
  /\b(secret|truth) (they|nobody|no one)\b/i,
  /\bfound!|\bfound\?!/i,
  /[!?]{2,}/,
  /\bclick here\b/i,
];

export function clickbaitCues(text: string): string[] {
  return CLICKBAIT.map((re) => text.match(re)?.[0]).filter((m): m is string => Boolean(m));
}

/** Share of letters in capitals (0-1), over texts with enough letters to judge. */
export function capsShare(text: string): number {
  const letters = text.replace(/[^\p{L}]/gu, "");
  if (letters.length < 10) return 0;
  return letters.replace(/[^\p{Lu}]/gu, "").length / letters.length;
}

/**
 * Words written in capitals that are ordinary words in lower case ("BEST", "DELIVERY"); initialisms
 * and model names ("HDMI", "USB-C", "100W") are how those are written, not shouting.
 */
export function shoutedWords(text: string, minLetters = 4): string[] {
  return words(text).filter(
    (w) =>
      (w.match(/\p{L}/gu) ?? []).length >= minLetters &&
      w === w.toUpperCase() &&
      (isKnownWord(w.toLowerCase()) || (w.match(/\p{L}/gu) ?? []).length >= 8),
  );
}

/** Shouting: most of the text in capitals, or three or more long all-caps words. */
export function shouts(text: string): boolean {
  return capsShare(text) > 0.6 || shoutedWords(text).length >= 3;
}

/**
 * The description is about something else: no content word in common with the title (stems
 * compared) and either a different place named in each or at least four content words on each side.
 */
export function mismatch(title: string, description: string): { mismatch: boolean; places: [string[], string[]] } {
  const t = new Set(contentStems(title));
  const d = new Set(contentStems(description));
  // "physiotherapy" and "physios" are one topic: stems sharing their first five letters count as shared.
  const near = (a: string, b: string) => a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));
  const shared = [...t].filter((w) => [...d].some((x) => near(w, x)));
  const tp = properNames(title);
  const dp = properNames(description);
  const placeClash = tp.length > 0 && dp.length > 0 && !tp.some((p) => dp.some((q) => q.toLowerCase() === p.toLowerCase()));
  const none = shared.length === 0 && t.size >= 2 && d.size >= 4;
  // Without a place to compare, no shared word is not enough: a how-to's steps ("scrub with hot
  // water") or a review's findings ("16 pairs over 500 km") name no title word either. The
  // description must be about something of its own, which it names twice ("quotes ... a quote").
  return {
    mismatch: (none && (placeClash || (t.size >= 3 && ownTopic(description)))) || (placeClash && shared.length <= 1),
    places: [tp, dp],
  };
}

/** Does the text name one content word twice (any form: "quotes" and "quote", "insurers" and "insurance")? */
function ownTopic(text: string): boolean {
  const seen = new Set<string>();
  for (const w of normWords(text)) {
    if (w.length < 4 || isStopWord(w) || /^\d/.test(w)) continue;
    const key = w.length >= 5 ? w.slice(0, 5) : w.replace(/s$/, "");
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}

/** The description repeats the title (the same words, or the title plus a few characters). */
export function sameAsTitle(title: string, description: string): boolean {
  const t = normWords(title).join(" ");
  const d = normWords(description).join(" ");
  return t.length > 0 && (t === d || (d.startsWith(t) && d.length - t.length < 25));
}

// ---- Page type -------------------------------------------------------------------------------

const LOCAL_WORDS =
  /\b(plumb(er|ers|ing)|electricians?|dentists?|dental|locksmiths?|roofers?|roofing|solicitors?|lawyers?|attorneys?|accountants?|salons?|barbers?|spas?|clinics?|physio|vets?|restaurants?|cafes?|cafés?|bakery|bakeries|hotels?|b&b|gyms?|florists?|garages?|mechanics?|cleaners?|removals?|builders?|handyman|photographers?|tutors?|nursery|daycare|pharmacy|opticians?|estate agents?|realtors?|groom(ing|ers?)|wedding venues?|venues?|kitchen fitters?|fitters?|decorators?|gardeners?|landscap(er|ers|ing)|driving (school|lessons?))\b/i;
const PRODUCT_WORDS =
  /(\$|£|€)\s?\d|\b(buy|shop|order|in stock|free (delivery|shipping|returns)|add to (cart|basket)|sizes?|colou?rs|price[sd]?|sale|% off|discount|warranty|returns|software|app|saas|platform|free trial|pricing|plans)\b/i;
const ARTICLE_WORDS =
  /^(how|why|what|when|where|which|who|can|should|is|are|do|does)\b|\bhow to\b|\b(guide|tips|ways|steps|ideas|examples|explained|checklist|tutorial|lessons?|mistakes|reasons|things|vs\.?|review of|reviews|tested|learn)\b|^\d+\s|\b\d+ (best|ways|tips|ideas|steps|things|reasons|mistakes)\b|\bbest\b.*\b(19|20)\d\d\b|\b(19|20)\d\d\b.*\bbest\b/i;
const HOME_WORDS = /\b(official (site|website)|home ?page|welcome to)\b/i;

/** A call to action, counting the ways to get in touch that the shared list lacks ("ring now", "email us"). */
export function hasCallToAction(text: string): boolean {
  return !!findCallToAction(text) || /\b(ring|phone|email|message|text|enquire|visit)\s+(us|now|today|\d)/i.test(text);
}

/** Does the title read as an article (a question, "how to", a guide, a list, a review)? */
export const readsAsArticle = (title: string) => ARTICLE_WORDS.test(title);

/** Does the snippet sell (a price, "buy", "shop", delivery ...), so a product tip about shoppers fits? */
export const sellsSomething = (text: string) => PRODUCT_WORDS.test(text) || GOODS_WORDS.test(text);

/** Does the text name a service people go to or call out (a plumber, a salon, a venue)? */
export const namesLocalService = (text: string) => LOCAL_WORDS.test(text);

// Goods: what only a thing for sale has (sizes, delivery, a unit of measure).
const GOODS_WORDS =
  /\b(in stock|delivery|deliver(ed|s)?|shipping|ships|free returns|\d+-day returns|sizes?|colou?rs|warranty)\b|\b\d+\s?(w|mah|gb|tb|hz|g|kg|mg|ml|l|cl|cm|mm|m|oz|lb|inch|in)\b|\b\d+-in-\d+\b/i;
/** Does the text sell goods (a price, delivery, sizes, a unit), so "Shop" or "Order" fits? */
export const sellsGoods = (text: string) => GOODS_WORDS.test(text);

/** What kind of page the snippet is for, which decides the advice. */
export function pageType(title: string, description: string, url?: string): PageType {
  let path = "";
  try {
    path = url ? new URL(url).pathname : "";
  } catch {
    path = "";
  }
  const text = `${title} ${description}`;
  if (url && (path === "/" || path === "") && !ARTICLE_WORDS.test(title)) return "home";
  if (HOME_WORDS.test(text)) return "home";
  if (/\/(blog|guides?|news|articles?|learn|resources|how-to)\//i.test(path)) return "article";
  const place =
    properNames(text).length > 0 ||
    namesTypedLower(text).length > 0 ||
    /\bnear (me|you)\b|\b(call|phone|ring|open (today|now|7 days|saturdays|sundays|weekends)|opening hours|book (an )?appointment|book (online|a viewing|a table|a visit))\b|\b0\d{3,4}\s?\d{3}\s?\d{3,4}\b/i.test(
      text,
    );
  // A service sold online or on a call ("Spanish tutors online") is not a local page.
  const remote = /(?<!\b(?:book|order|pay|buy|apply)\s)\bonline\b|\b(zoom|remote(ly)?|nationwide|worldwide|virtual)\b/i.test(
    title,
  );
  if (LOCAL_WORDS.test(text) && place && !remote) return "local";
  if (ARTICLE_WORDS.test(title)) return "article";
  if (PRODUCT_WORDS.test(text) || /\/(products?|shop|store|p|item|collections?)\//i.test(path)) return "product";
  if (LOCAL_WORDS.test(text) && !remote) return "local";
  // A title that names goods ("Handmade Leather Wallets | Acme") is a product page.
  const subject = title.split(/\s[|–—-]\s|:\s/)[0] ?? title;
  if (words(subject).length <= 6 && cleanSeed(subject).cls === "product") return "product";
  return "article";
}

// ---- Focus keyword: the best-scored noun phrase ----------------------------------------------

const QUALIFIERS = new Set(
  "best top new ultimate complete definitive guide guides tips tricks review reviews cheap free easy simple quick official online shop buy sale deals deal how why what ways things step steps proven essential expert great amazing perfect ideal latest beginner beginners everything need know believe found home page welcome".split(
    " ",
  ),
);

/**
 * A model number stays with the name before it ("iphone 15", "levi's 501"): the runs joined across a
 * bare number that follows a content word (not a year, not a count that starts the title).
 */
function modelNumberRuns(ws: readonly string[], runs: string[][]): string[][] {
  const out: string[][] = [];
  for (const run of runs) {
    const last = out.at(-1);
    const end = last ? ws.indexOf(last.at(-1)!) : -1;
    const gap = end >= 0 ? ws.slice(end + 1, ws.indexOf(run[0]!, end + 1)) : [];
    // "budget 4k tvs", "iphone 15 cases": a bare number or a short model token ("4k", "5g") between words.
    if (last && gap.length === 1 && /^\d{1,4}(?:[a-z]{1,2})?$/.test(gap[0]!) && !/^(19|20)\d\d$/.test(gap[0]!))
      last.push(gap[0]!, ...run);
    else {
      // A model token right before a run belongs to it: "5g phones", "4k tvs".
      const at = ws.indexOf(run[0]!, end + 1);
      const before = at > 0 ? ws[at - 1]! : "";
      out.push(/^\d{1,4}[a-z]{1,2}$/.test(before) ? [before, ...run] : [...run]);
    }
  }
  // A number that ends the title ("iphone 15") joins its run too.
  const tail = ws.at(-1);
  const lastRun = out.at(-1);
  if (tail && lastRun && /^\d{1,4}$/.test(tail) && !/^(19|20)\d\d$/.test(tail) && ws.at(-2) === lastRun.at(-1))
    lastRun.push(tail);
  return out;
}

const tagCache = new Map<string, Map<string, string[]>>();
/** Part-of-speech tags per word (compromise, ~0.5 ms a phrase, cached). */
function termTags(text: string): Map<string, string[]> {
  const hit = tagCache.get(text);
  if (hit) return hit;
  const terms = nlp(text).terms().json() as Array<{ terms: Array<{ normal: string; tags: string[] }> }>;
  const tags = new Map<string, string[]>();
  for (const t of terms) for (const x of t.terms) tags.set(x.normal.replace(/’/g, "'"), x.tags);
  if (tagCache.size > 2000) tagCache.clear();
  tagCache.set(text, tags);
  return tags;
}

/**
 * The phrase the page is about: runs of content words from the title's main part, scored for being
 * a noun phrase (compromise tags), repeated in the description or URL, early in the title, two or
 * three words long, and not the brand.
 */
export function focusKeyword(title: string, description: string, url?: string, brand?: string): string {
  const mainPart = title.split(/\s[|–—-]\s|\s?[|]\s/)[0] ?? title;
  const main = normWords(mainPart);
  const desc = normWords(description);
  let slug: string[] = [];
  try {
    slug = url ? normWords(decodeURIComponent(new URL(url).pathname).replace(/[-_/.]+/g, " ")) : [];
  } catch {
    slug = [];
  }
  const tagsOf = termTags(mainPart);
  const isNoun = (w: string) =>
    (tagsOf.get(w) ?? []).some((t) => t === "Noun" || t === "Plural" || t === "Singular" || t === "ProperNoun" || t === "Gerund");
  const isPlace = (w: string) =>
    (tagsOf.get(w) ?? []).some((t) => t === "Place" || t === "City" || t === "Country" || t === "Region");
  const runs = modelNumberRuns(main, contentWordRuns(main, QUALIFIERS));
  const brandWords = new Set(normWords(brand ?? ""));
  let best = "";
  let bestScore = -Infinity;
  for (const r of runs)
    for (let n = 1; n <= 3; n++)
      for (let i = 0; i + n <= r.length; i++) {
        const ws = r.slice(i, i + n);
        // A model number belongs after its name ("iphone 15 cases"), never first ("15 cases"); a
        // model token may lead ("5g phones") but is no phrase alone.
        if (/^\d+$/.test(ws[0]!) || (n === 1 && /^\d/.test(ws[0]!))) continue;
        const phrase = ws.join(" ");
        const at = main.indexOf(ws[0]!);
        // One word is rarely the phrase people search ("wool" for "wool felt slippers"): two or three score higher.
        let score = (n === 1 ? 0 : n === 2 ? 3 : 2.6) + (main.length ? 1 - Math.max(0, at) / main.length : 0);
        // The description repeating the phrase counts most; a single word it repeats ("b2b") less.
        if (countPhrase(desc, phrase) > 0) score += n === 1 ? 1.5 : 2.5;
        score += ws.filter((w) => desc.includes(w)).length / n;
        if (slug.length && ws.every((w) => slug.includes(w))) score += 1.5;
        if (isNoun(ws.at(-1)!)) score += 1.5;
        else score -= 1;
        // The head noun ends its run ("boutique hotel", not "luxury boutique"); a place alone is not a topic.
        if (i + n === r.length) score += 0.5;
        if (ws.every(isPlace)) score -= 3;
        // "grooming bristol": a town after the topic is where, not what ("dog grooming").
        else if (n > 1 && isPlace(ws.at(-1)!)) score -= 2;
        if (ws.every((w) => brandWords.has(w))) score -= 4;
        if (score > bestScore) {
          bestScore = score;
          best = phrase;
        }
      }
  return best || leadingWords(main);
}

// ---- Rewrites --------------------------------------------------------------------------------

/**
 * Cuts text to at most `max` characters at a clause boundary: a sentence end first, then a
 * semicolon, dash, colon or comma (ending the clause with a full stop). Never mid-phrase: when no
 * boundary leaves at least `min` characters, there is no cut (undefined).
 */
export function trimAtClause(text: string, max: number, min: number): string | undefined {
  const clean = text.replace(/\s+/g, " ").trim();
  if (graphemeLength(clean) <= max) return clean;
  let best: string | undefined;
  const re = /[.!?](?=\s)|[;:,](?=\s)|\s[–—-](?=\s)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(clean))) {
    const sentenceEnd = /[.!?]/.test(m[0]);
    let cut = clean.slice(0, sentenceEnd ? m.index + 1 : m.index).trim();
    // A clause that ends on "and", "with", "for" is a phrase cut short; a comma inside a list
    // ("with templates, examples and checklists") is not a clause boundary.
    if (!sentenceEnd && /\b(and|or|with|for|of|to|the|a|an|in|on|from|by|your|our)$/i.test(cut)) continue;
    if (
      m[0] === "," &&
      /^\s*(?!(?:with|so|which|who|that|and|but|because|while|from|for|plus|then|all)\b)[^,.;:!?]{1,40}\s(and|or|&)\s/i.test(
        clean.slice(m.index + 1),
      )
    )
      continue;
    if (!sentenceEnd) cut = `${cut.replace(/[,;:\s]+$/, "")}.`;
    if (graphemeLength(cut) > max) break;
    if (graphemeLength(cut) >= min) best = cut;
  }
  return best;
}

/** "acme" for "Acme", "FastFix" and "Fast Fix": a brand compared without case or spaces. */
const brandKey = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");

/** Does the text already name the brand? */
export function namesBrand(text: string, brand: string): boolean {
  const key = brandKey(brand);
  return key.length > 1 && brandKey(text).includes(key);
}

/** Removes a repeated brand segment ("Acme Shoes | Acme" -> "Acme Shoes"). */
export function dedupeBrand(title: string, brand?: string): string {
  const segments = title.split(/(\s[|–—-]\s)/);
  if (segments.length < 3) return title;
  const last = segments.at(-1)!.trim();
  const rest = segments.slice(0, -2).join("");
  if (
    (brand && brandKey(last) === brandKey(brand) && namesBrand(rest, brand)) ||
    (last.length > 1 && brandKey(rest).includes(brandKey(last)) && words(last).length <= 3)
  )
    return rest.trim();
  return title;
}
