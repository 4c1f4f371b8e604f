// Stock phrases across products: the same sentence (or the same sentence with only the product's
// own words swapped) in the copy for different inputs, which a reader of two drafts spots at once
// ("... is worth a closer look." in 10 of 30 descriptions).
import { sentenceKey } from "../text/variantOverlap";
import { isStopWord, normWords } from "../text/words";

const LIST_ITEM = /^\s*(?:[-•*–]|\d+[.)])\s+/;
/** Fewer unmasked words than this and a sentence is too short to call stock ("Shop now."). */
const MIN_WORDS = 3;
const MASK = "…";

/** Copy as sentences and list lines: a bullet or heading is one item, prose splits at . ! ? */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(LIST_ITEM, "").trim();
    if (!line) continue;
    if (LIST_ITEM.test(raw) || line.endsWith(":") || /^#+\s/.test(line)) {
      out.push(line.replace(/^#+\s*/, ""));
      continue;
    }
    for (const s of line.split(/(?<=[.!?])\s+(?=[\p{Lu}\p{N}"“'(])/u)) if (s.trim()) out.push(s.trim());
  }
  return out;
}

/** A sentence's key with the product's own words (and every figure) replaced by one mark per run. */
function skeletonOf(sentence: string, own: Set<string>): string {
  return sentenceKey(sentence)
    .split(" ")
    .map((w) => (own.has(w) || /\d/.test(w) ? MASK : w))
    .join(" ")
    .replace(new RegExp(`${MASK}( ${MASK})+`, "g"), MASK);
}

/**
 * Sentences (with `skeletons`, sentence frames) that more than `share` of the products' outputs
 * contain, most shared first. Each product counts once per sentence.
 */
export function repeatedAcrossProducts(
  items: { input: string; sentences: string[] }[],
  options: { share?: number; skeletons?: boolean } = {},
): { text: string; count: number }[] {
  const share = options.share ?? 0.2;
  const counts = new Map<string, { text: string; count: number }>();
  for (const item of items) {
    const own = new Set(
      normWords(item.input)
        .flatMap((w) => w.split(/[-'’&]+/))
        .filter((w) => w && !isStopWord(w)),
    );
    const keys = new Map<string, string>();
    for (const s of item.sentences) {
      const key = options.skeletons ? skeletonOf(s, own) : sentenceKey(s);
      if (key.split(" ").filter((w) => w && w !== MASK).length < MIN_WORDS) continue;
      if (!keys.has(key)) keys.set(key, options.skeletons ? key : s.trim());
    }
    for (const [key, text] of keys) {
      const hit = counts.get(key);
      if (hit) hit.count++;
      else counts.set(key, { text, count: 1 });
    }
  }
  return [...counts.values()].filter((c) => c.count >= 2 && c.count > share * items.length).sort((a, b) => b.count - a.count);
}
