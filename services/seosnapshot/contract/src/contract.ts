// SeoSnapshot's contract: what the client sends, what the service answers, and the constants both
// sides show or check. Versioned with the package (semver: a removed or retyped field is a major;
// see CHANGELOG.md).
import { z } from "zod";
import { fallbackReasonSchema, requiredText, seoCheckSchema, sourceSchema } from "@seo/contracts/tools";
import { TITLE_GUIDE } from "@seo/contracts/constants";

/** Score bands the report and the UI grade by: `excellent` and above, `good` and above, else needs work. */
export const SCORE_THRESHOLDS = { excellent: 80, good: 60 } as const;
/**
 * The lengths the audit passes (Yoast's ranges): a title 400-600 px wide at Arial 20 px, which is
 * about 50-60 characters, and a meta description of 120-156 characters. The service grades by these
 * and the page's hints, counters and verdicts show them, so the form and the audit say the same.
 */
export const TITLE_WIDTH_PX = { min: 400, max: 600 } as const;
/** The title's width range in characters, roughly (the audit measures pixels: TITLE_WIDTH_PX). */
export const TITLE_LENGTH_CHARS: { readonly min: number; readonly max: number } = TITLE_GUIDE;
export const DESCRIPTION_LENGTH_CHARS = { min: 120, max: 156 } as const;

/** The score shown before an audit has run. */
export const DEFAULT_SEO_SCORE = 75;

export const PAGE_TYPES = ["product", "local", "article", "home"] as const;

/** The longest focus keyphrase the audit takes (a search phrase, not a sentence). */
export const FOCUS_KEYPHRASE_MAX = 100;
export type PageType = (typeof PAGE_TYPES)[number];

// ---- Request ---------------------------------------------------------------------------------

/** What the audit looks at: a snippet as typed (the default), or the live page fetched from its URL. */
export const AUDIT_MODES = ["snippet", "live"] as const;
export type AuditMode = (typeof AUDIT_MODES)[number];

/** The longest URL the audit takes (either mode). */
export const URL_MAX = 2048;

const focusKeyphraseSchema = z
  .string()
  .trim()
  .max(FOCUS_KEYPHRASE_MAX, `Must be at most ${FOCUS_KEYPHRASE_MAX} characters`)
  .optional()
  .transform((v) => v || undefined);
const variantSchema = z.coerce.number().int().min(0).max(999).optional();

/** A snippet as typed (mode absent or "snippet"): title and description required, URL optional. */
export const seosnapshotRequestSchema = z.object({
  mode: z.literal("snippet").optional(),
  title: requiredText(300),
  description: requiredText(1000),
  url: z
    .union([z.literal(""), z.string().trim().url("Must be a valid URL").max(URL_MAX)])
    .optional()
    .transform((v) => v || undefined),
  /**
   * The search phrase the page should rank for, as the user writes it (their capitals are kept).
   * Empty or absent: the audit infers one from the title and says so.
   */
  focusKeyphrase: focusKeyphraseSchema,
  /** Other suggested rewrites of the same audit (0 is the first): the checks and scores do not change. */
  variant: variantSchema,
});
export type SeosnapshotRequest = z.input<typeof seosnapshotRequestSchema>;

/**
 * The page's address in live mode: http or https, at most 2,048 characters, no user name or password
 * in it. Whether it resolves to a public address is only known when it is fetched (422 private_address).
 */
export const liveUrlSchema = z
  .string("Required")
  .trim()
  .min(1, "Required")
  .max(URL_MAX, `Must be at most ${URL_MAX} characters`)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: "custom", message: "Must be a valid URL" });
      return;
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
      ctx.addIssue({ code: "custom", message: "Must start with http:// or https://" });
    else if (url.username || url.password) ctx.addIssue({ code: "custom", message: "Must not contain a user name or password" });
  });

