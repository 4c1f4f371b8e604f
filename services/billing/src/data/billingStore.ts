// Billing's database access: the user's billing fields, payments, webhook events applied once, and
// the reminder scan's records (mailRecords.ts).
import type { Prisma, PrismaClient } from "@seo/db/client";
import { userChangeFor, type BillingRow, type SubscriptionSnapshot } from "../domain/subscriptionState";
import type { PaidInvoice } from "../processor/types";
import { reminderRecords } from "./mailRecords";

type Db = PrismaClient | Prisma.TransactionClient;

const BILLING_FIELDS = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  stripeCustomerId: true,
  stripeSubscriptionId: true,
  subscriptionType: true,
  subscriptionStatus: true,
  selectedTool: true,
  trialStartDate: true,
  trialEndsAt: true,
  trialUsedAt: true,
  subscriptionPeriodEnd: true,
  cancelAtPeriodEnd: true,
  pastDueSince: true,
  billingSyncedAt: true,
  weeklyResetDate: true,
  isAdmin: true,
  emailVerifiedAt: true,
} satisfies Prisma.UserSelect;

export type BillingUser = Prisma.UserGetPayload<{ select: typeof BILLING_FIELDS }>;

/** Long enough for ten deliveries of one event queued on the embedded database's one connection. */
const TX_OPTIONS = { maxWait: 15_000, timeout: 15_000 };

const findUser = (db: Db, id: number) => db.user.findUnique({ where: { id }, select: BILLING_FIELDS });

/**
 * Writes a snapshot read at `readAt` if it is newer than what is stored (see userChangeFor).
 * Answers the id of the user whose row it changed, or null when nothing was written.
 */
async function syncSubscription(
  db: Db,
  snap: SubscriptionSnapshot,
  readAt: Date,
  opts: { adopt?: boolean } = {},
): Promise<number | null> {
  const user =
    (snap.userId ? await findUser(db, snap.userId) : null) ??
    (await db.user.findUnique({ where: { stripeCustomerId: snap.customerId }, select: BILLING_FIELDS }));
  // The customer id is the proof of ownership: metadata alone never moves a plan to a user.
  if (!user || user.stripeCustomerId !== snap.customerId) return null;
  const change = userChangeFor(snap, user as BillingRow, readAt, opts);
  if (!change) return null;
  const { count } = await db.user.updateMany({
    where: { id: user.id, OR: [{ billingSyncedAt: null }, { billingSyncedAt: { lte: readAt } }] },
    data: change as Prisma.UserUpdateManyMutationInput,
  });
  return count === 1 ? user.id : null;
}

/** The user row: lookups, the customer id and the trial claimed once, subscription snapshots. */
function userRecords(prisma: PrismaClient) {
  return {
    findUser: (id: number) => findUser(prisma, id),
    findUserByCustomer: (customerId: string) =>
      prisma.user.findUnique({ where: { stripeCustomerId: customerId }, select: BILLING_FIELDS }),

    /** Stores the customer id once; answers the one stored (an earlier click's, if it won). */
    async claimCustomer(userId: number, customerId: string): Promise<string | null> {
      await prisma.user.updateMany({ where: { id: userId, stripeCustomerId: null }, data: { stripeCustomerId: customerId } });
      return (await findUser(prisma, userId))?.stripeCustomerId ?? null;
    },

    /** One trial per user: true only for the call that marks it used. */
    async claimTrial(userId: number, at: Date): Promise<boolean> {
      const { count } = await prisma.user.updateMany({ where: { id: userId, trialUsedAt: null }, data: { trialUsedAt: at } });
      return count === 1;
    },
    releaseTrial: (userId: number) => prisma.user.updateMany({ where: { id: userId }, data: { trialUsedAt: null } }),

    syncSubscription: (snap: SubscriptionSnapshot, readAt: Date, opts: { adopt?: boolean } = {}) =>
      syncSubscription(prisma, snap, readAt, opts),
  };
}

/**
 * Applies a webhook event's effect once: the event id is inserted in the same transaction as the
 * effect, so a duplicate (concurrent or later) rolls back on the unique id and changes nothing.
 */
async function applyEventOnce(
  prisma: PrismaClient,
  event: { id: string; type: string },
  effect: (tx: Prisma.TransactionClient, helpers: { syncSubscription: typeof syncSubscription }) => Promise<void>,
): Promise<"applied" | "duplicate"> {
  try {
    await prisma.$transaction(async (tx) => {
      await tx.stripeEvent.create({ data: { id: event.id, type: event.type } });
      await effect(tx, { syncSubscription });
    }, TX_OPTIONS);
    return "applied";
  } catch (err) {
    if ((err as { code?: string }).code === "P2002") return "duplicate";
    throw err;
  }
}

/** Payments: recorded once per invoice, refunds claimed before the processor is asked. */
function paymentRecords(prisma: PrismaClient) {
  return {
    /** A paid invoice, recorded once per invoice id. */
    async recordPayment(db: Db, userId: number, paid: PaidInvoice) {
      await db.payment.createMany({
        data: [
          {
            id: paid.invoiceId,
            userId,
            subscriptionId: paid.subscriptionId,
            paymentIntentId: paid.paymentIntentId,
            amount: paid.amount,
            currency: paid.currency,
            paidAt: paid.paidAt,
          },
        ],
        skipDuplicates: true,
      });
    },

    /** Marks a payment refunded, once (true for the call that did). */
    async recordRefund(db: Db, paymentIntentId: string, refundId: string | null, at: Date): Promise<boolean> {
      const { count } = await db.payment.updateMany({
        where: { paymentIntentId, refundedAt: null },
        data: { refundedAt: at, refundId },
      });
      return count > 0;
    },

    firstPayment: (userId: number) => prisma.payment.findFirst({ where: { userId }, orderBy: { paidAt: "asc" } }),
    paymentCount: (userId: number) => prisma.payment.count({ where: { userId } }),
    refundRecords: (userId: number) => prisma.payment.count({ where: { userId, refundedAt: { not: null } } }),
    /** Claims the refund of a payment before the processor is asked (one refund, whatever the clicks). */
    async claimRefund(paymentId: string, at: Date): Promise<boolean> {
      const { count } = await prisma.payment.updateMany({ where: { id: paymentId, refundedAt: null }, data: { refundedAt: at } });
      return count === 1;
    },
    setRefundId: (paymentId: string, refundId: string) => prisma.payment.update({ where: { id: paymentId }, data: { refundId } }),
    releaseRefund: (paymentId: string) => prisma.payment.update({ where: { id: paymentId }, data: { refundedAt: null } }),
  };
}

export function createBillingStore(prisma: PrismaClient) {
  return {
    ...userRecords(prisma),
    applyEventOnce: (event: { id: string; type: string }, effect: Parameters<typeof applyEventOnce>[2]) =>
      applyEventOnce(prisma, event, effect),
    ...paymentRecords(prisma),
    ...reminderRecords(prisma),
  };
}
export type BillingStore = ReturnType<typeof createBillingStore>;
