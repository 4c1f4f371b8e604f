// Billing for component tests: the answers of GET /api/billing/subscription and /api/billing/plans,
// and typing a card into the test-mode card form.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
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

/** Types a card (CVC 123) into the test-mode card form inside `scope`, else anywhere on screen. */
export async function typeTestCard(number: string, expiry: string, scope?: HTMLElement) {
  const form = scope ? within(scope) : screen;
  await userEvent.type(form.getByLabelText("Card number"), number);
  await userEvent.type(form.getByLabelText("Expiry date"), expiry);
  await userEvent.type(form.getByLabelText("CVC"), "123");
}
