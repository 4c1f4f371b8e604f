// POST /api/stripe/webhook: the signature is checked by the SDK over the exact bytes (400 and no
// change otherwise); subscription and invoice events re-read the subscription from the processor
// and write only state newer than what is stored; each event id is stored in the same transaction
// as its effect, so a duplicate or a replay changes nothing. The mails an event causes (receipts,
// refunds, failed payments, cancellations) are written in that same transaction. Test mode's
// simulated events come through here too.
import type Stripe from "stripe";
import type { Logger } from "@seo/service-kit/log";
import type { BillingStore } from "./data/billingStore";
import type { PaymentProcessor, PaidInvoice } from "./processor/types";
import { idOfExpandable, invoiceSubscriptionId, snapshotOf } from "./processor/stripeShape";
import type { SubscriptionSnapshot } from "./domain/subscriptionState";
import type { CheckoutPlan } from "@seo/contracts/billing";
import type { JobQueue } from "@seo/jobs/queue";
import type { MailSettings } from "./domain/lifecycleMails";
import { customerIdOf, failedInvoiceOf, notifyOutbox, refundAmountOf, writeEventMails, type EventMailInput } from "./eventMails";

export const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
  "customer.subscription.paused",
  "customer.subscription.resumed",
]);
export const INVOICE_EVENTS = new Set([
  "invoice.paid",
  "invoice.payment_succeeded",
  "invoice.payment_failed",
  "invoice.payment_action_required",
]);

/**
 * `userIds`: the users whose rows this delivery changed (none for a duplicate), so a gateway that
 * caches user rows drops only theirs, and only once the event was verified.
 */
export type WebhookResult =
  | { status: 200; body: { received: true; result: "applied" | "duplicate"; userIds: number[] } }
  | { status: 400; body: { error: string } };

/** What an event is about, read from its object before anything is written. */
async function eventFacts(
  event: Stripe.Event,
  processor: PaymentProcessor,
  planOfPrice: (priceId: string | null) => CheckoutPlan | null,
) {
  const object = event.data.object as unknown as Record<string, unknown>;
  let subscriptionId: string | null = null;
  let fallback: SubscriptionSnapshot | null = null;
  let paid: PaidInvoice | null = null;
  let refund: { paymentIntentId: string; refundId: string | null } | null = null;

  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    subscriptionId = String(object.id);
    fallback = snapshotOf(object as unknown as Stripe.Subscription, planOfPrice);
  } else if (INVOICE_EVENTS.has(event.type)) {
    subscriptionId = invoiceSubscriptionId(object as unknown as Stripe.Invoice);
    if (event.type === "invoice.paid" || event.type === "invoice.payment_succeeded")
      paid = await processor.paidInvoice(String(object.id));
  } else if (event.type === "charge.refunded") {
    const pi = idOfExpandable(object.payment_intent as string | { id: string } | null);
    const refunds = (object.refunds as { data?: { id: string }[] } | undefined)?.data;
    if (pi) refund = { paymentIntentId: pi, refundId: refunds?.[0]?.id ?? null };
  }

  // Re-read: whatever order events arrive in, what is written is the processor's state now.
  const snapshot = subscriptionId ? ((await processor.retrieveSubscription(subscriptionId)) ?? fallback) : null;
  const readAt = new Date();
  const endedAt = typeof object.ended_at === "number" ? new Date(object.ended_at * 1000) : readAt;
  const mail: EventMailInput = {
    type: event.type,
    snapshot,
    paid,
    failed: event.type === "invoice.payment_failed" ? failedInvoiceOf(object) : null,
    refund: refund && { paymentIntentId: refund.paymentIntentId, ...refundAmountOf(object) },
    customerId: INVOICE_EVENTS.has(event.type) ? customerIdOf(object) : null,
    endedAt,
  };
  return { snapshot, paid, refund, readAt, mail };
}

export function createWebhookHandler(deps: {
  processor: PaymentProcessor;
  store: BillingStore;
  log: Logger;
  planOfPrice: (priceId: string | null) => CheckoutPlan | null;
  mail: MailSettings;
  /** Where the send jobs of new mails are queued (without one, the sender's sweep finds them). */
  queue?: JobQueue;
}) {
  const { processor, store, log } = deps;

  async function apply(event: Stripe.Event): Promise<{ result: "applied" | "duplicate"; userIds: number[] }> {
    const { snapshot, paid, refund, readAt, mail } = await eventFacts(event, processor, deps.planOfPrice);
    const touched = new Set<number>();
    let mailIds: number[] = [];
    const result = await store.applyEventOnce(event, async (tx, { syncSubscription }) => {
      touched.clear(); // a retried transaction starts over
      const written = snapshot ? await syncSubscription(tx, snapshot, readAt) : null;
      if (written !== null) touched.add(written);
      if (paid) {
        const user = await tx.user.findUnique({ where: { stripeCustomerId: paid.customerId }, select: { id: true } });
        if (user) await store.recordPayment(tx, user.id, paid);
      }
      if (refund) await store.recordRefund(tx, refund.paymentIntentId, refund.refundId, readAt);
      mailIds = await writeEventMails(tx, mail, deps.mail);
    });
    const userIds = result === "applied" ? [...touched] : [];
    if (result === "applied") await notifyOutbox(deps.queue, mailIds, log);
    log.info("stripe event", {
      eventId: event.id,
      type: event.type,
      result,
      userIds,
      mails: result === "applied" ? mailIds.length : 0,
    });
    return { result, userIds };
  }

  return {
    apply,
    /** Verifies and applies one delivery. */
    async receive(rawBody: Buffer, signature: string): Promise<WebhookResult> {
      let event: Stripe.Event;
      try {
        event = processor.verifyWebhook(rawBody, signature);
      } catch (err) {
        log.warn("stripe webhook refused", { reason: (err as Error).message });
        return { status: 400, body: { error: "Invalid Stripe signature" } };
      }
      return { status: 200, body: { received: true, ...(await apply(event)) } };
    },
  };
}
export type WebhookHandler = ReturnType<typeof createWebhookHandler>;
