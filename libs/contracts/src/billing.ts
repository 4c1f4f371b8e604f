import { z } from "zod";

export const CHECKOUT_PLANS = ["starter", "pro", "single", "all"] as const;

export const createSubscriptionSchema = z.object({
  plan: z.enum(CHECKOUT_PLANS),
  trial: z.boolean().optional(),
  selectedTool: z.enum(["descripto", "hookgenie", "trendspy", "seosnapshot"]).optional(),
});
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;
