import { fakeResponse } from "@seo/ui/testing/fakeResponse";
import { analyzeTrends } from "./analyzeTrends";

const keyword = { keyword: "coffee roasting", trend: "up", volume: 12000, difficulty: 29 };
const answer = (k: object) => ({ result: "Market overview", keywordData: [k], insights: ["Start here."], source: "openai" });

afterEach(() => jest.restoreAllMocks());

describe("analyzeTrends", () => {
  it("parses the answer with TrendSpy's contract (the estimate flag the badge reads)", async () => {
    jest
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(fakeResponse(200, answer({ ...keyword, estimate: true, extra: "dropped" })));
    const out = await analyzeTrends({ niche: "coffee" });
    expect(out.keywordData[0]).toEqual({ ...keyword, estimate: true });
  });

  it("fails loudly on a drifted answer instead of silently losing the estimate badge", async () => {
    jest.spyOn(globalThis, "fetch").mockResolvedValue(fakeResponse(200, answer({ ...keyword, estimated: true })));
    await expect(analyzeTrends({ niche: "coffee" })).rejects.toThrow(/estimate/);
  });
});
