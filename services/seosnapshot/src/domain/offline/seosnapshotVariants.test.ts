import { auditSeo } from "./seosnapshot";

const POOR = {
  title: "Running Shoes",
  description: "Lightweight running shoes with cushioned soles for road and trail runners, in sizes 5 to 13 and three widths",
};

describe("SeoSnapshot variants", () => {
  test("the audit and its scores are facts: every variant measures the same", () => {
    const base = auditSeo(POOR);
    for (let variant = 1; variant < 5; variant++) {
      const r = auditSeo({ ...POOR, variant });
      expect(r.scores).toEqual(base.scores);
      expect(r.checks).toEqual(base.checks);
      const { suggestedTitle: _a, suggestedDescription: _b, ...metrics } = r.metrics;
      const { suggestedTitle: _c, suggestedDescription: _d, ...baseMetrics } = base.metrics;
      expect(metrics).toEqual(baseMetrics);
    }
  });

  test("the suggested rewrites differ from one variant to the next and stay within the limits", () => {
    const rs = [0, 1, 2].map((variant) => auditSeo({ ...POOR, variant }));
    expect(rs[0]!.metrics.suggestedTitle).toBeTruthy();
    expect(rs[0]!.metrics.suggestedDescription).toBeTruthy();
    const pairs = rs.map((r) => `${r.metrics.suggestedTitle} / ${r.metrics.suggestedDescription}`);
    expect(pairs[1]).not.toBe(pairs[0]);
    expect(pairs[2]).not.toBe(pairs[1]);
    for (const r of rs) {
      expect(r.metrics.suggestedTitle!.length).toBeLessThanOrEqual(60);
      expect(r.metrics.suggestedDescription!.length).toBeGreaterThanOrEqual(120);
      expect(r.metrics.suggestedDescription!.length).toBeLessThanOrEqual(156);
      // The report quotes the variant's own rewrite.
      expect(r.result).toContain(r.metrics.suggestedTitle!);
    }
  });

  test("variant 0 is the default answer", () => {
    expect(auditSeo({ ...POOR, variant: 0 })).toEqual(auditSeo(POOR));
  });
});
