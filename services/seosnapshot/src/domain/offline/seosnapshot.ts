// SeoSnapshot offline auditor: measures a meta title, meta description and optional URL the way a
// results page shows them, scores them from transparent checks, and writes concrete rewrites.
import type { SeoCheck } from "@seo/contracts/tools";
import { type SeosnapshotResponse, SCORE_THRESHOLDS } from "@seo/seosnapshot-contract";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { words } from "@seo/ai/text/words";
import { scoreChecks } from "@seo/ai/seo/seoRules";
import { DESCRIPTION_CHARS, TITLE_PX, focusKeyword, pageType, shouts } from "./seosnapshotRules";
import { spellingSlips } from "./seosnapshotSpelling";
import { criticalChecks, descriptionChecks, measureSnippet, spellingCheck, titleChecks, type Snippet } from "./seosnapshotChecks";
import { clean } from "./seosnapshotRewrites";
import { siteName, urlChecks, urlFacts, type UrlFacts } from "./seosnapshotUrl";
import { adviseOn, type Advice } from "./seosnapshotAdvice";
import { asWritten } from "./seosnapshotCasing";

export interface SeoAuditInput {
  title: string;
  description: string;
  url?: string;
  /** The search phrase the page should rank for; absent, one is inferred from the title. */
  focusKeyphrase?: string;
  /** Other suggested rewrites of the same audit; the checks and scores do not change. */
  variant?: number;
}

export function scoreLabel(score: number): string {
  return score >= SCORE_THRESHOLDS.excellent ? "Excellent" : score >= SCORE_THRESHOLDS.good ? "Good" : "Needs Improvement";
}

interface Scores {
  overall: number;
  title: number;
  description: number;
  url?: number;
}

export function auditSeo(input: SeoAuditInput): SeosnapshotResponse {
  const s = measureSnippet(snippetOf(input));
  const slips = spellingSlips(s.title, s.description, s.url);
  const checks = [...titleChecks(s), ...descriptionChecks(s), ...criticalChecks(s), spellingCheck(s.title, slips)];
  const facts = s.url ? urlFacts(s.url) : undefined;
  if (facts) checks.push(...urlChecks(facts, s.keyword));
  const criticalFailed = checks.filter((c) => c.id.startsWith("critical-") && !c.passed);
  const scores = scoresOf(checks, criticalFailed, !!s.url);
  const advice = adviseOn(s, checks, facts, slips, Math.max(0, Math.trunc(input.variant ?? 0)));
  const { overall, title, description } = scores;
  return {
    result: reportOf(s, checks, scores, criticalFailed, advice.recommendations),
    scores: { overall, title, description },
    metrics: metricsOf(s, facts, scores, criticalFailed, advice),
    recommendations: advice.recommendations,
    checks,
    source: "offline",
  };
}

/**
 * The cleaned input, with the focus keyphrase (given, as typed; or inferred from the title, as the
 * title writes it: the user's capitals are never lowered) and the page type.
 */
function snippetOf(input: SeoAuditInput) {
  const title = clean(input.title);
  const description = clean(input.description);
  const url = input.url?.trim() || undefined;
  const given = input.focusKeyphrase ? clean(input.focusKeyphrase) : undefined;
  let host: string | undefined;
  try {
    host = url ? siteName(new URL(url).hostname) : undefined;
  } catch {
    host = undefined;
  }
  const guess = given ? undefined : focusKeyword(title, description, url, host);
  // A shouted title's capitals say nothing about the phrase: the inferred one is then lower case.
  const keyword = given || (guess && (shouts(title) ? guess : (asWritten(title, guess) ?? guess))) || "";
  return { title, description, url, keyword, inferred: !given, page: pageType(title, description, url) };
}

/** A critical failure caps the score: a stuffed or misleading snippet is poor however well it is measured. */
function scoresOf(checks: SeoCheck[], criticalFailed: SeoCheck[], hasUrl: boolean): Scores {
  const byArea = (a: SeoCheck["area"]) => checks.filter((c) => c.area === a);
  const cap = (n: number, failed: number) => (failed === 0 ? n : Math.min(n, failed === 1 ? 45 : 30));
  const failedIn = (a: SeoCheck["area"]) => criticalFailed.filter((c) => c.area === a).length;
  return {
    overall: cap(scoreChecks(checks), criticalFailed.length),
    title: cap(scoreChecks(byArea("title")), failedIn("title")),
    description: cap(scoreChecks(byArea("description")), failedIn("description")),
    url: hasUrl ? scoreChecks(byArea("url")) : undefined,
  };
}

