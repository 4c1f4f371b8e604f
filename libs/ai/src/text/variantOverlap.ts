// How much two drafts of the same input share. Variants must differ where it matters (opening,
// structure, angle), so each tool's quality corpus, its unit tests and the browser test measure the
// sentences (or lines) two variants have in common with these functions.

/** A sentence or line as it is compared: lower case, punctuation and spacing ignored. */
export function sentenceKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%]+/gu, " ")
    .trim();
}

const LIST_ITEM = /^(?:[-•*–]|\d+[.)])\s/;

/**
 * The prose sentences of a text, as keys. List items and headings (a line ending in ":") are not
 * prose: the items restate the user's own features, which every variant keeps. Sentences of fewer
 * than three words ("Shop now.") are too short to make two drafts read alike.
 */
export function proseSentences(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || LIST_ITEM.test(line) || line.endsWith(":")) continue;
    for (const sentence of line.split(/(?<=[.!?])\s+/)) {
      const key = sentenceKey(sentence);
      if (key.split(" ").length >= 3) out.push(key);
    }
  }
  return out;
}

/** The prose sentences two texts both have. */
export function sharedSentences(a: string, b: string): string[] {
  const theirs = new Set(proseSentences(b));
  return [...new Set(proseSentences(a))].filter((s) => theirs.has(s));
}

/** The lines (headlines, titles) two lists both have, case and punctuation ignored. */
export function sharedLines(a: readonly string[], b: readonly string[]): string[] {
  const theirs = new Set(b.map(sentenceKey));
  return [...new Set(a.map(sentenceKey))].filter((s) => theirs.has(s));
}

/** The most any two of the texts share (0 when fewer than two), with the pair's shared items. */
export function mostShared<T>(items: readonly T[], shared: (a: T, b: T) => string[]): { count: number; shared: string[] } {
  let worst: string[] = [];
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++) {
      const s = shared(items[i]!, items[j]!);
      if (s.length > worst.length) worst = s;
    }
  return { count: worst.length, shared: worst };
}
