// TrendSpy's variants: the same ideas with the same bands, seen from another angle. Each angle
// orders the ideas after the head term its own way (the keyword table, the report's list and the
// keywords handed on to Descripto follow it) and leads the insights with the one that angle is
// about. No angle changes a band or adds an idea. Five angles take turns, so any three variants
// in a row differ.
import { normWords } from "@seo/ai/text/words";
import type { Intent, Kind, KeywordIdea } from "./trendspy";
import { interestRank } from "./trendspyInterest";

export interface Angle {
  /** The report's heading over the keyword lines. */
  heading(count: number): string;
  order(rest: readonly KeywordIdea[]): KeywordIdea[];
  /** Which insight comes first (its place in insightsFor's list). */
  leadInsight: number;
}

const length = (k: KeywordIdea) => normWords(k.keyword.replace(/\$/g, "")).length;

const INTENT_ORDER: Intent[] = ["commercial", "transactional", "informational", "navigational"];
/** The default order after the head term: the broader band first, then buying intent, then the shorter phrase. */
export const byPromise = (a: KeywordIdea, b: KeywordIdea) =>
  interestRank(a.interest) - interestRank(b.interest) ||
  INTENT_ORDER.indexOf(a.intent) - INTENT_ORDER.indexOf(b.intent) ||
  length(a) - length(b) ||
  a.keyword.localeCompare(b.keyword);
const rankIn =
  <T extends string>(order: readonly T[]) =>
  (value: T) => {
    const i = order.indexOf(value);
    return i < 0 ? order.length : i;
  };
const intentRank = rankIn<Intent>(["transactional", "commercial", "informational", "navigational"]);
const kindRank = rankIn<Kind>(["question", "comparison", "commercial", "transactional", "modifier", "long tail", "head"]);

export const ANGLES: readonly Angle[] = [
  // The first variant: the broadest relative interest first, buying intent before information.
  { heading: (n) => `Top ${n} keyword opportunities:`, order: (rest) => [...rest].sort(byPromise), leadInsight: 0 },
  {
    heading: (n) => `${n} keyword opportunities by search intent, closest to a sale first:`,
    order: (rest) =>
      [...rest].sort(
        (a, b) =>
          intentRank(a.intent) - intentRank(b.intent) ||
          kindRank(b.kind) - kindRank(a.kind) ||
          b.keyword.localeCompare(a.keyword),
      ),
    leadInsight: 2,
  },
  {
    heading: (n) => `${n} keyword opportunities, most specific phrases first, usually the easiest to win:`,
    order: (rest) =>
      [...rest].sort(
        (a, b) =>
          length(b) - length(a) || interestRank(b.interest) - interestRank(a.interest) || a.keyword.localeCompare(b.keyword),
      ),
    leadInsight: 1,
  },
  {
    heading: (n) => `${n} keyword opportunities by kind, questions first:`,
    order: (rest) => [...rest].sort((a, b) => kindRank(a.kind) - kindRank(b.kind) || byPromise(a, b)),
    leadInsight: 3,
  },
  {
    heading: (n) => `${n} keyword opportunities, A to Z:`,
    order: (rest) => [...rest].sort((a, b) => a.keyword.localeCompare(b.keyword)),
    leadInsight: 4,
  },
];

export function angleOf(variant = 0): Angle {
  return ANGLES[Math.max(0, Math.trunc(variant)) % ANGLES.length]!;
}

/** The insights with the angle's own first; the closing note on estimates stays last. */
export function insightsInAngle(insights: readonly string[], angle: Angle): string[] {
  const body = insights.slice(0, -1);
  const lead = body[angle.leadInsight];
  if (lead === undefined) return [...insights];
  return [lead, ...body.filter((_, i) => i !== angle.leadInsight), ...insights.slice(-1)];
}
