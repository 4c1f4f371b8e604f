// Business constants of SPEC.md section 9, in one place for the client, the BFF and the services.

export const TOOLS = ["descripto", "hookgenie", "trendspy", "seosnapshot"] as const;
export type Tool = (typeof TOOLS)[number];

export const PLANS = ["single", "all", "admin", "starter", "pro"] as const;
export type Plan = (typeof PLANS)[number];

export const STARTER_PRICE = 19;
export const PRO_PRICE = 39;
export const STARTER_WEEKLY_LIMIT = 5;
export const TRIAL_DAYS = 3;
export const MONEY_BACK_DAYS = 30;
export const MIN_PASSWORD_LENGTH = 6;

export const TITLE_GUIDE = { min: 50, max: 60 } as const;
export const DESCRIPTION_GUIDE = { min: 140, max: 160 } as const;
export const SCORE_THRESHOLDS = { excellent: 80, good: 60 } as const;
export const DEFAULT_SEO_SCORE = 75;
export const DIFFICULTY_THRESHOLDS = { easy: 30, medium: 60 } as const;

export const WORKFLOW_STEPS = ["trendspy", "descripto", "hookgenie", "seosnapshot"] as const;
export type WorkflowStep = (typeof WORKFLOW_STEPS)[number];
export const MAX_SELECTED_KEYWORDS = 3;
export const KEYWORD_HANDOFF_LIMIT = 5;

export const TONES = ["professional", "casual", "enthusiastic", "luxury", "technical"] as const;
export type Tone = (typeof TONES)[number];

/** The schema set of SPEC.md (used by the workflow screen). */
export const CONTENT_TYPES = ["headline", "subject_line", "social_media", "ad_copy"] as const;
export const STYLES = ["compelling", "urgent", "curious", "benefit_driven", "emotional"] as const;
/** DESIGN.md decision 3: the server accepts the union of both readings. */
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

export const REDIRECT_CHECK_DELAY_MS = 100;
export const UPGRADE_REDIRECT_DELAY_MS = 1000;
