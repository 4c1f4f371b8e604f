// SeoSnapshot offline auditor: measures a meta title, meta description and optional URL the way a
// results page shows them, scores them from transparent checks, and writes concrete rewrites.
import type { SeoCheck } from "@seo/contracts/tools";
import { type SeosnapshotResponse, SCORE_THRESHOLDS } from "@seo/seosnapshot-contract";
import { TITLE_GUIDE } from "@seo/contracts/constants";
import { graphemeLength } from "@seo/ai/text/graphemes";
import {
  DESKTOP_DESCRIPTION,
  DESKTOP_TITLE,
  MOBILE_DESCRIPTION,
  MOBILE_TITLE,
  textWidthPx,
  truncateToWidth,
} from "@seo/ai/text/arialWidths";
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
import {
  ctaCheck,
  hookCheck,
  makeCheck,
  repeatedWords,
  repeatedWordsCheck,
  scoreChecks,
  shoutingWords,
} from "@seo/ai/seo/seoRules";
import {
  DESCRIPTION_CHARS,
  PAGE_ADVICE,
  TITLE_PX,
  clickbaitCues,
  dedupeBrand,
  descriptionLengthCheck,
  focusKeyword,
  mismatch,
  namesBrand,
  pageType,
  sameAsTitle,
  shouts,
  spellingSlips,
  stuffing,
  titleWidthCheck,
  trimAtClause,
  type PageType,
} from "./seosnapshotRules";

export interface SeoAuditInput {
  title: string;
  description: string;
  url?: string;
  keyword?: string;
}

const clean = (s: string) => s.replace(/\s+/g, " ").trim();
const fitsTitle = (t: string) =>
  graphemeLength(t) <= TITLE_GUIDE.max && textWidthPx(t, DESKTOP_TITLE.fontPx) <= DESKTOP_TITLE.maxPx;

export function scoreLabel(score: number): string {
  return score >= SCORE_THRESHOLDS.excellent ? "Excellent" : score >= SCORE_THRESHOLDS.good ? "Good" : "Needs Improvement";
}

function significant(text: string): string[] {
  return normWords(text).filter((w) => w.length > 2 && !isStopWord(w));
}

