// The generation history (generated_content), written off the request path in small batches: a tool
// call answers as soon as the service has, and rows are inserted together every `flushMs` or every
// `maxBatch` rows, oldest first, in the order they were recorded.
//
// Nothing answered is dropped for a passing fault: a batch that fails because the database is
// unavailable (or its disk is full) is retried with exponential backoff (250 ms doubling to 10 s,
// jittered) until it is written, and later rows wait behind it. What can still be lost:
// - rows past the queue's bound (`maxQueued`, GENERATION_LOG_MAX_QUEUED, default 50,000) during a
//   long outage: the NEWEST are refused (counted in stats().dropped, logged), so what is queued keeps
//   its order and the gap is one span at the end of the outage;
// - a row the database rejects as data (not a connection error): retried alone a few times, then
//   logged and dropped (stats().rejected), so it cannot block the rows behind it;
// - on shutdown, flush() keeps trying for `flushTimeoutMs`; what is still queued then is logged;
// - on a crash (kill -9), whatever is queued: at most `flushMs` of rows when the database is up.
// docs/operating/durability.md lists this with every other store.
import { sqlPoolOf, type PrismaClient } from "@seo/db/client";
import type { Logger } from "../appDeps";
import type { GenerationSource } from "@seo/contracts/history";
import { errorSummary, unavailableDependency } from "@seo/db/unavailable";
import { isDiskFullError } from "../http/diskSpace";
import { generationHistoryDropped, generationHistoryRetries } from "../http/metrics";

export interface GenerationEntry {
  userId: number;
  toolType: string;
  inputData: unknown;
  /**
   * The output as JSON text that JSON.parse accepts (the service's answer, checked by the caller):
   * stored as it came, so the gateway neither serialises it again nor holds it as objects.
   */
  outputJson: string;
  /** Where it was made (the history shows and filters it): a tool page unless said otherwise. */
  source?: GenerationSource;
}

/** Where a generation was made: "page", "workflow" or "bulk" (the history's contract). */
export type { GenerationSource };

/** userId, toolType, inputData (JSON text or null), outputData (JSON text), createdAt (ISO), source. */
export type RowValues = [number, string, string | null, string, string, string];
const COLUMNS = 6;

/**
 * One multi-row INSERT per batch, each JSON value its own text parameter: the database parses each
 * once. (One jsonb parameter holding the whole batch, through jsonb_to_recordset, made the embedded
 * database parse every output three times: as much CPU per call as the BFF itself.)
 */
function insertStatement(rows: number): string {
  const values = Array.from({ length: rows }, (_, i) => {
    const p = i * COLUMNS;
    return `($${p + 1}::integer, $${p + 2}, $${p + 3}::jsonb, $${p + 4}::jsonb, $${p + 5}::timestamp(3), $${p + 6})`;
  });
  return `INSERT INTO "generated_content" ("userId", "toolType", "inputData", "outputData", "createdAt", "source") VALUES ${values.join(", ")}`;
}

/**
 * On the client's pg pool when it has one: even for a raw statement, Prisma's query compiler
 * (WebAssembly) copies and parses every parameter, and a batch's parameters are every input and
 * output of it (about 1 MB at load): 15% of the gateway's CPU in a profile.
 */
function inserter(prisma: PrismaClient): (rows: RowValues[]) => Promise<unknown> {
  const pool = sqlPoolOf(prisma);
  if (pool) return (rows) => pool.query(insertStatement(rows.length), rows.flat());
  return (rows) => prisma.$executeRawUnsafe(insertStatement(rows.length), ...rows.flat());
}

export interface GenerationLogOptions {
  /** Rows wait at most this long before they are written (0: before record() resolves). */
  flushMs: number;
  /** Rows per INSERT. Default 100. */
  maxBatch?: number;
  /** Rows held while the database cannot take them; past it new rows are dropped. Default 50,000. */
  maxQueued?: number;
  /**
   * How long flush() waits for the queue to empty (shutdown). Default 5 s: within npm start's 8 s per
   * stage, so the store's close and the rest of the shutdown still run when the database is down.
   */
  flushTimeoutMs?: number;
  /** First retry delay after a failed write, doubled each time up to `maxRetryMs`. Default 250 ms. */
  retryMs?: number;
  /** Default 10 s. */
  maxRetryMs?: number;
  /** Tests: the insert itself (default: one multi-row INSERT on the client's pool). */
  insert?: (rows: RowValues[]) => Promise<unknown>;
  /** Tests: timers and the jitter's randomness. */
  setTimeout?: (fn: () => void, ms: number) => unknown;
  random?: () => number;
}

