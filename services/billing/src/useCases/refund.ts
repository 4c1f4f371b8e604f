// The money-back guarantee: the first payment refunded and access ended, once, within
// MONEY_BACK_DAYS of that payment.
import { MONEY_BACK_DAYS } from "@seo/contracts/constants";
import { HttpError } from "@seo/service-kit/errorMiddleware";
import type { BillingContext } from "../billingContext";
import type { BillingUser } from "../data/billingStore";
import { isLive, refundWindow } from "../domain/subscriptionState";
import { billingStatus } from "./billingStatus";

const ALREADY_REFUNDED = "This payment has already been refunded.";

/** The first payment, when its refund window is open (otherwise a 409 saying why not). */
async function refundablePayment(ctx: BillingContext, userId: number) {
  const first = await ctx.store.firstPayment(userId);
  const window = refundWindow(first, ctx.now(), MONEY_BACK_DAYS);
  if (!first || !window.eligible || !first.paymentIntentId) {
    throw new HttpError(
      409,
      window.refunded ? ALREADY_REFUNDED : `Refunds are available within ${MONEY_BACK_DAYS} days of your first payment.`,
    );
  }
  return { ...first, paymentIntentId: first.paymentIntentId };
}

/** The refund is claimed before the processor is asked, and released if the processor fails. */
async function refundOnce(ctx: BillingContext, payment: { id: string; paymentIntentId: string }) {
  if (!(await ctx.store.claimRefund(payment.id, ctx.now()))) throw new HttpError(409, ALREADY_REFUNDED);
  try {
    const { refundId } = await ctx.processor.refund(payment.paymentIntentId, `refund-${payment.id}`);
    await ctx.store.setRefundId(payment.id, refundId);
  } catch (err) {
    await ctx.store.releaseRefund(payment.id);
    throw err;
  }
}

/** A refunded plan ends at once. */
async function endSubscription(ctx: BillingContext, user: BillingUser) {
  if (!user.stripeSubscriptionId) return;
  const sub = await ctx.processor.retrieveSubscription(user.stripeSubscriptionId);
  if (sub && isLive(sub.status)) await ctx.store.syncSubscription(await ctx.processor.cancelNow(sub.id, "refunded"), new Date());
}

export function refund(ctx: BillingContext, userId: number) {
  return ctx.perUser(userId, async () => {
    const user = await ctx.userOf(userId);
    const payment = await refundablePayment(ctx, userId);
    await refundOnce(ctx, payment);
    await endSubscription(ctx, user);
    ctx.log.info("refunded", { userId, paymentId: payment.id });
    return billingStatus(ctx, userId);
  });
}
