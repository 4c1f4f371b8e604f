// Typo repair for short English inputs (keyword seeds, titles) on the language layer's dictionary
// (nspell + dictionary-en). Only obvious slips are fixed or flagged: a lower-case word the
// dictionary does not know whose best suggestion is one edit away (two for long words), keeps the
// first letter and is not just an inflection ("millennials" is not a typo of "millennial"). Names,
// acronyms and web vocabulary the dictionary lacks ("shopify", "saas") are left alone.
import { isKnownWord, spellSuggest } from "./language";

// Everyday web and commerce words that Hunspell's English list does not carry.
const WEB_WORDS = new Set(
  (
    "ecommerce saas crm erp seo sem ppc onboarding offboarding dropshipping shopify woocommerce wordpress airpods airbnb " +
    "subreddit chatbot chatbots lightroom photoshop canva notion etsy amazon tiktok instagram youtube linkedin pinterest " +
    "kombucha matcha keto paleo vegan millennials gen influencer influencers webinar webinars podcast podcasts podcasting " +
    "smartwatch smartwatches earbuds skincare haircare homeware workwear activewear sportswear athleisure ebook ebooks " +
    "printable printables preset presets airfryer fintech proptech edtech martech devops cybersecurity blockchain crypto " +
    "nft nfts backlink backlinks backlinking pickleball glamping vlog vlogs vlogger vloggers youtuber youtubers " +
    "meetup coworking upcycled upcycling microgreens sourdough hashtag hashtags emoji emojis google bing shopify " +
    "tutoring freelancer freelancers freelancing bootcamp bootcamps unboxing cashback payroll invoicing bookkeeping " +
    "ux ui api apis sdk app apps wifi bluetooth usb hdmi gpu cpu ssd nas vpn vpns " +
    // Supplements and foods the list lacks ("creatine" is no typo of "creative").
    "creatine collagen ashwagandha electrolytes probiotics prebiotics gummies spirulina moringa acai quinoa tofu tempeh " +
    "oat milk oatmilk granola hummus falafel " +
    // Houseplants and gardening ("repot a monstera" is no "report a monsters").
    "repot repotting repotted monstera monsteras pothos philodendron calathea sansevieria succulent succulents aroid aroids"
  ).split(" "),
);

/** Damerau-Levenshtein distance (adjacent transpositions count as one edit). */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

/** American spellings of a possibly British word ("flavours" -> "flavors", "centre" -> "center"). */
function britishVariants(word: string): string[] {
  const out = [
    word.replace(/our(s|ed|ing|ite|ites|able)?$/, "or$1"),
    word.replace(/tre(s|d)?$/, "ter$1"),
    word.replace(/is(e|es|ed|ing|ation|ations|er|ers)$/, "iz$1"),
    word.replace(/ys(e|es|ed|ing)$/, "yz$1"),
    word.replace(/ogue(s)?$/, "og$1"),
    word.replace(/ll(ed|ing|er|ers)$/, "l$1"),
    word.replace(/ence(s)?$/, "ense$1"),
    word.replace(/mme(s)?$/, "m$1"),
    word.replace(/ae/, "e").replace(/oe/, "e"),
    word.replace(/ey$/, "y"),
  ];
  return [...new Set(out)].filter((v) => v !== word);
}

