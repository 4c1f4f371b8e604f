import { parseSeoScore, scoreRating, SCORE_LABELS } from "./seoScore";

describe("parseSeoScore", () => {
  it.each([
    ["SEO Score: 82/100\nTitle: good", 82],
    ["Overall Score - 64", 64],
    ["Your score: 91 out of 100", 91],
    ["**SEO Score:** 58/100", 58],
    ["seo score 100", 100],
  ])("reads %j as %i", (text, expected) => {
    expect(parseSeoScore(text)).toBe(expected);
  });

  it("defaults to 75 when no score is named", () => {
    expect(parseSeoScore("The title is too long.")).toBe(75);
    expect(parseSeoScore("")).toBe(75);
  });

  it("caps a score above 100", () => {
    expect(parseSeoScore("Score: 250")).toBe(100);
  });
});

describe("scoreRating", () => {
  it("is Excellent from 80, Good from 60, otherwise Need Improvement", () => {
    expect(scoreRating(80)).toBe("excellent");
    expect(scoreRating(79)).toBe("good");
    expect(scoreRating(60)).toBe("good");
    expect(scoreRating(59)).toBe("poor");
    expect(SCORE_LABELS.poor).toBe("Need Improvement");
  });
});
