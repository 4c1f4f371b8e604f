// The product's job queue: pg-boss on the product's own database (PostgreSQL in production, the
// embedded PGlite by default: pg-boss's SKIP LOCKED fetches, partitioned queue tables and
// transaction-scoped advisory locks all work there; docs/decisions/0022-jobs-on-the-database.md).
// A "worker" runs handlers and the cron scheduler; a "sender" (a service that only enqueues) runs
// neither, so scheduled jobs are created once however many processes share the database.
import PgBoss from "pg-boss";
import type { Logger } from "@seo/log/logger";

export interface JobQueueOptions {
  connectionString: string;
  logger: Logger;
  role: "worker" | "sender";
  /** Connections in pg-boss's own pool (the embedded database serialises them anyway). */
  poolSize?: number;
}

export interface JobQueue {
  /** Enqueues one job; `singletonKey` drops a second job with the same key while the first waits. */
  send(
    queue: string,
    data: object,
    options?: {
      singletonKey?: string;
      startAfterSeconds?: number;
      /** How long the job may run before it is taken for lost and retried (default: the queue's 120 s). */
      expireInSeconds?: number;
    },
  ): Promise<string | null>;
  /** Runs `handler` for each job of `queue` (worker role only); a throw retries it with backoff. */
  work<T extends object>(
    queue: string,
    handler: (data: T) => Promise<void>,
    opts?: { pollingIntervalSeconds?: number },
  ): Promise<void>;
  /** Enqueues `queue` on a cron schedule (UTC), once per tick across every worker. */
  schedule(queue: string, cron: string): Promise<void>;
  /** Jobs waiting, running and failed per queue, on the whole database (metrics); rejects after `timeoutMs`. */
  counts(timeoutMs: number): Promise<JobCount[]>;
  /** Handler failures per queue in this process since it started (each failed attempt counts). */
  failures(): ReadonlyMap<string, number>;
  stop(): Promise<void>;
}

/** How many jobs of one queue are in one state (created and retry wait, active runs, failed gave up). */
export interface JobCount {
  queue: string;
  state: "created" | "retry" | "active" | "failed";
  count: number;
}

/** One grouped count over pg-boss's job table (pg-boss's default schema). */
const COUNT_JOBS_SQL = `SELECT name, state::text AS state, count(*)::int AS count FROM pgboss.job
  WHERE state IN ('created', 'retry', 'active', 'failed') GROUP BY name, state`;

/** Retries for every queue: about 10 s, 20 s, 40 s … up to ~1.5 h in total. */
const QUEUE_DEFAULTS = { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 } as const;

export async function startJobQueue(opts: JobQueueOptions): Promise<JobQueue> {
  const worker = opts.role === "worker";
  const boss = new PgBoss({
    connectionString: opts.connectionString,
    max: opts.poolSize ?? 2,
    application_name: `rankforge-jobs-${opts.role}`,
    supervise: worker,
    schedule: worker,
    migrate: true,
  });
  boss.on("error", (err) => opts.logger.warn("job queue error", { error: (err as Error).message }));
  await boss.start();
  const created = new Map<string, Promise<void>>();
  const failures = new Map<string, number>();
  const ensureQueue = (name: string) => {
    let p = created.get(name);
    if (!p) {
      p = boss.createQueue(name, { name, ...QUEUE_DEFAULTS }).catch((err: unknown) => {
        created.delete(name);
        throw err;
      });
      created.set(name, p);
    }
    return p;
  };

  return {
    async send(queue, data, options = {}) {
      await ensureQueue(queue);
      return boss.send(queue, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
      });
    },
    async work(queue, handler, workOpts = {}) {
      if (!worker) throw new Error(`a ${opts.role} job queue does not run handlers`);
      await ensureQueue(queue);
      await boss.work(queue, { pollingIntervalSeconds: workOpts.pollingIntervalSeconds ?? 2, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data as never);
          } catch (err) {
            failures.set(queue, (failures.get(queue) ?? 0) + 1);
            throw err;
          }
        }
      });
    },
    async schedule(queue, cron) {
      if (!worker) throw new Error(`a ${opts.role} job queue does not schedule`);
      await ensureQueue(queue);
      await boss.schedule(queue, cron, {}, { tz: "UTC" });
    },
    async counts(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`job counts took over ${timeoutMs} ms`)), timeoutMs);
      });
      try {
        const { rows } = await Promise.race([boss.getDb().executeSql(COUNT_JOBS_SQL, []), timeout]);
        return (rows as { name: string; state: JobCount["state"]; count: number }[]).map((r) => ({
          queue: r.name,
          state: r.state,
          count: Number(r.count),
        }));
      } finally {
        clearTimeout(timer);
      }
    },
    failures: () => failures,
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
