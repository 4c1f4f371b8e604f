// The test-mode processor's money: invoices with their payment intents, periods, renewals (paid by
// the saved card or failing into past_due), the end of a subscription, and refunds.
import type { CheckoutPlan } from "@seo/contracts/billing";
import { raise, type Pending } from "./testModeEvents";
import { PERIOD, clientSecretFor, clockOf, newId, type Json, type TestModeContext } from "./testModeStore";
import type { PaidInvoice } from "./types";

export const amountCents = (ctx: TestModeContext, plan: CheckoutPlan | null) => (plan ? ctx.opts.amountOf(plan) * 100 : 0);

export function startPeriod(sub: Json, from: number): void {
  const item = sub.items.data[0];
  item.current_period_start = from;
  item.current_period_end = from + PERIOD;
}

/** The invoice's one line: the service period it pays for, in Stripe's shape. */
export function setInvoicePeriod(invoice: Json, period: { start: number; end: number }): void {
  invoice.lines = { object: "list", data: [{ object: "line_item", amount: invoice.amount_due, period }] };
}

/**
 * An open invoice for the subscription and the payment intent that pays it (neither saved yet),
 * for a month from `now` unless told another period.
 */
export function newInvoice(
  ctx: TestModeContext,
  sub: Json,
  customer: Json,
  amount: number,
  now: number,
  period = { start: now, end: now + PERIOD },
) {
  const invoice: Json = {
    id: newId("in"),
    object: "invoice",
    customer: customer.id,
    parent: { type: "subscription_details", subscription_details: { subscription: sub.id, metadata: sub.metadata } },
    status: "open",
    amount_due: amount,
    amount_paid: 0,
    currency: ctx.opts.currency,
    created: now,
    status_transitions: { paid_at: null },
  };
  setInvoicePeriod(invoice, period);
  const intent: Json = {
    id: newId("pi"),
    object: "payment_intent",
    amount,
    currency: ctx.opts.currency,
    customer: customer.id,
    invoice: invoice.id,
    status: "requires_payment_method",
  };
  intent.client_secret = clientSecretFor(intent.id);
  invoice.payment_intent = intent.id; // kept privately: the API version shows only confirmation_secret
  invoice.confirmation_secret = { client_secret: intent.client_secret, type: "payment_intent" };
  return { invoice, intent };
}

export async function markPaid(ctx: TestModeContext, invoice: Json, intent: Json, now: number, pending: Pending) {
  intent.status = "succeeded";
  intent.latest_charge = newId("ch");
  invoice.status = "paid";
  invoice.amount_paid = invoice.amount_due;
  invoice.status_transitions = { paid_at: now };
  await ctx.store.put(intent, intent.customer);
  await ctx.store.put(invoice, invoice.customer);
  raise(pending, "invoice.paid", invoice, now);
}

/** One renewal: a new invoice charged to the saved card (or failing: past_due). */
export async function renew(ctx: TestModeContext, sub: Json, customer: Json, at: number, pending: Pending) {
  const plan = ctx.opts.planOfPrice(sub.items.data[0].price.id);
  const { invoice, intent } = newInvoice(ctx, sub, customer, amountCents(ctx, plan), at);
  sub.latest_invoice = invoice.id;
  if (!sub.default_payment_method || customer.failPayments) {
    intent.last_payment_error = { code: "card_declined", message: "Your card was declined." };
    await ctx.store.put(intent, customer.id);
    await ctx.store.put(invoice, customer.id);
    sub.status = "past_due";
    sub.past_due_since = at;
    raise(pending, "invoice.payment_failed", invoice, at);
  } else {
    await markPaid(ctx, invoice, intent, at, pending);
    sub.status = "active";
    delete sub.past_due_since;
  }
  startPeriod(sub, at);
}

export function end(sub: Json, at: number, pending: Pending): void {
  sub.status = "canceled";
  sub.canceled_at = at;
  sub.ended_at = at;
  raise(pending, "customer.subscription.deleted", sub, at);
}

export async function paidInvoice(ctx: TestModeContext, invoiceId: string): Promise<PaidInvoice | null> {
  const invoice = await ctx.store.get(invoiceId);
  if (!invoice || invoice.status !== "paid" || !invoice.amount_paid) return null;
  const line = invoice.lines?.data?.[0];
  return {
    invoiceId: invoice.id,
    subscriptionId: invoice.parent?.subscription_details?.subscription ?? null,
    customerId: invoice.customer,
    paymentIntentId: invoice.payment_intent ?? null,
    amount: invoice.amount_paid,
    currency: invoice.currency,
    // Recorded by the wall clock: the 30-day guarantee is counted in real days.
    paidAt: new Date(),
    periodStart: new Date((line?.period?.start ?? invoice.created) * 1000),
    periodEnd: new Date((line?.period?.end ?? invoice.created + PERIOD) * 1000),
    hostedInvoiceUrl: null,
  };
}

/** Refunds the whole payment once per idempotency key and raises Stripe's charge.refunded. */
export async function refund(ctx: TestModeContext, paymentIntentId: string, idempotencyKey: string, pending: Pending) {
  const { store } = ctx;
  const seen = await store.seen(idempotencyKey);
  if (seen) return { refundId: seen };
  const intent = await store.must(paymentIntentId);
  const customer = await store.must(intent.customer);
  const done = await store.put(
    { id: newId("re"), object: "refund", payment_intent: intent.id, amount: intent.amount, status: "succeeded" },
    customer.id,
  );
  await store.remember(idempotencyKey, done.id);
  const charge = {
    id: intent.latest_charge ?? newId("ch"),
    object: "charge",
    payment_intent: intent.id,
    amount: intent.amount,
    amount_refunded: intent.amount,
    refunded: true,
    refunds: { object: "list", data: [{ id: done.id, object: "refund", amount: intent.amount }] },
  };
  raise(pending, "charge.refunded", charge, clockOf(customer));
  return { refundId: done.id as string };
}
