// Plan changes: another plan takes effect at once (prorated). A Single Tool subscriber's other tool
// does not: the tool was paid for this period, so the switch is scheduled for the next renewal (one
// pending switch; asking again replaces it, asking for the current tool cancels it). See
// docs/decisions/0010-single-plan-tool-switch.md.
import type { CheckoutPlan } from "@seo/contracts/billing";
import { findTool } from "@seo/registry/registry";
import { HttpError } from "@seo/service-kit/errorMiddleware";
import type { BillingContext } from "../billingContext";
import type { BillingUser } from "../data/billingStore";
import { toolTermsAfter, type ToolMetadata } from "../domain/singleTool";
import type { SubscriptionSnapshot } from "../domain/subscriptionState";
import { billingStatus } from "./billingStatus";
import { singleToolOf } from "./createSubscription";

export interface PlanChange {
  plan: CheckoutPlan;
  selectedTool?: string;
}

function switchScheduledText(pending: { tool: string; at: Date }) {
  const title = findTool(pending.tool)?.title ?? pending.tool;
  return `A switch to ${title} is already scheduled for ${pending.at.toISOString().slice(0, 10)}, your next renewal.`;
}

/** The same plan again: only a Single Tool's switch (or its cancellation) is a change. */
async function switchTool(ctx: BillingContext, sub: SubscriptionSnapshot, plan: CheckoutPlan, terms: ToolMetadata, key: string) {
  const unchanged =
    plan !== "single" ||
    (terms.selectedTool === sub.selectedTool && (terms.pendingTool || null) === (sub.pendingTool?.tool ?? null));
  if (unchanged && sub.pendingTool) {
    throw new HttpError(409, switchScheduledText(sub.pendingTool), { code: "SWITCH_ALREADY_SCHEDULED" });
  }
  if (unchanged) throw new HttpError(409, "You are already on this plan.", { code: "ALREADY_ON_PLAN" });
  return ctx.processor.setToolTerms(sub.id, terms, `subscription-tool-${key}`);
}

/** Idempotency key of one change: the same request from the same state is one change. */
const changeKey = (sub: SubscriptionSnapshot, user: BillingUser, plan: CheckoutPlan, tool: string | undefined) =>
  `${sub.id}-${plan}-${tool ?? "all"}-from-${sub.plan}-${user.billingSyncedAt?.getTime() ?? 0}`;

export function changePlan(ctx: BillingContext, userId: number, input: PlanChange) {
  const tool = singleToolOf(input);
  return ctx.perUser(userId, async () => {
    const user = await ctx.buyerOf(userId);
    const sub = await ctx.liveSubscription(user);
    const terms = toolTermsAfter(sub, input.plan, tool);
    const key = changeKey(sub, user, input.plan, tool);
    const updated =
      sub.plan === input.plan
        ? await switchTool(ctx, sub, input.plan, terms, key)
        : await ctx.processor.changePlan(
            sub,
            { plan: input.plan, priceId: ctx.priceIdOf(input.plan), tool: terms },
            `subscription-change-${key}`,
          );
    await ctx.store.syncSubscription(updated, new Date(), { adopt: true });
    return billingStatus(ctx, userId, updated);
  });
}
