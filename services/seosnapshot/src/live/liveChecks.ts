// The live page's own checks, beside the snippet audit of its real title and description: H1s,
// canonical, indexing, social tags, language, hreflang, structured data, the focus keyphrase in the
// H1, and how Google would likely rewrite the title (a likelihood: Google does not say when it will).
import type { LiveAudit, LiveFinding, LivePage, SeosnapshotResponse } from "@seo/seosnapshot-contract";

/** The desktop title width a result shows before cutting (px), as the snippet audit measures it. */
const TITLE_PX_MAX = 600;
/** Titles that say nothing about the page; Google replaces them. */
const BOILERPLATE_TITLES = new Set([
  "home",
  "homepage",
  "home page",
  "index",
  "untitled",
  "untitled document",
  "welcome",
  "new page",
  "page",
]);

/** The snippet the audit scores: the page's own title and description; when one is missing, what Google would likely show. */
export function auditedSnippet(page: LivePage, finalUrl: string): LiveAudit["audited"] {
  return {
    title: page.title || page.h1 || page.openGraph.title || "",
    description: page.description || page.openGraph.description || "",
    url: finalUrl,
  };
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
// A word's simple forms ("landlords" is "landlord"), enough to find a phrase in a heading.
const stem = (word: string) => word.replace(/(ies|es|s)$/u, (m) => (m === "ies" ? "y" : "")).replace(/'$/, "");
const wordsOf = (text: string) => normalise(text).split(" ").filter(Boolean).map(stem);

/** Every word of the phrase in the text, in any order and simple form. */
export function mentions(text: string, phrase: string): boolean {
  const have = new Set(wordsOf(text));
  const want = wordsOf(phrase);
  return want.length > 0 && want.every((w) => have.has(w));
}

function sameUrl(a: string, b: string): boolean {
  try {
    const x = new URL(a);
    const y = new URL(b);
    const path = (u: URL) => u.pathname.replace(/\/+$/, "") || "/";
    return x.protocol === y.protocol && x.host === y.host && path(x) === path(y) && x.search === y.search;
  } catch {
    return a === b;
  }
}

type Add = (id: string, severity: LiveFinding["severity"], message: string) => void;

/** Indexing first: a noindex page is not shown at all, whatever else it does well. */
function indexingFindings(page: LivePage, add: Add): void {
  const robots = [page.robotsMeta, page.xRobotsTag].filter(Boolean).join(", ").toLowerCase();
  if (/\b(noindex|none)\b/.test(robots)) {
    const where = [
      page.robotsMeta && /\b(noindex|none)\b/i.test(page.robotsMeta) ? "the robots meta tag" : "",
      page.xRobotsTag && /\b(noindex|none)\b/i.test(page.xRobotsTag) ? "the X-Robots-Tag header" : "",
    ]
      .filter(Boolean)
      .join(" and ");
    add("noindex", "critical", `The page asks not to be indexed (noindex in ${where}): it will not appear in search results.`);
  } else add("noindex", "ok", "The page may be indexed (no noindex in the robots meta tag or X-Robots-Tag header).");
  if (/\bnofollow\b/.test(robots)) add("nofollow", "info", "The page asks search engines not to follow its links (nofollow).");
}

/** The hreflang alternates (with a self-reference) and the structured data. */
function alternateAndDataFindings(page: LivePage, finalUrl: string, add: Add): void {
  if (page.hreflang.length) {
    const self = page.hreflang.some(
      (h) => sameUrl(h.href, finalUrl) || (page.canonical ? sameUrl(h.href, page.canonical) : false),
    );
    if (!self)
      add(
        "hreflang",
        "warning",
        "The hreflang alternates do not include this page itself: Google may ignore them without a self-reference.",
      );
    else add("hreflang", "ok", `${page.hreflang.length} hreflang alternates, this page among them.`);
  }

  if (page.jsonLdErrors)
    add("json-ld", "warning", `${page.jsonLdErrors} JSON-LD block(s) could not be parsed: Google ignores them.`);
  if (page.jsonLdTypes.length) add("json-ld-types", "ok", `Structured data (JSON-LD): ${page.jsonLdTypes.join(", ")}.`);
  else if (!page.jsonLdErrors) add("json-ld-types", "info", "No structured data (JSON-LD) on the page.");
}

export function liveFindings(page: LivePage, finalUrl: string, audit: SeosnapshotResponse): LiveFinding[] {
  const findings: LiveFinding[] = [];
  const add: Add = (id, severity, message) => findings.push({ id, severity, message });

  indexingFindings(page, add);

  const stand = auditedSnippet(page, finalUrl);
  if (!page.title)
    add(
      "title",
      "critical",
      `The page has no <title>: Google makes one up, usually from the H1 or og:title.${stand.title ? ` The snippet scores below are for "${stand.title}", what it would likely show.` : ""}`,
    );
  if (!page.description)
    add(
      "description",
      "warning",
      `The page has no meta description: Google writes its own snippet from the page text.${stand.description ? " The description scores below are for its og:description." : ""}`,
    );

  if (page.h1Count === 0) add("h1", "warning", "The page has no H1: give it one heading that says what the page is about.");
  else if (page.h1Count > 1)
    add("h1", "warning", `The page has ${page.h1Count} H1 headings: keep one, so the page's main topic is clear.`);
  else add("h1", "ok", `One H1: "${page.h1}".`);

  const keyword = audit.metrics.focusKeyword;
  if (keyword && page.h1) {
    const inferred = audit.metrics.focusKeywordInferred ? " (inferred)" : "";
    if (mentions(page.h1, keyword)) add("h1-keyphrase", "ok", `The H1 mentions the focus keyphrase${inferred} "${keyword}".`);
    else
      add(
        "h1-keyphrase",
        "warning",
        `The H1 does not mention the focus keyphrase${inferred} "${keyword}": work it into the heading.`,
      );
  }

  if (!page.canonical) add("canonical", "info", "No canonical link: Google picks the canonical URL itself.");
  else if (!sameUrl(page.canonical, finalUrl))
    add(
      "canonical",
      "warning",
      `The canonical link points to ${page.canonical}: Google will likely index that URL instead of this one.`,
    );
  else add("canonical", "ok", "The canonical link points to this page.");

  const og = (["title", "description", "image"] as const).filter((k) => !page.openGraph[k]).map((k) => `og:${k}`);
  if (og.length) add("open-graph", "warning", `Missing Open Graph tags: ${og.join(", ")}. Shared links look bare without them.`);
  else add("open-graph", "ok", "Open Graph title, description and image are set.");
  if (!page.twitter.card)
    add("twitter", "info", "No twitter:card tag: X shows a small summary card, using the Open Graph tags where present.");
  else add("twitter", "ok", `twitter:card is "${page.twitter.card}".`);

  if (!page.lang) add("lang", "warning", 'The <html> element has no lang attribute: say the page\'s language (e.g. lang="en").');
  else add("lang", "ok", `The page's language is "${page.lang}".`);

  alternateAndDataFindings(page, finalUrl, add);
  return findings;
}

/** Segments of a title split at its separators ("Shoes | Brand" is "Shoes" and "Brand"). */
const segments = (title: string) =>
  title
    .split(/\s+[|\-–—:·•]\s+/u)
    .map((s) => s.trim())
    .filter(Boolean);

/** How Google would likely show the title: kept as written, or rewritten (from the H1, og:title, shortened). */
export function titleRewrite(page: LivePage, audit: SeosnapshotResponse): LiveAudit["titleRewrite"] {
  const title = page.title ?? "";
  const fallback = page.h1 || page.openGraph.title;
  const reasons: string[] = [];
  let shown: string | undefined;
  if (!title) {
    reasons.push("The page has no title: Google builds one, usually from the H1 or og:title.");
    shown = fallback;
  } else if (BOILERPLATE_TITLES.has(normalise(title))) {
    reasons.push(`"${title}" says nothing about the page: Google often replaces such titles, usually with the H1.`);
    shown = fallback;
  } else {
    const parts = segments(title);
    const repeated = parts.find((p, i) => parts.findIndex((q) => normalise(q) === normalise(p)) !== i);
    if (repeated) {
      reasons.push(`"${repeated}" appears twice in the title: Google often drops the repetition.`);
      shown = parts.filter((p, i) => parts.findIndex((q) => normalise(q) === normalise(p)) === i).join(" | ");
    }
    if (parts.length >= 4) reasons.push("The title is a list of phrases: Google often rewrites keyword lists.");
    // A one- or two-word title ("Shoes") under a fuller H1 says too little: Google often shows the H1.
    if (page.h1 && wordsOf(title).length <= 2 && wordsOf(page.h1).length > wordsOf(title).length) {
      reasons.push(`"${title}" is too short to say what the page is: Google often shows the fuller H1 instead.`);
      shown ??= page.h1;
    }
    const px = audit.metrics.titlePixelWidth ?? 0;
    if (px > TITLE_PX_MAX) {
      reasons.push(
        `The title is ${Math.round(px)} px wide, over the ~${TITLE_PX_MAX} px shown: Google often shortens it, or shows the H1 instead.`,
      );
      // A heading that fits is Google's usual replacement for a title too wide to show.
      shown = page.h1 && page.h1.length < title.length ? page.h1 : (shown ?? audit.metrics.titlePreviewDesktop);
    }
    if (page.h1 && !mentions(title, page.h1) && !mentions(page.h1, segments(title)[0] ?? title) && wordsOf(page.h1).length >= 2) {
      const shared = wordsOf(page.h1).filter((w) => w.length > 3 && wordsOf(title).includes(w));
      if (shared.length === 0) {
        reasons.push("The title and the H1 share no words: when they disagree, Google sometimes shows the H1.");
        shown ??= page.h1;
      }
    }
  }
  const likely = reasons.length > 0;
  if (!likely)
    reasons.push("The title fits, says what the page is and agrees with the H1: Google will likely show it as written.");
  return { likely, ...(likely && shown ? { shownTitle: shown } : {}), reasons };
}
