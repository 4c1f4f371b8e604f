// The smaller actions on a subscription: cancel or resume at the period end, pay a failed invoice
// with a new card, open the processor's portal, and re-read the subscription.
import type { PaymentDueAnswer } from "@seo/contracts/billing";
import { paymentFailed } from "@seo/contracts/subscriptionStatus";
import { HttpError } from "@seo/service-kit/errorMiddleware";
import type { BillingContext } from "../billingContext";
import { billingStatus } from "./billingStatus";

export const NOTHING_DUE = "There is no failed payment to pay.";

export function setCancelAtPeriodEnd(ctx: BillingContext, userId: number, cancel: boolean) {
  return ctx.perUser(userId, async () => {
    const user = await ctx.userOf(userId);
    const sub = await ctx.liveSubscription(user);
    const updated = await ctx.processor.setCancelAtPeriodEnd(sub.id, cancel);
    await ctx.store.syncSubscription(updated, new Date());
    return billingStatus(ctx, userId);
  });
}

/**
 * "Update card" after a failed payment: the open invoice of the user's own past_due (or unpaid)
 * subscription, whose payment the browser confirms with a new card (Stripe's Payment Element, or
 * the test-mode card form). Paying it makes the subscription active through the usual events.
 */
export function updateCard(ctx: BillingContext, userId: number): Promise<PaymentDueAnswer> {
  return ctx.perUser(userId, async () => {
    const user = await ctx.userOf(userId);
    const sub = await ctx.currentSubscription(user);
    if (!sub || !paymentFailed(sub.status) || !sub.paymentDue) {
      throw new HttpError(409, NOTHING_DUE, { code: "NOTHING_DUE" });
    }
    return {
      clientSecret: sub.paymentDue.clientSecret,
      intent: "payment",
      amount: sub.paymentDue.amount / 100,
      currency: sub.paymentDue.currency,
      mode: ctx.mode,
    };
  });
}

export async function portal(ctx: BillingContext, userId: number) {
  const user = await ctx.userOf(userId);
  if (!user.stripeCustomerId) throw new HttpError(409, "You have no billing account yet.");
  const url = await ctx.processor.portalUrl(user.stripeCustomerId, `${ctx.appUrl}/dashboard`);
  if (!url) throw new HttpError(404, "The billing portal is available when Stripe is configured.");
  return { url };
}

/** Re-reads the user's subscription (after the browser confirmed a payment; webhooks may lag). */
export function sync(ctx: BillingContext, userId: number) {
  return ctx.perUser(userId, async () => {
    const user = await ctx.userOf(userId);
    const sub = await ctx.currentSubscription(user);
    if (sub) await ctx.store.syncSubscription(sub, new Date());
    return billingStatus(ctx, userId);
  });
}
