// The SEO rules, each a transparent check with a weight and the points it cost. Audits score with
// them, and the tool services run them on whatever any engine wrote (copy, headlines).
import type { SeoCheck } from "@seo/contracts/tools";
import { TITLE_GUIDE } from "@seo/contracts/constants";
import { graphemeLength } from "../text/graphemes";
import { DESKTOP_TITLE, textWidthPx } from "../text/arialWidths";
import { fleschReadingEase, sentences } from "../text/readability";
import { POWER_WORDS, countPhrase, findCallToAction, indexOfPhrase, isStopWord, normWords, words } from "../text/words";

export type { SeoCheck };
type Area = SeoCheck["area"];

export function makeCheck(id: string, area: Area, label: string, weight: number, pointsLost: number, message: string): SeoCheck {
  const lost = Math.round(Math.max(0, Math.min(weight, pointsLost)) * 10) / 10;
  return { id, area, label, passed: lost === 0, weight, pointsLost: lost, message };
}

/** Passed: nothing lost and the first message; failed: the whole weight and the second. */
function passOrFail(id: string, area: Area, label: string, weight: number, passed: boolean, pass: string, fail: string) {
  return makeCheck(id, area, label, weight, passed ? 0 : weight, passed ? pass : fail);
}

/** 0-100 from a set of checks: the share of their weight that was not lost. */
export function scoreChecks(checks: readonly SeoCheck[]): number {
  const weight = checks.reduce((n, c) => n + c.weight, 0);
  if (weight === 0) return 100;
  const lost = checks.reduce((n, c) => n + c.pointsLost, 0);
  return Math.round((100 * (weight - lost)) / weight);
}

// ---- Shared primitives ----------------------------------------------------------------------

/** Length inside a band; the further outside, the more of the weight is lost. */
export function lengthBandCheck(
  id: string,
  area: Area,
  what: string,
  length: number,
  min: number,
  max: number,
  weight: number,
): SeoCheck {
  const label = `${what} length ${min}-${max} characters`;
  const d = length < min ? min - length : length > max ? length - max : 0;
  const message =
    length < min
      ? `${what} is too short: ${length} characters (aim for ${min}-${max}); ${d} more to use the space searchers see.`
      : length > max
        ? `${what} is too long: ${length} characters (aim for ${min}-${max}); ${d} over, so the end risks being cut off.`
        : `${what} length is ${length} characters, inside ${min}-${max}.`;
  return makeCheck(id, area, label, weight, d ? weight * Math.min(1, (d + 2) / 12) : 0, message);
}

/** Significant words (not stop words, 3+ letters) used more than `allowed` times. */
export function repeatedWords(text: string, allowed = 1): string[] {
  const counts = new Map<string, number>();
  for (const w of normWords(text)) {
    if (w.length < 3 || isStopWord(w) || /^\d+$/.test(w)) continue;
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts].filter(([, n]) => n > allowed).map(([w]) => w);
}

export function repeatedWordsCheck(id: string, area: Area, what: string, text: string, weight: number, allowed = 1): SeoCheck {
  const rep = repeatedWords(text, allowed);
  return passOrFail(
    id,
    area,
    `No repeated words in the ${what}`,
    weight,
    rep.length === 0,
    `No word is repeated in the ${what}.`,
    `Repeated in the ${what}: ${rep.map((w) => `"${w}"`).join(", ")}. Use the space for a new term or benefit instead.`,
  );
}

export function powerWordsIn(text: string): string[] {
  return [...new Set(normWords(text).filter((w) => POWER_WORDS.has(w) && w !== "how" && w !== "why"))];
}

export function hasNumber(text: string): boolean {
  return /\d/.test(text) || /\b(one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|hundred)\b/i.test(text);
}

/** A number or a power word gives searchers a reason to pick this result. */
export function hookCheck(id: string, area: Area, what: string, text: string, weight: number): SeoCheck {
  const power = powerWordsIn(text);
  const num = hasNumber(text);
  const label = `${what} has a number or power word`;
  if (num || power.length)
    return makeCheck(
      id,
      area,
      label,
      weight,
      0,
      `${what} stands out with ${[num ? "a number" : "", power.length ? `"${power.slice(0, 3).join('", "')}"` : ""].filter(Boolean).join(" and ")}.`,
    );
  return makeCheck(
    id,
    area,
    label,
    weight,
    weight,
    `${what} has no number or power word; a specific figure ("5 ways", "in 10 minutes") or a word like "proven" or "easy" lifts click-through.`,
  );
}

