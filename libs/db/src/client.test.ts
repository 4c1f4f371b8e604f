// The Prisma client's pool against a database that freezes or drops connections: callers get an
// error within the timeouts, and the pool (of one, like the embedded database's) recovers by itself
// once the database answers again, even when the fault hit in the middle of a transaction.
import net from "node:net";
import { createPrismaClient, DB_TIMEOUTS, type PrismaClient } from "./client";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./testing/databases";

jest.setTimeout(60_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A TCP relay in front of the database that can freeze (stop reading and forwarding, like a
 * SIGSTOPped server: connections are accepted, nothing is answered) or cut every connection.
 */
async function startRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {});
    }
    client.pipe(upstream);
    upstream.pipe(client);
    if (frozen) for (const s of [client, upstream]) s.pause(); // after pipe(), which resumes
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const url = new URL(target);
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    freeze() {
      frozen = true;
      for (const s of sockets) s.pause();
    },
    thaw() {
      frozen = false;
      for (const s of sockets) s.resume();
    },
    cut() {
      for (const s of sockets) s.destroy();
    },
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((r) => server.close(() => r()));
    },
  };
}

async function failureOf(p: Promise<unknown>): Promise<{ error: Error; ms: number }> {
  const started = Date.now();
  try {
    await p;
  } catch (error) {
    return { error: error as Error, ms: Date.now() - started };
  }
  throw new Error("expected a failure");
}

describe.each(testDatabaseKinds())("createPrismaClient (%s)", (kind) => {
  let db: TestDatabase;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let prisma: PrismaClient;
  const one = () => prisma.$queryRaw<{ n: number }[]>`SELECT 1 AS n`;

  beforeAll(async () => {
    db = await createTestDatabase(kind, "client");
  });
  afterAll(async () => {
    await db?.drop();
  });
  beforeEach(async () => {
    relay = await startRelay(new URL(db.url));
    prisma = createPrismaClient(relay.url, { maxConnections: 1 });
    await one();
  });
  afterEach(async () => {
    relay.thaw();
    await prisma.$disconnect();
    await relay.close();
  });

  test("a frozen database fails a query within the query timeout, and the pool works again once it answers", async () => {
    relay.freeze();
    const first = await failureOf(one());
    expect(first.error.message).toMatch(/Query read timeout/);
    expect(first.ms).toBeLessThan(DB_TIMEOUTS.queryTimeoutMillis + 1_000);
    // The timed-out connection was dropped; a new one cannot get through the startup exchange.
    const second = await failureOf(one());
    expect(second.error.message).toMatch(/timeout/);
    expect(second.ms).toBeLessThan(DB_TIMEOUTS.connectionTimeoutMillis + 1_000);

    relay.thaw();
    expect(await one()).toEqual([{ n: 1 }]);
  });

  test("freezing in the middle of a transaction does not leak the pool's only connection", async () => {
    const tx = failureOf(
      prisma.$transaction(
        async (t) => {
          await t.$queryRaw`SELECT 1`;
          relay.freeze();
          await t.$queryRaw`SELECT 2`;
        },
        { timeout: 30_000 },
      ),
    );
    expect((await tx).error.message).toMatch(/timeout/i);
    relay.thaw();
    await sleep(100);
    expect(await one()).toEqual([{ n: 1 }]);
    await prisma.$transaction(async (t) => t.$queryRaw`SELECT 1`);
  });

  test("a connection cut in the middle of a transaction does not leak the pool's only connection", async () => {
    const tx = failureOf(
      prisma.$transaction(async (t) => {
        await t.$queryRaw`SELECT 1`;
        relay.cut();
        await sleep(50);
        await t.$queryRaw`SELECT 2`;
      }),
    );
    expect((await tx).error).toBeInstanceOf(Error);
    expect(await one()).toEqual([{ n: 1 }]);
    await prisma.$transaction(async (t) => t.$queryRaw`SELECT 1`);
  });
});
