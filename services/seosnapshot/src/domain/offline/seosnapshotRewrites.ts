// SeoSnapshot's rewrites: a title and a description that fix what the audit found, made only from
// the words the page already has. `choice` (a variant) takes another of the fixes that fit: another
// qualifier or separator for the title, another call to action or keyword lead for the description.
import { TITLE_GUIDE } from "@seo/contracts/constants";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { DESKTOP_TITLE, textWidthPx } from "@seo/ai/text/arialWidths";
import { mainSegment } from "@seo/ai/text/keyphrase";
import {
  capitalize,
  findCallToAction,
  indexOfPhrase,
  isStopWord,
  normWords,
  tidyEnd,
  titleCase,
  trimToWords,
  words,
} from "@seo/ai/text/words";
import { repeatedWords } from "@seo/ai/seo/seoRules";
import { DESCRIPTION_CHARS, TITLE_PX, namesBrand, trimAtClause, type PageType } from "./seosnapshotRules";
import { keywordCharIndex } from "./seosnapshotChecks";

export const clean = (s: string) => s.replace(/\s+/g, " ").trim();
export const fitsTitle = (t: string) =>
  graphemeLength(t) <= TITLE_GUIDE.max && textWidthPx(t, DESKTOP_TITLE.fontPx) <= DESKTOP_TITLE.maxPx;

// Qualifiers that lengthen a short title without a new promise, by page type.
const PRODUCT_SUFFIXES = [" – Shop Online", ": Shop the Collection", " – Buy Online", ": Shop the Range Online"];
const HOW_TO_SUFFIXES = [
  ": A Step-by-Step Guide",
  ": Easy Step-by-Step Guide",
  " – A Simple Guide for Beginners",
  ": A Step-by-Step Guide With Expert Tips",
  " (Step-by-Step Guide)",
  ": Expert Tips That Work",
];
const ARTICLE_SUFFIXES = [
  ": Complete Guide",
  " – Expert Tips",
  " – Top Picks & Tips",
  ": The Essential Guide",
  " – Proven Tips",
  ": How to Choose the Best",
  " – Easy Guide",
  " Guide",
  " Tips",
  " – Top Picks",
  ": Expert Tips & Top Picks",
  ": A Complete Buying Guide",
  " – Best Options Compared",
  ": Top Picks, Reviews & Buying Guide",
  ": Expert Reviews & Complete Buying Guide",
  ": Complete Guide, Top Picks & Expert Tips",
];

/** The `choice`-th of the options (0 is the best), going round when there are fewer. */
const nth = <T>(options: readonly T[], choice: number): T | undefined => options[choice % Math.max(1, options.length)];

/** Pads a short title to 50-60 characters from the input: a qualifier with a power word, or the brand. */
function expandTitle(
  title: string,
  keyword: string,
  description: string,
  brand?: string,
  page: PageType = "article",
  choice = 0,
): string | undefined {
  // A brand tail stays last: "Leather Wallets | Acme" grows as "Leather Wallets – Shop Online | Acme".
  const tail = title.match(/\s[|–—-]\s([^|–—-]{1,30})$/u);
  if (tail && words(tail[1]!).length <= 3 && graphemeLength(title.slice(0, tail.index)) >= 8) {
    const main = title.slice(0, tail.index);
    const options =
      page === "product"
        ? [" – Shop Online", ": Shop the Collection", " – Buy Online"]
        : page === "article"
          ? [": Complete Guide", " – Expert Tips", ": The Essential Guide"]
          : [];
    return nth(
      options
        .map((suffix) => `${main}${suffix}${tail[0]}`)
        .filter((t) => fitsTitle(t) && textWidthPx(t, DESKTOP_TITLE.fontPx) >= TITLE_PX.min && !repeatedWords(t).length)
        .sort((a, b) => Math.abs(graphemeLength(a) - 56) - Math.abs(graphemeLength(b) - 56)),
      choice,
    );
  }
  const has = new Set(normWords(title));
  const howTo = /^(how|why|what|when|where|which|can|should|is|are|do|does)\b/i.test(title);
  const suffixes = (
    page === "product" ? PRODUCT_SUFFIXES : page === "local" || page === "home" ? [] : howTo ? HOW_TO_SUFFIXES : ARTICLE_SUFFIXES
  ).filter((s) => !normWords(s).some((w) => has.has(w) && !isStopWord(w)));
  // "Best" only in front of a plain noun phrase: not before a question or a brand name.
  const prefixes = has.has("best") || howTo || /\p{Ll}\p{Lu}/u.test(title) ? [""] : ["", "Best ", "The Best "];
  const tails = brand && !namesBrand(title, brand) ? ["", ` | ${brand}`] : [""];
  const candidates: Array<{ text: string; cost: number }> = [];
  for (const pre of prefixes)
    for (const suf of ["", ...suffixes])
      for (const tail of tails) {
        if (!pre && !suf && !tail) continue;
        const text = `${pre}${title}${suf}${tail}`;
        // Closest to 56 characters; a bare trailing word ("... Rated Guide") reads worst, so it ranks last.
        candidates.push({ text, cost: Math.abs(graphemeLength(text) - 56) + (/^ \w+$/.test(suf) ? 20 : 0) });
      }
  const good = candidates.filter(
    (c) => graphemeLength(c.text) >= 40 && textWidthPx(c.text, DESKTOP_TITLE.fontPx) >= TITLE_PX.min && fitsTitle(c.text),
  );
  if (good.length)
    return nth(
      good.sort((a, b) => a.cost - b.cost),
      choice,
    )!.text;
  // Very short titles: borrow the description's opening words.
  const room = TITLE_GUIDE.max - graphemeLength(title) - 3;
  const excerpt = titleCase(trimToWords(description.replace(/[.!?].*$/, ""), room));
  const withExcerpt = `${title} – ${excerpt}`;
  if (graphemeLength(withExcerpt) >= TITLE_GUIDE.min && fitsTitle(withExcerpt) && !repeatedWords(withExcerpt).length)
    return withExcerpt;
  const kwTitle = `${titleCase(keyword)}: Complete Guide & Expert Tips`;
  return fitsTitle(kwTitle) ? kwTitle : undefined;
}

