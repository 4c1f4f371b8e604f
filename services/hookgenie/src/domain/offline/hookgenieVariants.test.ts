import { missingEntities } from "@seo/ai/quality/entities";
import { mostShared, sharedLines } from "@seo/ai/text/variantOverlap";
import type { HookStyle, HookType } from "@seo/hookgenie-contract";
import { generateHeadlines } from "./hookgenie";

const texts = (r: ReturnType<typeof generateHeadlines>) => r.headlines!.map((h) => h.text);
const SAYS_REPEAT = /repeats the first|this is set \d+ again/;

describe("HookGenie variants: other arrangements of the same facts", () => {
  test.each([
    ["Meal prep for busy parents who want healthy dinners without the weeknight stress", "title", "benefit_driven"],
    ["40% off all mattresses, ends Monday", "headline", "urgent"],
    ["40% off all mattresses, ends Monday", "social_media", "compelling"],
    ["how do i get rid of fruit flies", "subject_line", "curious"],
  ] as [string, HookType, HookStyle][])(
    "%s (%s, %s): two in a row share at most one line, and every set keeps the facts",
    (topic, type, style) => {
      const rs = [0, 1, 2, 3].map((variant) => generateHeadlines({ topic, type, style, variant }));
      for (let k = 1; k < rs.length; k++) {
        const { shared } = mostShared([texts(rs[k - 1]!), texts(rs[k]!)], sharedLines);
        expect(shared.length <= 1 ? [] : shared).toEqual([]);
      }
      for (const r of rs) {
        expect(r.headlines!.length).toBeGreaterThan(0);
        expect(r.result.split("\n")[0]).toBe(`1. ${r.headlines![0]!.text}`);
        if (type !== "ad_copy") for (const t of texts(r)) expect(missingEntities(topic, t)).toEqual([]);
      }
    },
  );

  test("the first variant is the default answer; a variant is the same set every time it is asked for", () => {
    const input = { topic: "10 tips for better sleep", type: "headline", style: "informative" } as const;
    expect(generateHeadlines({ ...input, variant: 0 })).toEqual(generateHeadlines(input));
    expect(generateHeadlines({ ...input, variant: 2 })).toEqual(generateHeadlines({ ...input, variant: 2 }));
  });

  test("a short topic with too few arrangements for another set says so instead of passing old lines off as new", () => {
    const input = { topic: "Ergonomic office chair", type: "headline", style: "emotional" } as const;
    const again = generateHeadlines({ ...input, variant: 1 });
    expect(texts(again)).toEqual(texts(generateHeadlines(input)));
    expect(again.tips[0]).toMatch(SAYS_REPEAT);
    expect(again.tips[0]).toMatch(/connected AI model writes new lines/);
    const first = generateHeadlines(input);
    expect(first.tips.some((t) => SAYS_REPEAT.test(t))).toBe(false);
  });

  test("a topic in another language repeats its few arrangements and says so", () => {
    const again = generateHeadlines({
      topic: "Zapatillas de running para mujer",
      type: "headline",
      style: "emotional",
      variant: 1,
    });
    expect(again.tips[0]).toMatch(SAYS_REPEAT);
  });
});
