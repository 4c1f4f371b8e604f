// The e-mail outbox: every mail the product sends is first a row, written in the same transaction
// as the event that causes it (a payment, a sign-up, a cancellation). Its eventKey is unique, so an
// event seen twice (a webhook retried, two replicas, a job run again) adds one row, not two. A job
// per row then sends it; a sweep re-queues rows whose job was lost. Sending claims the row first
// (at most one sender per row at a time) and clears its props once sent: a link's token is only
// kept until the mail is out.
import { Prisma, type PrismaClient } from "@seo/db/client";
import type { JobQueue } from "./queue";

export const EMAIL_QUEUE = "email-send";
export const EMAIL_SWEEP_QUEUE = "email-sweep";

export interface OutboxMail {
  /** One mail per key: e.g. `receipt:<invoice id>`, `verify-email:<token id>`. */
  eventKey: string;
  userId: number | null;
  to: string;
  /** The template's kind (libs/mail). */
  kind: string;
  props: Record<string, unknown>;
}

export interface OutboxRow {
  id: number;
  eventKey: string;
  userId: number | null;
  to: string;
  kind: string;
  props: Record<string, unknown>;
  attempts: number;
}

type Db = Pick<PrismaClient, "emailOutbox"> | Prisma.TransactionClient;

/** A claim older than this is considered abandoned (the sender died mid-send). */
const CLAIM_TIMEOUT_MS = 5 * 60_000;
/** Rows still unsent this long after they were written are re-queued by the sweep. */
const SWEEP_AFTER_MS = 2 * 60_000;
/** A row is given up after this many attempts (its lastError says why). */
export const MAX_ATTEMPTS = 12;

/** Adds the mails (skipping any whose eventKey exists) and returns the ids of the new rows. */
export async function addToOutbox(db: Db, mails: OutboxMail[]): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await db.emailOutbox.createManyAndReturn({
    data: mails.map((m) => ({ ...m, props: m.props as Prisma.InputJsonValue })),
    skipDuplicates: true,
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/** Queues a send job for each new row; a failure here is repaired by the sweep. */
export async function queueOutboxRows(queue: JobQueue | undefined, ids: number[]): Promise<void> {
  if (!queue) return;
  await Promise.all(ids.map((id) => queue.send(EMAIL_QUEUE, { outboxId: id }, { singletonKey: `outbox-${id}` })));
}

/** The row, claimed for this sender, or null when it is sent, given up or claimed by another. */
export async function claimOutboxRow(prisma: PrismaClient, id: number, now = new Date()): Promise<OutboxRow | null> {
  const staleBefore = new Date(now.getTime() - CLAIM_TIMEOUT_MS);
  const claimed = await prisma.emailOutbox.updateMany({
    where: {
      id,
      sentAt: null,
      attempts: { lt: MAX_ATTEMPTS },
      OR: [{ claimedAt: null }, { claimedAt: { lt: staleBefore } }],
    },
    data: { claimedAt: now, attempts: { increment: 1 } },
  });
  if (claimed.count === 0) return null;
  const row = await prisma.emailOutbox.findUnique({ where: { id } });
  if (!row) return null;
  return { ...row, props: (row.props ?? {}) as Record<string, unknown> };
}

export async function markOutboxSent(prisma: PrismaClient, id: number, now = new Date()): Promise<void> {
  // Links and amounts are not kept once the mail is out.
  await prisma.emailOutbox.update({
    where: { id },
    data: { sentAt: now, claimedAt: null, lastError: null, props: Prisma.DbNull },
  });
}

export async function markOutboxFailed(prisma: PrismaClient, id: number, error: string): Promise<void> {
  await prisma.emailOutbox.update({ where: { id }, data: { claimedAt: null, lastError: error.slice(0, 500) } });
}

/** Ids of rows that should have gone out by now and are neither sent, given up nor being sent. */
export async function overdueOutboxRows(prisma: PrismaClient, now = new Date()): Promise<number[]> {
  const rows = await prisma.emailOutbox.findMany({
    where: {
      sentAt: null,
      attempts: { lt: MAX_ATTEMPTS },
      createdAt: { lt: new Date(now.getTime() - SWEEP_AFTER_MS) },
      OR: [{ claimedAt: null }, { claimedAt: { lt: new Date(now.getTime() - CLAIM_TIMEOUT_MS) } }],
    },
    select: { id: true },
    orderBy: { id: "asc" },
    take: 500,
  });
  return rows.map((r) => r.id);
}

/**
 * Runs the outbox on a worker queue: one job per row sends it through `deliver`; a failed delivery
 * is recorded and thrown, so the queue retries it with backoff; every minute the sweep re-queues
 * rows whose job was lost.
 */
export async function runOutbox(opts: {
  prisma: PrismaClient;
  queue: JobQueue;
  deliver: (row: OutboxRow) => Promise<void>;
  onError?: (row: OutboxRow, err: Error) => void;
}): Promise<void> {
  const { prisma, queue } = opts;
  await queue.work<{ outboxId: number }>(EMAIL_QUEUE, async ({ outboxId }) => {
    const row = await claimOutboxRow(prisma, outboxId);
    if (!row) return;
    try {
      await opts.deliver(row);
    } catch (err) {
      opts.onError?.(row, err as Error);
      await markOutboxFailed(prisma, row.id, (err as Error).message);
      throw err;
    }
    await markOutboxSent(prisma, row.id);
  });
  await queue.work(EMAIL_SWEEP_QUEUE, async () => {
    await queueOutboxRows(queue, await overdueOutboxRows(prisma));
  });
  await queue.schedule(EMAIL_SWEEP_QUEUE, "* * * * *");
}
