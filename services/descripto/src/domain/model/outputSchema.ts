import { z } from "zod";
import { descriptoResponseSchema } from "@seo/descripto-contract";

/**
 * What the model is asked to write: the model-written part of the response. The SEO checks are
 * computed by our own code, because counts and rule checks are facts, not opinions.
 */
export const descriptoOutputSchema = descriptoResponseSchema.pick({ result: true, suggestions: true }).extend({
  result: z.string().min(80, "description is too short"),
  suggestions: z.array(z.string().min(1)).min(1),
  // The short outputs the workflow prefills its later steps with (SeoSnapshot's description is
  // this meta description; see docs/decisions/0020-small-product-rules.md): an answer outside
  // these bounds is out of schema, and the offline engine answers instead.
  seoTitle: z.string().trim().min(15).max(60),
  metaDescription: z.string().trim().min(120).max(156),
});
export type DescriptoOutput = z.output<typeof descriptoOutputSchema>;
