// GET /api/billing/subscription: what the dashboard's billing card and /pricing show, read from the
// user row (the processor only for a scheduled tool switch).
import { isCheckoutPlan, type BillingStatus } from "@seo/contracts/billing";
import { MONEY_BACK_DAYS } from "@seo/contracts/constants";
import type { BillingContext } from "../billingContext";
import type { BillingUser } from "../data/billingStore";
import { givesAccess, refundWindow, type SubscriptionSnapshot } from "../domain/subscriptionState";

/** The scheduled tool switch, read from the processor (only a live single plan can have one). */
async function pendingToolOf(
  ctx: BillingContext,
  user: BillingUser,
  known?: SubscriptionSnapshot,
): Promise<BillingStatus["pendingToolChange"]> {
  if (user.subscriptionType !== "single" || !user.stripeSubscriptionId || !givesAccess(user.subscriptionStatus)) return null;
  const sub =
    known?.id === user.stripeSubscriptionId ? known : await ctx.processor.retrieveSubscription(user.stripeSubscriptionId);
  const pending = sub?.plan === "single" ? sub.pendingTool : null;
  return pending ? { selectedTool: pending.tool, effectiveAt: pending.at.toISOString() } : null;
}

/** `known`: a snapshot just written, so the answer need not read the processor again. */
export async function billingStatus(ctx: BillingContext, userId: number, known?: SubscriptionSnapshot): Promise<BillingStatus> {
  const user = await ctx.userOf(userId);
  const first = await ctx.store.firstPayment(userId);
  const window = refundWindow(first, ctx.now(), MONEY_BACK_DAYS);
  const plan = isCheckoutPlan(user.subscriptionType) ? user.subscriptionType : null;
  return {
    mode: ctx.mode,
    plan: user.stripeSubscriptionId ? plan : null,
    status: user.stripeSubscriptionId ? user.subscriptionStatus : null,
    selectedTool: user.selectedTool,
    pendingToolChange: await pendingToolOf(ctx, user, known),
    currentPeriodEnd: user.subscriptionPeriodEnd?.toISOString() ?? null,
    trialEndsAt: user.subscriptionStatus === "trialing" ? (user.trialEndsAt?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: user.cancelAtPeriodEnd,
    pastDueSince: user.pastDueSince?.toISOString() ?? null,
    trialAvailable: user.trialUsedAt === null,
    refundEligible: window.eligible && givesAccess(user.subscriptionStatus),
    refundDeadline: window.deadline?.toISOString() ?? null,
    refunded: window.refunded,
    portalAvailable: ctx.mode === "stripe" && Boolean(user.stripeCustomerId),
    testClock: ctx.testClock,
  };
}
