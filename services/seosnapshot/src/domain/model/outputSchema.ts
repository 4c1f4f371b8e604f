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
    // The page type (product, local, article, home) that chose the advice, as the offline audit
    // reports it: a product page is told "Shop", a local one "Call" or "Book".
    pageType: z.enum(PAGE_TYPES).optional(),
  });
export type SeosnapshotOutput = z.output<typeof seosnapshotOutputSchema>;
