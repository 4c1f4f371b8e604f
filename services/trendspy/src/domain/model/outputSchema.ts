import { z } from "zod";
import { trendspyResponseSchema } from "@seo/trendspy-contract";

/** One keyword as the model writes it; the estimate flag and the difficulty band are ours. */
const modelKeywordSchema = z.object({
  keyword: z.string(),
  trend: z.string(),
  volume: z.number(),
  difficulty: z.number().min(0).max(100),
  intent: z.string().optional(),
});

/** What the model is asked to write: the model-written part of the response. */
export const trendspyOutputSchema = trendspyResponseSchema.pick({ result: true, insights: true }).extend({
  keywordData: z.array(modelKeywordSchema).min(3, "expected at least 3 keywords"),
  insights: z.array(z.string().min(1)).min(1),
  // The fields the offline engine's answer carries too (the cleaned seed, its class and language,
  // the typos fixed): optional, so a model that leaves them out still answers in schema.
  seed: z.string().min(1).optional(),
  seedClass: z
    .enum(["product", "food", "local", "service", "saas", "digital", "course", "activity", "howto", "problem", "topic"])
    .optional(),
  language: z.string().min(2).max(5).optional(),
  corrections: z.array(z.object({ from: z.string(), to: z.string() })).optional(),
});
export type TrendspyOutput = z.output<typeof trendspyOutputSchema>;
