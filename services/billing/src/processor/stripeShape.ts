// Reading Stripe-shaped objects (the SDK's, or the test-mode processor's copies) into snapshots.
// The API version the SDK pins carries the first invoice's client secret as
// latest_invoice.confirmation_secret (invoices have no payment_intent any more), the period end on
// the subscription item, and an invoice's subscription under parent.subscription_details.
import type Stripe from "stripe";
import type { CheckoutPlan } from "@seo/contracts/billing";
import { findTool } from "@seo/registry/registry";
import type { SubscriptionStatus } from "@seo/contracts/subscriptionStatus";
import { CANCEL_REASONS, type CancelReason, type SubscriptionSnapshot } from "../domain/subscriptionState";
import { readToolTerms } from "../domain/singleTool";

const date = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);
const idOf = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === "string" ? v : v.id);

/** Billing's own immediate cancellations carry this comment (cancellation_details.comment). */
const CANCEL_COMMENT_PREFIX = "rankforge:";
export const cancelComment = (reason: CancelReason) => `${CANCEL_COMMENT_PREFIX}${reason}`;

function cancelledFor(sub: Stripe.Subscription): CancelReason | null {
  const comment = sub.cancellation_details?.comment ?? "";
  const reason = comment.startsWith(CANCEL_COMMENT_PREFIX) ? comment.slice(CANCEL_COMMENT_PREFIX.length) : "";
  return (CANCEL_REASONS as readonly string[]).includes(reason) ? (reason as CancelReason) : null;
}

export function snapshotOf(
  sub: Stripe.Subscription,
  planOfPrice: (priceId: string | null) => CheckoutPlan | null,
): SubscriptionSnapshot {
  const item = sub.items?.data?.[0];
  const priceId = item?.price?.id ?? null;
  const invoice = typeof sub.latest_invoice === "object" ? sub.latest_invoice : null;
  const setup = typeof sub.pending_setup_intent === "object" ? sub.pending_setup_intent : null;
  const paymentSecret = invoice?.confirmation_secret?.client_secret ?? null;
  const setupSecret = setup?.client_secret ?? null;
  const userId = Number(sub.metadata?.userId);
  let clientSecret: string | null = null;
  let intent: SubscriptionSnapshot["intent"] = null;
  if (sub.status === "incomplete" && paymentSecret) {
    clientSecret = paymentSecret;
    intent = "payment";
  } else if (sub.status === "trialing" && setupSecret) {
    clientSecret = setupSecret;
    intent = "setup";
  }
  const plan = planOfPrice(priceId) ?? null;
  const currentPeriodEnd = date(item?.current_period_end);
  return {
    id: sub.id,
    customerId: idOf(sub.customer as string | { id: string })!,
    status: sub.status as SubscriptionStatus,
    priceId,
    plan,
    ...readToolTerms(sub.metadata, plan, currentPeriodEnd, (id) => Boolean(findTool(id))),
    userId: Number.isInteger(userId) && userId > 0 ? userId : null,
    currentPeriodEnd,
    trialStart: date(sub.trial_start),
    trialEnd: date(sub.trial_end),
    cancelAtPeriodEnd: Boolean(sub.cancel_at_period_end),
    clientSecret,
    intent,
    itemId: item?.id ?? null,
    hasPaymentMethod: Boolean(sub.default_payment_method),
    paymentDue:
      invoice?.status === "open" && paymentSecret && invoice.amount_due > 0
        ? { clientSecret: paymentSecret, amount: invoice.amount_due, currency: invoice.currency }
        : null,
    cancelledFor: cancelledFor(sub),
  };
}

/** The subscription an invoice belongs to, in the pinned API version's shape. */
export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription as string | { id: string } | null | undefined);
}

export const idOfExpandable = idOf;