export interface GenerationLogStats {
  /** Rows waiting to be written. */
  queued: number;
  /** Rows refused because the queue was full (since start). */
  dropped: number;
  /** Rows the database rejected as data, logged and given up on (since start). */
  rejected: number;
  /** Writes failed in a row for want of the database or disk space (0 while it takes them). */
  failing: number;
}

/** Tries of a row the database rejects as data (not a connection problem) before it is dropped. */
const MAX_DATA_TRIES = 3;

/** The queue and what the writer knows about it, shared by the log and its failure handling. */
interface LogQueue {
  rows: { values: RowValues; tries: number }[];
  /** Rows at the head of the queue that a flush (timer, full batch, flush()) asked to be written now. */
  due: number;
  /** Rows at the head to write one at a time: a batch the database rejected holds a bad row somewhere. */
  isolate: number;
  counts: { dropped: number; rejected: number; failing: number };
  /** New rows refused since the queue was last below its bound (one report per streak). */
  droppedInStreak: number;
}

/** Whether the queue takes one more row; a full one refuses the newest (counted, reported once a streak). */
function admits(q: LogQueue, maxQueued: number, logger: Logger): boolean {
  const { counts } = q;
  if (q.rows.length >= maxQueued) {
    counts.dropped++;
    generationHistoryDropped.inc();
    if (q.droppedInStreak++ === 0)
      logger.error("generation history queue full, dropping new rows", { maxQueued, failures: counts.failing });
    return false;
  }
  if (q.droppedInStreak > 0) {
    logger.warn("generation history queue accepts rows again", { droppedRows: q.droppedInStreak });
    q.droppedInStreak = 0;
  }
  return true;
}

/** Removes `n` written (or given up) rows from the head. */
function done(q: LogQueue, n: number) {
  q.rows.splice(0, n);
  q.due = Math.max(0, q.due - n);
  q.isolate = Math.max(0, q.isolate - n);
}

/** How a failed write is handled: when to try again, and where to report. */
interface FailurePolicy {
  logger: Logger;
  sleep: (ms: number) => Promise<void>;
  backoff: (failures: number) => number;
}

/**
 * A batch the database did not take: a passing fault (unavailable, disk full) waits and tries the
 * same rows again; a rejected batch is split into single rows; a single rejected row is tried a few
 * times, then dropped so it cannot block the rows behind it.
 */
async function batchFailed(p: FailurePolicy, q: LogQueue, batch: LogQueue["rows"], err: unknown) {
  const { logger } = p;
  const { counts } = q;
  const size = batch.length;
  const error = errorSummary(err);
  if (unavailableDependency(err) || isDiskFullError(err)) {
    counts.failing++;
    generationHistoryRetries.inc();
    // A passing fault: the same rows again, later; nothing behind them goes first.
    const delay = p.backoff(counts.failing);
    if (counts.failing === 1 || counts.failing % 10 === 0)
      logger.warn("generation history write failed, retrying", {
        rows: size,
        queued: q.rows.length,
        retryInMs: delay,
        failures: counts.failing,
        error,
      });
    await p.sleep(delay);
  } else if (size > 1) {
    q.isolate = size; // the rows one by one: the good ones are written, the bad one found
  } else {
    const row = batch[0]!;
    row.tries++;
    if (row.tries >= MAX_DATA_TRIES) {
      counts.rejected++;
      generationHistoryDropped.inc();
      logger.error("generation history row rejected by the database, dropped", {
        userId: row.values[0],
        toolType: row.values[1],
        createdAt: row.values[4],
        tries: row.tries,
        error,
      });
      done(q, 1);
    } else {
      generationHistoryRetries.inc();
      await p.sleep(p.backoff(row.tries));
    }
  }
}

