import type { DescriptoStepData, HookgenieStepData, TrendspyStepData } from "@seo/contracts/workflowStepData";
import {
  clampText,
  descriptoPrefill,
  firstHeadline,
  hookgeniePrefill,
  keywordsFromAnalysis,
  seosnapshotPrefill,
} from "./prefill";

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
const hookgenie = (result: string): HookgenieStepData => ({
  topic: "",
  type: "headline",
  style: "compelling",
  result,
  tips: [],
  generatedAt: "",
});

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
  it("takes the product and its main feature within 60 characters, else the product, else the niche", () => {
    expect(hookgeniePrefill(trendspy(), descripto({ keyFeatures: "non-slip, 6 mm thick" })).topic).toBe("ZenMat: non-slip");
    expect(hookgeniePrefill(trendspy(), descripto({ result: "A long description." })).topic).toBe("ZenMat");
    expect(hookgeniePrefill(trendspy(), null).topic).toBe("yoga mats");
    expect(hookgeniePrefill(null, null)).toEqual({ topic: "", type: "headline", style: "compelling" });
  });

  it("keeps the topic within 60 characters at a word boundary", () => {
    const topic = hookgeniePrefill(null, descripto({ productName: "Extra Long Name ".repeat(8), keyFeatures: "x" })).topic;
    expect(topic.length).toBeLessThanOrEqual(60);
    expect("Extra Long Name ".repeat(8)).toContain(`${topic} `); // whole words only
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
  it("takes the first headline and Descripto's meta description", () => {
    const meta =
      "ZenMat is a non-slip yoga mat for calm, steady practice at home or in the studio. Order yours today and roll out with confidence.";
    expect(
      seosnapshotPrefill(hookgenie("1. Best Mat\n2. Other"), descripto({ result: " Full text. ", metaDescription: meta })),
    ).toEqual({
      title: "Best Mat",
      description: meta,
      url: "",
    });
  });

  it("without a meta description, takes the description's first whole sentences within 156 characters", () => {
    const result = "First sentence here. " + "Second one is a little longer than the first. ".repeat(3) + "\n\n• Bullet";
    const { description } = seosnapshotPrefill(null, descripto({ result }));
    expect(description.length).toBeLessThanOrEqual(156);
    expect(description).toMatch(/^First sentence here\. Second one/);
    expect(description.endsWith(".")).toBe(true);
  });
});

describe("clampText", () => {
  it("leaves short text alone", () => {
    expect(clampText(" hi ", 10)).toBe("hi");
  });
});
