// SeoSnapshot's spelling hints and the names it reads: likely typos (a hint, never critical; brands,
// compounds, derived forms and British spellings are not typos), place and person names, names typed
// in lower case, and whether a title is in Title Case.
import { detectLanguage, isKnownWord, spellSuggest } from "@seo/ai/text/language";
import { editDistance, misspellings } from "@seo/ai/text/spelling";
import { words } from "@seo/ai/text/words";

/** Names the dictionary knows only capitalised, typed in lower case ("leeds", "manchester"). */
export function namesTypedLower(text: string): string[] {
  return words(text).filter(
    (w) =>
      w.length >= 3 &&
      w === w.toLowerCase() &&
      /^\p{L}+$/u.test(w) &&
      !isKnownWord(w) &&
      !isBritishWord(w) &&
      isKnownWord(upperFirst(w)),
  );
}

const namesCache = new Map<string, string[]>();
/**
 * Place and person names in a text: capitalised words the dictionary knows only capitalised
 * ("Bristol", "Paris", not "Hotel" or a brand it has never seen). Cheaper than a full parse.
 */
export function properNames(text: string): string[] {
  const hit = namesCache.get(text);
  if (hit) return hit;
  const out = [
    ...new Set((text.match(/\b\p{Lu}\p{Ll}{2,}\b/gu) ?? []).filter((w) => !isKnownWord(w.toLowerCase()) && isKnownWord(w))),
  ];
  if (namesCache.size > 2000) namesCache.clear();
  namesCache.set(text, out);
  return out;
}

/**
 * Likely typos in an English title and description ("recieve" -> "receive"), a hint and never a
 * verdict: a word the dictionary knows in any casing (a name or initialism typed in lower case), a
 * compound of dictionary words ("callouts"), a derived form ("grippy"), and a brand (a word the
 * snippet also writes with a capital, or the site's own host and path) are not typos.
 */
export function spellingSlips(title: string, description: string, url?: string): SpellingSlip[] {
  const text = `${title}. ${description}`;
  if (detectLanguage(text) !== "en") return [];
  // A capital marks a brand only where the writer did not capitalise every word (a Title Case title).
  const capitalised = [...(titleCased(title) ? [] : words(title)), ...words(description)];
  const brandWords = new Set(capitalised.filter((w) => /^\p{Lu}/u.test(w)).map((w) => w.toLowerCase()));
  for (const w of urlWords(url)) brandWords.add(w);
  const seen = new Set<string>();
  return misspellings(text)
    .filter((f) => {
      if (seen.has(f.from)) return false;
      seen.add(f.from);
      return !brandWords.has(f.from) && !acceptedSpelling(f.from);
    })
    .map((f) => ({ from: f.from, to: f.to, options: closeSpellings(f.from, f.to) }));
}

/** A likely typo and the dictionary's closest words for it (the first is its best guess). */
export interface SpellingSlip {
  from: string;
  to: string;
  /** Up to two words the writer may have meant ("stich": "stick", "stitch"). */
  options: string[];
}

/** The best guess and, when the dictionary has another as close, that one too: a guess is offered, not imposed. */
function closeSpellings(word: string, best: string): string[] {
  const limit = word.length >= 9 ? 2 : 1;
  const others = spellSuggest(word).filter(
    (s) => s !== best && s === s.toLowerCase() && /^[a-z]+$/.test(s) && s[0] === word[0] && editDistance(word, s) <= limit,
  );
  return [best, ...others].slice(0, 2);
}

/** Is (nearly) every word of at least three letters capitalised, as in a Title Case title? */
export function titleCased(text: string): boolean {
  const ws = (text.match(/\p{L}{3,}/gu) ?? []).filter((w) => !/^(and|but|for|nor|the|with|from|into|over|your|our)$/.test(w));
  return ws.length >= 2 && ws.filter((w) => /^\p{Lu}/u.test(w)).length / ws.length >= 0.8;
}

function urlWords(url?: string): string[] {
  try {
    const u = url ? new URL(url) : undefined;
    return u
      ? `${u.hostname} ${decodeURIComponent(u.pathname)}`
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter(Boolean)
      : [];
  } catch {
    return [];
  }
}

const upperFirst = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/** The dictionary is American: "centre", "colour", "organise", "grey" are words all the same. */
export function isBritishWord(word: string): boolean {
  const w = word.toLowerCase();
  const american = [
    w.replace(/tre(s|d)?$/, "ter$1"),
    w.replace(/our(s|ed|ing|ite|ites|able)?$/, "or$1"),
    w.replace(/is(e|es|ed|ing|ation|ations)$/, "iz$1"),
    w.replace(/ys(e|es|ed|ing)$/, "yz$1"),
    w.replace(/ogue(s)?$/, "og$1"),
    w.replace(/^grey/, "gray"),
  ];
  return american.some((v) => v !== w && isKnownWord(v));
}

/** A word that is spelt as intended although the dictionary lacks it in lower case. */
export function acceptedSpelling(word: string): boolean {
  const w = word.toLowerCase().replace(/['’]s$/u, "");
  if (isKnownWord(w) || isKnownWord(upperFirst(w)) || isKnownWord(w.toUpperCase())) return true;
  // "call-out", "same-day": every part a word.
  if (w.includes("-")) return w.split("-").every((part) => part.length > 0 && acceptedSpelling(part));
  if (isBritishWord(w)) return true;
  // Two dictionary words run together: "callouts" (call + outs), "checkouts", "pushchair".
  for (let i = 3; i <= w.length - 3; i++) if (isKnownWord(w.slice(0, i)) && isKnownWord(w.slice(i))) return true;
  // A derived form with the consonant doubled: "grippy" (grip), "snappy", "clicky" is a dictionary word.
  const derived = w.match(/^(.*([bdgklmnprtz]))\2(y|ier|iest|er|ers|ed|ing)$/);
  return !!derived && derived[1]!.length >= 3 && isKnownWord(derived[1]!);
}
