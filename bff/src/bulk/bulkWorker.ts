// Runs bulk runs as jobs on the product's queue (pg-boss): one job per run, each job a time slice.
// A slice claims the run's pending rows a few at a time (a conditional UPDATE pending -> running,
// so no row is generated twice however many workers there are) and generates them in
// BULK_CONCURRENCY lanes through generateRow, each result written at once. Before each row the run
// and its owner are read as stored: a cancelled run stops there (the claimed rows go back to
// pending), and a plan without bulk stops the run with its reason. A busy service (429/503 from the
// model provider's rate limit, or no answer) is retried with backoff, honouring Retry-After; a
// refused input fails the row with the service's message. When its time is up the slice queues the
// run again, so long runs share the worker with others and no job outlives its expiry. On start-up,
// rows a dead worker left running go back to pending and unfinished runs are queued again (start).
import type { JobQueue } from "@seo/jobs/queue";
import { findTool, type Registry } from "@seo/registry/registry";
import type { Logger } from "../appDeps";
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

/** The worker's settings, each with its default filled in. */
interface WorkerContext {
  deps: BulkWorkerDeps;
  sleep: (ms: number) => Promise<void>;
  sliceMs: number;
  maxTries: number;
  backoffMs: number;
  maxBackoffMs: number;
}

export function createBulkWorker(deps: BulkWorkerDeps) {
  const ctx: WorkerContext = {
    deps,
    sleep: deps.sleep ?? defaultSleep,
    sliceMs: deps.options.sliceMs ?? 2 * 60_000,
    maxTries: deps.options.maxTries ?? 6,
    backoffMs: deps.options.backoffMs ?? 1_000,
    maxBackoffMs: deps.options.maxBackoffMs ?? 60_000,
  };
  return {
    runSlice: (runId: number) => runSlice(ctx, runId),
    handleJob: (queue: JobQueue, data: { runId?: unknown }) => handleJob(ctx, queue, data),
    start: (queue: JobQueue) => start(ctx, queue),
  };
}
export type BulkWorker = ReturnType<typeof createBulkWorker>;

/** Generates one row, trying again while its service is busy. */
async function generateWithRetries(ctx: WorkerContext, args: Parameters<typeof generateRow>[1]): Promise<RowOutcome> {
  for (let attempt = 1; ; attempt++) {
    const outcome = await generateRow(ctx.deps.toolCalls, args);
    if (outcome.kind !== "busy" || attempt >= ctx.maxTries) return outcome;
    const delay = Math.min(outcome.retryAfterMs ?? ctx.backoffMs * 2 ** (attempt - 1), ctx.maxBackoffMs);
    await ctx.sleep(delay);
  }
}

/**
 * The rows of one slice: claimed a few at a time (one statement for several rows) until the
 * deadline, handed to the lanes one by one, and given back when the slice stops.
 */
function sliceRows(repo: BulkRepository, runId: number, concurrency: number, deadline: number) {
  /** Rows claimed and not yet written: given back when the run stops or the slice ends abnormally. */
  const held = new Set<ClaimedRow>();
  /** Claimed rows no lane has started. */
  const waiting: ClaimedRow[] = [];
  let claiming: Promise<void> | null = null;
  let noneLeft = false;
  let stopped = false;
  return {
    held,
    stopped: () => stopped,
    async next(): Promise<ClaimedRow | null> {
      while (waiting.length === 0 && !noneLeft && !stopped && Date.now() < deadline) {
        claiming ??= repo
          .claimRows(runId, concurrency * 2)
          .then((rows) => {
            if (rows.length === 0) noneLeft = true;
            for (const row of rows) held.add(row);
            waiting.push(...rows);
          })
          .finally(() => (claiming = null));
        await claiming;
      }
      return stopped ? null : (waiting.shift() ?? null);
    },
    /** Ends the slice for every lane, and gives back the rows none has started. */
    async stop() {
      stopped = true;
      const unstarted = waiting.splice(0);
      await repo.releaseRows(unstarted);
      for (const row of unstarted) held.delete(row);
    },
  };
}
type SliceRows = ReturnType<typeof sliceRows>;