/** Shortens a title to 60 characters and 600 px on whole words, dropping a brand tail first. */
function shortenTitle(title: string): string {
  const main = mainSegment(title);
  let t = main !== title && graphemeLength(main) >= 30 ? main : title;
  if (fitsTitle(t)) return t;
  const ws = t.split(" ");
  while (ws.length > 1 && !fitsTitle(tidyEnd(ws.join(" ")))) ws.pop();
  t = tidyEnd(ws.join(" "));
  return t;
}

/** Puts the keyword at the front: "Running Shoes: <rest of the title>" (or " – " for another variant). */
function frontLoadKeyword(title: string, keyword: string, choice = 0): string {
  const kw = titleCase(keyword);
  const idx = keywordCharIndex(title, keyword);
  let rest = title;
  if (idx >= 0) {
    const chars = [...title];
    const kwLen = graphemeLength(keyword);
    rest = clean(chars.slice(0, idx).join("") + chars.slice(idx + kwLen).join(""));
    rest = rest.replace(/^[\s,:;|–—-]+|[\s,:;|–—-]+$/gu, "").replace(/\s+(for|of|and|with|to|in)\s*$/i, "");
  }
  rest = tidyEnd(rest);
  return rest ? `${kw}${choice % 2 ? " – " : ": "}${capitalize(rest)}` : kw;
}

