// SeoSnapshot's snippet checks: the title and description measured the way a results page shows
// them, the mechanical checks on each, and the critical checks that cap the score on their own.
import type { SeoCheck } from "@seo/contracts/tools";
import { graphemeLength } from "@seo/ai/text/graphemes";
import {
  DESKTOP_DESCRIPTION,
  DESKTOP_TITLE,
  MOBILE_DESCRIPTION,
  MOBILE_TITLE,
  textWidthPx,
  truncateToWidth,
} from "@seo/ai/text/arialWidths";
import { countPhrase, indexOfPhrase, isStopWord, normWords } from "@seo/ai/text/words";
import { ctaCheck, hookCheck, makeCheck, repeatedWordsCheck } from "@seo/ai/seo/seoRules";
import {
  allOrNothing,
  clickbaitCues,
  descriptionLengthCheck,
  mismatch,
  sameAsTitle,
  hasCallToAction,
  holdsKeyphrase,
  shoutedWords,
  shouts,
  stem,
  stuffing,
  titleWidthCheck,
  type PageType,
} from "./seosnapshotRules";
import type { SpellingSlip } from "./seosnapshotSpelling";

/** "stich" (did you mean "stick" or "stitch"?) */
export const slipText = (f: SpellingSlip) => `"${f.from}" (did you mean ${f.options.map((o) => `"${o}"`).join(" or ")}?)`;

type Preview = ReturnType<typeof truncateToWidth>;

/** The title and description as a results page shows them, with where the focus keyword stands. */
export interface Snippet {
  title: string;
  description: string;
  url?: string;
  /** The focus keyphrase: as the user typed it, or as the title writes the inferred one. */
  keyword: string;
  /** No keyphrase was given: it was inferred from the title. */
  inferred: boolean;
  page: PageType;
  titleLength: number;
  descriptionLength: number;
  titlePx: number;
  titleMobilePx: number;
  descPx: number;
  titleDesktop: Preview;
  titleMobile: Preview;
  descDesktop: Preview;
  descMobile: Preview;
  /** Character index of the keyword in the title, or -1. */
  kwIdx: number;
  descWords: string[];
  kwInDesc: boolean;
  /** How often the keyphrase appears in the title and in the description. */
  kwInTitleCount: number;
  kwInDescCount: number;
}

type Measured = Pick<Snippet, "title" | "description" | "url" | "keyword" | "inferred" | "page">;

export function measureSnippet(m: Measured): Snippet {
  const { title, description, keyword } = m;
  const descWords = normWords(description);
  return {
    ...m,
    titleLength: graphemeLength(title),
    descriptionLength: graphemeLength(description),
    titlePx: textWidthPx(title, DESKTOP_TITLE.fontPx),
    titleMobilePx: textWidthPx(title, MOBILE_TITLE.fontPx),
    descPx: textWidthPx(description, DESKTOP_DESCRIPTION.fontPx),
    titleDesktop: truncateToWidth(title, DESKTOP_TITLE.fontPx, DESKTOP_TITLE.maxPx),
    titleMobile: truncateToWidth(title, MOBILE_TITLE.fontPx, MOBILE_TITLE.maxPx),
    descDesktop: truncateToWidth(description, DESKTOP_DESCRIPTION.fontPx, DESKTOP_DESCRIPTION.maxPx),
    descMobile: truncateToWidth(description, MOBILE_DESCRIPTION.fontPx, MOBILE_DESCRIPTION.maxPx),
    kwIdx: keywordCharIndex(title, keyword),
    descWords,
    kwInDesc: !!holdsKeyphrase(description, keyword),
    kwInTitleCount: countPhrase(normWords(title), keyword),
    kwInDescCount: countPhrase(descWords, keyword),
  };
}

function significant(text: string): string[] {
  return normWords(text).filter((w) => w.length > 2 && !isStopWord(w));
}

/** The keyphrase in another form of its words, in order ("accountants for landlords" for "accountant for landlords"). */
function indexOfForms(ws: readonly string[], kw: readonly string[]): number {
  if (!kw.length) return -1;
  const same = (a: string, b: string) => a === b || (!isStopWord(b) && b.length > 2 && stem(a) === stem(b));
  for (let i = 0; i + kw.length <= ws.length; i++) if (kw.every((k, j) => same(ws[i + j]!, k))) return i;
  return -1;
}

