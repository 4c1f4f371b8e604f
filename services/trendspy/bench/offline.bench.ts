// TrendSpy's offline benchmark (libs/ai/bench/offline.bench.ts times every tool's).
import { cycle, type OfflineBenchCase } from "@seo/ai/bench/benchCase";
import { researchKeywords } from "../src/domain/offline/trendspy";

const NICHES = [
  "running shoes",
  "budgeting apps",
  "home espresso machine for beginners who want cafe quality",
  "yoga mats",
  "SEO tools",
];
const CATEGORY = [undefined, "Ecommerce", "Finance", "Food & Recipes", "Technology"];

export const benchCase: OfflineBenchCase = {
  tool: "trendspy",
  run: (i) => researchKeywords({ niche: cycle(NICHES, i), category: cycle(CATEGORY, i + 1) }),
};
