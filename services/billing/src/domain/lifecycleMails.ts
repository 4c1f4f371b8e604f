// The mails billing's events and reminders cause, pure: given what happened (a paid or failed
// invoice, a refund, a subscription read from the processor) and the user, the outbox rows to
// write. Each mail's eventKey names the event it is about, so seeing the event again (a retried
// webhook, invoice.paid and invoice.payment_succeeded for one invoice, a reminder scan run twice)
// adds no second mail. Amounts are in the smallest currency unit; links are absolute. Why these
// mails and not others: docs/decisions/0023-billing-lifecycle-mails.md.
import { isCheckoutPlan } from "@seo/contracts/billing";
import { isPlan, PLAN_NAMES } from "@seo/contracts/plans";
import { paymentFailed } from "@seo/contracts/subscriptionStatus";
import type { OutboxMail } from "@seo/jobs/emailOutbox";
import type { PaidInvoice } from "../processor/types";
import { givesAccess, type SubscriptionSnapshot } from "./subscriptionState";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** "Your trial ends tomorrow": sent in the last day of a trial. */
export const TRIAL_REMINDER_BEFORE_MS = DAY_MS;
/** The reminder of a failed payment, this long after the first failure. */
export const PAYMENT_REMINDER_AFTER_MS = 3 * DAY_MS;
/** A reminder that could not go out within this long after it fell due is not sent any more. */
export const REMINDER_LATE_LIMIT_MS = 7 * DAY_MS;

export interface MailSettings {
  /** The product's address, e.g. https://app.example.com (no trailing slash). */
  appUrl: string;
  /** Billing runs the simulated processor: receipts say so and link no invoice. */
  testMode: boolean;
}

/** What a mail needs of the user it goes to. */
export interface MailRecipient {
  id: number;
  email: string;
  firstName: string;
  /** Non-transactional mail (trial reminders) only when true. */
  productEmails: boolean;
  subscriptionType: string | null;
}

/** The user row fields the reminder scan reads. */
export interface ReminderSubject extends MailRecipient {
  subscriptionStatus: string | null;
  trialEndsAt: Date | null;
  pastDueSince: Date | null;
  cancelAtPeriodEnd: boolean;
}

export interface FailedInvoice {
  invoiceId: string;
  amount: number;
  currency: string;
}

export interface RefundFacts {
  paymentIntentId: string;
  amount: number;
  currency: string;
}

/** The plan's name as people read it; the plan the mail is about, else the user's. */
export function planNameOf(plan: string | null | undefined, user: MailRecipient): string {
  const id = plan ?? user.subscriptionType;
  return isPlan(id) ? PLAN_NAMES[id] : "subscription";
}

const dashboardUrl = (s: MailSettings) => `${s.appUrl}/dashboard`;

function mail(user: MailRecipient, kind: string, eventKey: string, props: Record<string, unknown>): OutboxMail {
  return { eventKey, userId: user.id, to: user.email, kind, props: { firstName: user.firstName, ...props } };
}

/** The receipt of a paid invoice; none for an invoice of nothing (a trial's first one). */
export function receiptMail(user: MailRecipient, paid: PaidInvoice, plan: string | null, s: MailSettings): OutboxMail | null {
  if (paid.amount <= 0) return null;
  return mail(user, "receipt", `receipt:${paid.invoiceId}`, {
    amountCents: paid.amount,
    currency: paid.currency,
    planName: planNameOf(plan, user),
    periodStart: paid.periodStart.toISOString(),
    periodEnd: paid.periodEnd.toISOString(),
    ...(!s.testMode && paid.hostedInvoiceUrl ? { invoiceUrl: paid.hostedInvoiceUrl } : {}),
    testMode: s.testMode,
  });
}

/** One refund mail per payment: the product refunds a payment whole, once. */
export function refundMail(user: MailRecipient, refund: RefundFacts, plan: string | null, s: MailSettings): OutboxMail {
  return mail(user, "refund", `refund:${refund.paymentIntentId}`, {
    amountCents: refund.amount,
    currency: refund.currency,
    planName: planNameOf(plan, user),
    testMode: s.testMode,
  });
}

/** A renewal that failed (day 0): one mail per invoice, however often the processor retries it. */
export function paymentFailedMail(user: MailRecipient, failed: FailedInvoice, plan: string | null, s: MailSettings): OutboxMail {
  return mail(user, "payment-failed", `payment-failed:${failed.invoiceId}`, {
    amountCents: failed.amount,
    currency: failed.currency,
    planName: planNameOf(plan, user),
    updateCardUrl: dashboardUrl(s),
    reminder: false,
  });
}

/** The confirmation of a cancellation scheduled for the period end (one per subscription and end). */
function scheduledCancellationMail(user: MailRecipient, snap: SubscriptionSnapshot): OutboxMail | null {
  if (!snap.cancelAtPeriodEnd || !snap.currentPeriodEnd || !givesAccess(snap.status)) return null;
  const accessEndsAt = snap.currentPeriodEnd.toISOString();
  return mail(user, "subscription-cancelled", `subscription-cancelled:${snap.id}:${accessEndsAt}`, {
    planName: planNameOf(snap.plan, user),
    accessEndsAt,
  });
}

