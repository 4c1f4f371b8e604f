// The database side of billing's mails: who a mail goes to (by processor customer, or by the
// payment a refund is about), whether a subscription was ever paid for, the users a reminder may
// be due for, and which reminders are already in the outbox.
import type { Prisma, PrismaClient } from "@seo/db/client";
import { addToOutbox, type OutboxMail } from "@seo/jobs/emailOutbox";
import {
  PAYMENT_REMINDER_AFTER_MS,
  REMINDER_LATE_LIMIT_MS,
  TRIAL_REMINDER_BEFORE_MS,
  type MailRecipient,
  type ReminderSubject,
} from "../domain/lifecycleMails";

type Db = PrismaClient | Prisma.TransactionClient;

const RECIPIENT_FIELDS = {
  id: true,
  email: true,
  firstName: true,
  productEmails: true,
  subscriptionType: true,
} satisfies Prisma.UserSelect;

const REMINDER_FIELDS = {
  ...RECIPIENT_FIELDS,
  stripeSubscriptionId: true,
  subscriptionStatus: true,
  trialEndsAt: true,
  pastDueSince: true,
  cancelAtPeriodEnd: true,
} satisfies Prisma.UserSelect;

/** Users read at a time by the reminder scan. */
export const SCAN_BATCH = 500;

/** A user a reminder may be due for, with the subscription whose open invoice says what is due. */
export type ReminderCandidate = ReminderSubject & { stripeSubscriptionId: string | null };

export const recipientByCustomer = (db: Db, customerId: string): Promise<MailRecipient | null> =>
  db.user.findUnique({ where: { stripeCustomerId: customerId }, select: RECIPIENT_FIELDS });

/** The payment behind a payment intent and its user, if the account still exists. */
export async function paymentWithRecipient(db: Db, paymentIntentId: string) {
  const payment = await db.payment.findFirst({
    where: { paymentIntentId },
    select: { amount: true, currency: true, user: { select: RECIPIENT_FIELDS } },
  });
  return payment ? { amount: payment.amount, currency: payment.currency, user: payment.user } : null;
}

export async function hasPaymentFor(db: Db, subscriptionId: string): Promise<boolean> {
  return (await db.payment.count({ where: { subscriptionId } })) > 0;
}

/**
 * Users a reminder may be due for at `now` (all of them, or the one asked for), by id from `afterId`:
 * trials in their last day, and payments failing since at least the reminder's delay but not so
 * long that it is too late.
 */
function reminderCandidates(
  prisma: PrismaClient,
  now: Date,
  page: { userId?: number; afterId?: number } = {},
): Promise<ReminderCandidate[]> {
  const t = now.getTime();
  return prisma.user.findMany({
    where: {
      id: { ...(page.userId === undefined ? {} : { equals: page.userId }), gt: page.afterId ?? 0 },
      OR: [
        {
          subscriptionStatus: "trialing",
          productEmails: true,
          cancelAtPeriodEnd: false,
          trialEndsAt: { gt: now, lte: new Date(t + TRIAL_REMINDER_BEFORE_MS) },
        },
        {
          subscriptionStatus: { in: ["past_due", "unpaid"] },
          pastDueSince: {
            lte: new Date(t - PAYMENT_REMINDER_AFTER_MS),
            gt: new Date(t - PAYMENT_REMINDER_AFTER_MS - REMINDER_LATE_LIMIT_MS),
          },
        },
      ],
    },
    select: REMINDER_FIELDS,
    orderBy: { id: "asc" },
    take: SCAN_BATCH,
  });
}

/** The event keys among `keys` that already have a mail (sent or not). */
async function existingMailKeys(prisma: PrismaClient, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await prisma.emailOutbox.findMany({ where: { eventKey: { in: keys } }, select: { eventKey: true } });
  return new Set(rows.map((r) => r.eventKey));
}

/** The reminder scan's reads and writes. */
export function reminderRecords(prisma: PrismaClient) {
  return {
    reminderCandidates: (now: Date, page: { userId?: number; afterId?: number } = {}) => reminderCandidates(prisma, now, page),
    existingMailKeys: (keys: string[]) => existingMailKeys(prisma, keys),
    /** Adds mails outside any event (duplicates of an event key are skipped); the new rows' ids. */
    addMails: (mails: OutboxMail[]) => addToOutbox(prisma, mails),
  };
}
