// The one grapheme counter lives in @seo/contracts, so the forms and the engines count alike.
import { graphemeLength } from "@seo/contracts/graphemes";

export { graphemeLength, graphemes } from "@seo/contracts/graphemes";

const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

/**
 * The grapheme length when it is at most `cap`, otherwise some number above `cap`: for "does it
 * fit?" questions about texts that may be thousands of characters long, counting stops past the cap.
 */
export function graphemeLengthUpTo(text: string, cap: number): number {
  if (text.length <= cap) return graphemeLength(text); // never more graphemes than code units
  let n = 0;
  for (const _ of segmenter.segment(text)) if (++n > cap) break;
  return n;
}