/** Is this lower-case word a candidate for a fix (unknown, not British, not a compound)? Cheap: no suggestions. */
function worthSuggesting(word: string): boolean {
  if (word.length < 4 || word !== word.toLowerCase() || /[^a-z'-]/.test(word) || WEB_WORDS.has(word)) return false;
  if (isKnownWord(word)) return false;
  // A name typed in lower case ("brighton", "lisbon") or a plural of a known word ("gummies") is no typo.
  if (isKnownWord(word.charAt(0).toUpperCase() + word.slice(1))) return false;
  if (/ies$/.test(word) && isKnownWord(`${word.slice(0, -3)}y`)) return false;
  // The dictionary is American: British spellings ("centre", "flavours", "organise") are not typos.
  if (britishVariants(word).some((v) => isKnownWord(v))) return false;
  return !word.includes("-") && !word.includes("'"); // compounds and possessives: too many false alarms
}

/** Options of a typo fixer. */
export interface TypoOptions {
  /**
   * Fix a word whose only difference is one letter swapped for another (default true). Off for
   * search seeds: there a swap makes a different real word as often as a fix ("creatine" is no
   * "creative", "monstera" no "monsters"); missing, extra and transposed letters are still fixed.
   */
  letterSwaps?: boolean;
}

function fixFromSuggestions(word: string, { letterSwaps = true }: TypoOptions = {}): string | undefined {
  const maxEdits = word.length >= 9 ? 2 : 1;
  const suggestions = spellSuggest(word).slice(0, 3);
  // A name typed in lower case ("london" -> "London") is not a typo.
  if (suggestions.some((s) => s.toLowerCase() === word)) return undefined;
  for (const s of suggestions) {
    const lower = s.toLowerCase();
    if (s !== lower) continue; // a name ("corsa" is not "Cora"), an acronym or odd casing is never a fix
    if (/[\s']/.test(s)) continue; // "chairs'" or a split into two words
    if (lower[0] !== word[0]) continue; // typos rarely hit the first letter; "ecommerce" is not "commerce"
    if (word.startsWith(lower) && /^(s|es|ed|d|ing|er|ers|ly|'s)$/.test(word.slice(lower.length))) continue; // an inflection the list lacks ("millennials")
    if (!letterSwaps && lower.length === word.length && [...word].filter((c, i) => c !== lower[i]).length === 1) continue;
    if (editDistance(word, lower) <= maxEdits) return lower;
  }
  return undefined;
}

/** The correction for one lower-case word, or undefined when it is spelt right or not an obvious slip. */
export function obviousTypoFix(word: string): string | undefined {
  return worthSuggesting(word) ? fixFromSuggestions(word) : undefined;
}

/**
 * How many distinct words of one text may go to the suggester. Each new word costs milliseconds,
 * so a text of hundreds of made-up words would hold the event loop for seconds; real inputs carry
 * one or two slips, and the words after the limit are simply left as typed.
 */
export const MAX_SUGGESTED_WORDS_PER_TEXT = 5;

/**
 * obviousTypoFix for the words of one text: repeated words are looked up once, and at most
 * `limit` distinct words are sent to the suggester (later ones count as no slip).
 */
export function typoFixer(limit = MAX_SUGGESTED_WORDS_PER_TEXT, options: TypoOptions = {}): (word: string) => string | undefined {
  const seen = new Map<string, string | undefined>();
  return (word) => {
    if (seen.has(word)) return seen.get(word);
    let fix: string | undefined;
    if (worthSuggesting(word) && seen.size < limit) {
      fix = fixFromSuggestions(word, options);
      seen.set(word, fix);
    }
    return fix;
  };
}

export interface SpellingFix {
  from: string;
  to: string;
}

// Function words of the languages people also type seeds in: a text with one of them and few
// English words is not English, and nothing in it is "corrected" ("scarpe da corsa" stays).
const FOREIGN_FUNCTION_WORDS =
  /^(da|di|del|della|delle|dei|per|il|gli|lo|de|la|las|los|el|con|para|por|und|der|die|das|für|mit|von|le|les|du|des|pour|avec|au|aux|een|het|van|voor|met)$/i;

/** Does the text read as another language (a foreign function word and no more English words than not)? */
function looksForeign(text: string): boolean {
  const words = text.match(/\p{L}+/gu) ?? [];
  if (!words.some((w) => FOREIGN_FUNCTION_WORDS.test(w))) return false;
  const content = words.filter((w) => w.length >= 3 && !FOREIGN_FUNCTION_WORDS.test(w));
  const known = content.filter((w) => isKnownWord(w.toLowerCase()) || WEB_WORDS.has(w.toLowerCase())).length;
  return known * 2 <= content.length;
}

/**
 * Fixes obvious slips in the lower-case words of an English phrase. Capitalised words are names and
 * stay; dictionary words in any casing, names typed in lower case and text in another language are
 * never "corrected".
 */
export function correctSpelling(text: string, options: TypoOptions = {}): { text: string; fixes: SpellingFix[] } {
  const fixes: SpellingFix[] = [];
  if (looksForeign(text)) return { text, fixes };
  const typoFix = typoFixer(MAX_SUGGESTED_WORDS_PER_TEXT, options);
  const out = text.replace(/[\p{L}][\p{L}'-]*/gu, (w) => {
    const fix = typoFix(w);
    if (!fix) return w;
    fixes.push({ from: w, to: fix });
    return fix;
  });
  return { text: out, fixes };
}

/** The obvious slips in a text (titles, descriptions), without changing it. */
export function misspellings(text: string): SpellingFix[] {
  return correctSpelling(text).fixes;
}
