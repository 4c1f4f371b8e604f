// The generation history (generated_content), written off the request path in small batches: a tool
// call answers as soon as the service has, and rows are inserted together every `flushMs` or every
// `maxBatch` rows. Flushed on shutdown; a crash loses at most the rows of the last `flushMs`
// (default 250 ms). A failed insert is retried once with the next batch, then logged and dropped:
// history is a record of what was generated, not something a user paid for or saved.
import type { PrismaClient } from "@seo/db/client";
import type { Logger } from "../appDeps";

export interface GenerationEntry {
  userId: number;
  toolType: string;
  inputData: unknown;
  outputData: unknown;
}

export function createGenerationLog(prisma: PrismaClient, logger: Logger, opts: { flushMs: number; maxBatch?: number }) {
  const maxBatch = opts.maxBatch ?? 100;
  let queue: (GenerationEntry & { tries: number; createdAt: Date })[] = [];
  let timer: NodeJS.Timeout | null = null;
  let flushing: Promise<void> = Promise.resolve();

  async function writeBatch(batch: typeof queue) {
    try {
      // One statement with one JSON parameter: Prisma's query compiler (WASM) costs more per row
      // than the insert itself, and it ran on the gateway's only thread (21% of its CPU at load).
      const rows = batch.map((e) => ({
        userId: e.userId,
        toolType: e.toolType,
        inputData: e.inputData,
        outputData: e.outputData,
        createdAt: e.createdAt.toISOString(),
      }));
      await prisma.$executeRaw`
        INSERT INTO "generated_content" ("userId", "toolType", "inputData", "outputData", "createdAt")
        SELECT r."userId", r."toolType", r."inputData", r."outputData", r."createdAt"
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
          AS r("userId" integer, "toolType" text, "inputData" jsonb, "outputData" jsonb, "createdAt" timestamp(3))`;
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
      queue.push({ ...entry, tries: 0, createdAt: new Date() });
      if (opts.flushMs <= 0 || queue.length >= maxBatch) return flush();
      schedule();
    },
    /** Writes everything queued (shutdown, tests). */
    flush,
  };
}
export type GenerationLog = ReturnType<typeof createGenerationLog>;
