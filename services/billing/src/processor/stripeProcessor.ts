// Stripe through the official SDK. Every create carries an idempotency key built from our ids.
import type Stripe from "stripe";
import type { CheckoutPlan } from "@seo/contracts/billing";
import type { SubscriptionSnapshot } from "../domain/subscriptionState";
import type { NewSubscription, PaidInvoice, PaymentProcessor } from "./types";
import { PaymentDeclinedError } from "./types";
import { cancelComment, idOfExpandable, snapshotOf } from "./stripeShape";

const SUBSCRIPTION_EXPAND = ["latest_invoice.confirmation_secret", "pending_setup_intent"];

type Snap = (sub: Stripe.Subscription) => SubscriptionSnapshot;

/** A card Stripe declines is the user's to fix: a PaymentDeclinedError with Stripe's message. */
async function cardErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    const e = err as { type?: string; message?: string; code?: string };
    if (e.type === "StripeCardError")
      throw new PaymentDeclinedError(e.message ?? "Your card was declined.", e.code ?? "card_declined");
    throw err;
  }
}

/** A subscription whose first invoice the browser pays (or whose trial's card it sets up). */
const newSubscriptionParams = (input: NewSubscription): Stripe.SubscriptionCreateParams => ({
  customer: input.customerId,
  items: [{ price: input.priceId }],
  payment_behavior: "default_incomplete",
  payment_settings: { save_default_payment_method: "on_subscription" },
  metadata: {
    userId: String(input.userId),
    plan: input.plan,
    ...(input.selectedTool ? { selectedTool: input.selectedTool } : {}),
  },
  ...(input.trialDays
    ? {
        trial_period_days: input.trialDays,
        trial_settings: { end_behavior: { missing_payment_method: "cancel" as const } },
      }
    : {}),
  expand: SUBSCRIPTION_EXPAND,
});

type SubscriptionCalls = Pick<
  PaymentProcessor,
  "createSubscription" | "retrieveSubscription" | "changePlan" | "setToolTerms" | "setCancelAtPeriodEnd" | "cancelNow"
>;

function subscriptionCalls(stripe: Stripe, snap: Snap): SubscriptionCalls {
  const update = async (id: string, params: Stripe.SubscriptionUpdateParams, idempotencyKey?: string) =>
    snap(
      await stripe.subscriptions.update(
        id,
        { ...params, expand: SUBSCRIPTION_EXPAND },
        idempotencyKey ? { idempotencyKey } : undefined,
      ),
    );
  return {
    async createSubscription(input, idempotencyKey) {
      return snap(await cardErrors(() => stripe.subscriptions.create(newSubscriptionParams(input), { idempotencyKey })));
    },
    async retrieveSubscription(id) {
      try {
        return snap(await stripe.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND }));
      } catch (err) {
        if ((err as { code?: string }).code === "resource_missing") return null;
        throw err;
      }
    },
    changePlan: (sub, input, idempotencyKey) =>
      cardErrors(() =>
        update(
          sub.id,
          {
            items: [{ id: sub.itemId ?? undefined, price: input.priceId }],
            proration_behavior: "always_invoice",
            // The prorated difference is charged at once; if the card fails, Stripe answers 402 and
            // changes nothing (the default, allow_incomplete, would switch the plan and leave the
            // subscription past_due, i.e. the better plan unpaid for the grace period).
            payment_behavior: "error_if_incomplete",
            metadata: { plan: input.plan, ...input.tool },
          },
          idempotencyKey,
        ),
      ),
    setToolTerms: (id, tool, idempotencyKey) => update(id, { metadata: { ...tool } }, idempotencyKey),
    setCancelAtPeriodEnd: (id, cancel) => update(id, { cancel_at_period_end: cancel }),
    cancelNow: async (id, reason) =>
      snap(
        await stripe.subscriptions.cancel(id, {
          cancellation_details: { comment: cancelComment(reason) },
          expand: SUBSCRIPTION_EXPAND,
        }),
      ),
  };
}

/** An invoice Stripe says is paid, as billing records it. */
async function paidInvoice(stripe: Stripe, invoiceId: string): Promise<PaidInvoice | null> {
  const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ["payments"] });
  if (invoice.status !== "paid" || !invoice.amount_paid) return null;
  const payment = invoice.payments?.data?.find((p) => p.status === "paid") ?? invoice.payments?.data?.[0];
  // A subscription invoice's own period_start/period_end are the period before it; its line's is the one paid for.
  const period = invoice.lines?.data?.[0]?.period ?? { start: invoice.period_start, end: invoice.period_end };
  return {
    invoiceId: invoice.id!,
    subscriptionId: idOfExpandable(invoice.parent?.subscription_details?.subscription as string | { id: string } | null),
    customerId: idOfExpandable(invoice.customer as string | { id: string })!,
    paymentIntentId: idOfExpandable(payment?.payment?.payment_intent as string | { id: string } | undefined),
    amount: invoice.amount_paid,
    currency: invoice.currency,
    paidAt: new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000),
    periodStart: new Date(period.start * 1000),
    periodEnd: new Date(period.end * 1000),
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
  };
}

export function createStripeProcessor(
  stripe: Stripe,
  opts: { webhookSecret: string | undefined; planOfPrice: (priceId: string | null) => CheckoutPlan | null },
): PaymentProcessor {
  return {
    mode: "stripe",
    async createCustomer({ userId, email, name }, idempotencyKey) {
      const customer = await stripe.customers.create({ email, name, metadata: { userId: String(userId) } }, { idempotencyKey });
      return customer.id;
    },
    ...subscriptionCalls(stripe, (sub) => snapshotOf(sub, opts.planOfPrice)),
    paidInvoice: (invoiceId) => paidInvoice(stripe, invoiceId),
    async refund(paymentIntentId, idempotencyKey) {
      const refund = await stripe.refunds.create({ payment_intent: paymentIntentId }, { idempotencyKey });
      return { refundId: refund.id };
    },
    async portalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
    verifyWebhook(rawBody, signature) {
      if (!opts.webhookSecret) throw new Error("STRIPE_WEBHOOK_SECRET is not configured");
      return stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
    },
  };
}
