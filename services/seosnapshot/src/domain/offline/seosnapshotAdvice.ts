// SeoSnapshot's recommendations: concrete rewrites first, then what they do not cover, in the order
// a reader should act on them. Spam is answered with "rewrite this", never with a padded version of itself.
import type { SeoCheck } from "@seo/contracts/tools";
import { TITLE_GUIDE } from "@seo/contracts/constants";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { DESKTOP_TITLE, textWidthPx } from "@seo/ai/text/arialWidths";
import { indexOfPhrase, normWords, titleCase } from "@seo/ai/text/words";
import { DESCRIPTION_CHARS, PAGE_ADVICE, TITLE_PX, dedupeBrand, namesBrand, stuffing } from "./seosnapshotRules";
import { titleTermOverlap, type Snippet } from "./seosnapshotChecks";
import { suggestDescription, suggestTitle, unshout } from "./seosnapshotRewrites";
import { suggestedUrl, type UrlFacts } from "./seosnapshotUrl";

export interface Advice {
  recommendations: string[];
  suggestedTitle?: string;
  suggestedDescription?: string;
}

/** What the recommendations are written from; each step adds to `out` in turn. */
interface AdviceRun {
  s: Snippet;
  failed: (id: string) => boolean;
  /** The site's name from its host ("Acme" for www.acme.com), when a URL was given. */
  brand?: string;
  titleSpam: boolean;
  descSpam: boolean;
  /** Which of the rewrites that fit to suggest (the request's variant; 0 is the best). */
  choice: number;
  out: Advice;
}

export function adviseOn(
  s: Snippet,
  checks: SeoCheck[],
  facts: UrlFacts | undefined,
  slips: Array<{ from: string; to: string }>,
  choice = 0,
): Advice {
  const failed = (id: string) => checks.some((c) => c.id === id && !c.passed);
  const run: AdviceRun = {
    s,
    failed,
    brand: facts?.parsed ? titleCase(facts.parsed.hostname.replace(/^www\./, "").split(".")[0] ?? "") : undefined,
    titleSpam: failed("critical-title-stuffing") || failed("critical-clickbait") || failed("critical-title-shouting"),
    descSpam: failed("critical-description-stuffing") || failed("critical-mismatch") || failed("critical-same-text"),
    choice,
    out: { recommendations: [] },
  };
  const recommendations = run.out.recommendations;
  if (s.inferred)
    recommendations.push(
      `No focus keyword was given, so the audit used "${s.keyword}", inferred from the title. Enter your target keyword for a sharper audit.`,
    );
  criticalAdvice(run, slips);
  titleAdvice(run);
  descriptionAdvice(run);
  followUpAdvice(run);
  if (facts && checks.some((c) => c.area === "url" && !c.passed)) {
    const better = suggestedUrl(facts, s.keyword);
    if (better !== s.url)
      recommendations.push(
        `Suggested URL (${graphemeLength(better)} characters): ${better} (lower case, hyphens, keyword, no stop words or query string). Redirect the old URL with a 301.`,
      );
  }
  if (recommendations.length === (s.inferred ? 1 : 0))
    recommendations.push(
      "Everything checks out. Test a second title variant with a number or a stronger benefit and compare click-through in Search Console.",
    );
  recommendations.push(PAGE_ADVICE[s.page]);
  return run.out;
}

const PAGE_GIVES: Record<Snippet["page"], string> = {
  product: "the product's main benefit, a price or a range",
  local: "the service and the town",
  home: "what you offer and to whom",
  article: "the question it answers or the result it delivers",
};

function criticalAdvice({ s, failed, brand, titleSpam, out }: AdviceRun, slips: Array<{ from: string; to: string }>) {
  const { keyword, title, page } = s;
  if (titleSpam) {
    const core = titleCase(unshout(keyword));
    const why = [
      failed("critical-title-stuffing") ? "it repeats its keywords" : "",
      failed("critical-clickbait") ? "it teases instead of telling" : "",
      failed("critical-title-shouting") ? "it shouts" : "",
    ]
      .filter(Boolean)
      .join(" and ");
    out.recommendations.push(
      `Rewrite this title: ${why}. Name "${core}" once, first, then say what the page gives the searcher (${PAGE_GIVES[page]})${brand && brand.length > 1 && !namesBrand(title, brand) ? `, and end with "| ${brand}"` : ""}; keep it within ${TITLE_PX.max} px (about ${TITLE_GUIDE.max} characters), with no teasers or exclamation marks.`,
    );
  }
  if (failed("critical-mismatch"))
    out.recommendations.push(
      "Rewrite this description to describe the page the title names (or fix the title): title and description must be about the same thing, or Google writes its own snippet and searchers bounce.",
    );
  if (failed("critical-same-text"))
    out.recommendations.push(
      "Rewrite this description so it adds what the title cannot say: a benefit, a proof point (a number, a guarantee) and a call to action.",
    );
  if (failed("critical-description-stuffing"))
    out.recommendations.push(
      `Rewrite this description as one or two sentences for a reader: name "${keyword}" once, then a concrete benefit and a call to action; no keyword lists.`,
    );
  if (failed("critical-spelling"))
    out.recommendations.push(`Fix the spelling: ${slips.map((f) => `"${f.from}" → "${f.to}"`).join(", ")}.`);
}

