/**
 * The product's brand, in one place: every page title and heading, the e-mails, the exports and the
 * embed read it here (the UI through @seo/ui/brand).
 */
export const PRODUCT_NAME = "RankForge";
export const PRODUCT_TAGLINE = "AI-powered SEO and content tools for marketers";
/**
 * Where users write for help, privacy requests and everything else about the service (the Help
 * link, the Privacy and Terms pages). An operator's address: change it before launch.
 */
export const SUPPORT_EMAIL = "support@rankforge.app";
