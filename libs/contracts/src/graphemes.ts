// User-perceived characters: "é" written as e + combining accent, or a family emoji, count as one.
// Search engines and the tools' length guides count what the reader sees, not UTF-16 units. Shared by
// the forms (their counters) and the engines (the audit), so both always show the same number.

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
// Text with none of these is one grapheme per UTF-16 unit (precomposed "é", "–", CJK...), so it can
// skip the segmenter, which is slow: CR (CR LF is one grapheme), combining marks, joiners and
// variation selectors, Hangul jamo, and anything outside the BMP (emoji, flags).
const NEEDS_SEGMENTER = /[\r\p{M}\u200c\u200d\ufe00-\ufe0f\u1100-\u11ff\u{10000}-\u{10ffff}]/u;
const ASCII = { test: (text: string) => !NEEDS_SEGMENTER.test(text) };

/** The graphemes of a string (fast path when every code unit is one grapheme). */
export function graphemes(text: string): string[] {
  if (ASCII.test(text)) return text.split("");
  const out: string[] = [];
  for (const s of segmenter.segment(text)) out.push(s.segment);
  return out;
}

/** Number of user-perceived characters. */
export function graphemeLength(text: string): number {
  if (ASCII.test(text)) return text.length;
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

/**
 * The length a search result shows: runs of whitespace collapse to one space and the ends are
 * trimmed, then graphemes are counted. A form's character counters and the server's checks both use it.
 */
export function displayLength(text: string): number {
  return graphemeLength(text.replace(/\s+/g, " ").trim());
}
