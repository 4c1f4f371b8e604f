// SeoSnapshot's contract: what the client sends, what the service answers, and the constants both
// sides show or check. Versioned with the package (semver: a removed or retyped field is a major;
// see CHANGELOG.md).
import { z } from "zod";
import { fallbackReasonSchema, requiredText, seoCheckSchema, sourceSchema } from "@seo/contracts/tools";

/** Score bands the report and the UI grade by: `excellent` and above, `good` and above, else needs work. */
export const SCORE_THRESHOLDS = { excellent: 80, good: 60 } as const;
/** The score shown before an audit has run. */
export const DEFAULT_SEO_SCORE = 75;

export const PAGE_TYPES = ["product", "local", "article", "home"] as const;

/** The longest focus keyphrase the audit takes (a search phrase, not a sentence). */
export const FOCUS_KEYPHRASE_MAX = 100;
export type PageType = (typeof PAGE_TYPES)[number];

// ---- Request ---------------------------------------------------------------------------------

export const seosnapshotRequestSchema = z.object({
  title: requiredText(300),
  description: requiredText(1000),
  url: z
    .union([z.literal(""), z.string().trim().url("Must be a valid URL").max(2048)])
    .optional()
    .transform((v) => v || undefined),
  /**
   * The search phrase the page should rank for, as the user writes it (their capitals are kept).
   * Empty or absent: the audit infers one from the title and says so.
   */
  focusKeyphrase: z
    .string()
    .trim()
    .max(FOCUS_KEYPHRASE_MAX, `Must be at most ${FOCUS_KEYPHRASE_MAX} characters`)
    .optional()
    .transform((v) => v || undefined),
  /** Other suggested rewrites of the same audit (0 is the first): the checks and scores do not change. */
  variant: z.coerce.number().int().min(0).max(999).optional(),
});
export type SeosnapshotRequest = z.input<typeof seosnapshotRequestSchema>;

// ---- Response: the fields every client reads, then optional extras older clients ignore -------

/** What the audit measured: the four fields every client reads first, then the audit's own measurements. */
export const seoMetricsSchema = z.object({
  titleLength: z.number(),
  titleOptimal: z.boolean(),
  descriptionLength: z.number(),
  descriptionOptimal: z.boolean(),
  titlePixelWidth: z.number().optional(),
  titleMobilePixelWidth: z.number().optional(),
  titleTruncatedDesktop: z.boolean().optional(),
  titleTruncatedMobile: z.boolean().optional(),
  titlePreviewDesktop: z.string().optional(),
  titlePreviewMobile: z.string().optional(),
  descriptionPixelWidth: z.number().optional(),
  descriptionTruncatedDesktop: z.boolean().optional(),
  descriptionTruncatedMobile: z.boolean().optional(),
  descriptionPreviewDesktop: z.string().optional(),
  descriptionPreviewMobile: z.string().optional(),
  titleWordCount: z.number().optional(),
  descriptionWordCount: z.number().optional(),
  /** The focus keyphrase audited: the one given (as typed), else the one inferred from the title. */
  focusKeyword: z.string().optional(),
  /** No focus keyphrase was given: `focusKeyword` was inferred from the title. */
  focusKeywordInferred: z.boolean().optional(),
  keywordInTitle: z.boolean().optional(),
  /** Word index of the focus keyword in the title, -1 when absent. */
  keywordPositionInTitle: z.number().optional(),
  keywordInDescription: z.boolean().optional(),
  urlLength: z.number().optional(),
  urlSlugWords: z.number().optional(),
  urlScore: z.number().optional(),
  suggestedTitle: z.string().optional(),
  suggestedDescription: z.string().optional(),
  pageType: z.enum(PAGE_TYPES).optional(),
  /** Ids of the critical checks that failed ("stuffing", "mismatch" ...). */
  criticalIssues: z.array(z.string()).optional(),
});
export type SeoMetrics = z.infer<typeof seoMetricsSchema>;

export const seosnapshotResponseSchema = z.object({
  result: z.string(),
  scores: z.object({ overall: z.number(), title: z.number(), description: z.number() }),
  metrics: seoMetricsSchema,
  recommendations: z.array(z.string()),
  checks: z.array(seoCheckSchema).optional(),
  source: sourceSchema.optional(),
  fallbackReason: fallbackReasonSchema.optional(),
});
export type SeosnapshotResponse = z.infer<typeof seosnapshotResponseSchema>;
