import { HOOK_LIMITS } from "@seo/hookgenie-contract";
import { mostShared, sharedLines } from "@seo/ai/text/variantOverlap";
import { generateHeadlines } from "./hookgenie";

const texts = (r: ReturnType<typeof generateHeadlines>) => r.headlines!.map((h) => h.text);

describe("HookGenie variants", () => {
  test.each([
    ["Email marketing", "headline", "professional"],
    ["AeroBrew Travel Coffee Maker", "title", "compelling"],
    ["How to train a puppy", "subject_line", "curious"],
    ["Organic cotton baby onesies", "h1", "emotional"],
    ["Ergonomic office chair", "ad_copy", "benefit_driven"],
  ] as const)("%s (%s, %s): three variants in a row are three different sets of ten or more", (topic, type, style) => {
    for (const first of [0, 1, 2, 4]) {
      const rs = [first, first + 1, first + 2].map((variant) => generateHeadlines({ topic, type, style, variant }));
      const { shared } = mostShared(rs.map(texts), sharedLines);
      expect(shared.length <= 1 ? [] : shared).toEqual([]);
      for (const r of rs) {
        const hs = r.headlines!;
        expect(hs.length).toBeGreaterThanOrEqual(10);
        for (const h of hs) expect(h.length).toBeLessThanOrEqual(HOOK_LIMITS[type]);
        for (let i = 1; i < hs.length; i++) expect(hs[i - 1]!.score).toBeGreaterThanOrEqual(hs[i]!.score);
        // The result's numbered list is the variant's own set (the workflow reads its first line).
        expect(r.result.split("\n")[0]).toBe(`1. ${hs[0]!.text}`);
      }
    }
  });

  test("the first variant is the default answer; a variant is the same set every time it is asked for", () => {
    const input = { topic: "Solar garden lights", type: "headline", style: "informative" } as const;
    expect(generateHeadlines({ ...input, variant: 0 })).toEqual(generateHeadlines(input));
    expect(generateHeadlines({ ...input, variant: 2 })).toEqual(generateHeadlines({ ...input, variant: 2 }));
  });

  test("every variant of an offer keeps the offer verbatim", () => {
    for (let variant = 0; variant < 4; variant++) {
      const hs = texts(generateHeadlines({ topic: "50% off summer dresses", type: "headline", style: "urgent", variant }));
      expect(hs.some((t) => t.includes("50%"))).toBe(true);
    }
  });

  test("where the offline frames run out, the variant says so instead of passing old lines off as new", () => {
    const input = { topic: "Zapatillas de running para mujer", type: "headline", style: "emotional" } as const;
    const again = generateHeadlines({ ...input, variant: 1 });
    expect(texts(again)).toEqual(texts(generateHeadlines(input)));
    expect(again.tips[0]).toMatch(/repeats the first set; connect a model/);
    const few = generateHeadlines({
      topic: "Photography masterclass for beginners",
      type: "ad_copy",
      style: "urgent",
      variant: 2,
    });
    expect(few.headlines!.length).toBeLessThan(10);
    expect(few.tips[0]).toBe(
      `The offline templates have ${few.headlines!.length} further headlines for this topic and channel; connect a model for more.`,
    );
  });
});
