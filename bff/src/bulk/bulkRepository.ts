// bulk_runs and bulk_rows. A row is claimed for generation by ONE conditional UPDATE (pending ->
// running, only while its run is running; SKIP LOCKED, so workers never wait on each other or take
// the same row), and its result is written by id. Times in raw SQL are UTC, as Prisma stores them.
import { Prisma, type BulkRow as BulkRowRecord, type BulkRun as BulkRunRecord, type PrismaClient } from "@seo/db/client";
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

const NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;
const NO_COUNTS: RunCounts = { done: 0, failed: 0, approved: 0 };

export function createBulkRepository(prisma: PrismaClient) {
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

    // ---- the worker ----

    /** Marks a queued (or resumed) run as running; null when it has ended or is gone. */
    async startRun(id: number): Promise<{ id: number; userId: number; toolType: string } | null> {
      const rows = await prisma.$queryRaw<{ id: number; userId: number; toolType: string }[]>`
        UPDATE bulk_runs SET status = 'running', "startedAt" = COALESCE("startedAt", ${NOW}), "updatedAt" = ${NOW}
        WHERE id = ${id} AND status IN ('queued', 'running')
        RETURNING id, "userId", "toolType"`;
      return rows[0] ?? null;
    },

    /** The next pending row of a running run, claimed (pending -> running); null when none is left or the run ended. */
    async claimRow(runId: number): Promise<ClaimedRow | null> {
      const rows = await prisma.$queryRaw<ClaimedRow[]>`
        UPDATE bulk_rows SET status = 'running', "updatedAt" = ${NOW}
        WHERE id = (
          SELECT r.id FROM bulk_rows r
          WHERE r."runId" = ${runId} AND r.status = 'pending'
            AND EXISTS (SELECT 1 FROM bulk_runs b WHERE b.id = ${runId} AND b.status = 'running')
          ORDER BY r."rowNumber" LIMIT 1
          FOR UPDATE OF r SKIP LOCKED)
        RETURNING id, "rowNumber", input, "updatedAt"::text AS claim`;
      return rows[0] ?? null;
    },

    /** Stores a claimed row's generation (JSON text, stored as it came): done, one more attempt. */
    async rowDone(row: ClaimedRow, outputJson: string): Promise<void> {
      await prisma.$executeRaw`
        UPDATE bulk_rows SET status = 'done', output = ${outputJson}::jsonb, error = NULL,
          attempts = attempts + 1, "updatedAt" = ${NOW}
        WHERE id = ${row.id} AND status = 'running' AND "updatedAt"::text = ${row.claim}`;
    },

    async rowFailed(row: ClaimedRow, error: string): Promise<void> {
      await prisma.$executeRaw`
        UPDATE bulk_rows SET status = 'failed', error = ${error.slice(0, 2000)}, "updatedAt" = ${NOW}
        WHERE id = ${row.id} AND status = 'running' AND "updatedAt"::text = ${row.claim}`;
    },

    /** Puts claimed rows back to pending (the run stopped, or the worker is giving them up). */
    async releaseRows(rows: ClaimedRow[]): Promise<void> {
      for (const row of rows) {
        await prisma.$executeRaw`
          UPDATE bulk_rows SET status = 'pending', "updatedAt" = ${NOW}
          WHERE id = ${row.id} AND status = 'running' AND "updatedAt"::text = ${row.claim}`;
      }
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
export type BulkRepository = ReturnType<typeof createBulkRepository>;