/** Writes a row's outcome; a refused row (the plan lapsed) stops the run. */
async function settle(
  ctx: WorkerContext,
  run: { id: number; userId: number },
  rows: SliceRows,
  row: ClaimedRow,
  outcome: RowOutcome,
) {
  const { repo, logger } = ctx.deps;
  switch (outcome.kind) {
    case "done":
      return repo.rowDone(row, outcome.outputJson);
    case "failed":
      return repo.rowFailed(row, outcome.error);
    case "busy":
      // Still busy after every try: the user can regenerate the row later.
      return repo.rowFailed(row, `${outcome.error} (tried ${ctx.maxTries} times)`);
    case "refused":
      await repo.stopRun(run.id, PLAN_LAPSED_REASON);
      logger.info("bulk run stopped: plan lapsed", { runId: run.id, userId: run.userId, row: row.rowNumber });
      await rows.stop();
      return repo.releaseRows([row]);
    case "abandoned":
      return repo.releaseRows([row]);
  }
}

/** Runs the run's rows for up to sliceMs: "done" when it finished, "more" when rows wait, "ended" otherwise. */
async function runSlice(ctx: WorkerContext, runId: number): Promise<SliceResult> {
  const { deps } = ctx;
  const { repo, logger } = deps;
  const run = await repo.startRun(runId);
  if (!run) return "ended";
  const tool = findTool(run.toolType, deps.registry);
  const spec = bulkToolSpec(run.toolType);
  if (!tool || !spec) {
    await repo.stopRun(runId, UNKNOWN_TOOL_REASON);
    return "ended";
  }
  const concurrency = deps.options.concurrency;
  const rows = sliceRows(repo, runId, concurrency, Date.now() + ctx.sliceMs);

  const lane = async () => {
    for (let row = await rows.next(); row; row = await rows.next()) {
      // Before each row: the run is still running (a cancel stops here), and the plan as stored now.
      const gate = await repo.rowGate(runId);
      if (gate?.runStatus !== "running") {
        await rows.stop();
        await repo.releaseRows([row]);
      } else {
        const payer = bulkPayer(deps, async () => gate.user);
        await settle(ctx, run, rows, row, await generateWithRetries(ctx, { tool, spec, input: row.input, payer }));
      }
      rows.held.delete(row);
    }
  };

  const lanes = await Promise.allSettled(Array.from({ length: concurrency }, lane));
  const failure = lanes.find((l): l is PromiseRejectedResult => l.status === "rejected");
  if (failure) {
    await repo.releaseRows([...rows.held]).catch(() => undefined);
    throw failure.reason; // the queue retries the job with backoff
  }
  await repo.releaseRows([...rows.held]); // claimed, but the slice's time was up before a lane took them
  if (await repo.completeRun(runId)) {
    logger.info("bulk run done", { runId, userId: run.userId });
    return "done";
  }
  return !rows.stopped() && (await repo.hasPendingRows(runId)) ? "more" : "ended";
}

/** The job: one slice, then the run queued again when rows are left. */
async function handleJob(ctx: WorkerContext, queue: JobQueue, data: { runId?: unknown }) {
  const runId = Number(data.runId);
  if (!Number.isSafeInteger(runId) || runId <= 0) return;
  if ((await runSlice(ctx, runId)) === "more") await queueBulkRun(queue, runId);
}

/**
 * Start-up: rows a dead worker left running go back to pending, then this process works the
 * queue, and every run that had not ended is queued again (a run whose job survived gets a second
 * one: harmless, rows are claimed one by one).
 */
async function start(ctx: WorkerContext, queue: JobQueue) {
  const { repo, logger } = ctx.deps;
  const unfinished = await repo.recover();
  await queue.work<{ runId?: unknown }>(BULK_QUEUE, (data) => handleJob(ctx, queue, data), { pollingIntervalSeconds: 1 });
  for (const id of unfinished) await queueBulkRun(queue, id);
  if (unfinished.length) logger.info("bulk runs resumed", { runs: unfinished });
}
