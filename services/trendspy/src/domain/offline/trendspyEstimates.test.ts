import { implausibleOrdering } from "@seo/ai/quality/keywordOrder";
import { CATEGORIES } from "@seo/trendspy-contract";
import { capLongerForms } from "./trendspyEstimates";
import { researchKeywords } from "./trendspy";

describe("capLongerForms", () => {
  it("puts a longer form under the keyword it contains", () => {
    const rows = [
      { keyword: "how to start a podcast", volume: 1300 },
      { keyword: "start a podcast", volume: 880 },
      { keyword: "how to start a podcast for free", volume: 2400 },
      { keyword: "podcast microphone", volume: 5400 },
    ];
    capLongerForms(rows);
    expect(rows.map((r) => r.volume)).toEqual([720, 880, 590, 5400]);
    expect(implausibleOrdering(rows)).toEqual([]);
  });
  it("keeps every idea under the head term and leaves plausible figures alone", () => {
    const head = { keyword: "standing desk", volume: 18100 };
    const rows = [head, { keyword: "$50 standing desk", volume: 720 }, { keyword: "desk lamp", volume: 40500 }];
    capLongerForms(rows, head);
    expect(rows.map((r) => r.volume)).toEqual([18100, 720, 14800]);
  });
  it("never lifts a figure at the floor", () => {
    const rows = [
      { keyword: "podcast", volume: 0 },
      { keyword: "podcast mic", volume: 10 },
    ];
    capLongerForms(rows);
    expect(rows.map((r) => r.volume)).toEqual([0, 0]);
  });
});

describe("offline research", () => {
  it("never shows a longer phrase out-searching a shorter one of the same result", () => {
    for (const niche of [
      "how to start a podcast",
      "start a podcast",
      "roof repair manchester",
      "kids birthday party ideas",
      "seo",
    ])
      for (const category of [undefined, ...CATEGORIES])
        for (const variant of [0, 1, 2])
          expect(implausibleOrdering(researchKeywords({ niche, category, variant }).keywordData)).toEqual([]);
  });
});
