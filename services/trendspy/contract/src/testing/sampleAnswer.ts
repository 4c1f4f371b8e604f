// A TrendSpy answer for the tests of TrendSpy's pages and of the workflow step that shows it: an
// analysis with its keyword section, one estimated keyword row and an insight.
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
  keywordData: [{ keyword: "eco yoga mat", trend: "up", volume: 5400, difficulty: 22, estimate: true }],
  insights: ["Write a buyer's guide first."],
} satisfies TrendspyResponse;
