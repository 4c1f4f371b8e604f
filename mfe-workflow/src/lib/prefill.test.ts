import type { DescriptoStepData, HookgenieStepData, TrendspyStepData } from "@seo/contracts/workflowStepData";
import { clampText, descriptoPrefill, firstHeadline, hookgeniePrefill, keywordsFromAnalysis, seosnapshotPrefill } from "./prefill";

const trendspy = (over: Partial<TrendspyStepData> = {}): TrendspyStepData => ({
  niche: "yoga mats",
  category: "",
  result: "- eco yoga mat:\nwhy\n- thick yoga mat:\nwhy",
  keywordData: [],
  insights: [],
  selectedKeywords: [],
  selectedTargetAudience: "",
  generatedAt: "",
  ...over,
});
const descripto = (over: Partial<DescriptoStepData> = {}): DescriptoStepData => ({
  productName: "ZenMat",
  keyFeatures: "",
  targetAudience: "",
  tone: "professional",
  keywords: "",
  result: "",
  suggestions: [],
  generatedAt: "",
  ...over,
});
const hookgenie = (result: string): HookgenieStepData => ({ topic: "", type: "headline", style: "compelling", result, tips: [], generatedAt: "" });

describe("descriptoPrefill", () => {
  it("uses the selected audience and keywords", () => {
    const p = descriptoPrefill(trendspy({ selectedTargetAudience: "Busy professionals", selectedKeywords: ["a", "b"] }));
    expect(p).toMatchObject({ targetAudience: "Busy professionals", keywords: "a, b", tone: "professional" });
  });

  it("falls back to '{niche} enthusiasts' and keywords derived from the analysis", () => {
    const p = descriptoPrefill(trendspy());
    expect(p.targetAudience).toBe("yoga mats enthusiasts");
    expect(p.keywords).toBe("eco yoga mat, thick yoga mat");
  });

  it("is empty without TrendSpy data, tone professional", () => {
    expect(descriptoPrefill(null)).toMatchObject({ targetAudience: "", keywords: "", tone: "professional" });
  });
});

describe("keywordsFromAnalysis", () => {
  it("uses bullet lines when there are no keyword lines, at most 5", () => {
    expect(keywordsFromAnalysis("intro\n- a\n- b\n• c\n1. d\n- e\n- f")).toBe("a, b, c, d, e");
  });
});

describe("hookgeniePrefill", () => {
  it("takes the description result, else the product name, else the niche", () => {
    expect(hookgeniePrefill(trendspy(), descripto({ result: "A mat." })).topic).toBe("A mat.");
    expect(hookgeniePrefill(trendspy(), descripto()).topic).toBe("ZenMat");
    expect(hookgeniePrefill(trendspy(), null).topic).toBe("yoga mats");
    expect(hookgeniePrefill(null, null)).toEqual({ topic: "", type: "headline", style: "compelling" });
  });

  it("cuts a long description to the topic limit at a word boundary", () => {
    const topic = hookgeniePrefill(null, descripto({ result: "word ".repeat(200) })).topic;
    expect(topic.length).toBeLessThanOrEqual(500);
    expect(topic.endsWith("word")).toBe(true);
  });
});

describe("firstHeadline", () => {
  it.each([
    ['1. "Roll Out Calm: The ZenMat"\n2. Other', "Roll Out Calm: The ZenMat"],
    ["\n\n2) 'Quoted'", "Quoted"],
    ["- Bullet headline", "Bullet headline"],
    ["“Curly quotes”", "Curly quotes"],
    ["Plain", "Plain"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(firstHeadline(input)).toBe(expected);
  });
});

describe("seosnapshotPrefill", () => {
  it("takes the first headline and the full description", () => {
    expect(seosnapshotPrefill(hookgenie("1. Best Mat\n2. Other"), descripto({ result: " Full text. " }))).toEqual({
      title: "Best Mat",
      description: "Full text.",
      url: "",
    });
  });
});

describe("clampText", () => {
  it("leaves short text alone", () => {
    expect(clampText(" hi ", 10)).toBe("hi");
  });
});
