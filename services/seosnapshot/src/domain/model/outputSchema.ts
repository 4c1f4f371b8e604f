import { z } from "zod";
import { PAGE_TYPES, seosnapshotResponseSchema } from "@seo/seosnapshot-contract";

/** What the model is asked to write: scores, report and advice; the measurements are ours. */
export const seosnapshotOutputSchema = seosnapshotResponseSchema
  .pick({ result: true, scores: true, recommendations: true })
  .extend({
    scores: z.object({
      overall: z.number().min(0).max(100),
      title: z.number().min(0).max(100),
      description: z.number().min(0).max(100),
    }),
    recommendations: z.array(z.string().min(1)).min(1),
    // Like the offline audit (issue 12): the page type that chose the advice.
    pageType: z.enum(PAGE_TYPES).optional(),
  });
export type SeosnapshotOutput = z.output<typeof seosnapshotOutputSchema>;