/** WORDS IN CAPITALS read as shouting (acronyms up to 4 letters are fine). */
export function shoutingWords(text: string): string[] {
  return words(text).filter((w) => w.length > 4 && /\p{L}/u.test(w) && w === w.toUpperCase());
}

export function ctaCheck(id: string, area: Area, what: string, text: string, weight: number): SeoCheck {
  const cta = findCallToAction(text);
  return passOrFail(
    id,
    area,
    `${what} has a call to action`,
    weight,
    Boolean(cta),
    `${what} invites action ("${cta}").`,
    `${what} has no call to action; end with a verb such as "Shop", "Discover", "Compare" or "Get started".`,
  );
}

/** Keyword density in percent: occurrences of the phrase per 100 words of text. */
export function keywordDensity(text: string, keyword: string): { count: number; density: number; totalWords: number } {
  const ws = normWords(text);
  const count = countPhrase(ws, keyword);
  return { count, density: ws.length ? Math.round((count / ws.length) * 1000) / 10 : 0, totalWords: ws.length };
}

export const DENSITY_BAND = { min: 0.5, max: 2.5 } as const;
export const MAX_PARAGRAPH_WORDS = 70;

// ---- Headlines ------------------------------------------------------------------------------

/** The length band a headline should land in for a channel limit (titles: TITLE_GUIDE's 50-60, what
 * Google shows in full on desktop). */
export function idealLengthBand(limit: number): { min: number; max: number } {
  if (limit === TITLE_GUIDE.max) return { min: TITLE_GUIDE.min, max: TITLE_GUIDE.max };
  if (limit >= 200) return { min: 70, max: 200 };
  return { min: Math.round(limit * 0.6), max: limit };
}

function idealWordBand(limit: number): { min: number; max: number } {
  if (limit >= 200) return { min: 12, max: 45 };
  return { min: Math.max(2, Math.round(limit / 12)), max: Math.max(4, Math.round(limit / 5)) };
}

function headlineLimitCheck(len: number, limit: number): SeoCheck {
  return passOrFail(
    "headline-limit",
    "title",
    `Within the ${limit}-character limit`,
    30,
    len <= limit,
    `${len} of ${limit} characters.`,
    `${len} characters is over the ${limit}-character limit; it will be cut off.`,
  );
}

function headlinePixelCheck(text: string): SeoCheck {
  const px = textWidthPx(text, DESKTOP_TITLE.fontPx);
  return passOrFail(
    "headline-pixel-width",
    "title",
    "Fits 600 px on desktop",
    10,
    px <= DESKTOP_TITLE.maxPx,
    `${Math.round(px)} px wide at Arial 20 px; fits without truncation.`,
    `${Math.round(px)} px wide at Arial 20 px; Google cuts near 600 px.`,
  );
}

function headlineWordBalanceCheck(ws: string[], limit: number): SeoCheck {
  const wb = idealWordBand(limit);
  const stopShare = ws.length ? ws.filter((w) => isStopWord(w)).length / ws.length : 0;
  const issues: string[] = [];
  if (ws.length < wb.min) issues.push(`only ${ws.length} words (aim for ${wb.min}-${wb.max})`);
  if (ws.length > wb.max) issues.push(`${ws.length} words (aim for ${wb.min}-${wb.max})`);
  if (stopShare > 0.5) issues.push(`${Math.round(stopShare * 100)}% filler words`);
  return makeCheck(
    "headline-word-balance",
    "title",
    "Balanced word count",
    15,
    issues.length * 8,
    issues.length
      ? `Word balance: ${issues.join("; ")}.`
      : `${ws.length} words with a healthy mix of content and connecting words.`,
  );
}

function headlineNumberCheck(text: string): SeoCheck {
  return passOrFail(
    "headline-number",
    "title",
    "Uses a number",
    10,
    hasNumber(text),
    "A number makes the promise specific.",
    'No number; list and figure headlines ("7 ways", "in 10 minutes") tend to earn more clicks.',
  );
}