/** Character index where the keyword starts in the title (in any form of its words), or -1. */
export function keywordCharIndex(title: string, keyword: string): number {
  const ws = normWords(title);
  let at = indexOfPhrase(ws, keyword);
  if (at < 0) at = indexOfForms(ws, normWords(keyword));
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

/** The title's significant terms and those of them the description shares. */
export function titleTermOverlap(title: string, description: string): { titleTerms: Set<string>; shared: string[] } {
  const titleTerms = new Set(significant(title));
  const descriptionTerms = new Set(significant(description));
  return { titleTerms, shared: [...titleTerms].filter((w) => descriptionTerms.has(w)) };
}

export function titleChecks(s: Snippet): SeoCheck[] {
  const { title, keyword, titleLength, titlePx, titleMobilePx } = s;
  const shout = shoutedWords(title, 5);
  return [
    titleWidthCheck(titlePx, titleLength, 25),
    allOrNothing(
      "title-width-desktop",
      "title",
      "Fits 600 px on desktop",
      12,
      s.titleDesktop.truncated,
      `${Math.round(titlePx)} px at Arial 20 px: truncated on desktop as "${s.titleDesktop.text}".`,
      `${Math.round(titlePx)} px of 600 px on desktop.`,
    ),
    allOrNothing(
      "title-width-mobile",
      "title",
      "Fits on mobile",
      4,
      s.titleMobile.truncated,
      `${Math.round(titleMobilePx)} px at 18 px over two lines (~${MOBILE_TITLE.maxPx} px): truncated on mobile.`,
      `${Math.round(titleMobilePx)} px of ~${MOBILE_TITLE.maxPx} px on mobile.`,
    ),
    titleKeyphraseCheck(s),
    keyphrasePositionCheck(s),
    ...(s.inferred ? [] : [keyphraseLengthCheck(keyword)]),
    repeatedWordsCheck("title-repeated-words", "title", "title", title, 6),
    hookCheck("title-hook", "title", "The title", title, 8),
    allOrNothing(
      "title-capitals",
      "title",
      "No all-caps words",
      4,
      shout.length > 0,
      `All-caps words read as shouting: ${shout.join(", ")}.`,
      "No shouting capitals.",
    ),
  ];
}

/** Yoast's "keyphrase in title": once; a second time reads as stuffing. */
function titleKeyphraseCheck(s: Snippet): SeoCheck {
  const { keyword, kwIdx, inferred, kwInTitleCount } = s;
  const check = (lost: number, message: string) =>
    makeCheck("title-keyword", "title", "Focus keyphrase in the title", 15, lost, message);
  if (inferred) return check(0, `No focus keyphrase was given; "${keyword}" was inferred from the title.`);
  if (kwIdx < 0 && holdsKeyphrase(s.title, keyword))
    return check(5, `The words of "${keyword}" are in the title, but not as one phrase; the exact phrase is clearest.`);
  if (kwIdx < 0) return check(15, `The title does not contain "${keyword}".`);
  if (kwInTitleCount > 1)
    return check(8, `The title names "${keyword}" ${kwInTitleCount} times; once is enough, and more reads as stuffing.`);
  return check(0, `The title contains "${keyword}".`);
}

/** Where the keyphrase starts: at the start is best, the first half is fine; an inferred one is not judged. */
function keyphrasePositionCheck(s: Snippet): SeoCheck {
  const { keyword, kwIdx, titleLength, inferred } = s;
  const check = (lost: number, message: string) =>
    makeCheck("title-keyword-position", "title", "Keyphrase near the start of the title", 10, lost, message);
  if (inferred)
    return check(
      0,
      `"${keyword}" was inferred from the title, so where it stands is not judged; give your keyphrase to check it.`,
    );
  if (kwIdx < 0) return check(10, `"${keyword}" is missing, so it cannot lead the title.`);
  if (kwIdx === 0) return check(0, `The title starts with "${keyword}".`);
  if (kwIdx < titleLength / 2)
    return check(
      3,
      `"${keyword}" starts at character ${kwIdx + 1} of ${titleLength}: in the first half, but searchers scan the start; lead with it if it reads well.`,
    );
  return check(
    10,
    `"${keyword}" starts at character ${kwIdx + 1} of ${titleLength}; move it into the first half, ideally to the start, where searchers scan.`,
  );
}

/** Yoast's keyphrase length: up to four content words is a phrase people search; more is a sentence. */
export function keyphraseLengthCheck(keyword: string): SeoCheck {
  const content = normWords(keyword).filter((w) => !isStopWord(w));
  const check = (lost: number, message: string) =>
    makeCheck("keyphrase-length", "title", "Focus keyphrase of 1-4 content words", 4, lost, message);
  if (content.length === 0) return check(4, `"${keyword}" has no content word; name what the page is about.`);
  if (content.length > 4)
    return check(
      4,
      `"${keyword}" has ${content.length} content words; searchers rarely type more than four, so pick the core phrase.`,
    );
  return check(0, `"${keyword}" has ${content.length} content word${content.length === 1 ? "" : "s"}.`);
}

/** Yoast's "keyphrase in meta description": once or twice; more reads as stuffing. */
function descriptionKeyphraseCheck(s: Snippet): SeoCheck {
  const { keyword, kwInDescCount } = s;
  const check = (lost: number, message: string) =>
    makeCheck("description-keyword", "description", "Focus keyphrase in the description", 15, lost, message);
  if (kwInDescCount === 0 && s.kwInDesc)
    return check(0, `The description has the words of "${keyword}" in one sentence; Google bolds them in the snippet.`);
  if (kwInDescCount === 0)
    return check(15, `The description does not contain "${keyword}"; Google bolds matching terms, so include it.`);
  if (kwInDescCount > 2) return check(8, `The description names "${keyword}" ${kwInDescCount} times; once or twice is enough.`);
  return check(0, `The description contains "${keyword}"; Google bolds it in the snippet.`);
}

export function descriptionChecks(s: Snippet): SeoCheck[] {
  const { description } = s;
  return [
    descriptionLengthCheck(s.descriptionLength, 25),
    allOrNothing(
      "description-width-desktop",
      "description",
      "Fits ~920 px on desktop",
      8,
      s.descDesktop.truncated,
      `${Math.round(s.descPx)} px at Arial 14 px; Google shows about 920 px.`,
      `${Math.round(s.descPx)} px of ~920 px on desktop.`,
    ),
    descriptionKeyphraseCheck(s),
    callToActionCheck(description),
    overlapCheck(s.title, description),
    repeatedWordsCheck("description-repeated-words", "description", "description", description, 4, 2),
    hookCheck("description-hook", "description", "The description", description, 5),
    allOrNothing(
      "description-complete",
      "description",
      "Ends as a complete sentence",
      5,
      !(/[.!?)]$/.test(description) && !/(\.\.\.|…)$/.test(description)),
      "Does not end as a complete sentence; it looks cut off.",
      "Ends with full punctuation.",
    ),
  ];
}