/** Undoes shouting: "THE ULTIMATE GUIDE to SEO" -> "The Ultimate Guide to SEO". */
export function unshout(text: string): string {
  const letters = text.replace(/[^\p{L}]/gu, "");
  // When the text shouts, short capitalised words (THE, AND) are shouting too, not acronyms.
  const shouting = /[\p{Lu}]{5,}/u.test(text);
  const mostlyCaps = shouting || (letters.length > 0 && letters.replace(/[^\p{Lu}]/gu, "").length / letters.length > 0.5);
  const fixed = text.replace(/[\p{L}][\p{L}'’-]*/gu, (w) =>
    w === w.toUpperCase() && (w.length > 4 || (mostlyCaps && w.length >= 3)) ? w.toLowerCase() : w,
  );
  return fixed === text ? text : titleCase(fixed);
}

export function suggestTitle(
  title: string,
  keyword: string,
  description: string,
  brand?: string,
  page: PageType = "article",
  choice = 0,
): { text: string; fixes: string[] } {
  let t = unshout(title);
  const fixes: string[] = t === title ? [] : ["drops the capitals"];
  // A short title is lengthened first: the keyword often lands in the first half on its own
  // ("How to Fix a Leaky Faucet" -> "How to Fix a Leaky Faucet: A Step-by-Step Guide"), which reads
  // better than a reshuffled "Leaky Faucet: How to Fix".
  const narrow = (x: string) => textWidthPx(x, DESKTOP_TITLE.fontPx) < TITLE_PX.min;
  if (narrow(t) && keywordCharIndex(t, keyword) >= 0) {
    const longer = expandTitle(t, keyword, description, brand, page, choice);
    if (longer) {
      t = longer;
      fixes.push(`uses ${TITLE_PX.min}-${TITLE_PX.max} px`);
    }
  }
  const idx = keywordCharIndex(t, keyword);
  if (idx < 0 || idx >= graphemeLength(t) / 2) {
    t = frontLoadKeyword(t, keyword, choice);
    fixes.push(idx < 0 ? "adds the keyword" : "moves the keyword to the front");
  }
  if (!fitsTitle(t)) {
    t = shortenTitle(t);
    fixes.push("fits 60 characters and 600 px");
  }
  if (narrow(t)) {
    const longer = expandTitle(t, keyword, description, brand, page, choice);
    if (longer) {
      t = longer;
      if (!fixes.includes(`uses ${TITLE_GUIDE.min}-${TITLE_GUIDE.max} characters`))
        fixes.push(`uses ${TITLE_PX.min}-${TITLE_PX.max} px`);
    }
  }
  return { text: t, fixes };
}

// One short call to action per page type: no promise the page did not make ("free quote", "full range").
const CTA_BY_PAGE: Record<PageType, string[]> = {
  product: ["Order yours today.", "Shop now."],
  local: ["Get in touch today.", "Call us today."],
  article: ["Learn how.", "Read the guide."],
  home: ["See what we offer.", "Find out more."],
};

/** Cuts a description to at most `max` characters at a clause boundary (never mid-phrase), keeping 100+; else on a sentence. */
export function trimDescription(text: string, max: number = DESCRIPTION_CHARS.max): string {
  if (graphemeLength(text) <= max) return text;
  return trimAtClause(text, max, 100) ?? trimAtClause(text, max, 40) ?? text;
}

/** "The Ultimate Guide to SEO" -> "the ultimate guide to SEO" (sentence flow inside a description). */
function softLowerTitle(text: string): string {
  return text.replace(/[\p{L}][\p{L}'’-]*/gu, (w) => (/\p{Lu}/u.test(w.slice(1)) ? w : w.toLowerCase()));
}

/**
 * A rewrite of the description within 120-156 characters, or undefined when none can be made
 * honestly: a long one is cut at a clause boundary (never mid-phrase), the keyword named once when
 * missing, and a short call to action for the page type added only when it is missing and fits.
 * Nothing is padded with stock sentences: a thin description gets guidance instead.
 */
export function suggestDescription(
  description: string,
  keyword: string,
  title: string,
  page: PageType = "article",
  choice = 0,
): { text?: string; fixes: string[] } {
  let d = clean(description).replace(/(\.\.\.|…)$/, "");
  const fixes: string[] = [];
  const { min, max } = DESCRIPTION_CHARS;
  // The keyword goes in front only when that needs no cut: a good sentence is not shortened for it.
  if (indexOfPhrase(normWords(d), keyword) < 0 && words(d).length >= 4 && graphemeLength(`${keyword}: ${d}`) <= max) {
    const start = /^\p{Lu}{2}/u.test(d) || /^\p{Lu}\p{Ll}*\p{Lu}/u.test(d) ? d : d.charAt(0).toLowerCase() + d.slice(1);
    d = `${capitalize(keyword)}${choice % 2 ? " – " : ": "}${start}`;
    fixes.push("names the keyword");
  }
  if (!/[.!?)]$/.test(d)) d = `${tidyEnd(d)}.`;
  if (graphemeLength(d) > max) {
    const cut = trimAtClause(d, max, 90);
    if (!cut) return { fixes: [...fixes, "no clause boundary to cut at"] };
    d = cut;
    fixes.push("cut at a clause boundary");
  }
  if (!findCallToAction(d)) {
    const fits = CTA_BY_PAGE[page].map((c) => `${d} ${c}`).filter((c) => graphemeLength(c) <= max);
    // Another variant takes the next call to action that fits, one that reaches the range first.
    const inRange = fits.filter((c) => graphemeLength(c) >= min);
    const cta = choice ? nth(inRange.length ? inRange : fits, choice) : fits[0];
    if (cta) {
      d = cta;
      fixes.push("ends with a call to action");
    }
  }
  if (graphemeLength(d) < min) {
    // Too thin to rewrite without inventing: build on the title's promise only when that reaches the range.
    const promise = unshout(mainSegment(title)).replace(/[.!?]+$/, "");
    const withPromise = `${capitalize(softLowerTitle(promise))}. ${d}`;
    if (
      indexOfPhrase(normWords(d), normWords(promise).join(" ")) < 0 &&
      graphemeLength(withPromise) >= min &&
      graphemeLength(withPromise) <= max &&
      !repeatedWords(withPromise, 2).length
    ) {
      d = withPromise;
      fixes.push("opens with the title's promise");
    } else return { fixes: [...fixes, "too thin to rewrite without new facts"] };
  }
  return { text: d, fixes };
}