/** Audit a live page: the service fetches `url` (public addresses only) and audits what is really there. */
export const seosnapshotLiveRequestSchema = z.object({
  mode: z.literal("live"),
  url: liveUrlSchema,
  focusKeyphrase: focusKeyphraseSchema,
  variant: variantSchema,
});
export type SeosnapshotLiveRequest = z.input<typeof seosnapshotLiveRequestSchema>;

/** What POST /api/seosnapshot takes: a snippet (no mode, or "snippet") or a live page ("live"). */
export const seosnapshotAnyRequestSchema = z.discriminatedUnion("mode", [seosnapshotRequestSchema, seosnapshotLiveRequestSchema]);
export type SeosnapshotAnyRequest = z.input<typeof seosnapshotAnyRequestSchema>;

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

// ---- Live page (mode "live") -----------------------------------------------------------------

/** What the live page's HTML and headers hold, as found (absent: not on the page). */
export const livePageSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  /** The first H1's text, and how many H1 elements there are. */
  h1: z.string().optional(),
  h1Count: z.number(),
  canonical: z.string().optional(),
  robotsMeta: z.string().optional(),
  /** The X-Robots-Tag response header. */
  xRobotsTag: z.string().optional(),
  openGraph: z.object({ title: z.string().optional(), description: z.string().optional(), image: z.string().optional() }),
  twitter: z.object({ card: z.string().optional(), title: z.string().optional(), description: z.string().optional() }),
  hreflang: z.array(z.object({ lang: z.string(), href: z.string() })),
  /** The @type values of the JSON-LD blocks; `jsonLdErrors` blocks could not be parsed. */
  jsonLdTypes: z.array(z.string()),
  jsonLdErrors: z.number(),
  /** The <html lang> attribute. */
  lang: z.string().optional(),
});
export type LivePage = z.infer<typeof livePageSchema>;

/** One finding of the live checks: `ok` passed, `warning` worth fixing, `critical` hurts indexing or the result. */
export const liveFindingSchema = z.object({
  id: z.string(),
  severity: z.enum(["ok", "info", "warning", "critical"]),
  message: z.string(),
});
export type LiveFinding = z.infer<typeof liveFindingSchema>;

export const liveAuditSchema = z.object({
  /** The URL asked for, and the one that answered after redirects. */
  requestedUrl: z.string(),
  finalUrl: z.string(),
  /** Each redirect followed, in order (at most 5). */
  redirects: z.array(z.string()),
  status: z.number(),
  contentType: z.string(),
  bytes: z.number(),
  page: livePageSchema,
  /** The snippet the audit scored: the page's own title and description (empty when missing) and the final URL. */
  audited: z.object({ title: z.string(), description: z.string(), url: z.string() }),
  findings: z.array(liveFindingSchema),
  /** How Google would likely show the title: a likely rewrite and why (a likelihood, never certain). */
  titleRewrite: z.object({ likely: z.boolean(), shownTitle: z.string().optional(), reasons: z.array(z.string()) }),
});
export type LiveAudit = z.infer<typeof liveAuditSchema>;

/**
 * Why a live page could not be audited: every one a 422 with `{error, code}` (nothing is charged,
 * the BFF refunds any 4xx). docs/decisions/0027-live-page-audit.md.
 */
export const LIVE_FAILURE_CODES = [
  "private_address",
  "unreachable",
  "http_error",
  "not_html",
  "redirect_loop",
  "too_many_redirects",
  "too_large",
  "timeout",
] as const;
export type LiveFailureCode = (typeof LIVE_FAILURE_CODES)[number];
export const LIVE_FAILURE_STATUS = 422;

export const seosnapshotResponseSchema = z.object({
  result: z.string(),
  scores: z.object({ overall: z.number(), title: z.number(), description: z.number() }),
  metrics: seoMetricsSchema,
  recommendations: z.array(z.string()),
  checks: z.array(seoCheckSchema).optional(),
  source: sourceSchema.optional(),
  fallbackReason: fallbackReasonSchema.optional(),
  /** Live mode only: what the page holds and the live checks. */
  live: liveAuditSchema.optional(),
});
export type SeosnapshotResponse = z.infer<typeof seosnapshotResponseSchema>;