/** The options with their defaults, and the timers and retry policy made from them. */
function settingsOf(prisma: PrismaClient, logger: Logger, opts: GenerationLogOptions) {
  const retryMs = opts.retryMs ?? 250;
  const maxRetryMs = opts.maxRetryMs ?? 10_000;
  const later = opts.setTimeout ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const random = opts.random ?? Math.random;
  const sleep = (ms: number) => new Promise<void>((resolve) => unref(later(resolve, ms)));
  const backoff = (failures: number) => {
    const full = Math.min(maxRetryMs, retryMs * 2 ** Math.min(failures - 1, 30));
    return Math.round(full / 2 + (random() * full) / 2); // jittered: replicas do not retry in step
  };
  return {
    maxBatch: opts.maxBatch ?? 100,
    maxQueued: Math.max(1, opts.maxQueued ?? 50_000),
    flushTimeoutMs: opts.flushTimeoutMs ?? 5_000,
    insert: opts.insert ?? inserter(prisma),
    later,
    sleep,
    policy: { logger, sleep, backoff } satisfies FailurePolicy,
  };
}

export function createGenerationLog(prisma: PrismaClient, logger: Logger, opts: GenerationLogOptions) {
  const { maxBatch, maxQueued, flushTimeoutMs, insert, later, sleep, policy } = settingsOf(prisma, logger, opts);

  const q: LogQueue = { rows: [], due: 0, isolate: 0, counts: { dropped: 0, rejected: 0, failing: 0 }, droppedInStreak: 0 };
  const { rows: queue, counts } = q;
  let timer: unknown = null;
  let writing: Promise<void> | null = null;

  async function drain() {
    while (queue.length > 0 && (q.due > 0 || queue.length >= maxBatch)) {
      const size = q.isolate > 0 ? 1 : Math.min(maxBatch, queue.length);
      const batch = queue.slice(0, size);
      try {
        await insert(batch.map((e) => e.values));
        if (counts.failing > 0) logger.info("generation history written again", { afterFailures: counts.failing });
        counts.failing = 0;
        done(q, size);
      } catch (err) {
        await batchFailed(policy, q, batch, err);
      }
    }
  }

  function write(): Promise<void> {
    writing ??= drain().finally(() => {
      writing = null;
      schedule();
    });
    return writing;
  }

  function schedule() {
    if (timer || queue.length === 0 || writing) return;
    timer = unref(
      later(() => {
        timer = null;
        q.due = queue.length;
        void write();
      }, opts.flushMs),
    );
  }

  /** Writes everything queued now; resolves once written or after flushTimeoutMs (then logs what is left). */
  async function flush(): Promise<void> {
    q.due = queue.length;
    if (q.due === 0) return writing ?? undefined;
    let timedOut = false;
    await Promise.race([write(), sleep(flushTimeoutMs).then(() => (timedOut = true))]);
    if (timedOut && queue.length > 0)
      logger.error("generation history not written before the flush deadline", { queued: queue.length, flushTimeoutMs });
  }

  return {
    /** Queues one row; with flushMs 0 it is written (or given up after flushTimeoutMs) before this resolves. */
    async record(entry: GenerationEntry): Promise<void> {
      if (!admits(q, maxQueued, logger)) return;
      queue.push({ values: rowValues(entry), tries: 0 });
      if (opts.flushMs <= 0) return flush();
      if (queue.length >= maxBatch && !writing) {
        void write();
        return;
      }
      schedule();
    },
    /** Writes everything queued (shutdown, tests), for at most flushTimeoutMs. */
    flush,
    /** For metrics and health: the queue's length and what was given up. */
    stats(): GenerationLogStats {
      return { queued: queue.length, ...counts };
    },
  };
}

/** A row's values as the INSERT takes them, stamped now. */
function rowValues(entry: GenerationEntry): RowValues {
  const inputJson = entry.inputData === undefined ? null : JSON.stringify(entry.inputData);
  const createdAt = new Date().toISOString();
  return [entry.userId, entry.toolType, inputJson, entry.outputJson, createdAt, entry.source ?? "page"];
}

/** Timers here must not keep a process alive that is otherwise done (fake timers may lack unref). */
function unref<T>(handle: T): T {
  (handle as { unref?: () => void } | null)?.unref?.();
  return handle;
}
export type GenerationLog = ReturnType<typeof createGenerationLog>;