/** The shared call-to-action check, which also takes "Ring now" or "Email us" as one. */
function callToActionCheck(description: string): SeoCheck {
  const check = ctaCheck("description-cta", "description", "The description", description, 12);
  return check.passed || !hasCallToAction(description)
    ? check
    : makeCheck(check.id, check.area, check.label, check.weight, 0, "The description ends with a way to get in touch.");
}

/** The description should echo the title's main term and add to it, not copy it. */
function overlapCheck(title: string, description: string): SeoCheck {
  const { titleTerms, shared } = titleTermOverlap(title, description);
  const check = (lost: number, message: string) =>
    makeCheck("description-overlap", "description", "Complements the title", 10, lost, message);
  if (normWords(description).join(" ").startsWith(normWords(title).join(" ")))
    return check(10, "The description repeats the title word for word; use it to add a benefit instead.");
  if (shared.length === 0)
    return check(6, "The description shares no term with the title; echo the main term so the snippet confirms the click.");
  if (titleTerms.size >= 4 && shared.length / titleTerms.size > 0.85)
    return check(
      4,
      `The description repeats almost every title term (${shared.length}/${titleTerms.size}); add new information.`,
    );
  return check(0, `Shares ${shared.length} of ${titleTerms.size} title terms and adds new information.`);
}

/** Critical checks: each fails the snippet on its own, whatever the mechanics say. */
export function criticalChecks(s: Snippet): SeoCheck[] {
  const { title, description, keyword, titlePx, titleLength, descriptionLength } = s;
  const stuffed = stuffing(title, description, keyword);
  const bait = clickbaitCues(title).concat(clickbaitCues(description));
  const mis = mismatch(title, description);
  const critical = (id: string, area: SeoCheck["area"], label: string, failed: boolean, bad: string, good: string) =>
    allOrNothing(id, area, label, 15, failed, bad, good);
  return [
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
      shouts(title),
      "The title is shouted in capitals; it reads as spam and is harder to scan.",
      "The title is not shouted.",
    ),
    critical(
      "critical-description-stuffing",
      "description",
      "No keyword stuffing in the description",
      stuffed.description.length > 0 || shouts(description),
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
      sameAsTitle(title, description),
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
  ];
}

/**
 * Likely typos: a hint worth two points at most, never critical. The dictionary guesses; names,
 * brands and compounds it lacks are filtered out before (spellingSlips), and the wording says "may".
 */
export function spellingCheck(title: string, slips: SpellingSlip[]): SeoCheck {
  const inTitle = slips.some((f) => normWords(title).includes(f.from));
  return allOrNothing(
    "spelling",
    inTitle ? "title" : "description",
    "No likely typos (a hint)",
    2,
    slips.length > 0,
    `Possible typo${slips.length > 1 ? "s" : ""}: ${slips.map(slipText).join(", ")}. Only a hint: leave a name or a word you meant as it is.`,
    "No likely typos.",
  );
}