/**
 * A subscription that ended without notice: not one scheduled for its period end (confirmed then),
 * not billing's own (a refund has its mail; a closed account and a replaced checkout need none), not
 * a trial that simply ran out, and not a checkout never paid for.
 */
export function endedWithoutNotice(snap: SubscriptionSnapshot, facts: { paidFor: boolean; endedAt: Date }): boolean {
  if (snap.status !== "canceled" || snap.cancelAtPeriodEnd || snap.cancelledFor) return false;
  if (facts.paidFor) return true;
  return snap.trialEnd !== null && facts.endedAt.getTime() < snap.trialEnd.getTime() - HOUR_MS;
}

export interface EventMailFacts {
  /** The Stripe event type. */
  type: string;
  /** The user the event is about (null: unknown, or the account is gone). */
  user: MailRecipient | null;
  /** The subscription as the processor reports it now. */
  snapshot: SubscriptionSnapshot | null;
  paid: PaidInvoice | null;
  failed: FailedInvoice | null;
  refund: RefundFacts | null;
  /** The subscription has a recorded payment. */
  paidFor: boolean;
  /** When the subscription ended (customer.subscription.deleted), in the processor's time. */
  endedAt: Date;
}

/** The mails one processor event causes. */
export function mailsForEvent(f: EventMailFacts, s: MailSettings): OutboxMail[] {
  const { user, snapshot } = f;
  if (!user) return [];
  const plan = snapshot?.plan ?? null;
  const mails: (OutboxMail | null)[] = [];
  if (f.paid) mails.push(receiptMail(user, f.paid, plan, s));
  if (f.refund) mails.push(refundMail(user, f.refund, plan, s));
  // Only a subscription that had access: a card declined at checkout is shown there and then.
  if (f.failed && snapshot && paymentFailed(snapshot.status)) mails.push(paymentFailedMail(user, f.failed, plan, s));
  if (snapshot && f.type.startsWith("customer.subscription.")) {
    mails.push(scheduledCancellationMail(user, snapshot));
    if (f.type === "customer.subscription.deleted" && endedWithoutNotice(snapshot, f)) {
      mails.push(
        mail(user, "subscription-cancelled", `subscription-cancelled:${snapshot.id}:ended`, {
          planName: planNameOf(snapshot.plan, user),
          accessEndsAt: f.endedAt.toISOString(),
        }),
      );
    }
  }
  return mails.filter((m): m is OutboxMail => m !== null);
}

/** "Your trial ends tomorrow": in the trial's last day, for users who take product mail. */
export function trialEndingMail(user: ReminderSubject, now: Date, s: MailSettings): OutboxMail | null {
  const end = user.trialEndsAt;
  if (user.subscriptionStatus !== "trialing" || !end || user.cancelAtPeriodEnd || !user.productEmails) return null;
  const left = end.getTime() - now.getTime();
  if (left <= 0 || left > TRIAL_REMINDER_BEFORE_MS) return null;
  // The unsubscribe link is added where the mail is sent.
  return mail(user, "trial-ending", `trial-ending:${user.id}:${end.toISOString()}`, {
    planName: planNameOf(user.subscriptionType, user),
    trialEndsAt: end.toISOString(),
    manageUrl: dashboardUrl(s),
  });
}

/** Whether the failed-payment reminder is due now for this user (the scan reads the amount only then). */
export function paymentReminderDue(user: ReminderSubject, now: Date): boolean {
  if (!paymentFailed(user.subscriptionStatus) || !user.pastDueSince) return false;
  const since = now.getTime() - user.pastDueSince.getTime();
  return since >= PAYMENT_REMINDER_AFTER_MS && since < PAYMENT_REMINDER_AFTER_MS + REMINDER_LATE_LIMIT_MS;
}

export const paymentReminderKey = (user: Pick<ReminderSubject, "id" | "pastDueSince">) =>
  `payment-failed-reminder:${user.id}:${user.pastDueSince!.toISOString()}`;

/** The reminder of a payment still failing: one per user and failure. */
export function paymentReminderMail(
  user: ReminderSubject,
  due: { amount: number; currency: string },
  s: MailSettings,
): OutboxMail {
  return mail(user, "payment-failed", paymentReminderKey(user), {
    amountCents: due.amount,
    currency: due.currency,
    planName: planNameOf(user.subscriptionType, user),
    updateCardUrl: dashboardUrl(s),
    reminder: true,
  });
}

/** The plan whose price a reminder names when the processor cannot say what is due. */
export const checkoutPlanOf = (user: Pick<MailRecipient, "subscriptionType">) =>
  isCheckoutPlan(user.subscriptionType) ? user.subscriptionType : null;
