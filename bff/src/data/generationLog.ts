// The generation history (generated_content), written off the request path in small batches: a tool
// call answers as soon as the service has, and rows are inserted together every `flushMs` or every
// `maxBatch` rows. Flushed on shutdown; a crash loses at most the rows of the last `flushMs`
// (default 250 ms). A failed insert is retried once with the next batch, then logged and dropped:
// history is a record of what was generated, not something a user paid for or saved.
import { sqlPoolOf, type PrismaClient } from "@seo/db/client";
import type { Logger } from "../appDeps";
import type { GenerationSource } from "@seo/contracts/history";

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
type RowValues = [number, string, string | null, string, string, string];
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

export function createGenerationLog(prisma: PrismaClient, logger: Logger, opts: { flushMs: number; maxBatch?: number }) {
  const maxBatch = opts.maxBatch ?? 100;
  const insert = inserter(prisma);
  let queue: { values: RowValues; tries: number }[] = [];
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  async function writeBatch(batch: typeof queue) {
    try {
      await insert(batch.map((e) => e.values));
    } catch (err) {
      const retry = batch.filter((e) => e.tries < 1).map((e) => ({ ...e, tries: e.tries + 1 }));
      logger.warn("generation history write failed", {
        rows: batch.length,
        retrying: retry.length,
        error: (err as Error).message,
      });
      queue.unshift(...retry);
      schedule();
    }
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const batch = queue;
    queue = [];
    flushing = flushing.then(async () => {
      for (let i = 0; i < batch.length; i += maxBatch) await writeBatch(batch.slice(i, i + maxBatch));
    });
    return flushing;
  }

  function schedule() {
    if (timer || queue.length === 0) return;
    timer = setTimeout(() => void flush(), opts.flushMs);
    timer.unref();
  }

  return {
    /** Queues one row; with flushMs 0 it is written before this resolves. */
    async record(entry: GenerationEntry): Promise<void> {
      const inputJson = entry.inputData === undefined ? null : JSON.stringify(entry.inputData);
      const createdAt = new Date().toISOString();
      const values: RowValues = [entry.userId, entry.toolType, inputJson, entry.outputJson, createdAt, entry.source ?? "page"];
      queue.push({ values, tries: 0 });
      if (opts.flushMs <= 0 || queue.length >= maxBatch) return flush();
      schedule();
    },
    /** Writes everything queued (shutdown, tests). */
    flush,
  };
}
export type GenerationLog = ReturnType<typeof createGenerationLog>;