function headlinePowerWordCheck(text: string): SeoCheck {
  const power = powerWordsIn(text);
  const check = (lost: number, message: string) =>
    makeCheck("headline-power-word", "title", "Uses 1-3 power words", 15, lost, message);
  if (power.length === 0) return check(15, 'No power word; add one such as "proven", "easy", "essential" or "secret".');
  if (power.length > 3) return check(5, `${power.length} power words read as hype; keep the strongest one or two.`);
  return check(0, `Power words: ${power.join(", ")}.`);
}

function headlineClarityCheck(text: string, ws: string[], limit: number): SeoCheck {
  const clarity: string[] = [];
  const shout = shoutingWords(text);
  if (shout.length) clarity.push(`capitals read as shouting (${shout.join(", ")})`);
  if ((text.match(/!/g) ?? []).length > 1) clarity.push("more than one exclamation mark");
  const rep = repeatedWords(text);
  if (rep.length && limit < 200) clarity.push(`repeats "${rep.join('", "')}"`);
  const avg = ws.length ? ws.reduce((n, w) => n + w.length, 0) / ws.length : 0;
  if (avg > 8) clarity.push("long words slow reading");
  if (/\.\.\.|…/.test(text)) clarity.push("trailing ellipsis looks cut off");
  return makeCheck(
    "headline-clarity",
    "title",
    "Clear and easy to scan",
    15,
    clarity.length * 5,
    clarity.length ? `Clarity: ${clarity.join("; ")}.` : "Clear, plain wording that scans at a glance.",
  );
}

/** Checks a headline, title, H1, subject line, post or ad headline against its channel limit. */
export function checkHeadline(text: string, limit: number): SeoCheck[] {
  const len = graphemeLength(text);
  const band = idealLengthBand(limit);
  const ws = normWords(text);
  return [
    headlineLimitCheck(len, limit),
    lengthBandCheck("headline-length-fit", "title", "Headline", len, band.min, band.max, 15),
    // The pixel width matters where Google shows the text: page titles.
    ...(limit === TITLE_GUIDE.max ? [headlinePixelCheck(text)] : []),
    headlineWordBalanceCheck(ws, limit),
    headlineNumberCheck(text),
    headlinePowerWordCheck(text),
    headlineClarityCheck(text, ws, limit),
  ];
}

/** The 0-100 headline score headlines are ranked by. */
export function headlineScore(text: string, limit: number): number {
  return scoreChecks(checkHeadline(text, limit));
}

// ---- Description content ----------------------------------------------------------------------

function isBullet(line: string): boolean {
  return /^\s*([-*•·]|\d+[.)])\s+/.test(line);
}

/** Prose paragraphs (blank-line separated, bullet lines and headings left out). */
export function paragraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split("\n")
        .filter((l) => !isBullet(l) && !/^\s*#/.test(l) && !/:\s*$/.test(l.trim()))
        .join(" ")
        .trim(),
    )
    .filter((p) => words(p).length > 0);
}

/** Checks long-form content (a product description) for keyword use, structure and readability. */
export function checkDescriptionContent(text: string, keywords: string[]): SeoCheck[] {
  const kws = [...new Set(keywords.map((k) => k.trim()).filter(Boolean))];
  const paras = paragraphs(text);
  return [
    ...keywordDensityChecks(text, kws),
    paragraphLengthCheck(paras),
    bulletsCheck(text),
    readabilityCheck(text),
    contentLengthCheck(words(text).length),
    ...(kws.length ? [keywordEarlyCheck(text, paras, kws)] : []),
    ctaCheck("content-cta", "content", "The description", text, 10),
    readerFocusCheck(text),
  ];
}

/** One check per keyword, sharing 30 points; with no keyword, one check that asks for some. */
function keywordDensityChecks(text: string, kws: string[]): SeoCheck[] {
  if (kws.length === 0)
    return [
      makeCheck(
        "content-keyword-density",
        "content",
        "Keyword density 0.5-2.5%",
        30,
        10,
        "No keywords given, so density cannot be checked; pick 1-3 phrases buyers search for.",
      ),
    ];
  const share = Math.round((30 / kws.length) * 10) / 10;
  return kws.map((kw) => keywordDensityCheck(text, kw, share));
}

