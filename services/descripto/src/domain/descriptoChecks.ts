// The checks every Descripto answer carries, whichever engine wrote it: the shared SEO rules
// (keyword density, paragraphs, bullets, readability, length, call to action) and the ones a
// copywriter makes before anything else, which the SEO rules cannot see: the grammar is not
// broken, every name, figure, offer and date of the input is kept (with its capitals), and the copy
// claims nothing the input does not ("best", "guaranteed"). Broken copy must not pass every check.
import type { SeoCheck } from "@seo/contracts/tools";
import { checkDescriptionContent, makeCheck } from "@seo/ai/seo/seoRules";
import { entitiesOf, missingEntities } from "@seo/ai/quality/entities";
import { brokenGrammar } from "@seo/ai/quality/grammar";
import { casingSlips } from "@seo/ai/quality/casing";
import { splitList } from "@seo/ai/text/words";
import { detectLanguage } from "@seo/ai/text/language";

export interface CheckedInput {
  productName: string;
  keyFeatures: string;
  targetAudience: string;
  keywords?: string;
}

/**
 * Claims a writer may not add on their own: superlatives, guarantees and rankings, and the stock
 * lines a review found under a third of all products. Allowed when the input says them.
 */
export const CLAIM_PHRASES = [
  "best",
  "perfect",
  "ultimate",
  "guaranteed",
  "guarantee",
  "#1",
  "number one",
  "world-class",
  "unbeatable",
  "unmatched",
  "revolutionary",
  "award-winning",
  "clinically proven",
  "must-have",
  "finest",
  "cheapest",
  "top-rated",
  "worth a closer look",
  "without a second thought",
  "does its job without fuss",
] as const;

const phraseRe = (phrase: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`, "iu");

/** The claim phrases the copy makes that the input (name, features, audience, keywords) does not. */
export function inventedClaims(input: CheckedInput, text: string): string[] {
  const given = `${input.productName}\n${input.keyFeatures}\n${input.targetAudience}\n${input.keywords ?? ""}`;
  return CLAIM_PHRASES.filter((phrase) => phraseRe(phrase).test(text) && !phraseRe(phrase).test(given));
}

const quoted = (xs: readonly string[], max = 4) =>
  xs
    .slice(0, max)
    .map((x) => `"${x}"`)
    .join(", ") + (xs.length > max ? ` and ${xs.length - max} more` : "");

/** The copywriter's checks: grammar, the input's facts kept, their capitals, no invented claim. */
export function copyChecks(input: CheckedInput, text: string): SeoCheck[] {
  const source = [input.productName, input.keyFeatures, input.targetAudience];
  const grammar = brokenGrammar(text, { lang: detectLanguage(source.join(". ")) });
  const missing = missingEntities(entitiesOf(...source), text).map((e) => e.text);
  const casing = casingSlips(source, text);
  const claims = inventedClaims(input, text);
  return [
    makeCheck(
      "content-grammar",
      "content",
      "No broken grammar",
      20,
      grammar.length ? 20 : 0,
      grammar.length
        ? `Broken grammar: ${grammar.slice(0, 3).join("; ")}. Fix it before publishing.`
        : "No broken grammar found.",
    ),
    makeCheck(
      "content-facts-kept",
      "content",
      "Every name, figure and offer kept",
      20,
      missing.length ? 20 : 0,
      missing.length
        ? `Missing from the copy: ${quoted(missing)}. Shoppers look for these facts; put them back.`
        : "Every name, figure, offer and date you gave is in the copy.",
    ),
    makeCheck(
      "content-casing",
      "content",
      "Names keep their capitals",
      10,
      casing.length ? 10 : 0,
      casing.length
        ? `Names written with other capitals: ${casing.slice(0, 3).join(", ")}.`
        : "Names and acronyms keep your capitals.",
    ),
    makeCheck(
      "content-claims",
      "content",
      "No claim beyond your input",
      10,
      claims.length ? 10 : 0,
      claims.length
        ? `Claims your input does not make: ${quoted(claims)}. Remove them, or add the proof to the features.`
        : "Claims nothing your input does not say.",
    ),
  ];
}

/** Every check of one Descripto answer: the SEO rules, then the copywriter's. */
export function descriptoChecks(input: CheckedInput, text: string): SeoCheck[] {
  return [...checkDescriptionContent(text, splitList(input.keywords ?? "")), ...copyChecks(input, text)];
}
