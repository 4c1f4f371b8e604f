import type { KeywordData, TrendspyResponse } from "@seo/trendspy-contract";
import { SAMPLE_ANSWER } from "@seo/trendspy-contract/testing/sampleAnswer";
import { figuresLine, keywordCopyText, keywordExportRows } from "./keywords";

/** A provider's row: volume, difficulty, CPC in its currency and the trend. */
const RUNNING: KeywordData = {
  keyword: "zapatillas running",
  trend: "up",
  volume: 40500,
  difficulty: 71,
  cpc: 0.42,
  currency: "EUR",
  estimate: false,
};

/** An answer whose keywords come from a provider (DataForSEO, Spain). */
const providerAnswer = (...keywordData: TrendspyResponse["keywordData"]): TrendspyResponse => ({
  ...SAMPLE_ANSWER,
  dataSource: "dataforseo",
  dataLabel: "DataForSEO · Spain · Spanish",
  keywordData,
});

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
    const provider = providerAnswer(RUNNING);
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

describe("keywords as copied", () => {
  it("are one readable line per keyword under the data's source, with the estimate wording and no internal fields", () => {
    const text = keywordCopyText({
      ...SAMPLE_ANSWER,
      keywordData: [{ ...SAMPLE_ANSWER.keywordData[0]!, intent: "commercial", kind: "modifier", opportunity: 62 }],
    });
    expect(text).toBe(
      "Keyword opportunities (estimate — connect a data source for volumes)\n" +
        "eco yoga mat — medium interest (relative, estimate) · intent: commercial",
    );
    expect(text).not.toMatch(/[{}"]|kind|opportunity|modifier|62|null|true/);
  });

  it("give a provider's volume, difficulty with its band, trend, CPC and intent as the cards show them", () => {
    const provider = providerAnswer(
      { ...RUNNING, difficultyBand: "hard", intent: "commercial", monthlySearches: [{ year: 2026, month: 1, searches: 40000 }] },
      { keyword: "zapatillas trail", trend: "stable", volume: 900, difficulty: 12, estimate: false },
    );
    expect(keywordCopyText(provider).split("\n")).toEqual([
      "Keyword opportunities (DataForSEO · Spain · Spanish)",
      "zapatillas running — 40,500 searches/mo · difficulty 71/100 (hard) · trending up · CPC 0.42 EUR · intent: commercial",
      "zapatillas trail — 900 searches/mo · difficulty 12/100 (easy) · stable",
    ]);
  });
});
