// Paths of the product's pages that more than the shell names: the BFF and the services send users
// to the pricing page (`redirectTo`) when a plan does not allow what they asked for.
export const PRICING_PATH = "/pricing";

// Pages that e-mails link to: the BFF builds the links, the shell serves the pages.
export const VERIFY_EMAIL_PATH = "/verify-email";
export const RESET_PASSWORD_PATH = "/reset-password";
export const FORGOT_PASSWORD_PATH = "/forgot-password";
export const UNSUBSCRIBE_PAGE_PATH = "/unsubscribe";
export const DASHBOARD_PATH = "/dashboard";

/** The code of a 403 for an account whose address is not confirmed yet (trial, purchases, admin). */
export const EMAIL_UNVERIFIED_CODE = "email_unverified";
export const EMAIL_UNVERIFIED_MESSAGE = "Confirm your e-mail address first: we sent you a link.";

/**
 * The request header a client sets on a tool call made from a workflow step ("workflow"); any other
 * value, or none, is a tool page's. Bulk rows are marked by the BFF itself.
 */
export const GENERATION_SOURCE_HEADER = "x-generation-source";
