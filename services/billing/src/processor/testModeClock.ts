// The test clock: moving a customer's time forward runs what falls due on each of their
// subscriptions, boundary by boundary: trial ends, period-end cancellations, dunning, renewals and
// first payments that never came.
import { raise, type Pending } from "./testModeEvents";
import { end, renew } from "./testModeInvoices";
import { DAY, clockOf, type Json, type TestModeContext } from "./testModeStore";

/** A guard against a loop that never settles: at most this many boundaries (four years of
 * monthly renewals) per subscription in one move. */
const MAX_STEPS = 48;

/** Runs the next boundary that has passed by `now`; false when there is none. */
async function nextBoundary(ctx: TestModeContext, sub: Json, customer: Json, now: number, pending: Pending) {
  const item = sub.items.data[0];
  if (sub.status === "trialing" && sub.trial_end <= now) {
    const at = sub.trial_end;
    if (!sub.default_payment_method)
      end(sub, at, pending); // no card: the trial just ends
    else await renew(ctx, sub, customer, at, pending);
  } else if (
    (sub.status === "active" || sub.status === "past_due") &&
    sub.cancel_at_period_end &&
    item.current_period_end <= now
  ) {
    end(sub, item.current_period_end, pending);
  } else if (sub.status === "past_due" && sub.past_due_since + ctx.opts.dunningDays * DAY <= now) {
    sub.status = "unpaid"; // retries exhausted
  } else if (sub.status === "active" && item.current_period_end <= now) {
    await renew(ctx, sub, customer, item.current_period_end, pending);
  } else if (sub.status === "incomplete" && sub.created + DAY <= now) {
    sub.status = "incomplete_expired"; // Stripe gives the first payment 23 hours
  } else return false;
  return true;
}

export async function advanceClock(
  ctx: TestModeContext,
  customerId: string,
  input: { days: number; failPayments?: boolean },
  pending: Pending,
): Promise<{ now: string }> {
  const { store } = ctx;
  const customer = await store.must(customerId);
  customer.clockOffsetMs = (customer.clockOffsetMs ?? 0) + Math.round(input.days * DAY * 1000);
  customer.failPayments = Boolean(input.failPayments);
  await store.put(customer);
  const now = clockOf(customer);
  for (const sub of await store.owned(customerId, ["subscription"])) {
    let changed = false;
    // Walk every boundary that has passed, in order.
    for (let step = 0; step < MAX_STEPS && (await nextBoundary(ctx, sub, customer, now, pending)); step++) {
      changed = true;
      if (sub.status !== "canceled") raise(pending, "customer.subscription.updated", sub, now);
    }
    if (changed) await store.put(sub, customerId);
  }
  return { now: new Date(now * 1000).toISOString() };
}
