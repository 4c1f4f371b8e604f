import { z } from "zod";
import { trendspyResponseSchema } from "@seo/trendspy-contract";

/**
 * One keyword as the model writes it. Older prompts asked for figures; they are accepted and
 * dropped (a model has no search data), the interest band is ours.
 */
const modelKeywordSchema = z.object({
  keyword: z.string(),
  trend: z.string().optional(),
  volume: z.number().optional(),
  difficulty: z.number().optional(),
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
    .enum(["product", "food", "local", "service", "saas", "digital", "course", "activity", "howto", "problem", "topic", "travel"])
    .optional(),
  language: z.string().min(2).max(5).optional(),
  corrections: z.array(z.object({ from: z.string(), to: z.string() })).optional(),
});
export type TrendspyOutput = z.output<typeof trendspyOutputSchema>;
