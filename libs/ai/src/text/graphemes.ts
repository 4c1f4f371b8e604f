// User-perceived characters: "é" written as e + combining accent, or a family emoji, count as one.
// Search engines and SPEC.md's 50-60 / 140-160 guides count what the reader sees, not UTF-16 units.

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });
const ASCII = /^[\x00-\x7f]*$/;

/** The graphemes of a string (fast path for ASCII, where every code unit is one grapheme). */
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
