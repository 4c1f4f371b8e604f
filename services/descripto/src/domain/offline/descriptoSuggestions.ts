// Descripto's suggestions beside the copy: what the draft could not do on its own (keywords, spelling,
// benefits, numbers), the SEO title and meta description, and the keyword density reached.
import type { SeoCheck } from "@seo/contracts/tools";
import { DENSITY_BAND } from "@seo/ai/seo/seoRules";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { isKnownWord, spellSuggest } from "@seo/ai/text/language";
import type { DescriptionInput } from "./descripto";
import type { Fact } from "./descriptoFacts";

export interface SuggestionFacts {
  input: DescriptionInput;
  /** No keywords were given: the copy is optimised for one derived from the product. */
  derived: boolean;
  given: string[];
  mainKw: string;
  facts: Fact[];
  seoChecks: SeoCheck[];
  seoTitle: string;
  metaDescription: string;
  /** Each keyword's density in the copy, as the report line lists them. */
  densities: string;
}

/** What the draft could not do on its own, then the SEO title, meta description and densities. */
export function suggestionsFor(draft: SuggestionFacts): string[] {
  const suggestions = [...keywordNotes(draft), ...spellingNotes(draft.input)];
  for (const c of draft.seoChecks) if (!c.passed) suggestions.push(c.message);
  suggestions.push(...factNotes(draft.facts));
  suggestions.push(`SEO title (${graphemeLength(draft.seoTitle)} characters): "${draft.seoTitle}"`);
  suggestions.push(`Meta description (${graphemeLength(draft.metaDescription)} characters): "${draft.metaDescription}"`);
  suggestions.push(`Keyword density: ${draft.densities} (target ${DENSITY_BAND.min}-${DENSITY_BAND.max}%).`);
  return suggestions;
}

function keywordNotes({ derived, given, mainKw }: SuggestionFacts): string[] {
  const notes: string[] = [];
  if (derived)
    notes.push(
      `No keywords were given, so the copy is optimised for "${mainKw}". Add 1-3 phrases your buyers search for (try a TrendSpy search) for a sharper result.`,
    );
  if (given.length > 5)
    notes.push(
      `Only the first 5 keywords were used; ${given
        .slice(5)
        .map((k) => `"${k}"`)
        .join(", ")} would push density into stuffing. Use them on another page.`,
    );
  return notes;
}

function spellingNotes(input: DescriptionInput): string[] {
  // Lower-case words only (names are typed capitalised), at most a few dictionary look-ups.
  const typos = [...new Set(`${input.productName} ${input.keyFeatures}`.match(/(?<![\p{L}-])[a-z]{4,}(?![\p{L}-])/gu) ?? [])]
    .filter((w) => !isKnownWord(w))
    .slice(0, 3)
    .map((w) => [w, spellSuggest(w)[0]] as const)
    .filter(([, fix]) => fix)
    .slice(0, 3);
  return typos.length
    ? [`Check the spelling (kept as you typed it): ${typos.map(([w, fix]) => `"${w}" (did you mean "${fix}"?)`).join(", ")}.`]
    : [];
}

function factNotes(facts: Fact[]): string[] {
  const notes: string[] = [];
  const unmapped = facts.filter((f) => !f.benefit).map((f) => f.text);
  if (unmapped.length)
    notes.push(
      `Say what ${unmapped
        .slice(0, 2)
        .map((f) => `"${f}"`)
        .join(
          " and ",
        )} ${unmapped.length > 1 ? "do" : "does"} for the buyer: the draft states ${unmapped.length > 1 ? "them" : "it"} without a benefit rather than invent one.`,
    );
  if (!facts.some((f) => /\d/.test(f.text)))
    notes.push(
      'Add hard numbers to the features (hours, weight, size, capacity): specifics such as "40-hour battery" convert better than adjectives.',
    );
  return notes;
}
