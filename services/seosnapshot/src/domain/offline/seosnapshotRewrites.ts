// SeoSnapshot's rewrites: a title and a description that fix what the audit found, made only from
// what the page already says, in the client's capitals (names typed in lower case restored, titles
// in Title Case, every sentence starting with a capital). No stock tails, no "Best" the page did not
// claim, no cut phrases: when no honest rewrite fits, there is none and the advice says what to add.
// `choice` (a variant) takes another of the rewrites that fit: another phrase or separator for the
// title, another lead or call to action for the description.
import { TITLE_GUIDE } from "@seo/contracts/constants";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { DESKTOP_TITLE, textWidthPx } from "@seo/ai/text/arialWidths";
import { mainSegment } from "@seo/ai/text/keyphrase";
import { capitalize, indexOfPhrase, normWords, titleCase, words } from "@seo/ai/text/words";
import { isKnownWord } from "@seo/ai/text/language";
import { missingEntities } from "@seo/ai/quality/entities";
import {
  DESCRIPTION_CHARS,
  TITLE_PX,
  contentStems,
  dedupeBrand,
  hasCallToAction,
  holdsKeyphrase,
  namesBrand,
  trimAtClause,
  type PageType,
} from "./seosnapshotRules";
import { namesTypedLower, properNames, titleCased } from "./seosnapshotSpelling";
import { keywordCharIndex } from "./seosnapshotChecks";
import { asWritten, inSentence, restoreNames, sentenceCase, titleCaseTitle, titled } from "./seosnapshotCasing";
import { ctaOptions, placeIn, titleFacts } from "./seosnapshotFacts";

export const clean = (s: string) => s.replace(/\s+/g, " ").trim();
const widthPx = (t: string) => textWidthPx(t, DESKTOP_TITLE.fontPx);
export const fitsTitle = (t: string) => graphemeLength(t) <= TITLE_GUIDE.max && widthPx(t) <= DESKTOP_TITLE.maxPx;
const wideEnough = (t: string) => widthPx(t) >= TITLE_PX.min;

/** The `choice`-th of the options (0 is the best), going round when there are fewer. */
const nth = <T>(options: readonly T[], choice: number): T | undefined =>
  options.length ? options[choice % options.length] : undefined;

/** What both rewrites are made from. */
export interface RewriteInput {
  title: string;
  description: string;
  /** The focus keyphrase as typed (or as the title writes the inferred one). */
  keyword: string;
  inferred: boolean;
  page: PageType;
  /** The site's name from its host, when a URL was given. */
  brand?: string;
  choice?: number;
}

export interface Rewrite {
  text?: string;
  /** What the rewrite changes, or why there is none. */
  fixes: string[];
}

/** Undoes shouting: "THE ULTIMATE GUIDE to SEO" -> "The Ultimate Guide to SEO". */
export function unshout(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, "");
  // When the text shouts, short capitalised words (THE, AND) are shouting too, not acronyms.
  const shouting = /[\p{Lu}]{5,}/u.test(text);
  const mostlyCaps = shouting || (letters.length > 0 && letters.replace(/[^\p{Lu}]/gu, "").length / letters.length > 0.5);
  // Only ordinary words were shouted: initialisms and model names ("HDMI", "USB-C") are written so.
  const fixed = text.replace(/[\p{L}][\p{L}'’-]*/gu, (w) =>
    w === w.toUpperCase() &&
    (w.length > 4 || (mostlyCaps && w.length >= 3)) &&
    (isKnownWord(w.toLowerCase()) || w.replace(/[^\p{L}]/gu, "").length >= 8)
      ? w.toLowerCase()
      : w,
  );
  return fixed === text ? text : titleCase(fixed);
}

// ---- Title -----------------------------------------------------------------------------------

const SEPARATOR = /(\s[|–—-]\s|:\s)/;
/** A title's segments and the separators between them ("A | B" -> ["A", " | ", "B"]). */
const segmentsOf = (title: string) => title.split(SEPARATOR);

/** A word no dictionary writes in any casing, or written with inner capitals ("TaskFlow"). */
const isBrandWord = (w: string) =>
  /^\p{L}+$/u.test(w) &&
  (/\p{Lu}/u.test(w.slice(1)) ||
    (!isKnownWord(w.toLowerCase()) && !isKnownWord(w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())));

/**
 * A trailing brand segment ("| Acme", "| Hotel Lumière"), kept last when the title grows: the site's
 * name, or up to three capitalised words of which one is a brand's ("FixFast", "Lumière"). "– Ends Monday" and
 * "| Cheap Hotels" are part of the offer, not a brand.
 */
