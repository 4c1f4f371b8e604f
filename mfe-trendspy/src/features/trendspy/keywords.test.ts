import type { TrendspyResponse } from "@seo/trendspy-contract";
import { SAMPLE_ANSWER } from "@seo/trendspy-contract/testing/sampleAnswer";
import { figuresLine, keywordExportRows } from "./keywords";

describe("keyword rows as exported and listed", () => {
  it("exports an estimate as its band, reason and label, never a number", () => {
    const rows = keywordExportRows(SAMPLE_ANSWER);
    expect(rows).toEqual([
      {
        keyword: "eco yoga mat",
        interest: "medium",
        why: "A word added to the head term: a narrower search.",
        intent: "",
        source: "estimate — connect a data source for volumes",
      },
    ]);
    expect(figuresLine(SAMPLE_ANSWER.keywordData[0]!)).toBe("medium interest (estimate)");
  });

  it("exports a provider's numbers with their market, and hides figures an old estimate invented", () => {
    const provider: TrendspyResponse = {
      ...SAMPLE_ANSWER,
      dataSource: "dataforseo",
      dataLabel: "DataForSEO · Spain · Spanish",
      keywordData: [
        {
          keyword: "zapatillas running",
          trend: "up",
          volume: 40500,
          difficulty: 71,
          cpc: 0.42,
          currency: "EUR",
          estimate: false,
        },
      ],
    };
    expect(keywordExportRows(provider)[0]).toMatchObject({
      volume: 40500,
      difficulty: 71,
      cpc: 0.42,
      source: "DataForSEO · Spain · Spanish",
    });
    expect(figuresLine(provider.keywordData[0]!)).toBe("40,500/mo · KD 71");
    expect(figuresLine({ keyword: "old", volume: 5400, difficulty: 22, estimate: true })).toBe("estimate");
  });
});
