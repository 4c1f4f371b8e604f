// TrendSpy's contract: what the client sends, what the service answers, and the constants both
// sides show or check. Versioned with the package (semver: a removed or retyped field is a major;
// see CHANGELOG.md).
import { z } from "zod";
import { fallbackReasonSchema, requiredText, sourceSchema } from "@seo/contracts/tools";

export const CATEGORIES = [
  "Ecommerce",
  "Technology",
  "Health & Fitness",
  "Finance",
  "Education",
  "Food & Recipes",
  "Travel",
  "Fashion",
  "Home & Garden",
  "Business",
] as const;

/** Difficulty bands: below `easy` is easy, below `medium` is medium, the rest hard. */
export const DIFFICULTY_THRESHOLDS = { easy: 30, medium: 60 } as const;

// ---- Request ---------------------------------------------------------------------------------

export const trendspyRequestSchema = z.object({
  niche: requiredText(200),
  category: z
    .union([z.enum(CATEGORIES), z.literal("")])
    .optional()
    .transform((v) => v || undefined),
  /** Another angle on the same ideas (0 is the first): another order and grouping, the same figures. */
  variant: z.coerce.number().int().min(0).max(999).optional(),
});
export type TrendspyRequest = z.input<typeof trendspyRequestSchema>;

// ---- Response: the fields every client reads, then optional extras older clients ignore -------

export const keywordDataSchema = z.object({
  keyword: z.string(),
  trend: z.string(), // "up", "down", or any other word, which the page shows as stable
  volume: z.number(),
  difficulty: z.number().min(0).max(100),
  /** Volumes, trends and difficulty are modelled, not live search data: the UI's "estimate" badge. */
  estimate: z.boolean(),
  /** "very easy" ... "very hard", from the difficulty. */
  difficultyBand: z.string().optional(),
  /** informational, commercial, transactional or navigational. */
  intent: z.string().optional(),
  /** What kind of idea: head, modifier, question, comparison, commercial, transactional, long tail. */
  kind: z.string().optional(),
  opportunity: z.number().optional(),
});
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
