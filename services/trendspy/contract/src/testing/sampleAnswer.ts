// A TrendSpy answer for the tests of TrendSpy's pages and of the workflow step that shows it: an
// analysis with its keyword section, one estimated keyword row (a band, no numbers) and an insight.
import type { TrendspyResponse } from "../contract";

export const SAMPLE_ANALYSIS = [
  "Yoga mats are a steady niche with rising eco interest.",
  "Top keyword opportunities",
  "- eco yoga mat:",
  "Rising, low difficulty.",
  "- non slip yoga mat:",
  "High intent.",
  "- thick yoga mat:",
  "Comfort buyers.",
  "- yoga mat for beginners:",
  "Informational.",
  "Content strategy: start with buyer guides.",
].join("\n");

export const SAMPLE_ANSWER = {
  result: SAMPLE_ANALYSIS,
  keywordData: [
    {
      keyword: "eco yoga mat",
      interest: "medium",
      interestWhy: "A word added to the head term: a narrower search.",
      trend: null,
      volume: null,
      difficulty: null,
      estimate: true,
    },
  ],
  insights: ["Write a buyer's guide first."],
  dataSource: "estimate",
  dataLabel: "estimate — connect a data source for volumes",
} satisfies TrendspyResponse;