function titleAdvice({ s, failed, brand, titleSpam, choice, out }: AdviceRun) {
  const { title, keyword, titlePx, titleLength } = s;
  const titleIssues = ["title-length", "title-width-desktop", "title-keyword", "title-keyword-position"].filter(failed);
  if (titleIssues.length && !titleSpam) {
    const suggested = suggestTitle(title, keyword, s.description, brand && brand.length > 1 ? brand : undefined, s.page, choice);
    const text = dedupeBrand(suggested.text, brand);
    if (text !== title && !stuffing(text, "", keyword).title.length) {
      out.suggestedTitle = text;
      const tooShort = titlePx < TITLE_PX.min;
      const why = failed("title-length")
        ? `Your title is too ${tooShort ? "short" : "long"} (${titleLength} characters, ${Math.round(titlePx)} px). `
        : "";
      out.recommendations.push(
        `${why}Suggested title (${graphemeLength(text)} characters, ${Math.round(textWidthPx(text, DESKTOP_TITLE.fontPx))} px): "${text}" (${suggested.fixes.join(", ")}).`,
      );
    }
  }
  if (failed("title-repeated-words") && !titleSpam)
    out.recommendations.push(
      `Replace the repeated word in the title with a new term, for example a benefit or a qualifier buyers search for with "${keyword}".`,
    );
  if (failed("title-hook") && !out.suggestedTitle && !titleSpam)
    out.recommendations.push(
      'Give the title a reason to click: a number, a year if the page is updated, or a concrete benefit ("in 10 minutes", "free delivery").',
    );
  if (failed("title-capitals") && !titleSpam) out.recommendations.push(`Write the title without shouting: "${unshout(title)}".`);
}

function descriptionAdvice({ s, failed, descSpam, choice, out }: AdviceRun) {
  const { description, descriptionLength, keyword } = s;
  const descIssues = [
    "description-length",
    "description-width-desktop",
    "description-keyword",
    "description-cta",
    "description-complete",
  ].filter(failed);
  if (descIssues.length && !descSpam) {
    const suggested = suggestDescription(description, keyword, s.title, s.page, choice);
    const tooLong = descriptionLength > DESCRIPTION_CHARS.max;
    const why = failed("description-length")
      ? `Your description is too ${tooLong ? "long" : "short"} (${descriptionLength} characters; aim for ${DESCRIPTION_CHARS.min}-${DESCRIPTION_CHARS.max}). `
      : "";
    if (suggested.text && suggested.text !== description) {
      out.suggestedDescription = suggested.text;
      out.recommendations.push(
        `${why}Suggested description (${graphemeLength(suggested.text)} characters): "${suggested.text}" (${suggested.fixes.join(", ")}).`,
      );
    } else if (!suggested.text && failed("description-length"))
      out.recommendations.push(
        failed("critical-thin") && !tooLong
          ? `Rewrite this description: it is ${descriptionLength} characters. Say what the page offers with "${keyword}", a concrete benefit, a proof point (a number, a guarantee, a delivery time) and a call to action, in ${DESCRIPTION_CHARS.min}-${DESCRIPTION_CHARS.max} characters.`
          : tooLong
            ? `${why}Cut it to one or two complete sentences: keep the benefit and the call to action, drop lists of features.`
            : `${why}Add what a searcher needs to choose you: a concrete benefit, a proof point (a number, a guarantee, a delivery time) and a call to action.`,
      );
  }
  const suggested = out.suggestedDescription;
  if (failed("description-keyword") && !descSpam && !(suggested && indexOfPhrase(normWords(suggested), keyword) >= 0))
    out.recommendations.push(
      `Work "${keyword}" into the description's first sentence; Google bolds the searched words in the snippet.`,
    );
}

const THIN_TITLE_NAMES: Record<Snippet["page"], string> = {
  home: "brand and what you offer",
  product: "product and its main qualifier",
  local: "service and the town",
  article: "topic and the result the reader gets",
};

/** What the rewrites above leave open: a thin title, the terms title and description share, repeats, hooks. */
function followUpAdvice({ s, failed, titleSpam, descSpam, out }: AdviceRun) {
  const { title, keyword } = s;
  if (failed("critical-thin") && s.titlePx < 250 && !out.suggestedTitle && !titleSpam)
    out.recommendations.push(
      `Rewrite this title: "${title}" does not say what the page offers. Name the ${THIN_TITLE_NAMES[s.page]}, in ${TITLE_PX.min}-${TITLE_PX.max} px (about 50-60 characters).`,
    );
  if (failed("description-overlap") && !descSpam)
    out.recommendations.push(
      titleTermOverlap(title, s.description).shared.length === 0
        ? `Mention "${keyword}" in the description so it confirms what the title promised.`
        : "The description repeats nearly every title term; swap some of them for what the title leaves out: a benefit, a number or an offer.",
    );
  if (failed("description-repeated-words") && !descSpam)
    out.recommendations.push("Cut repeated words from the description; each sentence should add a new fact or benefit.");
  if (failed("description-hook") && !descSpam)
    out.recommendations.push(
      'Add a specific detail to the description (a number, a timeframe, a guarantee, e.g. "in 10 minutes", "30-day returns").',
    );
}
