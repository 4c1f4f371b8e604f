// Keyword figures a reader checks first: a longer phrase cannot be searched more often than a
// shorter one it contains ("how to start a podcast" is part of the searches for "start a podcast").
import { countWords, normWords } from "../text/words";

/** The pairs where a longer phrase containing a shorter one shows more monthly searches than it. */
export function implausibleOrdering(rows: { keyword: string; volume?: number | null }[]): { longer: string; shorter: string }[] {
  const known = rows
    .filter((r): r is { keyword: string; volume: number } => typeof r.volume === "number" && Number.isFinite(r.volume))
    .map((r) => ({ ...r, words: normWords(r.keyword) }));
  const out: { longer: string; shorter: string }[] = [];
  for (const longer of known)
    for (const shorter of known)
      if (
        longer.words.length > shorter.words.length &&
        shorter.words.length > 0 &&
        longer.volume > shorter.volume &&
        countWords(longer.words, shorter.words) > 0
      )
        out.push({ longer: longer.keyword, shorter: shorter.keyword });
  return out;
}
