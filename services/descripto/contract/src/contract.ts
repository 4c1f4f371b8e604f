// Descripto's contract: what the client sends, what the service answers, and the constants both
// sides show or check. Versioned with the package (semver: a removed or retyped field is a major).
import { z } from "zod";
import { fallbackReasonSchema, requiredText, seoCheckSchema, sourceSchema } from "@seo/contracts/tools";

export const TONES = ["professional", "casual", "enthusiastic", "luxury", "technical"] as const;
export type Tone = (typeof TONES)[number];

export const TARGET_AUDIENCES = [
  "Young adults (18-25)",
  "Young professionals (25-35)",
  "Families with children",
  "Middle-aged adults (35-50)",
  "Seniors (50+)",
  "Health-conscious consumers",
  "Budget-conscious shoppers",
  "Premium/luxury buyers",
  "Tech-savvy users",
  "Busy professionals",
] as const;

export const KEYWORD_PACKS: Record<string, readonly string[]> = {
  "E-commerce": ["free shipping", "best seller", "limited offer", "buy online", "customer favorite"],
  Technology: ["smart features", "wireless", "high performance", "long battery life", "latest technology"],
  Fashion: ["trendy", "comfortable fit", "premium fabric", "everyday style", "sustainable fashion"],
  Health: ["natural ingredients", "wellness", "healthy lifestyle", "organic", "clinically tested"],
  Home: ["home decor", "space saving", "easy to clean", "durable", "modern design"],
};

// ---- Request ---------------------------------------------------------------------------------

export const descriptoRequestSchema = z.object({
  productName: requiredText(200),
  keyFeatures: requiredText(4000),
  targetAudience: requiredText(500),
  tone: z.enum(TONES),
  keywords: z.string().trim().max(1000).optional().default(""),
  /** Another, equally good draft of the same input (0 is the first). */
  variant: z.coerce.number().int().min(0).max(999).optional(),
});
export type DescriptoRequest = z.input<typeof descriptoRequestSchema>;

// ---- Response: the fields every client reads, then optional extras older clients ignore -------

export const descriptoResponseSchema = z.object({
  result: z.string(),
  suggestions: z.array(z.string()),
  /** A page title of at most 60 characters, for the workflow's prefills (docs/decisions/0020-small-product-rules.md). */
  seoTitle: z.string().optional(),
  /**
   * A 120-156 character meta description: SeoSnapshot's prefill in the workflow, where the full
   * description would be too long (docs/decisions/0020-small-product-rules.md).
   */
  metaDescription: z.string().optional(),
  seoChecks: z.array(seoCheckSchema).optional(),
  source: sourceSchema.optional(),
  fallbackReason: fallbackReasonSchema.optional(),
});
export type DescriptoResponse = z.infer<typeof descriptoResponseSchema>;
