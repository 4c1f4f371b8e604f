// SeoSnapshot's recommendations: concrete rewrites first, then what they do not cover, in the order
// a reader should act on them. Spam is answered with "rewrite this", never with a padded version of
// itself; advice names the page's own words and figures, so two pages never get the same tip word
// for word; a likely typo is a hint at the end, never a verdict.
import type { SeoCheck } from "@seo/contracts/tools";
import { TITLE_GUIDE } from "@seo/contracts/constants";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { DESKTOP_TITLE, textWidthPx } from "@seo/ai/text/arialWidths";
import { titleCase } from "@seo/ai/text/words";
import { hasNumber, repeatedWords } from "@seo/ai/seo/seoRules";
import {
  DESCRIPTION_CHARS,
  TITLE_PX,
  dedupeBrand,
  hasCallToAction,
  holdsKeyphrase,
  namesBrand,
  readsAsArticle,
  sellsSomething,
  stuffing,
} from "./seosnapshotRules";
import { properNames, type SpellingSlip } from "./seosnapshotSpelling";
import { titleTermOverlap, type Snippet } from "./seosnapshotChecks";
import { suggestDescription, suggestTitle, unshout, type RewriteInput } from "./seosnapshotRewrites";
import { titleFacts } from "./seosnapshotFacts";
import { restoreNames } from "./seosnapshotCasing";
import { siteName, suggestedUrl, type UrlFacts } from "./seosnapshotUrl";

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
  rewrite: RewriteInput;
  out: Advice;
}

/** The keyphrase quoted, marked as inferred when it was. */
const kwRef = (s: Snippet) => `"${s.keyword}"${s.inferred ? " (the inferred keyphrase)" : ""}`;

export function adviseOn(s: Snippet, checks: SeoCheck[], facts: UrlFacts | undefined, slips: SpellingSlip[], choice = 0): Advice {
  const failed = (id: string) => checks.some((c) => c.id === id && !c.passed);
  const brand = facts?.parsed ? titleCase(siteName(facts.parsed.hostname)) : undefined;
  const run: AdviceRun = {
    s,
    failed,
    brand,
    titleSpam: failed("critical-title-stuffing") || failed("critical-clickbait") || failed("critical-title-shouting"),
    descSpam: failed("critical-description-stuffing") || failed("critical-mismatch") || failed("critical-same-text"),
    rewrite: {
      title: s.title,
      description: s.description,
      keyword: s.keyword,
      inferred: s.inferred,
      page: s.page,
      brand: brand && brand.length > 1 ? brand : undefined,
      choice,
    },
    out: { recommendations: [] },
  };
  const recommendations = run.out.recommendations;
  criticalAdvice(run);
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
  const pageTip = pageAdvice(run);
  if (pageTip) recommendations.push(pageTip);
  if (!recommendations.length)
    recommendations.push(
      `Everything checks out for "${s.keyword}"; to go further, test a second title with ${hasNumber(s.title) ? "a stronger benefit" : "a number or a stronger benefit"} and compare click-through in Search Console.`,
    );
  if (slips.length)
    recommendations.push(
      `Check the spelling (a hint only): ${slips.map((f) => `"${f.from}" may be ${f.options.map((o) => `"${o}"`).join(" or ")}`).join(", ")}; leave a name or a word you meant as it is.`,
    );
  return run.out;
}

const PAGE_GIVES: Record<Snippet["page"], string> = {
  product: "the product's main benefit, a price or a range",
  local: "the service and the town",
  home: "what you offer and to whom",
  article: "the question it answers or the result it delivers",
};

function criticalAdvice({ s, failed, brand, titleSpam, out }: AdviceRun) {
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
}