function brandTail(title: string, brand?: string): { main: string; tail: string } {
  const m = title.match(/\s[|–—-]\s([^|–—-]{1,30})$/u);
  const name = m?.[1]?.trim() ?? "";
  const ws = words(name);
  const named =
    (brand && namesBrand(name, brand)) || (ws.length <= 3 && ws.every((w) => /^\p{Lu}|\d/u.test(w)) && ws.some(isBrandWord));
  return m && named ? { main: title.slice(0, m.index), tail: m[0] } : { main: title, tail: "" };
}

/** The given keyphrase added in front: "Grip Socks: Grippy Socks for Yoga" (another variant: " – "). */
function addKeyphrase(title: string, keyword: string, choice: number): string | undefined {
  const kw = titleCaseTitle(keyword);
  const seps = choice % 2 ? [" – ", ": "] : [": ", " – "];
  // "Grip Socks: Grippy Socks for Yoga" says "socks" twice: better advice than that rewrite.
  return seps.map((sep) => `${kw}${sep}${title}`).find((t) => fitsTitle(t) && (!repeatsTerms(t) || repeatsTerms(title)));
}

/**
 * The keyphrase moved to the front without breaking a phrase: a later segment goes first ("Acme
 * Store | Running Shoes" -> "Running Shoes | Acme Store"), or the phrase after the last "to", "for"
 * or "about" that holds it ("Our 2025 Guide to Choosing Running Shoes" -> "Choosing Running Shoes:
 * Our 2025 Guide").
 */
function leadWithKeyphrase(title: string, keyword: string): string | undefined {
  const parts = segmentsOf(title);
  const k = parts.findIndex((p, i) => i % 2 === 0 && i > 0 && indexOfPhrase(normWords(p), keyword) >= 0);
  if (k > 0) {
    const moved = [parts[k]!, parts[k - 1]!, ...parts.slice(0, k - 1), ...parts.slice(k + 1)].join("");
    return moved.replace(/\s+$/, "");
  }
  const first = parts[0]!;
  const at = keywordCharIndex(first, keyword);
  if (at < 0) return undefined;
  const before = [...first].slice(0, at).join("");
  const prep = [...before.matchAll(/\s(to|for|about|on)\s/gi)].at(-1);
  if (!prep) return undefined;
  const lead = first.slice(prep.index! + prep[0].length);
  const rest = first.slice(0, prep.index!).trim();
  if (words(rest).length < 2) return undefined;
  return `${capitalize(lead)}: ${rest}${parts.slice(1).join("")}`;
}

/** Drops trailing segments that hold nothing the title must keep (no name, figure or the keyphrase) until it fits. */
function shortenTitle(title: string, keyword: string, brand?: string): string | undefined {
  let t = dedupeBrand(title, brand);
  const parts = segmentsOf(t);
  while (!fitsTitle(t) && parts.length >= 3) {
    const last = parts.at(-1)!;
    if (indexOfPhrase(normWords(last), keyword) >= 0) return undefined;
    parts.splice(-2, 2);
    const shorter = parts.join("");
    if (missingEntities(title, shorter).length) return undefined;
    t = shorter;
  }
  return fitsTitle(t) ? t : undefined;
}

/**
 * A narrow title lengthened with a phrase of the page's own description ("B2B Bookkeeping
 * Services – Fixed Monthly Price from £149"), the town it serves, or the site's name; the options
 * that fit 400-600 px, concrete facts first.
 */
