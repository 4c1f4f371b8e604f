// Checkout: the customer once, one subscription whatever the clicks, the Pro trial once per user.
// An abandoned checkout for the same plan is answered again; one for another plan is cancelled.
import type { CheckoutPlan, CreateSubscriptionAnswer } from "@seo/contracts/billing";
import { TRIAL_DAYS } from "@seo/contracts/constants";
import { findTool } from "@seo/registry/registry";
import { HttpError } from "@seo/service-kit/errorMiddleware";
import type { BillingContext } from "../billingContext";
import { CURRENCY } from "../domain/catalogue";
import { givesAccess, type SubscriptionSnapshot } from "../domain/subscriptionState";

export const ALREADY_SUBSCRIBED = "You already have a subscription. Change your plan from the dashboard.";
export const TRIAL_USED = "You have already used your free trial.";

export interface CheckoutInput {
  plan: CheckoutPlan;
  trial?: boolean;
  selectedTool?: string;
}

/**
 * The tool of a Single Tool plan: required, and one the registry knows (the contract checks only
 * its form). Other plans carry none.
 */
export function singleToolOf(input: { plan: CheckoutPlan; selectedTool?: string | undefined }): string | undefined {
  if (input.plan !== "single") return undefined;
  if (!input.selectedTool) {
    throw new HttpError(400, "Choose the tool for your Single Tool plan.", {
      issues: [{ path: "selectedTool", message: "Required for the single plan" }],
    });
  }
  if (!findTool(input.selectedTool)) {
    throw new HttpError(400, `Invalid selectedTool: there is no tool "${input.selectedTool}"`, {
      issues: [{ path: "selectedTool", message: "Unknown tool" }],
    });
  }
  return input.selectedTool;
}

function answer(
  ctx: BillingContext,
  snap: Pick<SubscriptionSnapshot, "clientSecret" | "intent" | "status">,
  plan: CheckoutPlan,
  trial: boolean,
): CreateSubscriptionAnswer {
  return {
    clientSecret: snap.clientSecret!,
    intent: snap.intent ?? "payment",
    plan,
    amount: ctx.amountOf(plan),
    currency: CURRENCY,
    trial,
    status: snap.status,
    mode: ctx.mode,
  };
}

/** The processor's subscription, created once per plan, trial and the subscription it follows. */
async function newSubscription(
  ctx: BillingContext,
  order: CheckoutInput & { userId: number; customerId: string; trial: boolean; after: string | undefined },
) {
  const { userId, customerId, plan, trial } = order;
  try {
    return await ctx.processor.createSubscription(
      {
        customerId,
        userId,
        plan,
        priceId: ctx.priceIdOf(plan),
        selectedTool: order.selectedTool,
        trialDays: trial ? TRIAL_DAYS : undefined,
      },
      `subscription-create-${customerId}-${plan}-${trial ? "trial" : "paid"}-after-${order.after ?? "none"}`,
    );
  } catch (err) {
    if (trial) await ctx.store.releaseTrial(userId);
    throw err;
  }
}

export function createSubscription(ctx: BillingContext, userId: number, input: CheckoutInput): Promise<CreateSubscriptionAnswer> {
  const selectedTool = singleToolOf(input);
  return ctx.perUser(userId, async () => {
    const user = await ctx.buyerOf(userId);
    const trial = input.plan === "pro" && input.trial === true;
    if (trial && user.trialUsedAt) throw new HttpError(409, TRIAL_USED, { code: "TRIAL_USED" });
    const customerId = await ctx.ensureCustomer(user);
    const current = await ctx.currentSubscription(user);
    if (current && givesAccess(current.status)) throw new HttpError(409, ALREADY_SUBSCRIBED, { code: "ALREADY_SUBSCRIBED" });
    if (current?.status === "incomplete") {
      const same = current.plan === input.plan && !trial && (input.plan !== "single" || current.selectedTool === selectedTool);
      if (same && current.clientSecret) return answer(ctx, current, input.plan, false);
      await ctx.processor.cancelNow(current.id, "checkout_replaced"); // an abandoned checkout for another plan
    }
    if (trial && !(await ctx.store.claimTrial(userId, ctx.now()))) throw new HttpError(409, TRIAL_USED, { code: "TRIAL_USED" });
    const snap = await newSubscription(ctx, {
      plan: input.plan,
      selectedTool,
      userId,
      customerId,
      trial,
      after: current?.id,
    });
    await ctx.store.syncSubscription(snap, new Date(), { adopt: true });
    if (!snap.clientSecret) throw new HttpError(502, "No client secret received");
    return answer(ctx, snap, input.plan, trial);
  });
}
