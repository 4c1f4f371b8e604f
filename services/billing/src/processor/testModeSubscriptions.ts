// Subscriptions in test mode: created incomplete (first invoice open) or trialing (a setup intent
// to save a card), plan changes with Stripe's proration, tool terms, cancellation.
import type Stripe from "stripe";
import type { CheckoutPlan } from "@seo/contracts/billing";
import { cancelComment, snapshotOf } from "./stripeShape";
import { raise, type Pending } from "./testModeEvents";
import { amountCents, end, markPaid, newInvoice, startPeriod } from "./testModeInvoices";
import { DAY, clientSecretFor, clockOf, newId, type Json, type TestModeContext } from "./testModeStore";
import { PaymentDeclinedError, type NewSubscription } from "./types";
import type { CancelReason, SubscriptionSnapshot } from "../domain/subscriptionState";
import type { ToolMetadata } from "../domain/singleTool";

/** The subscription as the SDK returns it with latest_invoice.confirmation_secret and pending_setup_intent expanded. */
async function expanded(ctx: TestModeContext, sub: Json): Promise<Stripe.Subscription> {
  const invoice = sub.latest_invoice ? await ctx.store.get(sub.latest_invoice) : null;
  const setup = sub.pending_setup_intent ? await ctx.store.get(sub.pending_setup_intent) : null;
  return { ...sub, latest_invoice: invoice, pending_setup_intent: setup } as unknown as Stripe.Subscription;
}

/** Stripe's shape, and the day payments started failing (kept on the simulated subscription). */
export const snap = async (ctx: TestModeContext, sub: Json): Promise<SubscriptionSnapshot> => ({
  ...snapshotOf(await expanded(ctx, sub), ctx.opts.planOfPrice),
  pastDueSince: sub.past_due_since ? new Date(sub.past_due_since * 1000) : null,
});

function newSubscription(input: NewSubscription, customer: Json, now: number): Json {
  return {
    id: newId("sub"),
    object: "subscription",
    customer: customer.id,
    status: "incomplete",
    created: now,
    cancel_at_period_end: false,
    default_payment_method: null,
    latest_invoice: null,
    pending_setup_intent: null,
    trial_start: null,
    trial_end: null,
    metadata: {
      userId: String(input.userId),
      plan: input.plan,
      ...(input.selectedTool ? { selectedTool: input.selectedTool } : {}),
    },
    items: {
      object: "list",
      data: [{ id: newId("si"), object: "subscription_item", price: { id: input.priceId, object: "price" } }],
    },
  };
}

/** A trial: no invoice yet, a setup intent through which the checkout saves a card. */
async function startTrial(ctx: TestModeContext, sub: Json, customer: Json, trialDays: number, now: number) {
  sub.status = "trialing";
  sub.trial_start = now;
  sub.trial_end = now + trialDays * DAY;
  sub.items.data[0].current_period_start = now;
  sub.items.data[0].current_period_end = sub.trial_end;
  const setup: Json = {
    id: newId("seti"),
    object: "setup_intent",
    customer: customer.id,
    subscription: sub.id,
    status: "requires_payment_method",
  };
  setup.client_secret = clientSecretFor(setup.id);
  sub.pending_setup_intent = setup.id;
  await ctx.store.put(setup, customer.id);
}

export async function createSubscription(
  ctx: TestModeContext,
  input: NewSubscription,
  idempotencyKey: string,
  pending: Pending,
): Promise<SubscriptionSnapshot> {
  const { store } = ctx;
  const seen = await store.seen(idempotencyKey);
  if (seen) return snap(ctx, await store.must(seen));
  const customer = await store.must(input.customerId);
  const now = clockOf(customer);
  const sub = newSubscription(input, customer, now);
  if (input.trialDays) await startTrial(ctx, sub, customer, input.trialDays, now);
  else {
    const { invoice, intent } = newInvoice(ctx, sub, customer, amountCents(ctx, input.plan), now);
    sub.latest_invoice = invoice.id;
    startPeriod(sub, now);
    await store.put(invoice, customer.id);
    await store.put(intent, customer.id);
  }
  await store.put(sub, customer.id);
  await store.remember(idempotencyKey, sub.id);
  raise(pending, "customer.subscription.created", sub, now);
  if (sub.status === "trialing") raise(pending, "customer.subscription.trial_will_end", sub, now);
  return snap(ctx, sub);
}