function lengthenTitle(title: string, description: string, brand: string | undefined, choice: number): string | undefined {
  const { main, tail } = brandTail(title, brand);
  const ends: Array<{ end: string; concrete: number }> = [];
  const place = placeIn(description, title);
  if (place && !/\s(in|near|across)\s[^|–—-]*$/i.test(main)) ends.push({ end: ` in ${place}`, concrete: 1 });
  const used = /\s[–—-]\s/.test(main) ? [" | ", ", "] : /\s\|\s/.test(main) ? [" – ", ", "] : [" – ", " | "];
  const facts = titleFacts(description, title).slice(0, 4);
  const plain = !SEPARATOR.test(main);
  for (const fact of facts) {
    if (fact.attached) {
      // "Running Shoes for Flat Feet with Real Arch Support": only onto a title of one phrase.
      if (plain) ends.push({ end: ` with ${titled(fact.text.replace(/^with\s+/i, ""))}`, concrete: Number(fact.concrete) });
      continue;
    }
    for (const sep of used.slice(0, 2)) ends.push({ end: `${sep}${titled(fact.text)}`, concrete: Number(fact.concrete) });
  }
  // Two short facts when one leaves the title narrow: "– Sizes W28-W38, Ships in 2 Days".
  const separate = facts.filter((f) => !f.attached);
  // "iPhone 15 Cases with MagSafe – 2-Year Warranty": an attached phrase and a fact after it.
  if (plain)
    for (const a of facts.filter((f) => f.attached))
      for (const b of separate)
        if (!sharesStem(a.text, b.text))
          ends.push({
            end: ` with ${titled(a.text.replace(/^with\s+/i, ""))}${used[0]}${titled(b.text)}`,
            concrete: Number(a.concrete) + Number(b.concrete),
          });
  for (const [i, a] of separate.entries())
    for (const b of separate.slice(i + 1))
      if (!sharesStem(a.text, b.text))
        ends.push({
          end: `${used[0]}${titled(a.text)}, ${titled(b.text)}`,
          concrete: Number(a.concrete) + Number(b.concrete),
        });
  const brandEnd = brand && brand.length > 1 && !namesBrand(title, brand) && !tail ? ` | ${brand}` : "";
  const options: Array<{ text: string; concrete: number }> = [];
  for (const { end, concrete } of ends) {
    const t = `${main}${end}${tail}`;
    options.push({ text: t, concrete });
    if (brandEnd) options.push({ text: `${t}${brandEnd}`, concrete });
  }
  if (brandEnd) options.push({ text: `${main}${brandEnd}`, concrete: 0 });
  const good = options
    .filter(({ text: t }) => fitsTitle(t) && wideEnough(t) && (!repeatsTerms(t) || repeatsTerms(title)))
    // The most facts a reader can check first, then the length closest to 55 characters.
    .sort((a, b) => b.concrete - a.concrete || Math.abs(graphemeLength(a.text) - 55) - Math.abs(graphemeLength(b.text) - 55));
  return nth(good, choice)?.text;
}

const sharesStem = (a: string, b: string) => contentStems(a).some((st) => contentStems(b).includes(st));

/** A content word twice ("Callouts ... Callout"): the title wastes its space. */
function repeatsTerms(text: string): boolean {
  const stems = contentStems(text);
  return new Set(stems).size < stems.length;
}

/**
 * A title that fixes what failed: the given keyphrase in front, a title too long cut at a
 * separator, a narrow one lengthened with the page's own facts, in Title Case. Undefined (with the
 * reason) when none of that can be done honestly.
 */
export function suggestTitle(r: RewriteInput): Rewrite {
  const original = clean(r.title);
  const choice = r.choice ?? 0;
  const fixes: string[] = [];
  let t = unshout(original);
  if (t !== original) fixes.push("drops the capitals");
  // The client's words stay as typed: a likely typo is for them to confirm (the advice says which).
  t = titleCaseTitle(t).replace(/\s-\s/g, " – ");
  const description = restoreNames(clean(r.description));
  if (!r.inferred) {
    const at = keywordCharIndex(t, r.keyword);
    if (at < 0 || at >= graphemeLength(t) / 2) {
      const moved = at < 0 ? addKeyphrase(t, r.keyword, choice) : leadWithKeyphrase(t, r.keyword);
      if (moved && keywordCharIndex(moved, r.keyword) < graphemeLength(moved) / 2) {
        t = moved;
        fixes.push(at < 0 ? "adds the keyphrase" : "moves the keyphrase to the front");
      }
    }
  }
  if (!fitsTitle(t)) {
    const shorter = shortenTitle(t, r.keyword, r.brand);
    if (!shorter) return { fixes: [...fixes, "no segment can go without losing a name or figure"] };
    t = shorter;
    fixes.push(`fits ${TITLE_GUIDE.max} characters and ${TITLE_PX.max} px`);
  }
  if (!wideEnough(t)) {
    const longer = lengthenTitle(t, description, r.brand, choice);
    if (longer) {
      t = longer;
      fixes.push("adds a fact from your description");
    }
  }
  if (!fixes.length || t === original || !fitsTitle(t) || missingEntities(original, t).length) return { fixes };
  if (!wideEnough(t) && !fixes.some((f) => /keyphrase/.test(f))) return { fixes };
  return { text: t, fixes };
}

// ---- Description -----------------------------------------------------------------------------

