// Closing an account at billing (the gateway calls it before it deletes the person): any
// subscription that could still renew or be paid is cancelled at once with the processor, stamped
// as an account closure (so no cancellation mail follows), and the user row is synced. Asking again,
// or for a user with no subscription, answers the same without a change.
import type { BillingContext } from "../billingContext";
import { hasEnded } from "../domain/subscriptionState";

export interface CloseAccountAnswer {
  closed: true;
  subscriptionCancelled: boolean;
}

export function closeAccount(ctx: BillingContext, userId: number): Promise<CloseAccountAnswer> {
  return ctx.perUser(userId, async () => {
    const user = await ctx.store.findUser(userId);
    const sub = user ? await ctx.currentSubscription(user) : null;
    if (!sub || hasEnded(sub.status)) return { closed: true, subscriptionCancelled: false };
    const ended = await ctx.processor.cancelNow(sub.id, "account_closed");
    await ctx.store.syncSubscription(ended, new Date());
    ctx.log.info("subscription cancelled: account closed", { userId, subscriptionId: sub.id });
    return { closed: true, subscriptionCancelled: true };
  });
}