/** Character index where the keyword starts in the title, or -1. */
function keywordCharIndex(title: string, keyword: string): number {
  const ws = normWords(title);
  const at = indexOfPhrase(ws, keyword);
  if (at < 0) return -1;
  const re = /[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu;
  let m: RegExpExecArray | null;
  let i = 0;
  while ((m = re.exec(title))) {
    if (i === at) return graphemeLength(title.slice(0, m.index));
    i++;
  }
  return -1;
}

// ---- URL ------------------------------------------------------------------------------------

interface UrlFacts {
  url: string;
  parsed?: URL;
  pathWords: string[];
  slug: string;
}

function urlFacts(url: string): UrlFacts {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  const path = parsed ? decodeURIComponent(parsed.pathname) : url;
  const segments = path.split("/").filter(Boolean);
  const slug = (segments.at(-1) ?? "").replace(/\.(html?|php|aspx?)$/i, "");
  return { url, parsed, pathWords: slug.split(/[-_.+\s]+/).filter(Boolean), slug };
}

function urlChecks(f: UrlFacts, keyword: string): SeoCheck[] {
  const checks: SeoCheck[] = [];
  const len = graphemeLength(f.url);
  const p = f.parsed;
  checks.push(
    p?.protocol === "https:"
      ? makeCheck("url-https", "url", "Served over HTTPS", 8, 0, "HTTPS: secure, and a ranking signal.")
      : makeCheck(
          "url-https",
          "url",
          "Served over HTTPS",
          8,
          8,
          "Not HTTPS; browsers flag the page as not secure and Google prefers HTTPS.",
        ),
  );
  checks.push(
    len <= 75
      ? makeCheck("url-length", "url", "URL of 75 characters or fewer", 8, 0, `${len} characters.`)
      : makeCheck(
          "url-length",
          "url",
          "URL of 75 characters or fewer",
          8,
          Math.min(8, 3 + Math.ceil((len - 75) / 10)),
          `${len} characters; long URLs get cut in results and are hard to share.`,
        ),
  );
  const path = p ? p.pathname : "";
  const home = f.slug === "";
  const digitsOnly = f.pathWords.length > 0 && f.pathWords.every((w) => /^\d+$/.test(w) || /^[0-9a-f]{8,}$/i.test(w));
  checks.push(
    home
      ? makeCheck("url-slug-words", "url", "Readable slug of 2-6 words", 6, 0, "Home page URL: no slug needed.")
      : digitsOnly
        ? makeCheck(
            "url-slug-words",
            "url",
            "Readable slug of 2-6 words",
            6,
            6,
            `Slug "${f.slug}" is an ID, not words; searchers cannot tell what the page is about.`,
          )
        : f.pathWords.length > 6
          ? makeCheck(
              "url-slug-words",
              "url",
              "Readable slug of 2-6 words",
              6,
              3,
              `Slug has ${f.pathWords.length} words; trim it to the 2-6 that carry the topic.`,
            )
          : makeCheck(
              "url-slug-words",
              "url",
              "Readable slug of 2-6 words",
              6,
              0,
              `Slug "${f.slug}" reads as ${f.pathWords.length} word(s).`,
            ),
  );
  const pathNorm = normWords(path.replace(/[-_/.]+/g, " "));
  const kwWords = normWords(keyword);
  const kwInUrl = kwWords.length > 0 && kwWords.every((w) => pathNorm.includes(w));
  checks.push(
    home || kwInUrl
      ? makeCheck(
          "url-keyword",
          "url",
          "Keyword in the URL",
          6,
          0,
          home ? "Home page: the domain carries the brand." : `The path contains "${keyword}".`,
        )
      : makeCheck("url-keyword", "url", "Keyword in the URL", 6, 6, `The path does not contain "${keyword}".`),
  );
  checks.push(
    path.includes("_")
      ? makeCheck(
          "url-underscores",
          "url",
          "Hyphens, not underscores",
          4,
          4,
          "Underscores join words for Google (running_shoes reads as one word); use hyphens.",
        )
      : makeCheck("url-underscores", "url", "Hyphens, not underscores", 4, 0, "No underscores."),
  );
  checks.push(
    /\p{Lu}/u.test(path)
      ? makeCheck(
          "url-capitals",
          "url",
          "Lower-case path",
          4,
          4,
          "Capitals in the path; URLs are case-sensitive, so mixed case creates duplicates and broken links.",
        )
      : makeCheck("url-capitals", "url", "Lower-case path", 4, 0, "Path is lower case."),
  );
  checks.push(
    p && p.search
      ? makeCheck(
          "url-query",
          "url",
          "No query string",
          4,
          4,
          `Query string "${p.search.slice(0, 40)}" on a landing page invites duplicate URLs; use a clean path and a canonical tag.`,
        )
      : makeCheck("url-query", "url", "No query string", 4, 0, "No query parameters."),
  );
  const stops = f.pathWords.map((w) => w.toLowerCase()).filter((w) => isStopWord(w));
  checks.push(
    stops.length
      ? makeCheck(
          "url-stop-words",
          "url",
          "No stop words in the slug",
          3,
          3,
          `Slug contains stop words (${[...new Set(stops)].join(", ")}); drop them for a shorter slug.`,
        )
      : makeCheck("url-stop-words", "url", "No stop words in the slug", 3, 0, "No stop words in the slug."),
  );
  return checks;
}

function suggestedUrl(f: UrlFacts, keyword: string): string {
  const p = f.parsed;
  const origin = p ? `https://${p.host}` : "https://example.com";
  const dir = p
    ? p.pathname
        .split("/")
        .filter(Boolean)
        .slice(0, -1)
        .map((s) => s.toLowerCase().replace(/_/g, "-"))
    : [];
  const base = f.pathWords.filter((w) => !isStopWord(w) && !/^\d{4,}$/.test(w)).map((w) => w.toLowerCase());
  const kw = normWords(keyword).filter((w) => !isStopWord(w));
  const slugWords = [...new Set([...kw, ...base.filter((w) => !kw.includes(w))])].slice(0, 6);
  return [origin, ...dir, slugWords.join("-")].filter(Boolean).join("/");
}

// ---- Rewrites -------------------------------------------------------------------------------

/** Pads a short title to 50-60 characters from the input: a qualifier with a power word, or the brand. */
function expandTitle(
  title: string,
  keyword: string,
  description: string,
  brand?: string,
  page: PageType = "article",
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
    return options
      .map((suffix) => `${main}${suffix}${tail[0]}`)
      .filter((t) => fitsTitle(t) && textWidthPx(t, DESKTOP_TITLE.fontPx) >= TITLE_PX.min && !repeatedWords(t).length)
      .sort((a, b) => Math.abs(graphemeLength(a) - 56) - Math.abs(graphemeLength(b) - 56))[0];
  }
  const has = new Set(normWords(title));
  const howTo = /^(how|why|what|when|where|which|can|should|is|are|do|does)\b/i.test(title);
  const suffixes = (
    page === "product"
      ? [" – Shop Online", ": Shop the Collection", " – Buy Online", ": Shop the Range Online"]
      : page === "local" || page === "home"
        ? []
        : howTo
          ? [
              ": A Step-by-Step Guide",
              ": Easy Step-by-Step Guide",
              " – A Simple Guide for Beginners",
              ": A Step-by-Step Guide With Expert Tips",
              " (Step-by-Step Guide)",
              ": Expert Tips That Work",
            ]
          : [
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
            ]
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
  if (good.length) return good.sort((a, b) => a.cost - b.cost)[0]!.text;
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

/** Puts the keyword at the front: "Running Shoes: <rest of the title>". */
function frontLoadKeyword(title: string, keyword: string): string {
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
  return rest ? `${kw}: ${capitalize(rest)}` : kw;
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
): { text: string; fixes: string[] } {
  let t = unshout(title);
  const fixes: string[] = t === title ? [] : ["drops the capitals"];
  // A short title is lengthened first: the keyword often lands in the first half on its own
  // ("How to Fix a Leaky Faucet" -> "How to Fix a Leaky Faucet: A Step-by-Step Guide"), which reads
  // better than a reshuffled "Leaky Faucet: How to Fix".
  const narrow = (x: string) => textWidthPx(x, DESKTOP_TITLE.fontPx) < TITLE_PX.min;
  if (narrow(t) && keywordCharIndex(t, keyword) >= 0) {
    const longer = expandTitle(t, keyword, description, brand, page);
    if (longer) {
      t = longer;
      fixes.push(`uses ${TITLE_PX.min}-${TITLE_PX.max} px`);
    }
  }
  const idx = keywordCharIndex(t, keyword);
  if (idx < 0 || idx >= graphemeLength(t) / 2) {
    t = frontLoadKeyword(t, keyword);
    fixes.push(idx < 0 ? "adds the keyword" : "moves the keyword to the front");
  }
  if (!fitsTitle(t)) {
    t = shortenTitle(t);
    fixes.push("fits 60 characters and 600 px");
  }
  if (narrow(t)) {
    const longer = expandTitle(t, keyword, description, brand, page);
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
): { text?: string; fixes: string[] } {
  let d = clean(description).replace(/(\.\.\.|…)$/, "");
  const fixes: string[] = [];
  const { min, max } = DESCRIPTION_CHARS;
  // The keyword goes in front only when that needs no cut: a good sentence is not shortened for it.
  if (indexOfPhrase(normWords(d), keyword) < 0 && words(d).length >= 4 && graphemeLength(`${keyword}: ${d}`) <= max) {
    const start = /^\p{Lu}{2}/u.test(d) || /^\p{Lu}\p{Ll}*\p{Lu}/u.test(d) ? d : d.charAt(0).toLowerCase() + d.slice(1);
    d = `${capitalize(keyword)}: ${start}`;
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
    const cta = CTA_BY_PAGE[page].map((c) => `${d} ${c}`).find((c) => graphemeLength(c) <= max);
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

// ---- The audit ------------------------------------------------------------------------------

export function auditSeo(input: SeoAuditInput): SeosnapshotResponse {
  const title = clean(input.title);
  const description = clean(input.description);
  const url = input.url?.trim() || undefined;
  const given = input.keyword?.trim();
  let host: string | undefined;
  try {
    host = url ? new URL(url).hostname.replace(/^www\./, "").split(".")[0] : undefined;
  } catch {
    host = undefined;
  }
  const keyword = (given || focusKeyword(title, description, url, host)).toLowerCase();
  const inferred = !given;
  const page = pageType(title, description, url);

  const titleLength = graphemeLength(title);
  const descriptionLength = graphemeLength(description);
  const titlePx = textWidthPx(title, DESKTOP_TITLE.fontPx);
  const titleMobilePx = textWidthPx(title, MOBILE_TITLE.fontPx);
  const descPx = textWidthPx(description, DESKTOP_DESCRIPTION.fontPx);
  const titleDesktop = truncateToWidth(title, DESKTOP_TITLE.fontPx, DESKTOP_TITLE.maxPx);
  const titleMobile = truncateToWidth(title, MOBILE_TITLE.fontPx, MOBILE_TITLE.maxPx);
  const descDesktop = truncateToWidth(description, DESKTOP_DESCRIPTION.fontPx, DESKTOP_DESCRIPTION.maxPx);
  const descMobile = truncateToWidth(description, MOBILE_DESCRIPTION.fontPx, MOBILE_DESCRIPTION.maxPx);

  const checks: SeoCheck[] = [];
  // Title
  checks.push(titleWidthCheck(titlePx, titleLength, 25));
  checks.push(
    titleDesktop.truncated
      ? makeCheck(
          "title-width-desktop",
          "title",
          "Fits 600 px on desktop",
          12,
          12,
          `${Math.round(titlePx)} px at Arial 20 px: truncated on desktop as "${titleDesktop.text}".`,
        )
      : makeCheck(
          "title-width-desktop",
          "title",
          "Fits 600 px on desktop",
          12,
          0,
          `${Math.round(titlePx)} px of 600 px on desktop.`,
        ),
  );
  checks.push(
    titleMobile.truncated
      ? makeCheck(
          "title-width-mobile",
          "title",
          "Fits on mobile",
          4,
          4,
          `${Math.round(titleMobilePx)} px at 18 px over two lines (~${MOBILE_TITLE.maxPx} px): truncated on mobile.`,
        )
      : makeCheck(
          "title-width-mobile",
          "title",
          "Fits on mobile",
          4,
          0,
          `${Math.round(titleMobilePx)} px of ~${MOBILE_TITLE.maxPx} px on mobile.`,
        ),
  );
  const kwIdx = keywordCharIndex(title, keyword);
  checks.push(
    inferred
      ? makeCheck(
          "title-keyword",
          "title",
          "Focus keyword in the title",
          15,
          0,
          `No focus keyword was given; inferred "${keyword}" from the title.`,
        )
      : kwIdx >= 0
        ? makeCheck("title-keyword", "title", "Focus keyword in the title", 15, 0, `The title contains "${keyword}".`)
        : makeCheck("title-keyword", "title", "Focus keyword in the title", 15, 15, `The title does not contain "${keyword}".`),
  );
  checks.push(
    kwIdx >= 0 && kwIdx < titleLength / 2
      ? makeCheck(
          "title-keyword-position",
          "title",
          "Keyword in the first half of the title",
          10,
          0,
          `"${keyword}" starts at character ${kwIdx + 1} of ${titleLength}.`,
        )
      : makeCheck(
          "title-keyword-position",
          "title",
          "Keyword in the first half of the title",
          10,
          10,
          kwIdx < 0
            ? `"${keyword}" is missing, so it cannot lead the title.`
            : `"${keyword}" starts at character ${kwIdx + 1} of ${titleLength}; move it into the first half, where searchers scan.`,
        ),
  );
  checks.push(repeatedWordsCheck("title-repeated-words", "title", "title", title, 6));
  checks.push(hookCheck("title-hook", "title", "The title", title, 8));
  const shout = shoutingWords(title);
  checks.push(
    shout.length
      ? makeCheck("title-capitals", "title", "No all-caps words", 4, 4, `All-caps words read as shouting: ${shout.join(", ")}.`)
      : makeCheck("title-capitals", "title", "No all-caps words", 4, 0, "No shouting capitals."),
  );
  // Description
  checks.push(descriptionLengthCheck(descriptionLength, 25));
  checks.push(
    descDesktop.truncated
      ? makeCheck(
          "description-width-desktop",
          "description",
          "Fits ~920 px on desktop",
          8,
          8,
          `${Math.round(descPx)} px at Arial 14 px; Google shows about 920 px.`,
        )
      : makeCheck(
          "description-width-desktop",
          "description",
          "Fits ~920 px on desktop",
          8,
          0,
          `${Math.round(descPx)} px of ~920 px on desktop.`,
        ),
  );
  const descWords = normWords(description);
  const kwInDesc = indexOfPhrase(descWords, keyword) >= 0;
  checks.push(
    kwInDesc
      ? makeCheck(
          "description-keyword",
          "description",
          "Focus keyword in the description",
          15,
          0,
          `The description contains "${keyword}"; Google bolds it in the snippet.`,
        )
      : makeCheck(
          "description-keyword",
          "description",
          "Focus keyword in the description",
          15,
          15,
          `The description does not contain "${keyword}"; Google bolds matching terms, so include it.`,
        ),
  );
  checks.push(ctaCheck("description-cta", "description", "The description", description, 12));
  const tSig = new Set(significant(title));
  const dSig = new Set(significant(description));
  const shared = [...tSig].filter((w) => dSig.has(w));
  const copy = normWords(description).join(" ").startsWith(normWords(title).join(" "));
  checks.push(
    copy
      ? makeCheck(
          "description-overlap",
          "description",
          "Complements the title",
          10,
          10,
          "The description repeats the title word for word; use it to add a benefit instead.",
        )
      : shared.length === 0
        ? makeCheck(
            "description-overlap",
            "description",
            "Complements the title",
            10,
            6,
            "The description shares no term with the title; echo the main term so the snippet confirms the click.",
          )
        : tSig.size >= 4 && shared.length / tSig.size > 0.85
          ? makeCheck(
              "description-overlap",
              "description",
              "Complements the title",
              10,
              4,
              `The description repeats almost every title term (${shared.length}/${tSig.size}); add new information.`,
            )
          : makeCheck(
              "description-overlap",
              "description",
              "Complements the title",
              10,
              0,
              `Shares ${shared.length} of ${tSig.size} title terms and adds new information.`,
            ),
  );
  checks.push(repeatedWordsCheck("description-repeated-words", "description", "description", description, 4, 2));
  checks.push(hookCheck("description-hook", "description", "The description", description, 5));
  checks.push(
    /[.!?)]$/.test(description) && !/(\.\.\.|…)$/.test(description)
      ? makeCheck("description-complete", "description", "Ends as a complete sentence", 5, 0, "Ends with full punctuation.")
      : makeCheck(
          "description-complete",
          "description",
          "Ends as a complete sentence",
          5,
          5,
          "Does not end as a complete sentence; it looks cut off.",
        ),
  );
  // Critical checks: each fails the snippet on its own, whatever the mechanics say.
  const stuffed = stuffing(title, description, keyword);
  const bait = clickbaitCues(title).concat(clickbaitCues(description));
  const titleShouts = shouts(title);
  const descShouts = shouts(description);
  const mis = mismatch(title, description);
  const same = sameAsTitle(title, description);
  const slips = spellingSlips(title, description);
  const critical = (id: string, area: SeoCheck["area"], label: string, failed: boolean, bad: string, good: string) =>
    makeCheck(id, area, label, 15, failed ? 15 : 0, failed ? bad : good);
  checks.push(
    critical(
      "critical-title-stuffing",
      "title",
      "No keyword stuffing in the title",
      stuffed.title.length > 0,
      `Keyword stuffing: the title repeats ${stuffed.title.map((w) => `"${w}"`).join(", ")}. Google may rewrite or demote it; name the keyword once.`,
      "The title names its terms once.",
    ),
    critical(
      "critical-clickbait",
      "title",
      "No clickbait",
      bait.length > 0,
      `Clickbait: ${[...new Set(bait)].map((b) => `"${b}"`).join(", ")}. Teasers and stacked punctuation cost trust and clicks from buyers; say what the page offers.`,
      "No teaser phrases or stacked punctuation.",
    ),
    critical(
      "critical-title-shouting",
      "title",
      "Title not in capitals",
      titleShouts,
      "The title is shouted in capitals; it reads as spam and is harder to scan.",
      "The title is not shouted.",
    ),
    critical(
      "critical-description-stuffing",
      "description",
      "No keyword stuffing in the description",
      stuffed.description.length > 0 || descShouts,
      stuffed.description.length
        ? `Keyword stuffing: the description repeats ${stuffed.description.map((w) => `"${w}"`).join(", ")}; write one or two sentences for a reader instead.`
        : "The description is shouted in capitals.",
      "The description reads as sentences, not a keyword list.",
    ),
    critical(
      "critical-mismatch",
      "description",
      "Description matches the title",
      mis.mismatch,
      `The description is about something else than the title${mis.places[0].length && mis.places[1].length ? ` (${mis.places[0].join(", ")} in the title, ${mis.places[1].join(", ")} in the description)` : ""}; searchers who click on the title bounce.`,
      "Title and description describe the same page.",
    ),
    critical(
      "critical-same-text",
      "description",
      "Description differs from the title",
      same,
      "The description repeats the title; Google then writes its own snippet. Use it for what the title cannot say.",
      "The description adds to the title.",
    ),
    critical(
      "critical-thin",
      "description",
      "Enough text to earn a click",
      descriptionLength < 70 || titlePx < 250,
      `Too thin to earn a click: ${[titlePx < 250 ? `a ${titleLength}-character title` : "", descriptionLength < 70 ? `a ${descriptionLength}-character description` : ""].filter(Boolean).join(" and ")}; searchers cannot tell what the page offers, and Google will likely write its own snippet.`,
      "Title and description say enough to choose the result.",
    ),
    critical(
      "critical-spelling",
      "description",
      "No spelling mistakes",
      slips.length > 0,
      `Spelling: ${slips.map((f) => `"${f.from}" → "${f.to}"`).join(", ")}. Typos in a snippet cost trust.`,
      "No obvious spelling mistakes.",
    ),
  );
  let facts: UrlFacts | undefined;
  if (url) {
    facts = urlFacts(url);
    checks.push(...urlChecks(facts, keyword));
  }

  const byArea = (a: SeoCheck["area"]) => checks.filter((c) => c.area === a);
  // A critical failure caps the score: a stuffed or misleading snippet is poor however well it is measured.
  const criticalFailed = checks.filter((c) => c.id.startsWith("critical-") && !c.passed);
  const cap = (n: number, failed: number) => (failed === 0 ? n : Math.min(n, failed === 1 ? 45 : 30));
  const failedIn = (a: SeoCheck["area"]) => criticalFailed.filter((c) => c.area === a).length;
  const scores = {
    overall: cap(scoreChecks(checks), criticalFailed.length),
    title: cap(scoreChecks(byArea("title")), failedIn("title")),
    description: cap(scoreChecks(byArea("description")), failedIn("description")),
  };
  const urlScore = url ? scoreChecks(byArea("url")) : undefined;

  // Recommendations: concrete rewrites first, then what they do not cover.
  const failed = (id: string) => checks.some((c) => c.id === id && !c.passed);
  const brand = facts?.parsed ? titleCase(facts.parsed.hostname.replace(/^www\./, "").split(".")[0] ?? "") : undefined;
  const recommendations: string[] = [];
  if (inferred)
    recommendations.push(
      `No focus keyword was given, so the audit used "${keyword}", inferred from the title. Enter your target keyword for a sharper audit.`,
    );
  // Spam is answered with "rewrite this", never with a padded version of itself.
  const titleSpam = failed("critical-title-stuffing") || failed("critical-clickbait") || failed("critical-title-shouting");
  const descSpam = failed("critical-description-stuffing") || failed("critical-mismatch") || failed("critical-same-text");
  if (titleSpam) {
    const core = titleCase(unshout(keyword));
    const why = [
      failed("critical-title-stuffing") ? "it repeats its keywords" : "",
      failed("critical-clickbait") ? "it teases instead of telling" : "",
      failed("critical-title-shouting") ? "it shouts" : "",
    ]
      .filter(Boolean)
      .join(" and ");
    recommendations.push(
      `Rewrite this title: ${why}. Name "${core}" once, first, then say what the page gives the searcher (${page === "product" ? "the product's main benefit, a price or a range" : page === "local" ? "the service and the town" : page === "home" ? "what you offer and to whom" : "the question it answers or the result it delivers"})${brand && brand.length > 1 && !namesBrand(title, brand) ? `, and end with "| ${brand}"` : ""}; keep it within ${TITLE_PX.max} px (about ${TITLE_GUIDE.max} characters), with no teasers or exclamation marks.`,
    );
  }
  if (failed("critical-mismatch"))
    recommendations.push(
      "Rewrite this description to describe the page the title names (or fix the title): title and description must be about the same thing, or Google writes its own snippet and searchers bounce.",
    );
  if (failed("critical-same-text"))
    recommendations.push(
      "Rewrite this description so it adds what the title cannot say: a benefit, a proof point (a number, a guarantee) and a call to action.",
    );
  if (failed("critical-description-stuffing"))
    recommendations.push(
      `Rewrite this description as one or two sentences for a reader: name "${keyword}" once, then a concrete benefit and a call to action; no keyword lists.`,
    );
  if (failed("critical-spelling"))
    recommendations.push(`Fix the spelling: ${slips.map((f) => `"${f.from}" → "${f.to}"`).join(", ")}.`);
  const titleIssues = ["title-length", "title-width-desktop", "title-keyword", "title-keyword-position"].filter(failed);
  let suggestedTitle: string | undefined;
  if (titleIssues.length && !titleSpam) {
    const s = suggestTitle(title, keyword, description, brand && brand.length > 1 ? brand : undefined, page);
    const text = dedupeBrand(s.text, brand);
    if (text !== title && !stuffing(text, "", keyword).title.length) {
      suggestedTitle = text;
      const tooShort = titlePx < TITLE_PX.min;
      const why = failed("title-length")
        ? `Your title is too ${tooShort ? "short" : "long"} (${titleLength} characters, ${Math.round(titlePx)} px). `
        : "";
      recommendations.push(
        `${why}Suggested title (${graphemeLength(text)} characters, ${Math.round(textWidthPx(text, DESKTOP_TITLE.fontPx))} px): "${text}" (${s.fixes.join(", ")}).`,
      );
    }
  }
  if (failed("title-repeated-words") && !titleSpam)
    recommendations.push(
      `Replace the repeated word in the title with a new term, for example a benefit or a qualifier buyers search for with "${keyword}".`,
    );
  if (failed("title-hook") && !suggestedTitle && !titleSpam)
    recommendations.push(
      'Give the title a reason to click: a number, a year if the page is updated, or a concrete benefit ("in 10 minutes", "free delivery").',
    );
  if (failed("title-capitals") && !titleSpam) recommendations.push(`Write the title without shouting: "${unshout(title)}".`);
  const descIssues = [
    "description-length",
    "description-width-desktop",
    "description-keyword",
    "description-cta",
    "description-complete",
  ].filter(failed);
  let suggestedDescription: string | undefined;
  if (descIssues.length && !descSpam) {
    const s = suggestDescription(description, keyword, title, page);
    const tooLong = descriptionLength > DESCRIPTION_CHARS.max;
    const why = failed("description-length")
      ? `Your description is too ${tooLong ? "long" : "short"} (${descriptionLength} characters; aim for ${DESCRIPTION_CHARS.min}-${DESCRIPTION_CHARS.max}). `
      : "";
    if (s.text && s.text !== description) {
      suggestedDescription = s.text;
      recommendations.push(
        `${why}Suggested description (${graphemeLength(s.text)} characters): "${s.text}" (${s.fixes.join(", ")}).`,
      );
    } else if (!s.text && failed("description-length"))
      recommendations.push(
        failed("critical-thin") && !tooLong
          ? `Rewrite this description: it is ${descriptionLength} characters. Say what the page offers with "${keyword}", a concrete benefit, a proof point (a number, a guarantee, a delivery time) and a call to action, in ${DESCRIPTION_CHARS.min}-${DESCRIPTION_CHARS.max} characters.`
          : tooLong
            ? `${why}Cut it to one or two complete sentences: keep the benefit and the call to action, drop lists of features.`
            : `${why}Add what a searcher needs to choose you: a concrete benefit, a proof point (a number, a guarantee, a delivery time) and a call to action.`,
      );
  }
  if (
    failed("description-keyword") &&
    !descSpam &&
    !(suggestedDescription && indexOfPhrase(normWords(suggestedDescription), keyword) >= 0)
  )
    recommendations.push(
      `Work "${keyword}" into the description's first sentence; Google bolds the searched words in the snippet.`,
    );
  if (failed("critical-thin") && titlePx < 250 && !suggestedTitle && !titleSpam)
    recommendations.push(
      `Rewrite this title: "${title}" does not say what the page offers. Name the ${page === "home" ? "brand and what you offer" : page === "product" ? "product and its main qualifier" : page === "local" ? "service and the town" : "topic and the result the reader gets"}, in ${TITLE_PX.min}-${TITLE_PX.max} px (about 50-60 characters).`,
    );
  if (failed("description-overlap") && !descSpam)
    recommendations.push(
      shared.length === 0
        ? `Mention "${keyword}" in the description so it confirms what the title promised.`
        : "The description repeats nearly every title term; swap some of them for what the title leaves out: a benefit, a number or an offer.",
    );
  if (failed("description-repeated-words") && !descSpam)
    recommendations.push("Cut repeated words from the description; each sentence should add a new fact or benefit.");
  if (failed("description-hook") && !descSpam)
    recommendations.push(
      'Add a specific detail to the description (a number, a timeframe, a guarantee, e.g. "in 10 minutes", "30-day returns").',
    );
  if (facts && byArea("url").some((c) => !c.passed)) {
    const better = suggestedUrl(facts, keyword);
    if (better !== url)
      recommendations.push(
        `Suggested URL (${graphemeLength(better)} characters): ${better} (lower case, hyphens, keyword, no stop words or query string). Redirect the old URL with a 301.`,
      );
  }
  if (recommendations.length === (inferred ? 1 : 0))
    recommendations.push(
      "Everything checks out. Test a second title variant with a number or a stronger benefit and compare click-through in Search Console.",
    );
  recommendations.push(PAGE_ADVICE[page]);

  const metrics = {
    titleLength,
    titleOptimal: titlePx >= TITLE_PX.min && titlePx <= TITLE_PX.max,
    descriptionLength,
    descriptionOptimal: descriptionLength >= DESCRIPTION_CHARS.min && descriptionLength <= DESCRIPTION_CHARS.max,
    titlePixelWidth: titlePx,
    titleMobilePixelWidth: titleMobilePx,
    titleTruncatedDesktop: titleDesktop.truncated,
    titleTruncatedMobile: titleMobile.truncated,
    titlePreviewDesktop: titleDesktop.text,
    titlePreviewMobile: titleMobile.text,
    descriptionPixelWidth: descPx,
    descriptionTruncatedDesktop: descDesktop.truncated,
    descriptionTruncatedMobile: descMobile.truncated,
    descriptionPreviewDesktop: descDesktop.text,
    descriptionPreviewMobile: descMobile.text,
    titleWordCount: words(title).length,
    descriptionWordCount: descWords.length,
    focusKeyword: keyword,
    focusKeywordInferred: inferred,
    keywordInTitle: kwIdx >= 0,
    keywordPositionInTitle: kwIdx,
    keywordInDescription: kwInDesc,
    ...(url && facts ? { urlLength: graphemeLength(url), urlSlugWords: facts.pathWords.length, urlScore: urlScore ?? 0 } : {}),
    ...(suggestedTitle ? { suggestedTitle } : {}),
    ...(suggestedDescription ? { suggestedDescription } : {}),
    pageType: page,
    criticalIssues: criticalFailed.map((c) => c.id.replace(/^critical-/, "")),
  };

  const line = (c: SeoCheck) =>
    `${c.passed ? "✓" : "✗"} ${c.label}: ${c.message}${c.pointsLost ? ` (−${c.pointsLost} of ${c.weight})` : ""}`;
  const report = [
    `SEO Snapshot for "${title}"`,
    "",
    `SEO Score: ${scores.overall}/100 (${scoreLabel(scores.overall)})`,
    `Title score: ${scores.title}/100 · Description score: ${scores.description}/100${urlScore !== undefined ? ` · URL score: ${urlScore}/100` : ""}`,
    `Focus keyword: "${keyword}"${inferred ? " (inferred from the title; none was given)" : ""} · Page type: ${page}`,
    ...(criticalFailed.length
      ? [
          `Critical: ${criticalFailed.map((c) => c.label.toLowerCase()).join("; ")} failed, so the score is capped at ${criticalFailed.length === 1 ? 45 : 30}.`,
        ]
      : []),
    "",
    "Search preview (desktop):",
    `  ${titleDesktop.text}`,
    ...(url ? [`  ${url}`] : []),
    `  ${descDesktop.text}`,
    "",
    `Title: ${titleLength} characters, ${Math.round(titlePx)} px of 600 px on desktop${titleDesktop.truncated ? " (truncated)" : ""}, ${Math.round(titleMobilePx)} px on mobile${titleMobile.truncated ? " (truncated)" : ""}`,
    ...byArea("title").map(line),
    "",
    `Description: ${descriptionLength} characters, ${Math.round(descPx)} px of ~920 px on desktop${descDesktop.truncated ? " (truncated)" : ""}`,
    ...byArea("description").map(line),
    ...(url ? ["", `URL: ${graphemeLength(url)} characters`, ...byArea("url").map(line)] : []),
    "",
    "Recommendations:",
    ...recommendations.map((r, i) => `${i + 1}. ${r}`),
    "",
    "How the score works: each check has a weight; a failed check loses some or all of it. Each score is the share of weight kept.",
  ].join("\n");

  return { result: report, scores, metrics, recommendations, checks, source: "offline" };
}
