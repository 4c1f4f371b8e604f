// nspell's suggestion search, first pass only: the dictionary words one edit away from a word (and
// the aff file's replacement-table, keyboard-neighbour and doubled-letter variants), ranked as
// nspell ranks them. nspell's own `suggest()` goes on, when that pass finds nothing, to a two-edit
// search that costs 0.1-3.5 s for a single short made-up word ("qbcax") and grows without bound
// with the word's length (a 4,000-letter word exhausts the heap). Our callers only want obvious
// slips, so an empty first pass answers []. Adapted from nspell 2.1.5 lib/suggest.js (MIT,
// Titus Wormer); the ranking (weights, casing, alphabet) is nspell's, so results equal `suggest()`
// whenever its first pass finds something.
/* eslint-disable @typescript-eslint/no-require-imports */

/** The parts of an nspell instance the search reads (they are not in nspell's typings). */
export interface NspellInternals {
  conversion: { in: Array<[RegExp | string, string]>; out: Array<[RegExp | string, string]> };
  replacementTable: Array<[string, string]>;
  flags: { KEY?: string[]; TRY?: string[]; NOSUGGEST?: string } & Record<string, unknown>;
  data: Record<string, string[] | undefined>;
  correct(word: string): boolean;
}

type Form = (context: NspellInternals, value: string) => string | null;
let form: Form | undefined;
function loadForm(): Form {
  return (form ??= require("nspell/lib/util/form.js") as Form);
}

const normalize = (value: string, patterns: NspellInternals["conversion"]["in"]) =>
  patterns.reduce<string>((v, [from, to]) => v.replace(from, to), value);

function exactCase(value: string): "l" | "u" | null {
  return value === value.toLowerCase() ? "l" : value === value.toUpperCase() ? "u" : null;
}

/** nspell's casing class: "l" lower, "u" upper, "s" sentence case, null mixed. */
function casing(value: string): "l" | "u" | "s" | null {
  const head = exactCase(value.charAt(0));
  const rest = value.slice(1);
  if (!rest) return head;
  const tail = exactCase(rest);
  if (head === tail) return head;
  return head === "u" && tail === "l" ? "s" : null;
}

const hasFlag = (flags: NspellInternals["flags"], name: string, wordFlags: string[] | undefined) => {
  const value = flags[name];
  return Boolean(wordFlags && typeof value === "string" && wordFlags.includes(value));
};

/** Dictionary words near `word` (one edit, or a known misspelling pattern), best first. */
export function nearSuggestions(speller: NspellInternals, input: string): string[] {
  const value = normalize(input.trim(), speller.conversion.in);
  if (!value || speller.correct(value)) return [];
  const found = createCandidates(speller);
  for (const edit of [...replacementEdits(speller, value), ...keyboardEdits(speller, value), ...doubledLetterEdits(value)])
    found.check(edit, true);
  const characters = speller.flags.TRY ?? [];
  for (const word of caseVariants(value)) oneEditAway(word, characters, found.check);
  return ranked(speller, found, casing(value));
}

/** The aff file's replacement table (common misspellings), applied at each place it matches. */
function replacementEdits(speller: NspellInternals, value: string): string[] {
  const edits: string[] = [];
  for (const [from, to] of speller.replacementTable) {
    let offset = value.indexOf(from);
    while (offset > -1) {
      edits.push(value.replace(from, to));
      offset = value.indexOf(from, offset + 1);
    }
  }
  return edits;
}

/** Each letter swapped for its keyboard neighbours (the aff file's KEY groups). */
function keyboardEdits(speller: NspellInternals, value: string): string[] {
  const edits: string[] = [];
  const keyGroups = speller.flags.KEY ?? [];
  for (let index = 0; index < value.length; index++) {
    const character = value.charAt(index);
    const before = value.slice(0, index);
    const after = value.slice(index + 1);
    const insensitive = character.toLowerCase();
    const upper = insensitive !== character;
    const added = new Set<string>();
    for (const group of keyGroups) {
      const position = group.indexOf(insensitive);
      if (position < 0) continue;
      for (let other = 0; other < group.length; other++) {
        if (other === position) continue;
        let otherCharacter = group.charAt(other);
        if (added.has(otherCharacter)) continue;
        added.add(otherCharacter);
        if (upper) otherCharacter = otherCharacter.toUpperCase();
        edits.push(before + otherCharacter + after);
      }
    }
  }
  return edits;
}

