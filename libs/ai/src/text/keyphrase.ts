// Finds the phrase a page is about when the user did not name a focus keyword.
import { countPhrase, isStopWord, normWords, words } from "./words";

// Words that qualify a topic rather than name it ("best", "guide", "2025").
const MODIFIERS = new Set(
  (
    "best top new ultimate complete definitive guide guides tips tricks review reviews cheap free easy simple quick " +
    "official online shop buy sale deals deal how why what ways things step steps proven essential expert your " +
    "great amazing perfect ideal latest beginner beginners everything need know"
  ).split(" "),
);

/** The title's main part: the segment before a brand separator ("Shoes for Flat Feet | ShoeCo"). */
export function mainSegment(title: string): string {
  const segments = title
    .split(/\s[|–—-]\s|\s?[|:]\s/)
    .map((s) => s.trim())
    .filter(Boolean);
  const first = segments[0] ?? title;
  return words(first).length >= 2 || segments.length === 1 ? first : (segments.find((s) => words(s).length >= 2) ?? first);
}

/**
 * The runs of content words a keyword phrase is taken from: stop words, the given qualifiers and
 * words starting with a digit end a run and belong to none ("best running shoes for women 2025" ->
 * ["running", "shoes"], ["women"] with "best" a qualifier).
 */
export function contentWordRuns(ws: readonly string[], qualifiers: ReadonlySet<string>): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const w of ws) {
    if (isStopWord(w) || qualifiers.has(w) || /^\d/.test(w)) {
      if (run.length) runs.push(run);
      run = [];
    } else run.push(w);
  }
  if (run.length) runs.push(run);
  return runs;
}

/**
 * The most significant 1-3 word phrase of `title`, preferring phrases the description repeats,
 * two-word phrases (specific but still searched) and phrases near the start.
 */
export function inferFocusKeyword(title: string, description = ""): string {
  const main = normWords(mainSegment(title));
  const desc = normWords(description);
  const runs = contentWordRuns(main, MODIFIERS);
  let best = "";
  let bestScore = -Infinity;
  let position = 0;
  for (const r of runs) {
    for (let n = 1; n <= 3; n++) {
      for (let i = 0; i + n <= r.length; i++) {
        const phrase = r.slice(i, i + n).join(" ");
        const at = main.indexOf(r[i]!, position);
        const early = main.length ? 1 - Math.max(0, at) / main.length : 0;
        const inDesc = countPhrase(desc, phrase) > 0 ? 2.5 : 0;
        const wordsInDesc = r.slice(i, i + n).filter((w) => desc.includes(w)).length / n;
        const lengthScore = n === 1 ? 1 : n === 2 ? 3 : 2.6;
        const score = lengthScore + inDesc + wordsInDesc + early;
        if (score > bestScore) {
          bestScore = score;
          best = phrase;
        }
      }
    }
    position += r.length;
  }
  return best || leadingWords(main);
}

/** When no phrase scores: the first two words that are not stop words, else the first two words. */
export function leadingWords(ws: readonly string[]): string {
  return (
    ws
      .filter((w) => !isStopWord(w))
      .slice(0, 2)
      .join(" ") || ws.slice(0, 2).join(" ")
  );
}

/**
 * A short subject phrase from free text (a niche, a topic of up to 500 characters): the first clause,
 * without leading filler, cut before trailing qualifiers, at most `maxWords` words, whole words only.
 */
export function subjectPhrase(text: string, maxWords = 5): string {
  const clause =
    text
      .replace(/["“”«»]/g, "")
      .split(/[.!?;:\n]|\s[-–—|]\s|,\s/)
      .map((s) => s.trim())
      .find((s) => words(s).length > 0) ?? text;
  let ws = words(clause);
  const fillers =
    /^(a|an|the|our|my|your|this|introducing|about|write|create|generate|headlines?|titles?|for|on|how|to|best|top|new)$/i;
  while (ws.length > 1 && fillers.test(ws[0]!)) ws = ws.slice(1);
  if (ws.length > maxWords) {
    // Cut before a qualifier ("organic dog food for senior dogs with ..." -> "organic dog food").
    const cut = ws.findIndex(
      (w, i) => i >= 2 && /^(that|which|who|for|with|to|in|on|from|by|so|because|and|while|using)$/i.test(w),
    );
    if (cut > 0 && cut <= maxWords) ws = ws.slice(0, cut);
    else ws = ws.slice(0, maxWords);
  }
  while (ws.length > 1 && isStopWord(ws[ws.length - 1]!)) ws = ws.slice(0, -1);
  return ws.join(" ");
}
