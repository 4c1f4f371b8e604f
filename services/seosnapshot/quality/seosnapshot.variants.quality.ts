// SeoSnapshot variants on the quality corpus: the audit is a measurement, so every variant of a page
// has the same checks, scores and metrics; only the suggested rewrites change. For each page,
// variants 0-2 and 2-4: the facts are identical, each variant's rewrites pass the corpus's checks
// (limits, no mid-phrase cut, no stuffing, brand once, grammar, entities, casing), and where a
// rewrite is suggested, no two variants in a row suggest the same pair of title and description.
// run(produce) takes any engine, like the corpus.
import type { SeosnapshotResponse } from "@seo/seosnapshot-contract";
import { auditSeo } from "../src/domain/offline/seosnapshot";
import type { SeosnapshotInput } from "../src/domain/seosnapshotTool";
import type { Produce, QualityReport } from "@seo/ai/quality/report";
import { PAGES, inputOf, reasonsFor } from "./seosnapshot.quality";

export { seosnapshotTool as definition } from "../src/domain/seosnapshotTool";

const RUNS = [0, 2];

/** Everything the audit measured, the rewrites (and the report lines that quote them) left out. */
function facts(r: SeosnapshotResponse): string {
  const { suggestedTitle: _t, suggestedDescription: _d, ...metrics } = r.metrics;
  return JSON.stringify({ scores: r.scores, checks: r.checks, metrics });
}
const rewrites = (r: SeosnapshotResponse) => `${r.metrics.suggestedTitle ?? ""}\n${r.metrics.suggestedDescription ?? ""}`;

export async function run(
  produce: Produce<SeosnapshotInput, SeosnapshotResponse> = (input) => auditSeo(input),
): Promise<QualityReport> {
  const failures: QualityReport["failures"] = [];
  let total = 0;
  for (const p of PAGES) {
    const input = inputOf(p);
    const base = await produce(input);
    for (const first of RUNS) {
      total++;
      const vs = [first, first + 1, first + 2];
      const rs = await Promise.all(vs.map((variant) => produce({ ...input, variant })));
      const reasons: string[] = [];
      vs.forEach((v, k) => {
        if (facts(rs[k]!) !== facts(base)) reasons.push(`variant ${v}: the audit itself changed`);
        if (v) reasons.push(...reasonsFor(p, rs[k]!).map((reason) => `variant ${v}: ${reason}`));
      });
      if (rewrites(base).trim())
        for (let k = 1; k < rs.length; k++)
          if (rewrites(rs[k]!) === rewrites(rs[k - 1]!))
            reasons.push(`variants ${vs[k - 1]} and ${vs[k]} suggest the same rewrites`);
      if (reasons.length) failures.push({ input: { title: p.title.slice(0, 70), variants: vs }, reasons: [...new Set(reasons)] });
    }
  }
  return { tool: "seosnapshot variants", total, passed: total - failures.length, failures };
}