/** A doubled letter forgotten or added, up to three places. */
function doubledLetterEdits(value: string): string[] {
  const doubled = [""];
  let max = 1;
  let distance = 0;
  let nextCharacter = value.charAt(0);
  for (let index = 0; index < value.length; index++) {
    const character = nextCharacter;
    nextCharacter = value.charAt(index + 1);
    const replacement = character === nextCharacter ? "" : character + character;
    const count = doubled.length;
    for (let offset = 0; offset < count; offset++) {
      if (offset <= max) doubled.push(doubled[offset] + replacement);
      doubled[offset] += character;
    }
    if (++distance < 3) max = doubled.length;
  }
  return doubled;
}

/** The word as typed, capitalised and upper case. */
function caseVariants(value: string): string[] {
  const values = [value];
  const lower = value.toLowerCase();
  if (value === lower || casing(value) === null) values.push(value.charAt(0).toUpperCase() + lower.slice(1));
  const upperValue = value.toUpperCase();
  if (value !== upperValue) values.push(upperValue);
  return values;
}

interface Candidates {
  /** Counts a candidate that is a dictionary word (a known-pattern edit starts 10 ahead). */
  check(candidate: string, double?: boolean): void;
  /** The dictionary words found, in the order first found. */
  suggestions: string[];
  weighted: Map<string, number>;
}

function createCandidates(speller: NspellInternals): Candidates {
  const toForm = loadForm();
  const state = new Map<string, boolean>();
  const weighted = new Map<string, number>();
  const suggestions: string[] = [];
  const check = (candidate: string, double = false) => {
    let known = state.get(candidate);
    if (known === undefined) {
      const corrected = toForm(speller, candidate);
      known = Boolean(corrected) && !hasFlag(speller.flags, "NOSUGGEST", speller.data[corrected!]);
      state.set(candidate, known);
      if (known) {
        weighted.set(candidate, double ? 10 : 0);
        suggestions.push(candidate);
      }
    }
    if (known) weighted.set(candidate, weighted.get(candidate)! + 1);
  };
  return { check, suggestions, weighted };
}

const switchCase = (fragment: string) => {
  const first = fragment.charAt(0);
  return (first.toLowerCase() === first ? first.toUpperCase() : first.toLowerCase()) + fragment.slice(1);
};

/** Every one-edit variant of `word`: a letter dropped, two swapped, one inserted or replaced (TRY letters), case slips. */
function oneEditAway(word: string, characters: string[], check: (candidate: string) => void): void {
  let before = "";
  let character = "";
  let next = word.charAt(0);
  let nextAfter = word;
  let nextNextAfter = word.slice(1);
  let nextUpper = next.toLowerCase() !== next;
  const wordCase = casing(word);
  for (let position = 0; position <= word.length; position++) {
    before += character;
    const after = nextAfter;
    nextAfter = nextNextAfter;
    nextNextAfter = nextAfter.slice(1);
    character = next;
    next = word.charAt(position + 1);
    const upper = nextUpper;
    if (next) nextUpper = next.toLowerCase() !== next;
    if (nextAfter && upper !== nextUpper) {
      check(before + switchCase(nextAfter));
      check(before + switchCase(next) + switchCase(character) + nextNextAfter);
    }
    check(before + nextAfter);
    if (nextAfter) check(before + next + character + nextNextAfter);
    for (let inject of characters) {
      if (upper && inject !== inject.toUpperCase()) {
        if (wordCase !== "s") {
          check(before + inject + after);
          check(before + inject + nextAfter);
        }
        inject = inject.toUpperCase();
      }
      check(before + inject + after);
      check(before + inject + nextAfter);
    }
  }
}

/** nspell's order: weight, then the typed word's casing, then the alphabet; one per lower-case form. */
function ranked(speller: NspellInternals, found: Candidates, currentCase: ReturnType<typeof casing>): string[] {
  const weightOf = (w: string) => found.weighted.get(w)!;
  const suggestions = found.suggestions.sort((a, b) => {
    if (weightOf(a) !== weightOf(b)) return weightOf(a) > weightOf(b) ? -1 : 1;
    const ca = casing(a);
    const cb = casing(b);
    if (ca !== cb) {
      if (ca === currentCase) return -1;
      if (cb === currentCase) return 1;
    }
    return a.localeCompare(b);
  });
  const out: string[] = [];
  const seen = new Set<string>();
  for (const s of suggestions) {
    const suggestion = normalize(s, speller.conversion.out);
    const key = suggestion.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(suggestion);
    }
  }
  return out;
}
