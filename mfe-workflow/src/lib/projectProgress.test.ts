import { cardAction, parseStepParam, projectProgress, stepAfter } from "./projectProgress";

const empty = { trendspyData: null, descriptoData: null, hookgenieData: null, seosnapshhotData: null };

describe("projectProgress", () => {
  it("counts nothing for a new project and starts at TrendSpy", () => {
    const p = projectProgress(empty);
    expect(p.completedSteps).toBe(0);
    expect(p.nextStep).toBe("trendspy");
    expect(p.percent).toBe(0);
  });

  it("counts filled data fields and finds the first empty step", () => {
    const p = projectProgress({ ...empty, trendspyData: '{"niche":"x"}', hookgenieData: '{"topic":"y"}' });
    expect(p.completedSteps).toBe(2);
    expect(p.done).toEqual({ trendspy: true, descripto: false, hookgenie: true, seosnapshot: false });
    expect(p.nextStep).toBe("descripto");
    expect(p.percent).toBe(50);
  });

  it("treats blank or empty JSON as not filled", () => {
    expect(projectProgress({ ...empty, trendspyData: "", descriptoData: "{}", hookgenieData: "null" }).completedSteps).toBe(0);
  });

  it("is completed when all four are filled", () => {
    const all = { trendspyData: '{"a":1}', descriptoData: '{"a":1}', hookgenieData: '{"a":1}', seosnapshhotData: '{"a":1}' };
    expect(projectProgress(all).nextStep).toBe("completed");
    expect(projectProgress(all).completedSteps).toBe(4);
  });
});

describe("stepAfter", () => {
  it("follows the step order and ends in completed", () => {
    const steps = ["trendspy", "descripto", "hookgenie", "seosnapshot"] as const;
    expect(steps.map((step) => stepAfter(step))).toEqual(["descripto", "hookgenie", "seosnapshot", "completed"]);
  });
});

describe("parseStepParam", () => {
  it("accepts the four steps and falls back to TrendSpy", () => {
    expect(["hookgenie", "nonsense", null].map((param) => parseStepParam(param))).toEqual(["hookgenie", "trendspy", "trendspy"]);
  });
});

describe("cardAction", () => {
  it("is Start on step 1, Continue after, Export when completed", () => {
    expect(cardAction({ ...empty, status: "in_progress" })).toBe("start");
    expect(cardAction({ ...empty, trendspyData: '{"a":1}', status: "in_progress" })).toBe("continue");
    expect(cardAction({ ...empty, status: "completed" })).toBe("export");
  });
});