/** Words of a Title Case title back in sentence flow; a title in sentence case keeps every capital as meant. */
function inFlow(phrase: string, title: string): string {
  if (titleCased(title)) return inSentence(phrase);
  // In a title written in sentence case only its first capital is a sentence start ("Wool felt slippers").
  const first = phrase.match(/^\p{L}[\p{L}'’-]*/u)?.[0] ?? "";
  return title.trimStart().startsWith(first) && first ? inSentence(first) + phrase.slice(first.length) : phrase;
}

/** The stem of the noun a title is about: the last content word of its main phrase ("cases" in "iPhone 15 Cases | CaseCraft"). */
function headNoun(title: string): string | undefined {
  const main = (
    mainSegment(title)
      .replace(/\([^)]*\)/g, " ")
      .split(/\s(?:for|from|with|in|on|to|of|by|at|near)\s/i)[0] ?? ""
  )
    .split(/\s+/)
    .filter(Boolean);
  // A town at the end ("mobile dog groomer leeds") is where, not what.
  while (main.length > 1 && (namesTypedLower(main.at(-1)!).length || properNames(main.at(-1)!).length)) main.pop();
  return contentStems(main.join(" ")).at(-1);
}

/** The keyphrase as a sentence writes it: the user's own as typed, an inferred one as the title writes it. */
function subjectOf(r: RewriteInput): string {
  if (!r.inferred) return restoreNames(r.keyword);
  return inFlow(restoreNames(asWritten(r.title, r.keyword) ?? r.keyword), r.title);
}

/** Cuts a description to at most `max` characters at a clause boundary (never mid-phrase), keeping 100+; else on a sentence. */
export function trimDescription(text: string, max: number = DESCRIPTION_CHARS.max): string {
  if (graphemeLength(text) <= max) return text;
  return trimAtClause(text, max, 100) ?? trimAtClause(text, max, 40) ?? text;
}

/**
 * A rewrite of the description within 120-156 characters, or none when it cannot be made honestly:
 * each sentence starting with a capital and names as the dictionary writes them, the keyphrase
 * named in front when missing, a long one cut at a clause boundary that keeps every figure and
 * name, and a call to action of the page's own words when it has none. Nothing is padded: a thin
 * description gets guidance instead.
 */
export function suggestDescription(r: RewriteInput): Rewrite {
  const choice = r.choice ?? 0;
  const { min, max } = DESCRIPTION_CHARS;
  const original = clean(r.description).replace(/(\.\.\.|…)$/, "");
  const fixes: string[] = [];
  let d = sentenceCase(restoreNames(original));
  if (d !== original) fixes.push("capitals where sentences and names need them");
  if (!/[.!?)]$/.test(d)) d = `${d.replace(/[\s,;:–—-]+$/u, "")}.`;
  // An inferred keyphrase goes in front only when it names what the title is about (its head noun):
  // "Mobile dog:" is a guess cut short, not a label.
  const head = headNoun(r.title);
  const leadable = !r.inferred || !head || contentStems(r.keyword).includes(head);
  if (leadable && !holdsKeyphrase(d, r.keyword) && words(d).length >= 4) {
    const kw = capitalize(subjectOf(r));
    const led = `${kw}${choice % 2 ? " – " : ": "}${d}`;
    // In front only when that needs no cut: a good sentence is not shortened for it.
    if (graphemeLength(led) <= max || graphemeLength(d) > max) {
      d = led;
      fixes.push("names the keyphrase");
    }
  }
  if (graphemeLength(d) > max) {
    const cut = trimAtClause(d, max, 90);
    if (!cut || missingEntities(original, cut).length) return { fixes: [...fixes, "no cut keeps every figure and name"] };
    d = cut;
    fixes.push("cut at a clause boundary");
  }
  if (!hasCallToAction(d)) {
    const subject = subjectOf(r);
    // "Order the iPhone online." on a page of iPhone cases: the subject must hold the title's head noun.
    const named = !head || contentStems(subject).includes(head);
    const options = (named ? ctaOptions(r.page, subject, r.title, d, r.brand) : [])
      .map((c) => `${d} ${c}`)
      .filter((c) => graphemeLength(c) <= max);
    const inRange = options.filter((c) => graphemeLength(c) >= min);
    const withCta = nth(inRange.length ? inRange : options, choice);
    if (withCta) {
      d = withCta;
      fixes.push("ends with a call to action");
    }
  }
  if (graphemeLength(d) < min) {
    // The title's promise in front, only when it adds words the description lacks.
    const promise = inFlow(restoreNames(mainSegment(unshout(clean(r.title)))), r.title).replace(/[.!?]+$/, "");
    const withPromise = `${capitalize(promise)}. ${d}`;
    const fresh = contentStems(promise).filter((st) => !contentStems(d).includes(st));
    if (
      fresh.length >= 2 &&
      graphemeLength(withPromise) >= min &&
      graphemeLength(withPromise) <= max &&
      !repeatsTerms(withPromise)
    ) {
      d = withPromise;
      fixes.push("opens with the title's promise");
    } else return { fixes: [...fixes, "too thin to rewrite without new facts"] };
  }
  if (d === original || missingEntities(original, d).length) return { fixes };
  return { text: d, fixes };
}
