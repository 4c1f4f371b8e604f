// TrendSpy's estimate without numbers (docs/decisions/0028): each idea's relative interest
// (high, medium, low) from its shape alone, with the one-line reason the page shows. The head term
// is the broadest search; a buying or one-word modifier narrows it; questions, comparisons and
// longer phrases narrow it further. A longer phrase is never in a higher band than one it contains.
import type { InterestBand } from "@seo/trendspy-contract";
import { normWords } from "@seo/ai/text/words";

export interface Interest {
  interest: InterestBand;
  interestWhy: string;
}

const RANK: Record<InterestBand, number> = { high: 0, medium: 1, low: 2 };
const words = (k: string) => normWords(k.replace(/\$/g, ""));

/** The band of one idea, given the head term's words and what kind of form it is. */
export function interestOf(keyword: string, headWords: readonly string[], kind: string, isHead: boolean): Interest {
  if (isHead) return { interest: "high", interestWhy: "The head term: the broadest search in this set." };
  const added = words(keyword).filter((w) => !headWords.includes(w)).length;
  if (kind === "question")
    return { interest: "low", interestWhy: "A question: asked by fewer people than the topic, answered by one page." };
  if (kind === "comparison")
    return { interest: "low", interestWhy: "A comparison: searched by people close to choosing, a smaller group." };
  if (added >= 3 || kind === "long tail")
    return { interest: "low", interestWhy: "A longer phrase: fewer people type all of these words." };
  if (kind === "commercial" || kind === "transactional")
    return { interest: "medium", interestWhy: "A buying modifier on the head term: fewer searches, closer to a sale." };
  return { interest: "medium", interestWhy: "A word added to the head term: a narrower search." };
}

/** Bands for a list whose first row is the head term; a phrase never outranks one it contains. */
export function interestsFor<T extends { keyword: string; kind: string }>(rows: readonly T[]): Array<T & Interest> {
  const headWords = rows[0] ? words(rows[0].keyword) : [];
  const out = rows.map((r, i) => ({ ...r, ...interestOf(r.keyword, headWords, r.kind, i === 0) }));
  for (const a of out.slice(1)) {
    const aw = words(a.keyword);
    for (const b of out.slice(1)) {
      const bw = words(b.keyword);
      if (a !== b && bw.length < aw.length && bw.every((w) => aw.includes(w)) && RANK[a.interest] < RANK[b.interest]) {
        a.interest = b.interest;
        a.interestWhy = `A longer form of "${b.keyword}": no broader than it.`;
      }
    }
  }
  return out;
}

export const interestRank = (band: InterestBand | undefined) => (band ? RANK[band] : 3);
