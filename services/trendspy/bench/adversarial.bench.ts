// TrendSpy's hostile inputs (libs/ai/bench/adversarial.bench.ts times every tool's): the niche at
// its contract limit, with and without a category.
import { hostileInputs, offlineAnswer, type AdversarialBenchCase } from "@seo/ai/bench/adversarial.bench";
import { trendspyRequestSchema } from "@seo/trendspy-contract";
import { trendspyTool } from "../src/domain/trendspyTool";

export const adversarialCase: AdversarialBenchCase = {
  tool: "trendspy",
  baseline: { niche: "running shoes" },
  inputs: [
    ...hostileInputs({ niche: "running shoes" }, { niche: 200 }),
    ...hostileInputs({ niche: "running shoes", category: "Ecommerce" }, { niche: 200 }).map((c) => ({
      ...c,
      name: `Ecommerce ${c.name}`,
    })),
  ],
  run: offlineAnswer(trendspyTool, trendspyRequestSchema),
};
