// bulk_runs and bulk_rows. Rows are claimed for generation by ONE conditional UPDATE (pending ->
// running, only while their run is running; SKIP LOCKED, so workers never wait on each other or take
// the same row), and a result is written by id while the row still holds its claim. Times in raw
// SQL are UTC, as Prisma stores them. The worker's statements (a few per row) go straight to the
// client's pg pool when it has one: Prisma's query compiler copies and parses every parameter, and
// a row's output is kilobytes (docs/performance.md, "Third round, gateway").
import {
  Prisma,
  sqlPoolOf,
  type BulkRow as BulkRowRecord,
  type BulkRun as BulkRunRecord,
  type PrismaClient,
} from "@seo/db/client";
import type { AccessSubject } from "../domain/planAccess";
import type { BulkInputRow } from "./bulkCsv";

export type { BulkRowRecord, BulkRunRecord };

export interface RunCounts {
  done: number;
  failed: number;
  approved: number;
}

/** A row claimed for generation. */
export interface ClaimedRow {
  id: number;
  rowNumber: number;
  input: Record<string, string>;
  /**
   * The claim's time, as the database wrote it: a result is stored only while the row still holds
   * this claim, so a worker taken for dead (its rows given to another) cannot overwrite anything.
   */
  claim: string;
}

/** What the worker checks before each row: the run is still running, and its owner's plan as stored now. */
export interface RowGate {
  runStatus: string;
  user: AccessSubject & { id: number };
}

const NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;
const SQL_NOW = `(now() AT TIME ZONE 'UTC')`;
const NO_COUNTS: RunCounts = { done: 0, failed: 0, approved: 0 };

/** A timestamp column as a Date whatever the session's time zone (stored as UTC without a zone). */
const utc = (column: string) => `(u."${column}" AT TIME ZONE 'UTC') AS "${column}"`;

type Query = <R>(text: string, values: unknown[]) => Promise<R[]>;

export function createBulkRepository(prisma: PrismaClient) {
  const pool = sqlPoolOf(prisma);
  const query: Query = async <R>(text: string, values: unknown[]): Promise<R[]> =>
    pool ? (await pool.query<R & Record<string, unknown>>(text, values)).rows : prisma.$queryRawUnsafe<R[]>(text, ...values);
  return { ...pageQueries(prisma), ...workerRuns(prisma), ...workerRows(query) };
}
export type BulkRepository = ReturnType<typeof createBulkRepository>;

/** What the /api/bulk pages read and write: runs with their rows, counts, reviews, exports. */
function pageQueries(prisma: PrismaClient) {
  return {
    /** The run and all its rows, in one transaction: a run is never seen without its rows. */
    async createRun(run: { userId: number; tool: string; fileName: string; rows: BulkInputRow[] }): Promise<BulkRunRecord> {
      return prisma.$transaction(async (tx) => {
        const created = await tx.bulkRun.create({
          data: { userId: run.userId, toolType: run.tool, fileName: run.fileName, total: run.rows.length },
        });
        await tx.bulkRow.createMany({
          data: run.rows.map((r) => ({ runId: created.id, rowNumber: r.rowNumber, input: r.input })),
        });
        return created;
      });
    },

    /** The user's run, or null (none, or another user's). */
    findRun: (userId: number, id: number) => prisma.bulkRun.findFirst({ where: { id, userId } }),

    findRunById: (id: number) => prisma.bulkRun.findUnique({ where: { id } }),

    listRuns: (userId: number, take: number) =>
      prisma.bulkRun.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take }),

    /** Done, failed and approved rows per run, in one query. */
    async countsOf(runIds: number[]): Promise<Map<number, RunCounts>> {
      const counts = new Map<number, RunCounts>(runIds.map((id) => [id, { ...NO_COUNTS }]));
      if (runIds.length === 0) return counts;
      const rows = await prisma.$queryRaw<{ runId: number; done: bigint; failed: bigint; approved: bigint }[]>`
        SELECT "runId",
               count(*) FILTER (WHERE status = 'done') AS done,
               count(*) FILTER (WHERE status = 'failed') AS failed,
               count(*) FILTER (WHERE review = 'approved') AS approved
        FROM bulk_rows WHERE "runId" IN (${Prisma.join(runIds)})
        GROUP BY "runId"`;
      for (const r of rows) counts.set(r.runId, { done: Number(r.done), failed: Number(r.failed), approved: Number(r.approved) });
      return counts;
    },

    /** Cancels a run that has not ended; the run as it is afterwards. */
    async cancelRun(userId: number, id: number, now: Date): Promise<BulkRunRecord | null> {
      await prisma.bulkRun.updateMany({
        where: { id, userId, status: { in: ["queued", "running"] } },
        data: { status: "cancelled", finishedAt: now },
      });
      return prisma.bulkRun.findFirst({ where: { id, userId } });
    },

    listRows: (runId: number, offset: number, limit: number) =>
      prisma.bulkRow.findMany({ where: { runId }, orderBy: { rowNumber: "asc" }, skip: offset, take: limit }),

    countRows: (runId: number) => prisma.bulkRow.count({ where: { runId } }),

    findRow: (runId: number, rowNumber: number) =>
      prisma.bulkRow.findUnique({ where: { runId_rowNumber: { runId, rowNumber } } }),

    updateRow: (id: number, data: Prisma.BulkRowUpdateInput) => prisma.bulkRow.update({ where: { id }, data }),

    /** Done rows to export (all of them, or the approved ones), in file order. */
    exportRows: (runId: number, approvedOnly: boolean) =>
      prisma.bulkRow.findMany({
        where: { runId, status: "done", ...(approvedOnly ? { review: "approved" } : {}) },
        orderBy: { rowNumber: "asc" },
      }),
  };
}

