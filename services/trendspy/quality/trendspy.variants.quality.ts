// TrendSpy variants on the quality corpus: for each seed, three variants in a row (0-2, and 2-4) are
// the same ideas with the same bands (nothing invented, nothing dropped, the head term first), list
// their top keywords in three different orders and lead with different insights, and each passes
// the corpus's own checks. run(produce) takes any engine, like the corpus.
import type { TrendspyResponse } from "@seo/trendspy-contract";
import { researchKeywords } from "../src/domain/offline/trendspy";
import type { TrendspyInput } from "../src/domain/trendspyTool";
import type { Produce, QualityReport } from "@seo/ai/quality/report";
import { CASES, inputOf, reasonsFor } from "./trendspy.quality";

export { trendspyTool as definition } from "../src/domain/trendspyTool";

const RUNS = [0, 2];

/** An idea's figures as one comparable line. */
const facts = (r: TrendspyResponse) =>
  r.keywordData.map((k) => `${k.keyword}|${k.interest}|${k.volume}|${k.difficulty}|${k.trend}|${k.intent}|${k.kind}`).sort();
const listed = (r: TrendspyResponse) => (r.result.match(/^- .+:$/gm) ?? []).join("\n");

export async function run(
  produce: Produce<TrendspyInput, TrendspyResponse> = (input) => researchKeywords(input),
): Promise<QualityReport> {
  const failures: QualityReport["failures"] = [];
  let total = 0;
  for (const c of CASES) {
    if (c.other) continue; // only the seed itself: nothing to order
    const base = await produce(inputOf(c));
    for (const first of RUNS) {
      total++;
      const vs = [first, first + 1, first + 2];
      const rs = await Promise.all(vs.map((variant) => produce({ ...inputOf(c), variant })));
      const reasons: string[] = [];
      vs.forEach((v, k) => {
        const r = rs[k]!;
        if (facts(r).join("\n") !== facts(base).join("\n")) reasons.push(`variant ${v}: other ideas or figures than variant 0`);
        if (r.keywordData[0]?.keyword !== base.keywordData[0]?.keyword) reasons.push(`variant ${v}: head term not first`);
        if (v) reasons.push(...reasonsFor(c, r).map((reason) => `variant ${v}: ${reason}`));
      });
      if (new Set(rs.map(listed)).size < 3) reasons.push(`variants ${vs.join(", ")} list their keywords in the same order`);
      if (new Set(rs.map((r) => r.insights[0])).size < 3) reasons.push(`variants ${vs.join(", ")} lead with the same insight`);
      if (reasons.length) failures.push({ input: { ...c, variants: vs }, reasons: [...new Set(reasons)].slice(0, 6) });
    }
  }
  return { tool: "trendspy variants", total, passed: total - failures.length, failures };
}
