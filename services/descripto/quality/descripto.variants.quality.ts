// Descripto variants on the quality corpus: for each input, three variants in a row (0-2, and 2-4
// across a round of the plans) share at most one prose sentence between any two of them, have three
// different meta descriptions, and each passes the corpus's own checks (grammar, facts and casing
// kept, no stock sentence across products, no invented claim, limits). A plain draft says the same
// facts in every variant: the features are list items (not prose) and may repeat; the intro and the
// call to action must not.
import type { DescriptoResponse } from "@seo/descripto-contract";
import type { Produce, QualityReport } from "@seo/ai/quality/report";
import { mostShared, sharedSentences } from "@seo/ai/text/variantOverlap";
import { INPUTS, offline, reasonsFor, stockSentences, type In } from "./descripto.quality";

export { descriptoTool as definition } from "../src/domain/descriptoTool";

/** The first variant of each run of three checked. */
const RUNS = [0, 2];
const MAX_SHARED = 1;

export async function run(produce: Produce<In & { variant?: number }, DescriptoResponse> = offline): Promise<QualityReport> {
  const variants = new Map<number, { input: In; r: DescriptoResponse }[]>();
  for (const first of RUNS)
    for (let v = first; v < first + 3; v++) {
      if (variants.has(v)) continue;
      const outputs: { input: In; r: DescriptoResponse }[] = [];
      for (const input of INPUTS) outputs.push({ input, r: await produce({ ...input, variant: v }) });
      variants.set(v, outputs);
    }
  // Stock sentences are looked for across the products of one variant, as the corpus does for the first.
  const stock = new Map([...variants].map(([v, outputs]) => [v, stockSentences(outputs)] as const));

  const failures: QualityReport["failures"] = [];
  let total = 0;
  INPUTS.forEach((input, i) => {
    for (const first of RUNS) {
      total++;
      const vs = [first, first + 1, first + 2];
      const rs = vs.map((v) => variants.get(v)![i]!.r);
      const reasons: string[] = [];
      const most = mostShared(
        rs.map((r) => r.result),
        sharedSentences,
      );
      if (most.count > MAX_SHARED)
        reasons.push(`variants ${vs.join(", ")} share ${most.count} sentences: ${most.shared.join(" | ")}`);
      if (new Set(rs.map((r) => r.metaDescription)).size < 3) reasons.push(`variants ${vs.join(", ")} repeat a meta description`);
      vs.forEach((v, k) => {
        if (v === 0) return; // the corpus checks the first variant
        reasons.push(...reasonsFor(input, rs[k]!, stock.get(v)!).map((reason) => `variant ${v}: ${reason}`));
      });
      if (reasons.length) failures.push({ input: { ...input, variants: vs }, reasons: [...new Set(reasons)] });
    }
  });
  return { tool: "descripto variants", total, passed: total - failures.length, failures };
}
