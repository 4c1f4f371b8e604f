// Runs bulk runs as jobs on the product's queue (pg-boss): one job per run, each job a time slice.
// A slice claims the run's rows one at a time in BULK_CONCURRENCY lanes (a conditional UPDATE
// pending -> running, so no row is generated twice however many workers there are), generates each
// through generateRow, and writes its result at once. A busy service (429/503 from the model
// provider's rate limit, or no answer) is retried with backoff, honouring Retry-After; a refused
// input fails the row with the service's message; a plan without bulk stops the run at that row. A
// cancelled run is noticed at the next claim. When its time is up the slice queues the run again,
// so long runs share the worker with others and no job outlives its expiry. On start-up, rows a dead
// worker left running go back to pending and unfinished runs are queued again (recoverBulkRuns).
import type { JobQueue } from "@seo/jobs/queue";
import { findTool, type Registry } from "@seo/registry/registry";
import type { Logger } from "../appDeps";
import type { UserRow } from "../data/users";
import type { ToolCallDeps } from "../toolCalls/runToolCall";
import { bulkPayer, PLAN_LAPSED_REASON, type BulkAccessDeps } from "./bulkAccess";
import { generateRow, type RowOutcome } from "./bulkGeneration";
import type { BulkRepository, ClaimedRow } from "./bulkRepository";
import { bulkToolSpec } from "./bulkTools";

export const BULK_QUEUE = "bulk-run";

export interface BulkWorkerOptions {
  /** Rows of one run generated at the same time. */
  concurrency: number;
  /** How long one job claims new rows before it queues the run again (default 2 minutes). */
  sliceMs?: number;
  /** Tries of a row while its service is busy, then it fails (default 6). */
  maxTries?: number;
  /** First backoff (doubled each try, at most maxBackoffMs) when the service gives no Retry-After. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export interface BulkWorkerDeps extends BulkAccessDeps {
  repo: BulkRepository;
  registry: Registry;
  toolCalls: ToolCallDeps;
  /** The user row as the database has it now (never a cached copy: the plan is checked per row). */
  loadUser(id: number): Promise<UserRow | null>;
  logger: Logger;
  options: BulkWorkerOptions;
  sleep?: (ms: number) => Promise<void>;
}

/** A job may run this long before pg-boss takes it for lost: a slice, plus the rows still in flight. */
const JOB_EXPIRY_SECONDS = 15 * 60;
const UNKNOWN_TOOL_REASON = "This tool no longer takes bulk runs.";

const defaultSleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref());

/** Queues one slice of a run. */
export function queueBulkRun(queue: JobQueue, runId: number, startAfterSeconds?: number) {
  return queue.send(
    BULK_QUEUE,
    { runId },
    { singletonKey: `bulk-run-${runId}`, expireInSeconds: JOB_EXPIRY_SECONDS, startAfterSeconds },
  );
}

export type SliceResult = "done" | "more" | "ended";

export function createBulkWorker(deps: BulkWorkerDeps) {
  const { repo, logger } = deps;
  const sleep = deps.sleep ?? defaultSleep;
  const sliceMs = deps.options.sliceMs ?? 2 * 60_000;
  const maxTries = deps.options.maxTries ?? 6;
  const backoffMs = deps.options.backoffMs ?? 1_000;
  const maxBackoffMs = deps.options.maxBackoffMs ?? 60_000;

  /** Generates one row, trying again while its service is busy. */
  async function generateWithRetries(args: Parameters<typeof generateRow>[1]): Promise<RowOutcome> {
    for (let attempt = 1; ; attempt++) {
      const outcome = await generateRow(deps.toolCalls, args);
      if (outcome.kind !== "busy" || attempt >= maxTries) return outcome;
      const delay = Math.min(outcome.retryAfterMs ?? backoffMs * 2 ** (attempt - 1), maxBackoffMs);
      await sleep(delay);
    }
  }

  /** Runs the run's rows for up to sliceMs: "done" when it finished, "more" when rows wait, "ended" otherwise. */
  async function runSlice(runId: number): Promise<SliceResult> {
    const run = await repo.startRun(runId);
    if (!run) return "ended";
    const tool = findTool(run.toolType, deps.registry);
    const spec = bulkToolSpec(run.toolType);
    if (!tool || !spec) {
      await repo.stopRun(runId, UNKNOWN_TOOL_REASON);
      return "ended";
    }
    const payer = bulkPayer(deps, () => deps.loadUser(run.userId));
    const deadline = Date.now() + sliceMs;
    /** Rows claimed and not yet written: given back if the slice ends abnormally. */
    const inFlight = new Set<ClaimedRow>();
    let stopped = false;

    const settle = async (row: ClaimedRow, outcome: RowOutcome) => {
      switch (outcome.kind) {
        case "done":
          return repo.rowDone(row, outcome.outputJson);
        case "failed":
          return repo.rowFailed(row, outcome.error);
        case "busy":
          // Still busy after every try: the user can regenerate the row later.
          return repo.rowFailed(row, `${outcome.error} (tried ${maxTries} times)`);
        case "refused":
          stopped = true;
          await repo.stopRun(runId, PLAN_LAPSED_REASON);
          logger.info("bulk run stopped: plan lapsed", { runId, userId: run.userId, row: row.rowNumber });
          return repo.releaseRows([row]);
        case "abandoned":
          return repo.releaseRows([row]);
      }
    };

    const lane = async () => {
      while (!stopped && Date.now() < deadline) {
        const row = await repo.claimRow(runId);
        if (!row) return;
        inFlight.add(row);
        const outcome = await generateWithRetries({ tool, spec, input: row.input, payer });
        await settle(row, outcome);
        inFlight.delete(row);
      }
    };

    const lanes = await Promise.allSettled(Array.from({ length: deps.options.concurrency }, lane));
    const failure = lanes.find((l): l is PromiseRejectedResult => l.status === "rejected");
    if (failure) {
      await repo.releaseRows([...inFlight]).catch(() => undefined);
      throw failure.reason; // the queue retries the job with backoff
    }
    if (await repo.completeRun(runId)) {
      logger.info("bulk run done", { runId, userId: run.userId });
      return "done";
    }
    return !stopped && (await repo.hasPendingRows(runId)) ? "more" : "ended";
  }

  /** The job: one slice, then the run queued again when rows are left. */
  async function handleJob(queue: JobQueue, data: { runId?: unknown }) {
    const runId = Number(data.runId);
    if (!Number.isSafeInteger(runId) || runId <= 0) return;
    if ((await runSlice(runId)) === "more") await queueBulkRun(queue, runId);
  }

  /**
   * Start-up: rows a dead worker left running go back to pending, then this process works the
   * queue, and every run that had not ended is queued again (a run whose job survived gets a second
   * one: harmless, rows are claimed one by one).
   */
  async function start(queue: JobQueue) {
    const unfinished = await repo.recover();
    await queue.work<{ runId?: unknown }>(BULK_QUEUE, (data) => handleJob(queue, data), { pollingIntervalSeconds: 1 });
    for (const id of unfinished) await queueBulkRun(queue, id);
    if (unfinished.length) logger.info("bulk runs resumed", { runs: unfinished });
  }

  return { runSlice, handleJob, start };
}
export type BulkWorker = ReturnType<typeof createBulkWorker>;
