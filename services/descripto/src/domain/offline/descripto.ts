// Descripto's offline writer: a plain, true draft from the user's own facts (docs/decisions/0018).
// The product name becomes a title, the intro names the product and the audience in a form whose
// slots take noun phrases only, the features are list items as typed, the keywords stand where
// they read without a grammar slot (descriptoKeywords.ts), and a call to action names the product.
// Nothing is claimed that the input does not say; fuller copy is the model engine's job, and the
// suggestions say so. Tones change only the intro, the list heading and the call to action
// (descriptoTones.ts); `variant` gives another draft with another intro, heading, order and
// layout (descriptoVariants.ts). The SEO title and the 120-156 character meta description (short
// outputs the workflow prefills its later steps with) come from the same facts.
import type { z } from "zod";
import type { DescriptoResponse, descriptoRequestSchema } from "@seo/descripto-contract";
import { DENSITY_BAND, keywordDensity } from "@seo/ai/seo/seoRules";
import { graphemeLength } from "@seo/ai/text/graphemes";
import { detectLanguage, isKnownWord, titleCase, type DetectedLang } from "@seo/ai/text/language";
import { countWords, hash, normWords, trimToWords, words } from "@seo/ai/text/words";
import { descriptoChecks } from "../descriptoChecks";
import { capitalizeItem, draftFacts, type DraftFacts } from "./descriptoFacts";
import { addsClaim, keywordKind, placeKeywords, wordsWithin, type KeywordPlaces } from "./descriptoKeywords";
import { LOCAL_KITS, NEUTRAL_KIT } from "./descriptoLocal";
import { suggestionsFor } from "./descriptoSuggestions";
import { TONE_KITS, type Kit, type Named } from "./descriptoTones";
import { arranged, formIndex, hasFigure, layoutOf, planOf, type VariantPlan } from "./descriptoVariants";

export { audiencePhrase } from "./descriptoFacts";
export { keywordKind } from "./descriptoKeywords";

export type DescriptionInput = Pick<
  z.output<typeof descriptoRequestSchema>,
  "productName" | "keyFeatures" | "targetAudience" | "tone"
> & {
  keywords?: string;
  variant?: number;
};

export const META_BAND = { min: 120, max: 156 } as const;
export const SEO_TITLE_MAX = 60;

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The audience as the draft's language writes it mid-sentence. English: descriptoFacts'
 * audiencePhrase. Spanish and French lower a capital that only starts the phrase ("Corredoras");
 * German keeps its nouns' capitals.
 */
function audienceFor(facts: DraftFacts, raw: string, lang: DetectedLang): string {
  if (lang === "en") return facts.audience;
  const a = raw
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!?,;:]+$/, "");
  const first = a.match(/^\p{Lu}\p{Ll}+/u)?.[0];
  // A word English knows only capitalised is a name ("Madrid"): kept.
  if ((lang === "es" || lang === "fr") && first && !isKnownWord(first)) return first.toLowerCase() + a.slice(first.length);
  return a;
}

/**
 * The feature `i` inside a sentence (the meta description): as typed where it started in lower case
 * or after a comma; an item that started a line loses a capital that only started it (English by
 * the dictionary, Spanish and French unless English knows the word as a name, German keeps its
 * nouns' capitals).
 */
function featureMid(facts: DraftFacts, i: number, lang: DetectedLang): string {
  const item = facts.features[i]!;
  const start = facts.featureStarts[i];
  if (lang === "en") return facts.featuresMid[i]!;
  if (start === "lower") return item.charAt(0).toLowerCase() + item.slice(1);
  if (start === "name" || lang === "de" || lang === "other") return item;
  const first = item.match(/^\p{Lu}\p{Ll}+/u)?.[0];
  return first && !isKnownWord(first) ? first.toLowerCase() + item.slice(first.length) : item;
}

/** The call-to-action keyword as the closing line ("Buy online today."). */
function keywordCta(kw: string, plan: VariantPlan, exclaim: boolean): string {
  const K = capitalize(kw);
  const end = exclaim ? "!" : ".";
  if (/\b(today|now|here|tonight)$/i.test(kw)) return `${K}${end}`;
  return `${K} ${["today", "now", "today"][plan.slot]}${end}`;
}

