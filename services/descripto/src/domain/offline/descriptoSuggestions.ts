// Descripto's tips beside an offline draft: what the input lacks for a stronger page (a figure, what
// makes the product different, a keyword, more features), what the draft did with the keywords
// (claims to check, keywords it could not place truthfully), spelling, the SEO title and meta
// description, and that this is an offline draft. The failed SEO checks are shown beside these by
// the page, so they are not repeated here.
import type { DetectedLang } from "@seo/ai/text/language";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { isKnownWord } from "@seo/ai/text/language";
import { obviousTypoFix } from "@seo/ai/text/spelling";
import { DENSITY_BAND, keywordDensity } from "@seo/ai/seo/seoRules";
import { words } from "@seo/ai/text/words";
import type { DescriptionInput } from "./descripto";
import type { DraftFacts } from "./descriptoFacts";
import type { KeywordPlaces } from "./descriptoKeywords";
import { LOCAL_TIPS } from "./descriptoLocal";

export interface SuggestionFacts {
  input: DescriptionInput;
  facts: DraftFacts;
  places: KeywordPlaces;
  lang: DetectedLang;
  result: string;
  seoTitle: string;
  metaDescription: string;
}

const OFFLINE_NOTE =
  "This is an offline draft: it states only the facts you gave, without invented benefits. With a connected AI model, Descripto writes fuller copy.";

/** A short product page ranks and converts less well: under this many words, ask for more facts. */
const THIN_WORDS = 80;

const quoted = (xs: readonly string[]) => xs.map((x) => `"${x}"`).join(", ");

export function suggestionsFor(draft: SuggestionFacts): string[] {
  const { lang } = draft;
  if (lang === "es" || lang === "de" || lang === "fr") return localSuggestions(draft, lang);
  const out: string[] = [];
  out.push(...inputNotes(draft));
  out.push(...keywordNotes(draft));
  out.push(...spellingNotes(draft));
  out.push(`SEO title (${graphemeLength(draft.seoTitle)} characters): "${draft.seoTitle}"`);
  out.push(`Meta description (${graphemeLength(draft.metaDescription)} characters): "${draft.metaDescription}"`);
  if (lang === "other")
    out.push(
      "Offline drafts add words in English, Spanish, German and French only: this one lists your facts as typed. Write the intro in your own words, or connect an AI model.",
    );
  out.push(OFFLINE_NOTE);
  return out;
}

/** What the input lacks: a figure, a difference, a keyword, enough features. */
function inputNotes({ facts, result }: SuggestionFacts): string[] {
  const notes: string[] = [];
  if (!facts.features.some((f) => /\d/.test(f)))
    notes.push("Add a figure (size, capacity, weight, battery life, price): shoppers compare on numbers.");
  // A name, a material, a place or a figure is what tells one product from another; adjectives do not.
  const specific = facts.features.filter((f) => /\d/.test(f) || /\p{Lu}/u.test(f.slice(1)) || words(f).length >= 3);
  if (specific.length < 2)
    notes.push("Name what makes it different from others: a material, a method, where it is made, what is included.");
  if (!facts.keywords.length)
    notes.push("Add the keyword you want to rank for: the phrase your buyers type into a search (TrendSpy finds them).");
  const count = words(result).length;
  if (count < THIN_WORDS) {
    // Said once, a keyword is already over 2.5% of a draft this short: length is the fix, not repetition.
    const dense = facts.keywords.filter((k) => keywordDensity(result, k).density > DENSITY_BAND.max);
    notes.push(
      `The draft is ${count} words because it says only what you gave. Add more features (materials, sizes, what is in the box, who makes it) for a fuller page: 80-400 words rank better` +
        (dense.length ? `, and ${quoted(dense)} will no longer be over 2.5%.` : "."),
    );
  }
  return notes;
}

function keywordNotes({ facts, places }: SuggestionFacts): string[] {
  const notes: string[] = [];
  if (places.items.length)
    notes.push(
      `Keywords shown as list items, as you gave them: ${quoted(places.items)}. Keep them only if they are true for this product.`,
    );
  if (places.claims.length)
    notes.push(
      `${quoted(places.claims)}: a claim shoppers expect proof of. Back it up (a rating, sales, a test report) or remove it.`,
    );
  if (places.unplaced.length)
    notes.push(
      `Not used in the copy: ${quoted(places.unplaced)}. The draft says only what you typed, and ${places.unplaced.length > 1 ? "these are" : "this is"} not among your facts: add ${places.unplaced.length > 1 ? "them" : "it"} to the name or a feature where true.`,
    );
  if (places.nearName.length)
    notes.push(
      `${quoted(places.nearName)}: the name "${facts.name}" has ${places.nearName.length > 1 ? "their" : "its"} words, though not as one phrase. Search engines match it all the same; the density check counts only the exact phrase.`,
    );
  if (facts.moreKeywords.length)
    notes.push(
      `Only the first 5 keywords were used; ${quoted(facts.moreKeywords)} would crowd the copy. Use them on another page.`,
    );
  return notes;
}

function spellingNotes({ input }: SuggestionFacts): string[] {
  // Lower-case words only (names are typed capitalised); only in English features (a word of
  // another language is no typo), and only where the spelling module is sure of the fix.
  const all = input.keyFeatures.match(/\p{L}{3,}/gu) ?? [];
  if (all.filter((w) => isKnownWord(w) || isKnownWord(w.toLowerCase())).length < all.length * 0.7) return [];
  const typos = [...new Set(input.keyFeatures.match(/(?<![\p{L}-])[a-z]{4,}(?![\p{L}-])/gu) ?? [])]
    .map((w) => [w, obviousTypoFix(w)] as const)
    .filter(([, fix]) => fix)
    .slice(0, 3);
  return typos.length
    ? [
        `Check the spelling in the features (kept as you typed it): ${typos.map(([w, fix]) => `"${w}" (did you mean "${fix}"?)`).join(", ")}.`,
      ]
    : [];
}

const LOCAL_LABELS = {
  es: {
    title: "Título SEO",
    meta: "Meta descripción",
    chars: "caracteres",
    unused: "Palabras clave sin usar (no aparecen en lo que has escrito):",
  },
  de: {
    title: "SEO-Titel",
    meta: "Meta-Beschreibung",
    chars: "Zeichen",
    unused: "Nicht verwendete Keywords (sie kommen in Ihren Angaben nicht vor):",
  },
  fr: {
    title: "Titre SEO",
    meta: "Méta-description",
    chars: "caractères",
    unused: "Mots-clés non utilisés (absents de vos informations) :",
  },
} as const;

function localSuggestions({ facts, places, seoTitle, metaDescription }: SuggestionFacts, lang: "es" | "de" | "fr"): string[] {
  const tips = LOCAL_TIPS[lang];
  const labels = LOCAL_LABELS[lang];
  const out: string[] = [];
  if (!facts.features.some((f) => /\d/.test(f))) out.push(tips.figure);
  if (places.unplaced.length) out.push(`${labels.unused} ${quoted(places.unplaced)}.`);
  out.push(`${labels.title} (${graphemeLength(seoTitle)} ${labels.chars}): "${seoTitle}"`);
  out.push(`${labels.meta} (${graphemeLength(metaDescription)} ${labels.chars}): "${metaDescription}"`);
  out.push(tips.offline);
  return out;
}
