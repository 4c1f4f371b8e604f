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

// ---- Request (SPEC.md section 5) -------------------------------------------------------------

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

// ---- Response (SPEC.md section 3, plus DESIGN.md decision 14) ---------------------------------

export const descriptoResponseSchema = z.object({
  result: z.string(),
  suggestions: z.array(z.string()),
  /** A page title of at most 60 characters (DESIGN.md decision 14). */
  seoTitle: z.string().optional(),
  /** A 120-156 character meta description: the next step's prefill in the workflow (decision 14). */
  metaDescription: z.string().optional(),
  seoChecks: z.array(seoCheckSchema).optional(),
  source: sourceSchema.optional(),
  fallbackReason: fallbackReasonSchema.optional(),
});
export type DescriptoResponse = z.infer<typeof descriptoResponseSchema>;