// "for" twice in one clause ("Xero bookkeeping for B2B startups for startup founders").
const DOUBLE_FOR = /\b(for|para|für|pour)\b[^.,:;!?–—]*\b\1\b/i;

/** The spec-led heading: the product and the audience, without "for" twice. */
const specHeading = (kit: Kit, named: Named) => {
  const first = kit.specHeadings[0](named);
  return DOUBLE_FOR.test(first) ? kit.specHeadings[1](named) : first;
};

/** The first intro form (from the variant's) that fits the product and the audience. */
function introFor(kit: Kit, named: Named, start: number, plan: VariantPlan): string | undefined {
  for (let k = 0; k < kit.intros.length; k++) {
    const text = kit.intros[formIndex(start + k, plan, kit.intros.length)]!(named);
    if (text && !DOUBLE_FOR.test(text)) return text;
  }
  return undefined;
}

/**
 * The meta description: the variant's lead around as many features as fit, then the call to
 * action if it fits. 120-156 characters when the facts allow; shorter rather than padded.
 */
function metaFor(kit: Kit, named: Named, items: string[], ctas: string[], plan: VariantPlan): string {
  // The variant's lead, or the next one where it would say "for" twice.
  const leads = kit.metaLeads.map((_, k) => kit.metaLeads[(plan.slot + k) % kit.metaLeads.length]!);
  const lead = leads.find((l) => !DOUBLE_FOR.test(l(named, ""))) ?? leads[0]!;
  // As many features as fit (a fact is worth more than reaching 120 characters), then the call to
  // action if it fits; in the band when it can be, else the longest that fits.
  for (let k = Math.min(items.length, 12); k >= 1; k--) {
    const body = lead(named, items.slice(0, k).join(", "));
    const fits = [...ctas.map((cta) => `${body} ${cta}`), body].filter((text) => graphemeLength(text) <= META_BAND.max);
    if (!fits.length) continue;
    return (
      fits.find((text) => graphemeLength(text) >= META_BAND.min) ??
      fits.reduce((a, b) => (graphemeLength(b) > graphemeLength(a) ? b : a))
    );
  }
  // Even the lead with one feature is too long (a long name or audience): cut it at a word.
  return `${trimToWords(lead(named, items[0] ?? ""), META_BAND.max - 1).replace(/[,;:.]+$/, "")}.`;
}

/**
 * A title's tail in Title Case (language.ts titleCase: small words lower, units and acronyms as
 * typed: "450g per Boot", "Supports 4K@60Hz"). A word cased like "iPhone" or "pH" keeps its small
 * first letter, which the title-case library would raise, and a hyphenated word changes its first
 * letter only ("Non-slip", "Eco-conscious": what follows the hyphen may be part of a name).
 */
