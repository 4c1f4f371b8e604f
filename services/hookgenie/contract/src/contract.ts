// HookGenie's contract: what the client sends, what the service answers, and the constants both
// sides show or check. Versioned with the package (semver: a removed or retyped field is a major).
import { z } from "zod";
import { fallbackReasonSchema, requiredText, seoCheckSchema, sourceSchema } from "@seo/contracts/tools";

/** The content types the workflow's HookGenie step offers (the narrower reading of the spec). */
export const CONTENT_TYPES = ["headline", "subject_line", "social_media", "ad_copy"] as const;
/** The styles the workflow's HookGenie step offers (the narrower reading of the spec). */
export const STYLES = ["compelling", "urgent", "curious", "benefit_driven", "emotional"] as const;
/**
 * The server accepts the union of both readings of the spec, so the standalone page (which offers
 * the union) and the workflow step (the sets above) both pass: docs/decisions/0020-small-product-rules.md.
 */
export const HOOK_TYPES = ["headline", "title", "h1", "subject_line", "social_media", "ad_copy"] as const;
export type HookType = (typeof HOOK_TYPES)[number];
export const HOOK_STYLES = [
  "professional",
  "clickbait",
  "informative",
  "emotional",
  "compelling",
  "urgent",
  "curious",
  "benefit_driven",
] as const;
export type HookStyle = (typeof HOOK_STYLES)[number];
/** Character limits per channel (ad_copy: the ad headline). */
export const HOOK_LIMITS: Record<HookType, number> = {
  headline: 70,
  title: 60,
  h1: 70,
  subject_line: 50,
  social_media: 280,
  ad_copy: 30,
};

// ---- Request ---------------------------------------------------------------------------------

export const hookgenieRequestSchema = z.object({
  topic: requiredText(500),
  type: z.enum(HOOK_TYPES).default("headline"),
  style: z.enum(HOOK_STYLES).default("professional"),
  /** Another, equally good set of variants for the same input (0 is the first). */
  variant: z.coerce.number().int().min(0).max(999).optional(),
});
export type HookgenieRequest = z.input<typeof hookgenieRequestSchema>;

// ---- Response: the fields every client reads, then optional extras older clients ignore -------

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
