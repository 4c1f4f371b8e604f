import { z } from "zod";
import {
  descriptoResponseSchema,
  hookgenieResponseSchema,
  seosnapshotResponseSchema,
  trendspyResponseSchema,
} from "@seo/contracts/tools";
import type { Tool } from "@seo/contracts/constants";

/**
 * What the model is asked to produce per tool: the model-written part of each contract response
 * schema. The rest (source, seoChecks, metrics, checks, headline scores) is computed by our own
 * code, because character counts and rule checks are facts, not opinions.
 */
export const modelOutputSchemas = {
  descripto: descriptoResponseSchema.pick({ result: true, suggestions: true }).extend({
    result: z.string().min(80, "description is too short"),
    suggestions: z.array(z.string().min(1)).min(1),
    // DESIGN.md decision 14: the short outputs the workflow prefills with; an answer outside
    // these bounds is out of schema, and the offline engine answers instead.
    seoTitle: z.string().trim().min(15).max(60),
    metaDescription: z.string().trim().min(120).max(156),
  }),
  hookgenie: hookgenieResponseSchema.pick({ tips: true }).extend({
    headlines: z.array(z.string().trim().min(3)).min(3, "expected at least 3 headlines"),
    tips: z.array(z.string().min(1)).min(1),
  }),
  trendspy: trendspyResponseSchema.pick({ result: true, keywordData: true, insights: true }).extend({
    keywordData: trendspyResponseSchema.shape.keywordData.min(3, "expected at least 3 keywords"),
    insights: z.array(z.string().min(1)).min(1),
    // Like the offline engine (issue 12): the cleaned seed, its class and language, the typos fixed.
    seed: z.string().min(1).optional(),
    seedClass: z.enum(["product", "food", "local", "service", "saas", "digital", "course", "activity", "howto", "problem", "topic"]).optional(),
    language: z.string().min(2).max(5).optional(),
    corrections: z.array(z.object({ from: z.string(), to: z.string() })).optional(),
  }),
  seosnapshot: seosnapshotResponseSchema.pick({ result: true, scores: true, recommendations: true }).extend({
    scores: z.object({
      overall: z.number().min(0).max(100),
      title: z.number().min(0).max(100),
      description: z.number().min(0).max(100),
    }),
    recommendations: z.array(z.string().min(1)).min(1),
    // Like the offline audit (issue 12): the page type that chose the advice.
    pageType: z.enum(["product", "local", "article", "home"]).optional(),
  }),
} satisfies Record<Tool, z.ZodType>;

export type ModelOutput<T extends Tool> = z.output<(typeof modelOutputSchemas)[T]>;

/** JSON Schema for `response_format` (zod v4's own converter; the SDK helper targets strict mode). */
export function jsonSchemaFor(tool: Tool): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(modelOutputSchemas[tool], { io: "output" }) as Record<
    string,
    unknown
  >;
  return schema;
}
