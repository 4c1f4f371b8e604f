// The subscription state machine, pure: a subscription as the processor reports it (Stripe's shape,
// or the test-mode processor's copy of it) becomes the billing fields of the user row. Every event
// re-reads the subscription and goes through here, so duplicates and any arrival order converge.
import type { CheckoutPlan } from "@seo/contracts/billing";
import { ACCESS_STATUSES, paymentFailed, statusMayGiveAccess, type SubscriptionStatus } from "@seo/contracts/subscriptionStatus";
import type { Prisma } from "@seo/db/client";
import type { ToolTerms } from "./singleTool";

/** What billing needs from a processor's subscription. */
export interface SubscriptionSnapshot extends ToolTerms {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  priceId: string | null;
  plan: CheckoutPlan | null;
  /** metadata.userId, stamped at creation. */
  userId: number | null;
  currentPeriodEnd: Date | null;
  trialStart: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Secret the browser confirms: the first invoice's payment, or the trial's card setup. */
  clientSecret: string | null;
  intent: "payment" | "setup" | null;
  /** The subscription item whose price a plan change replaces. */
  itemId: string | null;
  hasPaymentMethod: boolean;
  /** The latest invoice while it is open with a payment to confirm (a failed renewal): "update card". */
  paymentDue: { clientSecret: string; amount: number; currency: string } | null;
  /** Why billing itself ended the subscription at once (null: it did not, or someone else did). */
  cancelledFor: CancelReason | null;
  /**
   * When payments started failing, where the processor says so (the test-mode processor, on its
   * clock); Stripe has no such field, and the first read that sees the failure is used instead.
   */
  pastDueSince?: Date | null;
}

/**
 * The reasons billing cancels a subscription at once, stamped on the cancellation so that the
 * event it causes is told apart from an operator's or the processor's own cancellation.
 */
export const CANCEL_REASONS = ["refunded", "account_closed", "checkout_replaced"] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/**
 * Statuses in which a subscription is (or can become) the user's current one: those that give
 * access, and incomplete (a checkout waiting for its first payment).
 */
const LIVE: readonly string[] = [...ACCESS_STATUSES, "incomplete"];
export const isLive = (status: string | null | undefined) => LIVE.includes(status ?? "");
/** Statuses after which a subscription can neither renew nor be paid again. */
export const hasEnded = (status: string | null | undefined) => status === "canceled" || status === "incomplete_expired";
/** Billing records the status; whether past_due still gives access (the grace period) is the BFF's. */
export const givesAccess = statusMayGiveAccess;

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The user-row fields billing reads before it writes. */
export interface BillingRow {
  id: number;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionType: string | null;
  subscriptionStatus: string | null;
  selectedTool: string | null;
  trialStartDate: Date | null;
  pastDueSince: Date | null;
  billingSyncedAt: Date | null;
  /** End of the user's Starter week (null: none started). */
  weeklyResetDate: Date | null;
}

/**
 * The user-row change a snapshot read at `readAt` makes, or null when it must not apply: a read
 * older than the one already written, or a subscription that is not the user's current one (an
 * abandoned checkout) while the current one is live. `adopt` makes it current regardless (our own
 * create call).
 */
export function userChangeFor(
  snap: SubscriptionSnapshot,
  row: BillingRow,
  readAt: Date,
  opts: { adopt?: boolean } = {},
): Prisma.UserUpdateInput | null {
  if (row.billingSyncedAt && row.billingSyncedAt.getTime() > readAt.getTime()) return null;
  const current = row.stripeSubscriptionId;
  const isCurrent = current === null || current === snap.id;
  const replaces = isLive(snap.status) && !isLive(row.subscriptionStatus);
  if (!opts.adopt && !isCurrent && !replaces) return null;
  if (!snap.plan) return null;

  const change: Prisma.UserUpdateInput = {
    stripeSubscriptionId: snap.id,
    subscriptionType: snap.plan,
    subscriptionStatus: snap.status,
    subscriptionPeriodEnd: snap.currentPeriodEnd,
    trialEndsAt: snap.trialEnd,
    cancelAtPeriodEnd: snap.cancelAtPeriodEnd,
    // Kept through unpaid: the failure's first day dates the reminder and the grace period.
    pastDueSince: paymentFailed(snap.status) ? (row.pastDueSince ?? snap.pastDueSince ?? readAt) : null,
    billingSyncedAt: readAt,
  };
  if (snap.trialStart && !row.trialStartDate) change.trialStartDate = snap.trialStart;
  if (snap.plan === "single" && snap.selectedTool) change.selectedTool = snap.selectedTool;
  // A new Starter week starts with the plan only when the user has no week running: the week's
  // usage belongs to the user, so a round trip through another plan (Starter -> Single -> Starter)
  // never refills it. A week still running keeps its count and its reset date.
  const wasStarter = row.subscriptionType === "starter" && givesAccess(row.subscriptionStatus);
  const weekRunning = row.weeklyResetDate !== null && row.weeklyResetDate.getTime() > readAt.getTime();
  if (snap.plan === "starter" && givesAccess(snap.status) && !wasStarter && !weekRunning) {
    change.generationsUsed = 0;
    change.weeklyResetDate = new Date(readAt.getTime() + WEEK_MS);
  }
  return change;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The 30-day money-back guarantee: open from the first payment for `days` days, once. */
export function refundWindow(firstPayment: { paidAt: Date; refundedAt: Date | null } | null, now: Date, days: number) {
  if (!firstPayment) return { eligible: false, deadline: null as Date | null, refunded: false };
  const deadline = new Date(firstPayment.paidAt.getTime() + days * DAY_MS);
  const refunded = firstPayment.refundedAt !== null;
  return { eligible: !refunded && now.getTime() < deadline.getTime(), deadline, refunded };
}
