// SeoSnapshot's casing for rewrites: the client's capitals are kept ("GreenLeaf", "USB-C", "Uji"),
// names and initialisms typed in lower case are restored ("manchester" -> "Manchester", "uk" -> "UK"),
// titles are title-cased and every sentence of a description starts with a capital.
import { detectLanguage, fixAcronyms, isKnownWord } from "@seo/ai/text/language";
import { titleCase } from "@seo/ai/text/words";
import { isBritishWord } from "./seosnapshotSpelling";

const WORD = /[\p{L}][\p{L}\p{N}'’-]*/gu;
const upperFirst = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

/**
 * How the dictionary writes a word typed in lower case when it knows it only as a name or an
 * initialism ("manchester" -> "Manchester", "saturdays" -> "Saturdays", "uk" -> "UK"); undefined
 * for ordinary words and words it does not know.
 */
function nameForm(word: string): string | undefined {
  if (word.length < 2 || word !== word.toLowerCase() || word.includes("-")) return undefined;
  const base = word.replace(/['’]s$/u, "");
  const rest = word.slice(base.length);
  if (isKnownWord(base) || isBritishWord(base)) return undefined;
  if (base.length >= 3 && isKnownWord(upperFirst(base))) return upperFirst(base) + rest;
  // The dictionary accepts any word in capitals ("MONDAY"): an initialism is one it knows in no other form.
  if (base.length >= 2 && isKnownWord(base.toUpperCase()) && !isKnownWord(upperFirst(base))) return base.toUpperCase() + rest;
  // "cotswolds": the dictionary has the singular name only.
  const singular = base.replace(/s$/, "");
  if (singular !== base && singular.length >= 3 && !isKnownWord(singular) && isKnownWord(upperFirst(singular)))
    return upperFirst(base) + rest;
  return undefined;
}

/** Names and initialisms the client typed in lower case, written as the dictionary writes them (English text only). */
export function restoreNames(text: string): string {
  if (detectLanguage(text) !== "en") return text;
  return fixAcronyms(text).replace(WORD, (w) => nameForm(w) ?? w);
}

/** Every sentence starts with a capital ("leaking pipe? we fix it fast." -> "Leaking pipe? We fix it fast."); brands such as "iPhone" stay. */
export function sentenceCase(text: string): string {
  return text.replace(/(^|[.!?]\s+)(\p{Ll}[\p{L}\p{N}'’-]*)/gu, (m, lead: string, w: string) =>
    /\p{Lu}/u.test(w.slice(1)) ? m : lead + upperFirst(w),
  );
}

/** A title in Title Case with the client's capitals kept and lower-case names restored. */
export function titleCaseTitle(text: string): string {
  return titled(restoreNames(text));
}

/** Title Case, with the word after a figure's hyphen capitalised too ("2-Year Warranty", "7-Day Trial"). */
export function titled(text: string): string {
  return titleCase(text).replace(/(\d-)(\p{Ll})/gu, (_m, figure: string, letter: string) => figure + letter.toUpperCase());
}

/**
 * Title Case words back to sentence flow where the dictionary knows them in lower case ("Running
 * Shoes" -> "running shoes"); names, brands and initialisms stay ("Levi's", "Uji", "USB-C").
 */
export function inSentence(text: string): string {
  return text.replace(WORD, (w) => {
    const lower = w.toLowerCase();
    return /^\p{Lu}\p{Ll}*$/u.test(w.replace(/['’]s$/u, "")) && isKnownWord(lower.replace(/['’]s$/u, "")) ? lower : w;
  });
}

/** The words of `phrase` as `text` writes them ("running shoes" in "Best Running Shoes" -> "Running Shoes"), or undefined. */
export function asWritten(text: string, phrase: string): string | undefined {
  const target =
    phrase
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[\p{L}\p{N}][\p{L}\p{N}'&-]*/gu) ?? [];
  if (!target.length) return undefined;
  const tokens = [...text.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’&-]*/gu)];
  const norm = tokens.map((t) => t[0].toLowerCase().replace(/’/g, "'"));
  for (let i = 0; i + target.length <= tokens.length; i++) {
    if (target.every((w, k) => norm[i + k] === w)) {
      const start = tokens[i]!.index!;
      const last = tokens[i + target.length - 1]!;
      return text.slice(start, last.index! + last[0].length);
    }
  }
  return undefined;
}
