// Texts a hostile client can send inside a field's length limit, for the adversarial benchmark and
// the tools' regression tests: long single words, repeated words, many short or many distinct
// misspelt words, unicode (emoji, combining marks, CJK), punctuation and whitespace runs. Lengths
// are counted in UTF-16 code units, as the contracts' `max()` counts them.

export interface HostileText {
  name: string;
  text: string;
}

/** `unit` repeated to at most `max` code units (never splitting a surrogate pair). */
export function fill(unit: string, max: number): string {
  return unit.repeat(Math.max(1, Math.floor(max / unit.length))).slice(0, max);
}

/** Distinct made-up lower-case words ("zqvab", "zqvac" ...): each one misses the dictionary. */
export function distinctNonWords(max: number): string {
  const words: string[] = [];
  let length = -1;
  for (let i = 0; length + 7 <= max; i++) {
    const letters = "bcdfghjklmnpqrstvwxz";
    const w = `q${letters[i % 20]}${letters[Math.floor(i / 20) % 20]}${"aeiou"[i % 5]}${letters[Math.floor(i / 400) % 20]}x`;
    words.push(w);
    length += w.length + 1;
  }
  return words.join(" ");
}

/** Plausible misspellings, one edit from real words, many distinct: the suggester's worst case. */
export function distinctTypos(max: number): string {
  const stems = ["wireles", "chargr", "blendr", "keybord", "mousse", "speakr", "headphnes", "ergonmic", "portble", "coffe"];
  const words: string[] = [];
  let length = -1;
  for (let i = 0; ; i++) {
    const w = `${stems[i % stems.length]}${"abcdefghijklmnopqrstuvwxyz"[Math.floor(i / stems.length) % 26]}`;
    if (length + w.length + 1 > max) break;
    words.push(w);
    length += w.length + 1;
  }
  return words.join(" ");
}

/** The hostile texts for a field of at most `max` characters. */
export function hostileTexts(max: number): HostileText[] {
  return [
    { name: "one long word", text: fill("a", max) },
    { name: "one long repeated word", text: fill("ab", max) },
    { name: "one long varied word", text: fill("qwertyuiopasdfghjklzxcvbnm", max) },
    { name: "one long capitalised word", text: `A${fill("b", max - 1)}` },
    { name: "long hyphenated word", text: fill("ab-", max) },
    { name: "long word with apostrophes", text: fill("ab'", max) },
    { name: "many short words", text: fill("ab ", max).trim() },
    { name: "many one-letter words", text: fill("a ", max).trim() },
    { name: "a real word repeated", text: fill("coffee ", max).trim() },
    { name: "a misspelt word repeated", text: fill("wireles ", max).trim() },
    { name: "many distinct non-words", text: distinctNonWords(max) },
    { name: "many distinct typos", text: distinctTypos(max) },
    { name: "many title-case words", text: fill("Ab ", max).trim() },
    { name: "shouting", text: fill("BUY NOW ", max).trim() },
    { name: "emoji", text: fill("😀", max) },
    { name: "emoji between words", text: fill("ab😀 ", max).trim() },
    { name: "combining marks on one letter", text: `e${fill("\u0301", max - 1)}` },
    { name: "accented letters", text: fill("e\u0301", max) },
    { name: "CJK", text: fill("漢字", max) },
    { name: "right-to-left", text: fill("مرحبا ", max).trim() },
    { name: "digits", text: fill("1", max) },
    { name: "commas", text: `a${fill(",", max - 2)}b` },
    { name: "comma-separated words", text: fill("ab,", max) },
    { name: "newline-separated words", text: fill("ab\n", max).trim() },
    { name: "newlines", text: `a${fill("\n", max - 2)}b` },
    { name: "whitespace run", text: `a${fill(" ", max - 2)}b` },
    { name: "tabs and spaces", text: `a${fill("\t \u00a0", max - 2)}b` },
    { name: "sentence punctuation", text: fill("a. ", max).trim() },
    { name: "question marks", text: fill("why? ", max).trim() },
    { name: "dollar signs and braces", text: fill("$1{}", max) },
    { name: "regex metacharacters", text: fill(".*+?^$()[]|\\", max) },
  ];
}
