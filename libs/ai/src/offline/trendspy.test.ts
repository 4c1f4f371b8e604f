import { trendspyRequestSchema, trendspyResponseSchema } from "@seo/contracts/tools";
import { CATEGORIES } from "@seo/contracts/constants";
import { researchKeywords } from "./trendspy";

const KEYWORD_LINE = /^- (.+):$/;

describe("researchKeywords", () => {
  test("gives 12-20 estimated keyword ideas with trend, volume, difficulty, band and intent", () => {
    const r = researchKeywords({ niche: "running shoes", category: "Ecommerce" });
    expect(r.keywordData.length).toBeGreaterThanOrEqual(12);
    expect(r.keywordData.length).toBeLessThanOrEqual(20);
    const kws = r.keywordData.map((k) => k.keyword);
    expect(new Set(kws).size).toBe(kws.length);
    expect(kws[0]).toBe("running shoes");
    expect(kws).toEqual(expect.arrayContaining(["best running shoes", "buy running shoes online", "how to choose running shoes"]));
    expect(kws.some((k) => / vs /.test(k))).toBe(true);
    for (const k of r.keywordData) {
      expect(["up", "down", "stable"]).toContain(k.trend);
      expect(k.difficulty).toBeGreaterThanOrEqual(0);
      expect(k.difficulty).toBeLessThanOrEqual(100);
      expect(["very easy", "easy", "medium", "hard", "very hard"]).toContain(k.difficultyBand);
      expect(["informational", "commercial", "transactional", "navigational"]).toContain(k.intent);
      expect(k.estimate).toBe(true);
    }
    const intents = new Set(r.keywordData.map((k) => k.intent));
    expect(intents.size).toBe(4);
    expect(r.result).toMatch(/estimates?/i);
  });

  test("head terms are bigger and harder than long-tail questions", () => {
    const r = researchKeywords({ niche: "running shoes" });
    const head = r.keywordData[0]!;
    const question = r.keywordData.find((k) => k.keyword === "how to choose running shoes")!;
    expect(head.volume).toBeGreaterThan(question.volume);
    expect(head.difficulty).toBeGreaterThan(question.difficulty);
  });

  test("keyword lines parse with /^- (.+):$/ and name exactly the keywords, details on the next line", () => {
    const r = researchKeywords({ niche: "Home espresso machine for beginners who want cafe quality", category: "Food & Recipes" });
    const lines = r.result.split("\n");
    const parsed = lines.map((l) => l.match(KEYWORD_LINE)?.[1]).filter(Boolean);
    expect(parsed).toEqual(r.keywordData.map((k) => k.keyword));
    const i = lines.findIndex((l) => KEYWORD_LINE.test(l));
    expect(lines[i + 1]).toMatch(/searches\/month.*difficulty/);
    expect(parsed[0]).toBe("home espresso machine");
  });

  test("insights include quick wins and a content strategy", () => {
    const r = researchKeywords({ niche: "budgeting apps", category: "Finance" });
    expect(r.insights.some((i) => i.startsWith("Content strategy:"))).toBe(true);
    expect(r.insights.length).toBeGreaterThanOrEqual(5);
  });

  test("every category gives valid, deterministic output that parses with the contract schema", () => {
    for (const category of [undefined, ...CATEGORIES]) {
      const input = trendspyRequestSchema.parse({ niche: "yoga mats", category: category ?? "" });
      const a = researchKeywords(input);
      expect(researchKeywords(input)).toEqual(a);
      expect(() => trendspyResponseSchema.parse(a)).not.toThrow();
      expect(a.keywordData.length).toBeGreaterThanOrEqual(12);
    }
  });
});
