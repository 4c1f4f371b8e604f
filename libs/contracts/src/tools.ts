// Generic parts every tool's contract builds on. Each tool's own request and response schemas live
// with the tool: services/<tool>/contract (the @seo/<tool>-contract package).
import { z } from "zod";

/** A required text field: trimmed, not empty, at most `max` characters (400 names the field). */
export const requiredText = (max: number) => z.string().trim().min(1, "Required").max(max, `Must be at most ${max} characters`);

/** Which engine produced the answer: the model, or the offline engine (also used as fallback). */
export const sourceSchema = z.enum(["openai", "offline"]);
/** Why the offline engine answered although a model is configured (timeout, out of schema ...). */
export const fallbackReasonSchema = z.string();

/** One audit rule, with the points it weighs and the points it cost. */
export const seoCheckSchema = z.object({
  id: z.string(),
  area: z.enum(["title", "description", "url", "content"]),
  label: z.string(),
  passed: z.boolean(),
  weight: z.number(),
  pointsLost: z.number(),
  message: z.string(),
});
export type SeoCheck = z.infer<typeof seoCheckSchema>;
