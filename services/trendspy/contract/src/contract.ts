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

/** Shown beside every estimate: offline, TrendSpy never shows a number (docs/decisions/0028). */
export const ESTIMATE_LABEL = "estimate — connect a data source for volumes";

/** Relative interest bands of an estimate, highest first. */
export const INTEREST_BANDS = ["high", "medium", "low"] as const;
export type InterestBand = (typeof INTEREST_BANDS)[number];

/** Where keyword data comes from: a keyword-data provider, or TrendSpy's own estimate (no numbers). */
export const DATA_SOURCES = ["dataforseo", "estimate"] as const;
export type DataSource = (typeof DATA_SOURCES)[number];

/** The markets the form offers: a provider location code and its language (DataForSEO's codes). */
export const MARKETS = [
  { locationCode: 2826, location: "United Kingdom", languageCode: "en", language: "English" },
  { locationCode: 2840, location: "United States", languageCode: "en", language: "English" },
  { locationCode: 2036, location: "Australia", languageCode: "en", language: "English" },
  { locationCode: 2124, location: "Canada", languageCode: "en", language: "English" },
  { locationCode: 2372, location: "Ireland", languageCode: "en", language: "English" },
  { locationCode: 2724, location: "Spain", languageCode: "es", language: "Spanish" },
  { locationCode: 2484, location: "Mexico", languageCode: "es", language: "Spanish" },
  { locationCode: 2276, location: "Germany", languageCode: "de", language: "German" },
  { locationCode: 2040, location: "Austria", languageCode: "de", language: "German" },
  { locationCode: 2250, location: "France", languageCode: "fr", language: "French" },
] as const;
export type Market = (typeof MARKETS)[number];
export const DEFAULT_LOCATION_CODE = 2826;
/** The market of a location code (the default market for an unknown one). */
export function marketOf(locationCode?: number): Market {
  return MARKETS.find((m) => m.locationCode === locationCode) ?? MARKETS[0];
}

// ---- Request ---------------------------------------------------------------------------------

export const trendspyRequestSchema = z.object({
  niche: requiredText(200),
  category: z
    .union([z.enum(CATEGORIES), z.literal("")])
    .optional()
    .transform((v) => v || undefined),
  /** Another angle on the same ideas (0 is the first): another order and grouping, the same figures. */
  variant: z.coerce.number().int().min(0).max(999).optional(),
  /** The market for provider data (MARKETS); without it, the United Kingdom. Ignored by estimates. */
  locationCode: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number()
      .int()
      .refine((code) => MARKETS.some((m) => m.locationCode === code), "Choose a market from the list")
      .optional(),
  ),
  /** The language for provider data ("en", "es", "de", "fr"); without it, the market's own. */
  languageCode: z.enum(["en", "es", "de", "fr"]).optional(),
});
export type TrendspyRequest = z.input<typeof trendspyRequestSchema>;

// ---- Response: the fields every client reads, then optional extras older clients ignore -------

const monthlySearchSchema = z.object({ year: z.number(), month: z.number().min(1).max(12), searches: z.number().nullable() });

export const keywordDataSchema = z.object({
  keyword: z.string(),
  /** "up", "down", or any other word (stable), from the provider's monthly searches; null for an estimate. */
  trend: z.string().nullable(),
  /** Monthly searches from the provider; null for an estimate (never an invented number). */
  volume: z.number().nullable(),
  /** Keyword difficulty 0-100 from the provider; null for an estimate or when the provider has none. */
  difficulty: z.number().min(0).max(100).nullable(),
  /** True when the row is TrendSpy's estimate (relative interest, no numbers): the UI's "estimate" badge. */
  estimate: z.boolean(),
  /** An estimate's relative interest: high, medium or low. */
  interest: z.enum(INTEREST_BANDS).optional(),
  /** Why the band: one line ("the head term: the broadest search"). */
  interestWhy: z.string().optional(),
  /** Cost per click from the provider, in `currency`. */
  cpc: z.number().nullable().optional(),
  currency: z.string().optional(),
  /** The provider's searches per month, oldest first (12 months). */
  monthlySearches: z.array(monthlySearchSchema).optional(),
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
  /** Set when the offline engine cannot research in the seed's language, or when keyword data was unavailable. */
  notice: z.string().optional(),
  /** Where the keyword numbers come from; "estimate" rows carry bands and no numbers. */
  dataSource: z.enum(DATA_SOURCES).optional(),
  /** The label shown beside estimates (ESTIMATE_LABEL), or the provider and market ("DataForSEO · United Kingdom · English"). */
  dataLabel: z.string().optional(),
  /** The provider market of the numbers. */
  market: z.object({ locationCode: z.number(), location: z.string(), languageCode: z.string(), language: z.string() }).optional(),
  source: sourceSchema.optional(),
  fallbackReason: fallbackReasonSchema.optional(),
});
export type TrendspyResponse = z.infer<typeof trendspyResponseSchema>;
