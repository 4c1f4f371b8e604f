// Billing use cases: checkout (customer once, subscription, trial once), plan changes, cancel and
// resume, the money-back refund, the portal link, the status the dashboard shows, closing an
// account and the reminder scan, one file each under useCases/. Every change made there is written through the same state machine the webhook
// uses (syncSubscription), so the answer already reflects it and a later event cannot roll it back.
import { createBillingContext, type BillingDeps } from "./billingContext";
import { billingStatus } from "./useCases/billingStatus";
import { changePlan, type PlanChange } from "./useCases/changePlan";
import { createSubscription, type CheckoutInput } from "./useCases/createSubscription";
import { closeAccount } from "./useCases/closeAccount";
import { refund } from "./useCases/refund";
import { sendReminders } from "./useCases/reminders";
import { portal, setCancelAtPeriodEnd, sync, updateCard } from "./useCases/subscriptionActions";

export function createBilling(deps: BillingDeps) {
  const ctx = createBillingContext(deps);
  return {
    mode: ctx.mode,
    status: (userId: number) => billingStatus(ctx, userId),
    createSubscription: (userId: number, input: CheckoutInput) => createSubscription(ctx, userId, input),
    changePlan: (userId: number, input: PlanChange) => changePlan(ctx, userId, input),
    setCancelAtPeriodEnd: (userId: number, cancel: boolean) => setCancelAtPeriodEnd(ctx, userId, cancel),
    refund: (userId: number) => refund(ctx, userId),
    updateCard: (userId: number) => updateCard(ctx, userId),
    portal: (userId: number) => portal(ctx, userId),
    sync: (userId: number) => sync(ctx, userId),
    ensureCustomerOf: async (userId: number) => ctx.ensureCustomer(await ctx.userOf(userId)),
    closeAccount: (userId: number) => closeAccount(ctx, userId),
    /** The reminder scan at `now` (the caller's clock), for every user or one. */
    sendReminders: (now: Date, opts: { userId?: number } = {}) => sendReminders(ctx, now, opts),
  };
}
export type Billing = ReturnType<typeof createBilling>;