function titleAdvice({ s, failed, brand, titleSpam, rewrite, out }: AdviceRun) {
  const { title, keyword, titlePx, titleLength } = s;
  const titleIssues = ["title-length", "title-width-desktop", "title-keyword", "title-keyword-position"].filter(failed);
  if (titleIssues.length && !titleSpam) {
    const suggested = suggestTitle(rewrite);
    const text = suggested.text && dedupeBrand(suggested.text, brand);
    const tooShort = titlePx < TITLE_PX.min;
    const why = failed("title-length")
      ? `Your title is too ${tooShort ? "short" : "long"} (${titleLength} characters, ${Math.round(titlePx)} px). `
      : "";
    if (text && text !== title && !stuffing(text, "", keyword).title.length) {
      out.suggestedTitle = text;
      out.recommendations.push(
        `${why}Suggested title (${graphemeLength(text)} characters, ${Math.round(textWidthPx(text, DESKTOP_TITLE.fontPx))} px): "${text}" (${suggested.fixes.join(", ")}).`,
      );
      if (failed("title-keyword") && holdsKeyphrase(text, keyword) !== "exact")
        out.recommendations.push(
          holdsKeyphrase(text, keyword)
            ? `Use "${keyword}" as one phrase in the title if it reads well; its words are there already.`
            : `Put "${keyword}" in the title too, ideally at the start, where searchers scan.`,
        );
    } else if (failed("title-keyword") && holdsKeyphrase(title, keyword))
      out.recommendations.push(`Use "${keyword}" as one phrase in the title if it reads well; its words are there already.`);
    else if (failed("title-keyword"))
      out.recommendations.push(`Put "${keyword}" in the title, ideally at the start, where searchers scan.`);
    else if (failed("title-keyword-position"))
      out.recommendations.push(`Move "${keyword}" toward the start of the title if the sentence still reads well.`);
    else if (failed("title-length") && tooShort && !(failed("critical-thin") && titlePx < 250)) {
      const fact = titleFacts(restoreNames(s.description), title)[0];
      out.recommendations.push(
        `${why}Add what sets the page apart${fact ? `, such as "${fact.text}" from your description,` : `, such as a type, a place or a figure searchers use with "${keyword}",`} within ${TITLE_PX.max} px.`,
      );
    } else if (!tooShort && (failed("title-length") || failed("title-width-desktop")))
      out.recommendations.push(
        `${why}Google shows "${s.titleDesktop.text}"; say the essential part within ${TITLE_PX.max} px and move the rest into the description.`,
      );
  }
  if (failed("title-repeated-words") && !titleSpam) {
    const repeated = repeatedWords(title);
    out.recommendations.push(
      `Replace the repeated ${repeated.length ? `"${repeated[0]}"` : "word"} in the title with a term the title does not have yet, such as a benefit or a qualifier.`,
    );
  }
  if (failed("title-hook") && !out.suggestedTitle && !titleSpam) {
    // Only with a fact the page already states: a hook it cannot back would be invented.
    const fact = titleFacts(restoreNames(s.description), title).find((f) => f.concrete);
    if (fact) out.recommendations.push(`Give the title a reason to click with a fact you already state: "${fact.text}".`);
  }
  if (failed("title-capitals") && !titleSpam) out.recommendations.push(`Write the title without shouting: "${unshout(title)}".`);
}

function descriptionAdvice({ s, failed, descSpam, rewrite, out }: AdviceRun) {
  const { description, descriptionLength, keyword } = s;
  const descIssues = [
    "description-length",
    "description-width-desktop",
    "description-keyword",
    "description-cta",
    "description-complete",
  ].filter(failed);
  if (descIssues.length && !descSpam) {
    const suggested = suggestDescription(rewrite);
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
            ? `${why}Cut it to one or two complete sentences about "${keyword}": keep the benefit and the call to action, drop lists of features.`
            : `${why}Add ${DESCRIPTION_CHARS.min - descriptionLength} or more characters on what a searcher for "${keyword}" needs to choose you: ${missingProof(s)}.`,
      );
  }
  const suggested = out.suggestedDescription;
  if (failed("description-keyword") && !descSpam && !(suggested && holdsKeyphrase(suggested, keyword)))
    out.recommendations.push(
      `Work ${kwRef(s)} into the description's first sentence; Google bolds the searched words in the snippet.`,
    );
}

