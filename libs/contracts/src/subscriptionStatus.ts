// Subscription states (Stripe's names, which the test-mode processor copies) and which of them give
// the plan's access. past_due gives access only within the grace period after the first failed
// payment: the BFF enforces the grace period, billing and the shell only need to know it can.
export const SUBSCRIPTION_STATUSES = [
  "incomplete",
  "incomplete_expired",
  "trialing",
  "active",
  "past_due",
  "canceled",
  "unpaid",
  "paused",
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** States in which the plan is in force (past_due: for the grace period). */
export const ACCESS_STATUSES: readonly SubscriptionStatus[] = ["trialing", "active", "past_due"];

/** States that give access without conditions. */
export const PAID_STATUSES: readonly SubscriptionStatus[] = ["trialing", "active"];

/** The status may give the plan's access (past_due: the BFF checks the grace period). */
export const statusMayGiveAccess = (status: string | null | undefined): boolean =>
  (ACCESS_STATUSES as readonly string[]).includes(status ?? "");

/** States a failed payment leads to, where a new card brings the subscription back. */
export const PAYMENT_FAILED_STATUSES: readonly SubscriptionStatus[] = ["past_due", "unpaid"];

export const paymentFailed = (status: string | null | undefined): boolean =>
  (PAYMENT_FAILED_STATUSES as readonly string[]).includes(status ?? "");
