import { WORKFLOW_STEPS } from "@seo/contracts/constants";
import { workflowTools } from "@seo/registry/registry";
import { carriedItems, continueAction, nextStep, projectBlogPost, stepPrefill, stepRemote } from "./workflowSteps";

const empty = { trendspyData: null, descriptoData: null, hookgenieData: null, seosnapshhotData: null };

describe("the workflow's steps", () => {
  it("are the registry's workflow tools, in the same order as the project's step data", () => {
    expect(workflowTools().map((t) => t.id)).toEqual([...WORKFLOW_STEPS]);
    expect(WORKFLOW_STEPS.map((s) => stepRemote(s).remote)).toEqual(workflowTools().map((t) => t.remote.name));
  });

  it("label the button that moves on after the next step's tool", () => {
    expect(continueAction("trendspy")).toEqual({ label: "Continue to Descripto", title: "Descripto", final: false });
    expect(continueAction("descripto")).toEqual({ label: "Continue to HookGenie", title: "HookGenie", final: false });
    expect(continueAction("hookgenie")).toEqual({ label: "Complete with SeoSnapshot", title: "SeoSnapshot", final: false });
    expect(continueAction("seosnapshot")).toEqual({ label: "Complete Workflow", title: null, final: true });
    expect(nextStep("seosnapshot")).toBeNull();
  });

  it("prefill each step from the earlier steps' saved data, naming where it came from", () => {
    const project = {
      ...empty,
      trendspyData: JSON.stringify({
        niche: "yoga mats",
        selectedKeywords: ["eco yoga mat"],
        selectedTargetAudience: "Seniors (50+)",
      }),
      descriptoData: JSON.stringify({
        productName: "ZenMat",
        keyFeatures: "Natural rubber",
        keywords: "eco yoga mat",
        result: "ZenMat grips.",
      }),
    };
    expect(stepPrefill(project, "trendspy")).toEqual({ values: {}, source: null });
    expect(stepPrefill(project, "descripto")).toEqual({
      values: {
        productName: "",
        keyFeatures: "",
        targetAudience: "Seniors (50+)",
        keywords: "eco yoga mat",
        tone: "professional",
      },
      source: "TrendSpy",
    });
    expect(stepPrefill(project, "hookgenie").values).toEqual({
      topic: "ZenMat: Natural rubber",
      type: "headline",
      style: "compelling",
    });
    expect(stepPrefill(project, "seosnapshot")).toEqual({
      values: { title: "", description: "ZenMat grips.", url: "" },
      source: "HookGenie",
    });
  });

  it("show each step what the step before handed over", () => {
    const project = {
      ...empty,
      trendspyData: JSON.stringify({
        niche: "yoga mats",
        category: "Fashion",
        selectedKeywords: ["a", "b"],
        selectedTargetAudience: "Seniors (50+)",
      }),
      hookgenieData: JSON.stringify({ topic: "Mats", result: '1. "Grip Calm"\n2. x' }),
    };
    expect(carriedItems(project, "trendspy")).toBeNull();
    expect(carriedItems(project, "descripto")).toEqual({
      from: "trendspy",
      title: "Data from TrendSpy",
      items: [
        ["Niche", "yoga mats"],
        ["Category", "Fashion"],
        ["Selected keywords", "a, b"],
        ["Target audience", "Seniors (50+)"],
      ],
    });
    expect(carriedItems(project, "seosnapshot")?.items).toEqual([
      ["Product", ""],
      ["Top headline", "Grip Calm"],
      ["Topic", "Mats"],
    ]);
  });

  it("build the blog post from the last step's result and the saved description", () => {
    const project = {
      ...empty,
      trendspyData: JSON.stringify({ selectedKeywords: ["trail shoes"] }),
      descriptoData: JSON.stringify({ result: "Body.", keyFeatures: "Grip\nLight", keywords: "" }),
    };
    const md = projectBlogPost(project, {
      title: "Run Far",
      description: "d",
      url: "",
      result: "r",
      recommendations: [],
      generatedAt: "",
    });
    expect(md).toBe(
      "# Run Far\n\nBody.\n\n## Key Features\n\n- Grip\n- Light\n\n## SEO Keywords\n\n- trail shoes\n\n#trailshoes\n",
    );
  });
});
