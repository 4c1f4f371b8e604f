// What the job queue tells /metrics: its jobs per queue and state on the database (pg-boss's own
// table, one grouped count, given up after a timeout) and the handler failures of this process.
import pg from "pg";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@seo/db/testing/databases";
import { silentLogger } from "@seo/log/logger";
import { startJobQueue, type JobQueue } from "./queue";

jest.setTimeout(60_000);

describe.each(testDatabaseKinds())("job counts for metrics on %s", (kind) => {
  let db: TestDatabase;
  let queue: JobQueue;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "jobs");
    queue = await startJobQueue({ connectionString: db.url, logger: silentLogger, role: "worker" });
  });
  afterAll(async () => {
    await queue?.stop();
    await db?.drop();
  });

  const countOf = async (name: string, state: string) =>
    (await queue.counts(5_000)).find((c) => c.queue === name && c.state === state)?.count ?? 0;

  it("counts waiting jobs per queue, and a failed attempt both in the database and in this process", async () => {
    await queue.send("metrics-waiting", { n: 1 });
    await queue.send("metrics-waiting", { n: 2 });
    expect(await countOf("metrics-waiting", "created")).toBe(2);

    await queue.send("metrics-failing", { n: 1 });
    await queue.work(
      "metrics-failing",
      async () => {
        throw new Error("handler failed");
      },
      { pollingIntervalSeconds: 0.5 },
    );
    const deadline = Date.now() + 30_000;
    while ((queue.failures().get("metrics-failing") ?? 0) < 1 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(queue.failures().get("metrics-failing")).toBe(1);
    // Retried later with backoff: waiting in "retry" (or "created", pg-boss's state while it waits).
    const waiting = (await countOf("metrics-failing", "retry")) + (await countOf("metrics-failing", "created"));
    expect(waiting).toBe(1);
  });

  it("gives up after its timeout rather than holding a scrape", async () => {
    // Another session holds the job table: the count waits on it (a lock on PostgreSQL, the one
    // shared session on PGlite), so only the timeout can end the call.
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    try {
      await holder.query("BEGIN");
      await holder.query("LOCK TABLE pgboss.job IN ACCESS EXCLUSIVE MODE");
      await expect(queue.counts(300)).rejects.toThrow(/took over 300 ms/);
    } finally {
      await holder.query("ROLLBACK");
      await holder.end();
    }
    expect(await countOf("metrics-waiting", "created")).toBe(2);
  });
});