function titleTail(text: string): string {
  const typed = words(text);
  let i = 0;
  return titleCase(text).replace(/[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu, (w) => {
    const t = typed[i++];
    if (!t || t.toLowerCase() !== w.toLowerCase()) return w;
    if (/^\p{Ll}/u.test(t) && /\p{Lu}/u.test(t.slice(1))) return t;
    return t.includes("-") ? w.charAt(0) + t.slice(1) : w;
  });
}

/** The page title (at most 60 characters): the name with the first keyword, the audience or the first feature. */
function seoTitleFor(facts: DraftFacts, named: Named, kit: Kit, lang: DetectedLang, plan: VariantPlan): string {
  const name = facts.name;
  const kw = facts.keywords[0];
  // The first keyword, unless the name has it or it claims what the facts do not ("portable").
  const userText = `${name} ${facts.features.join(" ")} ${facts.audience}`;
  const kwFits =
    kw &&
    !wordsWithin(kw, name) &&
    (lang !== "en" || (["thing", "quality", "adjective"].includes(keywordKind(kw)) && !addsClaim(kw, userText)));
  // A Title Case name ("Linen Apron with Pockets") takes a Title Case tail; a name in sentence case
  // ("Ergonomic mouse") keeps the tail as typed.
  const titled = titleTail(name) === name;
  const tail = (text: string) => (lang === "en" && titled ? titleTail(text) : text);
  const forAudience = kit.specHeadings[0]({ ...named, The: name, cat: "", aud: tail(named.aud) }).replace(/\s*:$/, "");
  const candidates = [
    kwFits ? `${name} – ${tail(kw)}` : "",
    DOUBLE_FOR.test(forAudience) ? "" : forAudience,
    facts.features[0] ? `${name} – ${tail(facts.features[0])}` : "",
    name,
  ].filter((c, i, all) => c && all.indexOf(c) === i && graphemeLength(c) <= SEO_TITLE_MAX);
  if (!candidates.length) return trimToWords(name, SEO_TITLE_MAX);
  // Titles of 30 characters or more use the space a results page shows; a shorter one only when none is.
  const good = candidates.filter((c) => graphemeLength(c) >= 30);
  const order = good.length ? good : candidates;
  return order[plan.slot % order.length]!;
}

export function writeDescription(input: DescriptionInput): DescriptoResponse {
  const lang = detectLanguage(`${input.productName}. ${input.keyFeatures}. ${input.targetAudience}`);
  const facts = draftFacts(input, lang);
  const plan = planOf(input.variant);
  const kit = lang === "en" ? TONE_KITS[input.tone] : lang === "other" ? NEUTRAL_KIT : LOCAL_KITS[lang];
  const userText = `${facts.name} ${facts.features.join(" ")} ${facts.audience}`;
  const places: KeywordPlaces =
    lang === "en"
      ? placeKeywords(facts.keywords, facts.name, facts.head, userText)
      : {
          cat: "",
          items: [],
          ctas: [],
          unplaced: facts.keywords.filter((k) => countWords(normWords(userText), normWords(k)) === 0),
          nearName: [],
          claims: [],
        };
  const the = lang === "en" ? facts.theName : facts.name;
  const named: Named = {
    the,
    The: capitalize(the),
    name: facts.name,
    aud: audienceFor(facts, input.targetAudience, lang),
    cat: places.cat,
    verb: facts.verb,
  };
  // Where each product starts in its tone's forms: products spread over them, so no intro is stock.
  const start = hash(facts.name.toLowerCase()) % 3;

  const order = arranged(
    facts.features.map((_, i) => i),
    plan,
    (i) => hasFigure(facts.features[i]!),
  );
  const features = order.map((i) => facts.features[i]!);
  const items = [...features, ...places.items];
  const intro = introFor(kit, named, start, plan);
  const layout = intro ? layoutOf(plan) : "specFirst";
  const heading = layout === "specFirst" ? specHeading(kit, named) : kit.headings[formIndex(start, plan, kit.headings.length)]!;
  const list = [heading, ...items.map((item) => `- ${capitalizeItem(item)}`)].filter(Boolean).join("\n");
  const exclaim = input.tone === "enthusiastic" && lang === "en";
  const ctaIndex = formIndex(start, plan, kit.ctas.length);
  const namedCta = places.ctas.length
    ? places.ctas.map((k) => keywordCta(k, plan, exclaim)).join(" ")
    : kit.ctas[ctaIndex]!(named);
  const bareCta = places.ctas.length ? namedCta : kit.bareCtas[ctaIndex]!(named);
  const compose = (cta: string) => [layout === "specFirst" ? "" : intro, list, cta].filter(Boolean).join("\n\n");

  let result = compose(namedCta);
  // A keyword in the product's name is said by the intro already: the closing line does without
  // the name when saying it again would take the keyword over the density band.
  const nameWords = normWords(facts.name);
  const overDense = facts.keywords.some(
    (k) => countWords(nameWords, normWords(k)) > 0 && keywordDensity(result, k).density > DENSITY_BAND.max,
  );
  // A long name (a sentence typed as a name) or a compound title ("Summer Sale - Linen Shirts")
  // reads badly inside a call to action too.
  const awkward = normWords(facts.name).length > 6 || /\s[-–—|]\s|:/.test(facts.name);
  if ((overDense || awkward) && bareCta !== namedCta) result = compose(bareCta);

  const keywordItems = places.items;
  const metaItems = [...keywordItems.slice(0, 1), ...order.map((i) => featureMid(facts, i, lang)), ...keywordItems.slice(1)];
  const metaDescription = metaFor(kit, named, metaItems, [namedCta, bareCta].filter(Boolean), plan);
  const seoTitle = seoTitleFor(facts, named, kit, lang, plan);
  const seoChecks = descriptoChecks(input, result);
  const suggestions = suggestionsFor({ input, facts, places, lang, result, seoTitle, metaDescription });
  return { result, suggestions, seoTitle, metaDescription, seoChecks, source: "offline" };
}