/** What the description lacks of a benefit, a proof point and a call to action, in words for the advice. */
function missingProof(s: Snippet): string {
  const parts: string[] = [];
  if (!hasNumber(s.description)) parts.push("a figure you can back (a price, a time, a count)");
  if (!hasCallToAction(s.description)) parts.push("a call to action");
  if (!parts.length) parts.push("the benefit that makes the difference");
  return parts.join(" and ");
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
  const suggested = out.suggestedDescription;
  const suggestedNamesKeyword = !!suggested && !!holdsKeyphrase(suggested, keyword);
  const { shared } = titleTermOverlap(title, s.description);
  // The suggested description already names the keyphrase, which confirms the title; or the advice
  // above already asks for it in the description.
  const keyphraseAsked = out.recommendations.some((x) => x.startsWith(`Work ${kwRef(s)} into the description`));
  if (failed("description-overlap") && !descSpam && !(shared.length === 0 && (suggestedNamesKeyword || keyphraseAsked))) {
    out.recommendations.push(
      shared.length === 0
        ? `Mention "${keyword}" in the description so it confirms what the title promised.`
        : `The description repeats ${shared
            .slice(0, 3)
            .map((w) => `"${w}"`)
            .join(", ")} from the title; swap some of them for what the title leaves out: a benefit, a number or an offer.`,
    );
  }
  if (failed("description-repeated-words") && !descSpam) {
    const repeated = repeatedWords(s.description, 2);
    out.recommendations.push(
      `Cut the repeats of ${repeated.length ? repeated.map((w) => `"${w}"`).join(", ") : "the same words"} in the description; each sentence should add a new fact or benefit.`,
    );
  }
  if (failed("description-hook") && !descSpam)
    out.recommendations.push(
      `Add a specific detail about "${keyword}" to the description: a number, a timeframe or a guarantee you can back.`,
    );
}

/**
 * One tip for the page's type, only where the snippet lacks what that type needs, and in the page's
 * own words: a product without a reason to buy, a local service without its town, an article
 * without a promised outcome, a home page without its brand.
 */
function pageAdvice({ s, brand, titleSpam, descSpam, out }: AdviceRun): string | undefined {
  if (titleSpam || descSpam) return undefined;
  const { title, description, keyword, page } = s;
  const text = `${title} ${description}`;
  const said = out.recommendations.join(" ");
  switch (page) {
    case "product":
      // Only a page that sells has shoppers; a reference page ("Python - Wikipedia") gets no shop tip.
      if (!sellsSomething(text)) return undefined;
      if (/(\$|£|€)\s?\d|\b(free|deliver|delivery|shipping|ships|returns?|warranty|guarantee|in stock)\b|\d/i.test(text))
        return undefined;
      return `In the description, give shoppers of "${keyword}" a reason to choose you: a price, a delivery time, returns or a guarantee, whichever you offer.`;
    case "local":
      // A town typed in lower case ("manchester") is a town all the same.
      if (properNames(restoreNames(text)).length || restoreNames(text) !== text || /\bnear (me|you)\b/i.test(text))
        return undefined;
      return `Name the town or area you serve beside "${keyword}" in the title: local searchers type it, and Google matches it.`;
    case "article":
      // Only a title that reads as an article; a number, a question or an imperative already promises the outcome.
      if (
        !readsAsArticle(title) ||
        hasNumber(title) ||
        /^(how|why|what|when|which|learn|master|build|make|get|find|start|discover|plan|choose)\b/i.test(title) ||
        /reason to click/.test(said)
      )
        return undefined;
      return `Promise the reader an outcome in the title, such as what they will be able to do about "${keyword}" or how many steps it takes.`;
    case "home":
      if (!brand || namesBrand(title, brand)) return undefined;
      return `Put the brand (${brand}) in the home page's title beside what you offer; searchers for "${keyword}" look for it.`;
  }
}
