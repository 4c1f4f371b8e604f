// Business constants shared by the client, the BFF and the services. The plans and their rules live
// in ./plans; a tool's own constants (tones, hook types, categories, score bands) live in its
// contract package.

export const TRIAL_DAYS = 3;
export const MONEY_BACK_DAYS = 30;
export const MIN_PASSWORD_LENGTH = 6;

/** A title of about 50-60 characters. SeoSnapshot's audit ranges (its meta description's 120-156) are its contract's. */
export const TITLE_GUIDE = { min: 50, max: 60 } as const;

export const WORKFLOW_STEPS = ["trendspy", "descripto", "hookgenie", "seosnapshot"] as const;
export type WorkflowStep = (typeof WORKFLOW_STEPS)[number];
export const MAX_SELECTED_KEYWORDS = 3;
export const KEYWORD_HANDOFF_LIMIT = 5;

export const REDIRECT_CHECK_DELAY_MS = 100;
export const UPGRADE_REDIRECT_DELAY_MS = 1000;
