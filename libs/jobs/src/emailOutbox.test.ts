import { createPrismaClient, type PrismaClient } from "@seo/db/client";
import { applyMigrations } from "@seo/db/migrate";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "@seo/db/testing/databases";
import { silentLogger } from "@seo/log/logger";
import { addToOutbox, claimOutboxRow, queueOutboxRows, runOutbox, type OutboxRow } from "./emailOutbox";
import { startJobQueue, type JobQueue } from "./queue";

jest.setTimeout(60_000);

const mail = (eventKey: string) => ({ eventKey, userId: null, to: "a@example.com", kind: "welcome", props: { url: "u" } });

async function until<T>(fn: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(testDatabaseKinds())("e-mail outbox and job queue on %s", (kind) => {
  let db: TestDatabase;
  let prisma: PrismaClient;
  let queue: JobQueue;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "jobs");
    await applyMigrations(db.url);
    prisma = createPrismaClient(db.url, { maxConnections: 1 });
    queue = await startJobQueue({ connectionString: db.url, logger: silentLogger, role: "worker" });
  });
  afterAll(async () => {
    await queue?.stop();
    await prisma?.$disconnect();
    await db?.drop();
  });

  test("one row per event key, however often the event is seen", async () => {
    const first = await addToOutbox(prisma, [mail("receipt:in_1"), mail("receipt:in_2")]);
    const again = await prisma.$transaction((tx) => addToOutbox(tx, [mail("receipt:in_1")]));
    expect(first).toHaveLength(2);
    expect(again).toEqual([]);
    expect(await prisma.emailOutbox.count({ where: { eventKey: "receipt:in_1" } })).toBe(1);
  });

  test("a row is claimed by one sender at a time", async () => {
    const [id] = await addToOutbox(prisma, [mail("claim:1")]);
    const [a, b] = await Promise.all([claimOutboxRow(prisma, id!), claimOutboxRow(prisma, id!)]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
  });

  test("the worker sends each row once, retries a failed delivery and clears the props once sent", async () => {
    const delivered: OutboxRow[] = [];
    let failOnce = true;
    await runOutbox({
      prisma,
      queue,
      deliver: async (row) => {
        if (row.eventKey === "flaky" && failOnce) {
          failOnce = false;
          throw new Error("SMTP 451 try again");
        }
        delivered.push(row);
      },
    });
    const ids = await addToOutbox(prisma, [mail("steady"), mail("flaky")]);
    await queueOutboxRows(queue, ids);
    await queueOutboxRows(queue, ids); // a second notification for the same rows changes nothing
    const sent = await until(async () => {
      const rows = await prisma.emailOutbox.findMany({ where: { id: { in: ids } } });
      return rows.every((r) => r.sentAt) ? rows : undefined;
    }, 45_000);
    expect(delivered.map((r) => r.eventKey).sort()).toEqual(["flaky", "steady"]);
    expect(sent.find((r) => r.eventKey === "flaky")!.attempts).toBe(2);
    expect(sent.every((r) => r.props === null)).toBe(true);
  });
});
