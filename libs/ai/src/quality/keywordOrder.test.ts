import { implausibleOrdering } from "./keywordOrder";

describe("implausibleOrdering", () => {
  it("flags a longer phrase out-searching the phrase it contains", () => {
    expect(
      implausibleOrdering([
        { keyword: "start a podcast", volume: 900 },
        { keyword: "how to start a podcast", volume: 1200 },
        { keyword: "podcast microphone", volume: 2000 },
      ]),
    ).toEqual([{ longer: "how to start a podcast", shorter: "start a podcast" }]);
  });
  it("accepts equal or lower figures, unrelated phrases and rows without a figure", () => {
    expect(
      implausibleOrdering([
        { keyword: "Running Shoes", volume: 5000 },
        { keyword: "running shoes for women", volume: 5000 },
        { keyword: "cheap running shoes", volume: 1200 },
        { keyword: "trail shoes", volume: 9000 },
        { keyword: "running shoes near me", volume: null },
        { keyword: "running shoes sale" },
      ]),
    ).toEqual([]);
  });
  it("needs the shorter phrase's words in order, not just its letters", () => {
    expect(
      implausibleOrdering([
        { keyword: "seo", volume: 10 },
        { keyword: "seo tools", volume: 20 },
        { keyword: "seoul hotels", volume: 30 },
      ]),
    ).toEqual([{ longer: "seo tools", shorter: "seo" }]);
  });
});
