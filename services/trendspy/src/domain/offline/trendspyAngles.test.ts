import { researchKeywords } from "./trendspy";

const KEYWORD_LINE = /^- (.+):$/gm;
const listed = (result: string) => [...result.matchAll(KEYWORD_LINE)].map((m) => m[1]);

describe("TrendSpy variants", () => {
  test.each(["running shoes", "project management software", "how to fix a leaky faucet"])(
    "%s: three variants in a row order the same ideas and bands three ways",
    (niche) => {
      const base = researchKeywords({ niche });
      const byKeyword = new Map(base.keywordData.map((k) => [k.keyword, k]));
      for (const first of [0, 3]) {
        const rs = [first, first + 1, first + 2].map((variant) => researchKeywords({ niche, variant }));
        for (const r of rs) {
          // Nothing invented, dropped or re-estimated; the head term stays first.
          expect(r.keywordData.length).toBe(base.keywordData.length);
          for (const k of r.keywordData) expect(k).toEqual(byKeyword.get(k.keyword));
          expect(r.keywordData[0]).toEqual(base.keywordData[0]);
          // The report lists the table's order under its angle's heading.
          const lines = listed(r.result);
          expect(lines).toEqual(r.keywordData.slice(0, lines.length).map((k) => k.keyword));
          expect(r.result).toContain(`${lines.length} keyword opportunities`);
          expect(r.insights.at(-1)).toMatch(/estimates/);
        }
        expect(new Set(rs.map((r) => listed(r.result).join("|"))).size).toBe(3);
        expect(new Set(rs.map((r) => r.insights[0])).size).toBe(3);
      }
    },
  );

  test("variant 0 is the default answer", () => {
    expect(researchKeywords({ niche: "sourdough bread", variant: 0 })).toEqual(researchKeywords({ niche: "sourdough bread" }));
  });

  test("the intent angle puts the searches closest to a sale first", () => {
    const r = researchKeywords({ niche: "running shoes", variant: 1 });
    const rank = { transactional: 0, commercial: 1, informational: 2, navigational: 3 } as Record<string, number>;
    const rest = r.keywordData.slice(1).map((k) => rank[k.intent!]!);
    expect(rest).toEqual([...rest].sort((a, b) => a - b));
    expect(r.result).toMatch(/by search intent, closest to a sale first:/);
  });
});