/** The worker's runs: started, stopped, completed, recovered after a restart. */
function workerRuns(prisma: PrismaClient) {
  return {
    /** Marks a queued (or resumed) run as running; null when it has ended or is gone. */
    async startRun(id: number): Promise<{ id: number; userId: number; toolType: string } | null> {
      const rows = await prisma.$queryRaw<{ id: number; userId: number; toolType: string }[]>`
        UPDATE bulk_runs SET status = 'running', "startedAt" = COALESCE("startedAt", ${NOW}), "updatedAt" = ${NOW}
        WHERE id = ${id} AND status IN ('queued', 'running')
        RETURNING id, "userId", "toolType"`;
      return rows[0] ?? null;
    },

    /** Stops a running run for a reason the user reads (their plan lapsed). */
    async stopRun(id: number, reason: string): Promise<void> {
      await prisma.$executeRaw`
        UPDATE bulk_runs SET status = 'stopped', "stopReason" = ${reason}, "finishedAt" = ${NOW}, "updatedAt" = ${NOW}
        WHERE id = ${id} AND status = 'running'`;
    },

    /** Marks a running run done once none of its rows is pending or running; true when it did. */
    async completeRun(id: number): Promise<boolean> {
      const n = await prisma.$executeRaw`
        UPDATE bulk_runs SET status = 'done', "finishedAt" = ${NOW}, "updatedAt" = ${NOW}
        WHERE id = ${id} AND status = 'running'
          AND NOT EXISTS (SELECT 1 FROM bulk_rows WHERE "runId" = ${id} AND status IN ('pending', 'running'))`;
      return n > 0;
    },

    /** Whether the run is still running and has rows waiting. */
    async hasPendingRows(runId: number): Promise<boolean> {
      const row = await prisma.bulkRow.findFirst({
        where: { runId, status: "pending", run: { status: "running" } },
        select: { id: true },
      });
      return row !== null;
    },

    /**
     * After a restart: rows a dead worker left running go back to pending, and the runs that had not
     * ended are returned, to be queued again.
     */
    async recover(): Promise<number[]> {
      await prisma.$executeRaw`UPDATE bulk_rows SET status = 'pending', "updatedAt" = ${NOW} WHERE status = 'running'`;
      const runs = await prisma.bulkRun.findMany({
        where: { status: { in: ["queued", "running"] } },
        select: { id: true },
        orderBy: { id: "asc" },
      });
      return runs.map((r) => r.id);
    },
  };
}

/** The worker's rows: claimed, gated on the owner's plan, stored as done or failed, released. Guarded by the claim. */
function workerRows(query: Query) {
  return {
    /** Up to `limit` pending rows of a running run, in file order, claimed (pending -> running); none when it ended. */
    async claimRows(runId: number, limit: number): Promise<ClaimedRow[]> {
      const rows = await query<ClaimedRow>(
        `UPDATE bulk_rows SET status = 'running', "updatedAt" = ${SQL_NOW}
         WHERE id IN (
           SELECT r.id FROM bulk_rows r
           WHERE r."runId" = $1 AND r.status = 'pending'
             AND EXISTS (SELECT 1 FROM bulk_runs b WHERE b.id = $1 AND b.status = 'running')
           ORDER BY r."rowNumber" LIMIT $2
           FOR UPDATE OF r SKIP LOCKED)
         RETURNING id, "rowNumber", input, "updatedAt"::text AS claim`,
        [runId, limit],
      );
      return rows.sort((a, b) => a.rowNumber - b.rowNumber);
    },

    /** The run's status and its owner as stored now (null when the run is gone). */
    async rowGate(runId: number): Promise<RowGate | null> {
      const rows = await query<{ runStatus: string } & RowGate["user"]>(
        `SELECT b.status AS "runStatus", u.id, u."isAdmin", u."selectedTool", u."subscriptionType", u."subscriptionStatus",
                u."generationsUsed", ${["trialStartDate", "weeklyResetDate", "pastDueSince", "trialEndsAt"].map(utc).join(", ")}
         FROM bulk_runs b JOIN users u ON u.id = b."userId" WHERE b.id = $1`,
        [runId],
      );
      const row = rows[0];
      if (!row) return null;
      const { runStatus, ...user } = row;
      return { runStatus, user };
    },

    /** Stores a claimed row's generation (JSON text, stored as it came): done, one more attempt. */
    async rowDone(row: ClaimedRow, outputJson: string): Promise<void> {
      await query(
        `UPDATE bulk_rows SET status = 'done', output = $2::jsonb, error = NULL, attempts = attempts + 1, "updatedAt" = ${SQL_NOW}
         WHERE id = $1 AND status = 'running' AND "updatedAt"::text = $3`,
        [row.id, outputJson, row.claim],
      );
    },

    async rowFailed(row: ClaimedRow, error: string): Promise<void> {
      await query(
        `UPDATE bulk_rows SET status = 'failed', error = $2, "updatedAt" = ${SQL_NOW}
         WHERE id = $1 AND status = 'running' AND "updatedAt"::text = $3`,
        [row.id, error.slice(0, 2000), row.claim],
      );
    },

    /** Puts claimed rows back to pending (the run stopped, or the worker is giving them up). */
    async releaseRows(rows: ClaimedRow[]): Promise<void> {
      for (const row of rows) {
        await query(
          `UPDATE bulk_rows SET status = 'pending', "updatedAt" = ${SQL_NOW}
           WHERE id = $1 AND status = 'running' AND "updatedAt"::text = $2`,
          [row.id, row.claim],
        );
      }
    },
  };
}
