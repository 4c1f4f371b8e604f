// A processor event's mails, written to the outbox inside the event's own transaction (so the mail
// exists exactly when the event was applied), and the send jobs queued once it has committed. The
// facts come from the event's object and the database; the decision is domain/lifecycleMails.ts.
import type { Prisma } from "@seo/db/client";
import { addToOutbox, queueOutboxRows } from "@seo/jobs/emailOutbox";
import type { JobQueue } from "@seo/jobs/queue";
import type { Logger } from "@seo/service-kit/log";
import { hasPaymentFor, paymentWithRecipient, recipientByCustomer } from "./data/mailRecords";
import {
  mailsForEvent,
  type FailedInvoice,
  type MailRecipient,
  type MailSettings,
  type RefundFacts,
} from "./domain/lifecycleMails";
import type { SubscriptionSnapshot } from "./domain/subscriptionState";
import type { PaidInvoice } from "./processor/types";

/** What the webhook read before its transaction. */
export interface EventMailInput {
  type: string;
  snapshot: SubscriptionSnapshot | null;
  paid: PaidInvoice | null;
  failed: FailedInvoice | null;
  /** A refund of a payment; the amount and currency when the event carried them. */
  refund: { paymentIntentId: string; amount: number | null; currency: string | null } | null;
  /** The invoice's customer (invoice events). */
  customerId: string | null;
  endedAt: Date;
}

const num = (v: unknown) => (typeof v === "number" ? v : null);
const str = (v: unknown) => (typeof v === "string" && v ? v : null);

/** An unpaid invoice as a payment_failed event carries it. */
export function failedInvoiceOf(invoice: Record<string, unknown>): FailedInvoice | null {
  const amount = num(invoice.amount_due);
  const currency = str(invoice.currency);
  return amount && currency ? { invoiceId: String(invoice.id), amount, currency } : null;
}

/** The customer an invoice belongs to, whether the object carries its id or itself. */
export function customerIdOf(object: Record<string, unknown>): string | null {
  const customer = object.customer as string | { id?: string } | null | undefined;
  return typeof customer === "string" ? customer : (customer?.id ?? null);
}

/** A charge.refunded event's amount and currency (absent: the payment's are used). */
export const refundAmountOf = (charge: Record<string, unknown>) => ({
  amount: num(charge.amount_refunded),
  currency: str(charge.currency),
});

/** Writes the event's mails in `tx`; answers the new outbox rows' ids. */
export async function writeEventMails(tx: Prisma.TransactionClient, input: EventMailInput, settings: MailSettings) {
  let refund: RefundFacts | null = null;
  let user: MailRecipient | null = null;
  if (input.refund) {
    const payment = await paymentWithRecipient(tx, input.refund.paymentIntentId);
    if (!payment) return [];
    user = payment.user;
    refund = {
      paymentIntentId: input.refund.paymentIntentId,
      amount: input.refund.amount ?? payment.amount,
      currency: input.refund.currency ?? payment.currency,
    };
  } else {
    const customerId = input.paid?.customerId ?? input.snapshot?.customerId ?? input.customerId;
    user = customerId ? await recipientByCustomer(tx, customerId) : null;
  }
  if (!user) return [];
  const paidFor =
    input.type === "customer.subscription.deleted" && input.snapshot ? await hasPaymentFor(tx, input.snapshot.id) : false;
  const mails = mailsForEvent({ ...input, user, refund, paidFor }, settings);
  return addToOutbox(tx, mails);
}

/** Queues the send jobs of rows just committed; a failure is left to the sender's sweep. */
export async function notifyOutbox(queue: JobQueue | undefined, ids: number[], log: Logger): Promise<void> {
  if (!queue || ids.length === 0) return;
  try {
    await queueOutboxRows(queue, ids);
  } catch (err) {
    log.warn("could not queue mails; the outbox sweep will send them", { ids, error: (err as Error).message });
  }
}
