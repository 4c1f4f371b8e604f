import { z } from "zod";
import { TONES, HOOK_TYPES, HOOK_STYLES, CATEGORIES } from "./constants";

// ---- Requests (SPEC.md section 5) ----------------------------------------------------------

const required = (max: number) => z.string().trim().min(1, "Required").max(max, `Must be at most ${max} characters`);

export const descriptoRequestSchema = z.object({
  productName: required(200),
  keyFeatures: required(4000),
  targetAudience: required(500),
  tone: z.enum(TONES),
  keywords: z.string().trim().max(1000).optional().default(""),
  /** Another, equally good draft of the same input (0 is the first). */
  variant: z.coerce.number().int().min(0).max(999).optional(),
});
export type DescriptoRequest = z.input<typeof descriptoRequestSchema>;

export const hookgenieRequestSchema = z.object({
  topic: required(500),
  type: z.enum(HOOK_TYPES).default("headline"),
  style: z.enum(HOOK_STYLES).default("professional"),
  /** Another, equally good set of variants for the same input (0 is the first). */
  variant: z.coerce.number().int().min(0).max(999).optional(),
});
export type HookgenieRequest = z.input<typeof hookgenieRequestSchema>;

export const trendspyRequestSchema = z.object({
  niche: required(200),
  category: z
    .union([z.enum(CATEGORIES), z.literal("")])
    .optional()
    .transform((v) => v || undefined),
});
export type TrendspyRequest = z.input<typeof trendspyRequestSchema>;

export const seosnapshotRequestSchema = z.object({
  title: required(300),
  description: required(1000),
  url: z
    .union([z.literal(""), z.string().trim().url("Must be a valid URL").max(2048)])
    .optional()
    .transform((v) => v || undefined),
});
export type SeosnapshotRequest = z.input<typeof seosnapshotRequestSchema>;

// ---- Shared response parts ------------------------------------------------------------------

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

// ---- Responses (SPEC.md section 3 "Tool responses", plus the extras of the AI issue) ---------

export const seosnapshotResponseSchema = z.object({
  result: z.string(),
  scores: z.object({ overall: z.number(), title: z.number(), description: z.number() }),
  metrics: z
    .object({
      titleLength: z.number(),
      titleOptimal: z.boolean(),
      descriptionLength: z.number(),
      descriptionOptimal: z.boolean(),
    })
    .passthrough(),
  recommendations: z.array(z.string()),
  checks: z.array(seoCheckSchema).optional(),
  source: sourceSchema.optional(),
  fallbackReason: fallbackReasonSchema.optional(),
});
export type SeosnapshotResponse = z.infer<typeof seosnapshotResponseSchema>;

export const keywordDataSchema = z
  .object({
    keyword: z.string(),
    trend: z.string(), // "up" | "down" | other (SPEC.md)
    volume: z.number(),
    difficulty: z.number().min(0).max(100),
  })
  .passthrough();
export type KeywordData = z.infer<typeof keywordDataSchema>;

export const trendspyResponseSchema = z.object({
  result: z.string(),
  keywordData: z.array(keywordDataSchema),
  insights: z.array(z.string()),
  /** The cleaned seed the ideas were built from (typos fixed, a question reduced to its subject). */
  seed: z.string().optional(),
  /** What the seed names: product, food, local, service, saas, digital, course, activity, howto, problem, topic. */
  seedClass: z.string().optional(),
  /** The seed's language ("en", "es", "de", "fr", or "other"); keywords are never mixed. */
  language: z.string().optional(),
  /** Spelling fixed in the seed ("ergonmic" -> "ergonomic"). */
  corrections: z.array(z.object({ from: z.string(), to: z.string() })).optional(),
  /** Set when the offline engine cannot research in the seed's language. */
  notice: z.string().optional(),
  source: sourceSchema.optional(),
  fallbackReason: fallbackReasonSchema.optional(),
});
export type TrendspyResponse = z.infer<typeof trendspyResponseSchema>;

export const descriptoResponseSchema = z.object({
  result: z.string(),
  suggestions: z.array(z.string()),
  /** A page title of at most 60 characters (DESIGN.md decision 14). */
  seoTitle: z.string().optional(),
  /** A 120-156 character meta description: SeoSnapshot's prefill in the workflow (decision 14). */
  metaDescription: z.string().optional(),
  seoChecks: z.array(seoCheckSchema).optional(),
  source: sourceSchema.optional(),
  fallbackReason: fallbackReasonSchema.optional(),
});
export type DescriptoResponse = z.infer<typeof descriptoResponseSchema>;

export const headlineSchema = z.object({
  text: z.string(),
  score: z.number(),
  length: z.number(),
  limit: z.number(),
});
export type Headline = z.infer<typeof headlineSchema>;

export const hookgenieResponseSchema = z.object({
  result: z.string(),
  tips: z.array(z.string()),
  headlines: z.array(headlineSchema).optional(),
  /** Email subject lines: the preview text shown after the subject. */
  preheader: z.string().optional(),
  /** Ad copy: Google responsive search ad descriptions (at most 90 characters each). */
  descriptions: z.array(headlineSchema).optional(),
  /** Social posts: one per network, within its limit. */
  posts: z.array(z.object({ network: z.string(), text: z.string(), length: z.number(), limit: z.number() })).optional(),
  /** Set when the offline engine cannot write in the input's language. */
  notice: z.string().optional(),
  seoChecks: z.array(seoCheckSchema).optional(),
  source: sourceSchema.optional(),
  fallbackReason: fallbackReasonSchema.optional(),
});
export type HookgenieResponse = z.infer<typeof hookgenieResponseSchema>;

/** Every tool by its path, with its request and response schema. */
export const toolContracts = {
  descripto: { request: descriptoRequestSchema, response: descriptoResponseSchema },
  hookgenie: { request: hookgenieRequestSchema, response: hookgenieResponseSchema },
  trendspy: { request: trendspyRequestSchema, response: trendspyResponseSchema },
  seosnapshot: { request: seosnapshotRequestSchema, response: seosnapshotResponseSchema },
} as const;