function keywordDensityCheck(text: string, kw: string, share: number): SeoCheck {
  const { count, density } = keywordDensity(text, kw);
  const [lost, message] =
    count === 0
      ? [share, `"${kw}" does not appear; work it into a sentence about a matching benefit.`]
      : density < DENSITY_BAND.min
        ? [share / 2, `"${kw}" appears ${count}× (${density}%), below ${DENSITY_BAND.min}%; use it once more.`]
        : density > DENSITY_BAND.max
          ? [
              share,
              `"${kw}" appears ${count}× (${density}%), above ${DENSITY_BAND.max}%: reads as keyword stuffing; use a synonym.`,
            ]
          : [0, `"${kw}" appears ${count}× (${density}%).`];
  const id = `content-keyword-density:${normWords(kw).join("-")}`;
  return makeCheck(id, "content", `Keyword "${kw}" density ${DENSITY_BAND.min}-${DENSITY_BAND.max}%`, share, lost, message);
}

function paragraphLengthCheck(paras: string[]): SeoCheck {
  const long = paras.map((p) => words(p).length).filter((n) => n >= MAX_PARAGRAPH_WORDS);
  return passOrFail(
    "content-paragraph-length",
    "content",
    `Paragraphs under ${MAX_PARAGRAPH_WORDS} words`,
    15,
    long.length === 0,
    `All ${paras.length} paragraphs are under ${MAX_PARAGRAPH_WORDS} words.`,
    `${long.length} paragraph(s) of ${long.join(", ")} words; split them so they scan on a phone.`,
  );
}

function bulletsCheck(text: string): SeoCheck {
  const bullets = text.split("\n").filter(isBullet).length;
  return passOrFail(
    "content-bullets",
    "content",
    "Has a bullet list",
    10,
    bullets >= 2,
    `${bullets} bullet points make the key facts skimmable.`,
    "No bullet list; put 3-5 key features in bullets so skimmers find them.",
  );
}

function readabilityCheck(text: string): SeoCheck {
  const { score, wordsPerSentence } = fleschReadingEase(text);
  const readLoss = (score >= 50 ? 0 : Math.min(15, Math.ceil((50 - score) / 3))) + (wordsPerSentence > 22 ? 5 : 0);
  return makeCheck(
    "content-readability",
    "content",
    "Easy to read (Flesch 50+)",
    15,
    readLoss,
    readLoss
      ? `Flesch reading ease ${score} with ${wordsPerSentence} words per sentence; use shorter sentences and plainer words.`
      : `Flesch reading ease ${score}, ${wordsPerSentence} words per sentence: easy to read.`,
  );
}

function contentLengthCheck(total: number): SeoCheck {
  const check = (lost: number, message: string) => makeCheck("content-length", "content", "80-400 words", 10, lost, message);
  if (total < 80) return check(10, `${total} words is thin for a product page; aim for 80-400.`);
  if (total > 400) return check(5, `${total} words; shoppers skim, so keep it under 400.`);
  return check(0, `${total} words.`);
}

function keywordEarlyCheck(text: string, paras: string[], kws: string[]): SeoCheck {
  const firstPara = normWords(paras[0] ?? sentences(text)[0] ?? "");
  return passOrFail(
    "content-keyword-early",
    "content",
    "A keyword in the first paragraph",
    5,
    kws.some((k) => indexOfPhrase(firstPara, k) >= 0),
    "The opening paragraph names a keyword.",
    `Name "${kws[0]}" in the opening paragraph; search engines and readers weigh it most.`,
  );
}

function readerFocusCheck(text: string): SeoCheck {
  const you = normWords(text).filter((w) => w === "you" || w === "your" || w === "you're" || w === "you'll").length;
  return passOrFail(
    "content-reader-focus",
    "content",
    "Speaks to the reader",
    5,
    you > 0,
    `Addresses the reader directly (${you}× "you").`,
    'Never says "you"; describe what the buyer gets, not only what the product is.',
  );
}
