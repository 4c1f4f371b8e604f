/** The product's brand, in one place: every page title and heading that names the suite reads it. */
export const PRODUCT_NAME = "RankForge";
export const PRODUCT_TAGLINE = "AI-powered SEO and content tools for marketers";
