// SeoSnapshot's URL audit: HTTPS, length, a readable slug with the keyword, and a cleaner URL to suggest.
import type { SeoCheck } from "@seo/contracts/tools";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { isStopWord, normWords } from "@seo/ai/text/words";
import { makeCheck } from "@seo/ai/seo/seoRules";
import { allOrNothing, stem } from "./seosnapshotRules";

export interface UrlFacts {
  url: string;
  parsed?: URL;
  pathWords: string[];
  slug: string;
}

// Second-level labels under a country code ("fixfast.co.uk"): the name is the label before them.
const SECOND_LEVEL = new Set("co com org net ac gov edu ltd plc me sch nhs".split(" "));

/**
 * The site's name from its host: "fixfast" for fixfast.co.uk, "wikipedia" for en.wikipedia.org,
 * "example" for shop.example.com (a language or shop sub-domain is not the name).
 */
export function siteName(hostname: string): string {
  const labels = hostname
    .toLowerCase()
    .replace(/^www\./, "")
    .split(".")
    .filter(Boolean);
  if (labels.length <= 1) return labels[0] ?? "";
  let i = labels.length - 2;
  if (i > 0 && SECOND_LEVEL.has(labels[i]!) && labels.at(-1)!.length === 2) i--;
  return labels[i]!;
}

export function urlFacts(url: string): UrlFacts {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  const path = parsed ? decodeURIComponent(parsed.pathname) : url;
  const segments = path.split("/").filter(Boolean);
  const slug = (segments.at(-1) ?? "").replace(/\.(html?|php|aspx?)$/i, "");
  return { url, parsed, pathWords: slug.split(/[^\p{L}\p{N}]+/u).filter(Boolean), slug };
}

export function urlChecks(f: UrlFacts, keyword: string): SeoCheck[] {
  const p = f.parsed;
  const path = p ? p.pathname : "";
  const stops = f.pathWords.map((w) => w.toLowerCase()).filter((w) => isStopWord(w));
  return [
    allOrNothing(
      "url-https",
      "url",
      "Served over HTTPS",
      8,
      p?.protocol !== "https:",
      "Not HTTPS; browsers flag the page as not secure and Google prefers HTTPS.",
      "HTTPS: secure, and a ranking signal.",
    ),
    urlLengthCheck(graphemeLength(f.url)),
    slugWordsCheck(f),
    urlKeywordCheck(f, path, keyword),
    allOrNothing(
      "url-underscores",
      "url",
      "Hyphens, not underscores",
      4,
      path.includes("_"),
      "Underscores join words for Google (running_shoes reads as one word); use hyphens.",
      "No underscores.",
    ),
    allOrNothing(
      "url-capitals",
      "url",
      "Lower-case path",
      4,
      /\p{Lu}/u.test(path),
      "Capitals in the path; URLs are case-sensitive, so mixed case creates duplicates and broken links.",
      "Path is lower case.",
    ),
    allOrNothing(
      "url-query",
      "url",
      "No query string",
      4,
      !!p?.search,
      `Query string "${(p?.search ?? "").slice(0, 40)}" on a landing page invites duplicate URLs; use a clean path and a canonical tag.`,
      "No query parameters.",
    ),
    allOrNothing(
      "url-stop-words",
      "url",
      "No stop words in the slug",
      3,
      stops.length > 0,
      `Slug contains stop words (${[...new Set(stops)].join(", ")}); drop them for a shorter slug.`,
      "No stop words in the slug.",
    ),
  ];
}

function urlLengthCheck(len: number): SeoCheck {
  return len <= 75
    ? makeCheck("url-length", "url", "URL of 75 characters or fewer", 8, 0, `${len} characters.`)
    : makeCheck(
        "url-length",
        "url",
        "URL of 75 characters or fewer",
        8,
        Math.min(8, 3 + Math.ceil((len - 75) / 10)),
        `${len} characters; long URLs get cut in results and are hard to share.`,
      );
}

function slugWordsCheck(f: UrlFacts): SeoCheck {
  const label = "Readable slug of 2-6 words";
  const digitsOnly = f.pathWords.length > 0 && f.pathWords.every((w) => /^\d+$/.test(w) || /^[0-9a-f]{8,}$/i.test(w));
  if (f.slug === "") return makeCheck("url-slug-words", "url", label, 6, 0, "Home page URL: no slug needed.");
  if (digitsOnly)
    return makeCheck(
      "url-slug-words",
      "url",
      label,
      6,
      6,
      `Slug "${f.slug}" is an ID, not words; searchers cannot tell what the page is about.`,
    );
  if (f.pathWords.length > 6)
    return makeCheck(
      "url-slug-words",
      "url",
      label,
      6,
      3,
      `Slug has ${f.pathWords.length} words; trim it to the 2-6 that carry the topic.`,
    );
  return makeCheck("url-slug-words", "url", label, 6, 0, `Slug "${f.slug}" reads as ${f.pathWords.length} word(s).`);
}

function urlKeywordCheck(f: UrlFacts, path: string, keyword: string): SeoCheck {
  const home = f.slug === "";
  const pathNorm = normWords(path.replace(/[-_/.]+/g, " "));
  const kwWords = normWords(keyword).filter((w) => !isStopWord(w));
  const pathStems = pathNorm.map(stem);
  // Any form of each word: "landlord-accountants" holds "accountant for landlords".
  const kwInUrl = kwWords.length > 0 && kwWords.every((w) => pathStems.includes(stem(w)));
  return allOrNothing(
    "url-keyword",
    "url",
    "Keyword in the URL",
    6,
    !(home || kwInUrl),
    `The path does not contain "${keyword}".`,
    home ? "Home page: the domain carries the brand." : `The path contains "${keyword}".`,
  );
}

export function suggestedUrl(f: UrlFacts, keyword: string): string {
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
  const kwStems = kw.map(stem);
  const slugWords = [...new Set([...kw, ...base.filter((w) => !kwStems.includes(stem(w)))])].slice(0, 6);
  return [origin, ...dir, slugWords.join("-")].filter(Boolean).join("/");
}
