// Billing answers for component tests: GET /api/billing/subscription and /api/billing/plans.
import type { BillingStatus, Catalogue } from "@seo/contracts/billing";

/** A test-mode Starter subscription, active, with `patch` applied. */
export const billingStatusOf = (patch: Partial<BillingStatus> = {}): BillingStatus => ({
  mode: "test",
  plan: "starter",
  status: "active",
  selectedTool: null,
  pendingToolChange: null,
  currentPeriodEnd: "2030-02-01T12:00:00.000Z",
  trialEndsAt: null,
  cancelAtPeriodEnd: false,
  pastDueSince: null,
  trialAvailable: false,
  refundEligible: false,
  refundDeadline: null,
  refunded: false,
  portalAvailable: false,
  testClock: true,
  ...patch,
});

/** The plan catalogue: test mode, or Stripe's with a publishable key. */
export const catalogueOf = (publishableKey: string | null = null): Catalogue => ({
  mode: publishableKey ? "stripe" : "test",
  currency: "usd",
  trialDays: 3,
  moneyBackDays: 30,
  publishableKey,
  plans: [],
});
