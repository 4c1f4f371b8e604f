// The contract's shapes of a run (with its progress) and of a row, from the stored records. Pure.
import type { BulkRow, BulkRun, BulkRunStatus } from "@seo/contracts/bulk";
import type { BulkRowRecord, BulkRunRecord, RunCounts } from "./bulkRepository";

const ACTIVE: readonly string[] = ["queued", "running"];

/**
 * Progress: rows per second since the run started (until it finished), and the seconds left at
 * that rate while it runs. Null before the first row and, for the time left, once it ended.
 */
export function progressOf(
  run: Pick<BulkRunRecord, "status" | "total" | "startedAt" | "finishedAt">,
  counts: RunCounts,
  now: Date,
): { rowsPerSecond: number | null; secondsLeft: number | null } {
  const processed = counts.done + counts.failed;
  if (!run.startedAt || processed === 0) return { rowsPerSecond: null, secondsLeft: null };
  const end = run.finishedAt ?? now;
  const seconds = (end.getTime() - run.startedAt.getTime()) / 1000;
  if (seconds <= 0) return { rowsPerSecond: null, secondsLeft: null };
  const rate = processed / seconds;
  const left = Math.max(0, run.total - processed);
  return {
    rowsPerSecond: Math.round(rate * 100) / 100,
    secondsLeft: ACTIVE.includes(run.status) ? Math.ceil(left / rate) : null,
  };
}

export function toBulkRun(run: BulkRunRecord, counts: RunCounts, now: Date): BulkRun {
  return {
    id: run.id,
    tool: run.toolType as BulkRun["tool"],
    fileName: run.fileName,
    status: run.status as BulkRunStatus,
    stopReason: run.stopReason,
    total: run.total,
    done: counts.done,
    failed: counts.failed,
    approved: counts.approved,
    ...progressOf(run, counts, now),
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
  };
}

export function toBulkRow(row: BulkRowRecord): BulkRow {
  return {
    rowNumber: row.rowNumber,
    input: row.input as Record<string, string>,
    status: row.status as BulkRow["status"],
    output: row.output ?? null,
    error: row.error,
    editedText: row.editedText,
    review: row.review as BulkRow["review"],
  };
}