function metricsOf(s: Snippet, facts: UrlFacts | undefined, scores: Scores, criticalFailed: SeoCheck[], advice: Advice) {
  const { title, titlePx, descriptionLength, url, kwIdx } = s;
  const { suggestedTitle, suggestedDescription } = advice;
  return {
    titleLength: s.titleLength,
    titleOptimal: titlePx >= TITLE_PX.min && titlePx <= TITLE_PX.max,
    descriptionLength,
    descriptionOptimal: descriptionLength >= DESCRIPTION_CHARS.min && descriptionLength <= DESCRIPTION_CHARS.max,
    titlePixelWidth: titlePx,
    titleMobilePixelWidth: s.titleMobilePx,
    titleTruncatedDesktop: s.titleDesktop.truncated,
    titleTruncatedMobile: s.titleMobile.truncated,
    titlePreviewDesktop: s.titleDesktop.text,
    titlePreviewMobile: s.titleMobile.text,
    descriptionPixelWidth: s.descPx,
    descriptionTruncatedDesktop: s.descDesktop.truncated,
    descriptionTruncatedMobile: s.descMobile.truncated,
    descriptionPreviewDesktop: s.descDesktop.text,
    descriptionPreviewMobile: s.descMobile.text,
    titleWordCount: words(title).length,
    descriptionWordCount: s.descWords.length,
    focusKeyword: s.keyword,
    focusKeywordInferred: s.inferred,
    keywordInTitle: kwIdx >= 0,
    keywordPositionInTitle: kwIdx,
    keywordInDescription: s.kwInDesc,
    ...(url && facts ? { urlLength: graphemeLength(url), urlSlugWords: facts.pathWords.length, urlScore: scores.url ?? 0 } : {}),
    ...(suggestedTitle ? { suggestedTitle } : {}),
    ...(suggestedDescription ? { suggestedDescription } : {}),
    pageType: s.page,
    criticalIssues: criticalFailed.map((c) => c.id.replace(/^critical-/, "")),
  };
}

function reportOf(s: Snippet, checks: SeoCheck[], scores: Scores, criticalFailed: SeoCheck[], recommendations: string[]): string {
  const { title, url, titlePx, titleDesktop, titleMobile, descDesktop } = s;
  const byArea = (a: SeoCheck["area"]) => checks.filter((c) => c.area === a);
  const line = (c: SeoCheck) =>
    `${c.passed ? "✓" : "✗"} ${c.label}: ${c.message}${c.pointsLost ? ` (−${c.pointsLost} of ${c.weight})` : ""}`;
  return [
    `SEO Snapshot for "${title}"`,
    "",
    `SEO Score: ${scores.overall}/100 (${scoreLabel(scores.overall)})`,
    `Title score: ${scores.title}/100 · Description score: ${scores.description}/100${scores.url !== undefined ? ` · URL score: ${scores.url}/100` : ""}`,
    s.inferred
      ? `Focus keyphrase (inferred): "${s.keyword}" (from the title; to audit the phrase you target, type it in the Focus keyphrase field) · Page type: ${s.page}`
      : `Focus keyphrase: "${s.keyword}" · Page type: ${s.page}`,
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
    `Title: ${s.titleLength} characters, ${Math.round(titlePx)} px of 600 px on desktop${titleDesktop.truncated ? " (truncated)" : ""}, ${Math.round(s.titleMobilePx)} px on mobile${titleMobile.truncated ? " (truncated)" : ""}`,
    ...byArea("title").map(line),
    "",
    `Description: ${s.descriptionLength} characters, ${Math.round(s.descPx)} px of ~920 px on desktop${descDesktop.truncated ? " (truncated)" : ""}`,
    ...byArea("description").map(line),
    ...(url ? ["", `URL: ${graphemeLength(url)} characters`, ...byArea("url").map(line)] : []),
    "",
    "Recommendations:",
    ...recommendations.map((r, i) => `${i + 1}. ${r}`),
    "",
    "How the score works: each check has a weight; a failed check loses some or all of it. Each score is the share of weight kept.",
  ].join("\n");
}
