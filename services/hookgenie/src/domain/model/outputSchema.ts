import { z } from "zod";
import { hookgenieResponseSchema } from "@seo/hookgenie-contract";

/** What the model is asked to write: plain variants; lengths, scores and ranking are ours. */
export const hookgenieOutputSchema = hookgenieResponseSchema.pick({ tips: true }).extend({
  headlines: z.array(z.string().trim().min(3)).min(3, "expected at least 3 headlines"),
  tips: z.array(z.string().min(1)).min(1),
});
export type HookgenieOutput = z.output<typeof hookgenieOutputSchema>;