/** Proration ("always_invoice"): the unused part of the period at the new price minus the old. */
async function chargeProration(
  ctx: TestModeContext,
  sub: Json,
  customer: Json,
  change: { from: CheckoutPlan | null; to: CheckoutPlan; now: number },
  pending: Pending,
) {
  const item = sub.items.data[0];
  const { now } = change;
  const left = Math.max(0, item.current_period_end - now) / Math.max(1, item.current_period_end - item.current_period_start);
  const due = Math.round((amountCents(ctx, change.to) - amountCents(ctx, change.from)) * left);
  if (due <= 0) return;
  // Like Stripe with payment_behavior "error_if_incomplete": a card that fails refuses the change
  // and nothing is saved.
  if (customer.failPayments || !sub.default_payment_method)
    throw new PaymentDeclinedError("Your card was declined.", "card_declined");
  const { invoice, intent } = newInvoice(ctx, sub, customer, due, now, { start: now, end: item.current_period_end });
  await markPaid(ctx, invoice, intent, now, pending);
  sub.latest_invoice = invoice.id;
}

/**
 * Applies a change to the subscription once per idempotency key (a repeat gets the subscription as
 * it is), saves it and raises customer.subscription.updated at the customer's clock.
 */
async function updateOnce(
  ctx: TestModeContext,
  subId: string,
  idempotencyKey: string,
  pending: Pending,
  change: (sub: Json, customer: Json, now: number) => Promise<void> | void,
): Promise<SubscriptionSnapshot> {
  const { store } = ctx;
  const seen = await store.seen(idempotencyKey);
  const sub = await store.must(subId);
  if (seen) return snap(ctx, sub);
  const customer = await store.must(sub.customer);
  const now = clockOf(customer);
  await change(sub, customer, now);
  await store.put(sub, customer.id);
  await store.remember(idempotencyKey, sub.id);
  raise(pending, "customer.subscription.updated", sub, now);
  return snap(ctx, sub);
}

export function changePlan(
  ctx: TestModeContext,
  subId: string,
  input: { plan: CheckoutPlan; priceId: string; tool: ToolMetadata },
  idempotencyKey: string,
  pending: Pending,
): Promise<SubscriptionSnapshot> {
  return updateOnce(ctx, subId, idempotencyKey, pending, async (sub, customer, now) => {
    const item = sub.items.data[0];
    const oldPlan = ctx.opts.planOfPrice(item.price.id);
    item.price = { id: input.priceId, object: "price" };
    sub.metadata = { ...sub.metadata, plan: input.plan, ...input.tool };
    if (sub.status === "active" || sub.status === "past_due")
      await chargeProration(ctx, sub, customer, { from: oldPlan, to: input.plan, now }, pending);
  });
}

export function setToolTerms(
  ctx: TestModeContext,
  subId: string,
  tool: ToolMetadata,
  idempotencyKey: string,
  pending: Pending,
): Promise<SubscriptionSnapshot> {
  return updateOnce(ctx, subId, idempotencyKey, pending, (sub) => {
    sub.metadata = { ...sub.metadata, ...tool };
  });
}

export async function setCancelAtPeriodEnd(ctx: TestModeContext, subId: string, cancel: boolean, pending: Pending) {
  const sub = await ctx.store.must(subId);
  sub.cancel_at_period_end = cancel;
  await ctx.store.put(sub, sub.customer);
  raise(pending, "customer.subscription.updated", sub, clockOf(await ctx.store.must(sub.customer)));
  return snap(ctx, sub);
}

export async function cancelNow(ctx: TestModeContext, subId: string, reason: CancelReason, pending: Pending) {
  const sub = await ctx.store.must(subId);
  if (sub.status !== "canceled" && sub.status !== "incomplete_expired") {
    sub.cancellation_details = { comment: cancelComment(reason), feedback: null, reason: "cancellation_requested" };
    end(sub, clockOf(await ctx.store.must(sub.customer)), pending);
    await ctx.store.put(sub, sub.customer);
  }
  return snap(ctx, sub);
}
