import type { PrismaClient } from "@seo/db/client";
import { createGenerationLog, type RowValues } from "./generationLog";
import { silentLogger } from "../appDeps";
import { generationHistoryDropped, generationHistoryRetries } from "../http/metrics";

const metricValue = async (counter: { get(): Promise<{ values: { value: number }[] }> }) =>
  (await counter.get()).values[0]?.value ?? 0;

function fakePrisma(fail = 0) {
  const batches: unknown[][] = [];
  let failures = fail;
  // A client without a pg pool: the multi-row insert goes through Prisma, six parameters a row.
  const prisma = {
    $executeRawUnsafe: jest.fn(async (sql: string, ...values: unknown[]) => {
      if (failures-- > 0) throw new Error("db down");
      const rows: unknown[] = [];
      for (let i = 0; i < values.length; i += 6) {
        const [userId, toolType, inputData, outputData, createdAt, source] = values.slice(i, i + 6) as [
          number,
          string,
          string,
          string,
          string,
          string,
        ];
        const [input, output] = [JSON.parse(inputData), JSON.parse(outputData)];
        rows.push({ userId, toolType, inputData: input, outputData: output, createdAt, source });
      }
      expect(sql.match(/\(\$\d+::integer/g)).toHaveLength(rows.length);
      batches.push(rows);
      return rows.length;
    }),
  } as unknown as PrismaClient;
  return { prisma, batches };
}
const entry = (n: number) => ({ userId: 1, toolType: "seosnapshot", inputData: { n }, outputJson: '{"ok": true}' });

describe("generation log", () => {
  it("writes queued rows together after flushMs, in order", async () => {
    jest.useFakeTimers();
    try {
      const { prisma, batches } = fakePrisma();
      const log = createGenerationLog(prisma, silentLogger, { flushMs: 250 });
      for (let i = 0; i < 5; i++) await log.record(entry(i));
      expect(batches).toHaveLength(0);
      await jest.advanceTimersByTimeAsync(250);
      expect(batches).toHaveLength(1);
      expect(batches[0]!.map((r) => (r as { inputData: { n: number } }).inputData.n)).toEqual([0, 1, 2, 3, 4]);
      expect(batches[0]![0]).toEqual({
        userId: 1,
        toolType: "seosnapshot",
        inputData: { n: 0 },
        outputData: { ok: true },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        source: "page",
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it("writes a full batch at once, and everything on flush (shutdown)", async () => {
    const { prisma, batches } = fakePrisma();
    const log = createGenerationLog(prisma, silentLogger, { flushMs: 60_000, maxBatch: 3 });
    for (let i = 0; i < 4; i++) await log.record(entry(i));
    expect(batches.map((b) => b.length)).toEqual([3]);
    await log.flush();
    expect(batches.map((b) => b.length)).toEqual([3, 1]);
  });

  it("with flushMs 0 writes before record resolves", async () => {
    const { prisma, batches } = fakePrisma();
    const log = createGenerationLog(prisma, silentLogger, { flushMs: 0 });
    await log.record(entry(1));
    expect(batches.flat()).toHaveLength(1);
  });
});

/** A database that is down: the error pg gives for a refused connection. */
const refused = () =>
  Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5499"), { code: "ECONNREFUSED", syscall: "connect" });
/** A row the database will never take (e.g. a value out of range): not a connection error. */
const invalid = () =>
  Object.assign(new Error('value "99999999999" is out of range for type integer'), { code: "22003", severity: "ERROR" });

type Row = RowValues;
/** An inserter that fails while `failing()` says so; what it wrote, batch by batch. */
function fakeInserter(failing: (rows: Row[]) => Error | null) {
  const written: number[][] = [];
  let calls = 0;
  const insert = jest.fn(async (rows: Row[]) => {
    calls++;
    const err = failing(rows);
    if (err) throw err;
    written.push(rows.map((r) => (JSON.parse(r[2]!) as { n: number }).n));
  });
  return { insert, written, calls: () => calls };
}
const noPrisma = {} as PrismaClient;
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("generation log through outages", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("a batch that fails N times with a connection error is retried with backoff until written, in order", async () => {
    let failures = 7;
    const fake = fakeInserter(() => (failures-- > 0 ? refused() : null));
    const delays: number[] = [];
    const log = createGenerationLog(noPrisma, silentLogger, {
      flushMs: 250,
      maxBatch: 4,
      insert: fake.insert,
      random: () => 1, // no jitter: the delays are the backoff itself
      setTimeout: (fn, ms) => {
        delays.push(ms);
        return setTimeout(fn, ms);
      },
    });
    for (const n of range(10)) await log.record(entry(n));
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fake.written.flat()).toEqual(range(10));
    expect(log.stats()).toEqual({ queued: 0, dropped: 0, rejected: 0, failing: 0 });
    // 250 ms doubling, capped at 10 s (the 250 ms flush timers are in the list too).
    expect(delays).toEqual(expect.arrayContaining([250, 500, 1_000, 2_000, 4_000, 8_000, 10_000]));
    expect(Math.max(...delays)).toBe(10_000);
  });

  it("a database down for 45 s loses nothing recorded meanwhile, and keeps the order", async () => {
    const downUntil = Date.now() + 45_000;
    const fake = fakeInserter(() => (Date.now() < downUntil ? refused() : null));
    const log = createGenerationLog(noPrisma, silentLogger, { flushMs: 250, maxBatch: 50, insert: fake.insert });
    for (const n of range(600)) {
      await log.record(entry(n));
      if (n % 10 === 0) await jest.advanceTimersByTimeAsync(500); // traffic throughout the outage
    }
    expect(fake.written.flat()).toEqual([]);
    expect(log.stats().failing).toBeGreaterThan(3);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(fake.written.flat()).toEqual(range(600));
    expect(fake.written.every((b) => b.length <= 50)).toBe(true);
    expect(log.stats()).toMatchObject({ queued: 0, dropped: 0 });
  });

  it("past maxQueued the newest rows are dropped and counted; the queued ones are all written", async () => {
    let down = true;
    const fake = fakeInserter(() => (down ? refused() : null));
    const warnings: string[] = [];
    const logger = { ...silentLogger, error: (m: string) => warnings.push(m) };
    const log = createGenerationLog(noPrisma, logger, { flushMs: 250, maxBatch: 2, maxQueued: 5, insert: fake.insert });
    const [droppedBefore, retriesBefore] = [
      await metricValue(generationHistoryDropped),
      await metricValue(generationHistoryRetries),
    ];
    for (const n of range(8)) await log.record(entry(n));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(log.stats()).toMatchObject({ queued: 5, dropped: 3 });
    // The same on /metrics.
    expect((await metricValue(generationHistoryDropped)) - droppedBefore).toBe(3);
    expect(await metricValue(generationHistoryRetries)).toBeGreaterThan(retriesBefore);
    expect(warnings).toEqual(["generation history queue full, dropping new rows"]); // once per streak
    down = false;
    await jest.advanceTimersByTimeAsync(15_000);
    expect(fake.written.flat()).toEqual([0, 1, 2, 3, 4]);
    expect(log.stats()).toMatchObject({ queued: 0, dropped: 3 });
  });

  it("a row the database rejects as data is dropped after a few tries; the rows around it are written in order", async () => {
    const fake = fakeInserter((rows) => (rows.some((r) => r[2] === JSON.stringify({ n: 3 })) ? invalid() : null));
    const errors: unknown[] = [];
    const logger = { ...silentLogger, error: (m: string, f?: unknown) => errors.push([m, f]) };
    const log = createGenerationLog(noPrisma, logger, { flushMs: 250, maxBatch: 5, insert: fake.insert });
    for (const n of range(8)) await log.record(entry(n));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fake.written.flat()).toEqual([0, 1, 2, 4, 5, 6, 7]);
    expect(log.stats()).toMatchObject({ queued: 0, rejected: 1, dropped: 0 });
    expect(errors).toEqual([
      ["generation history row rejected by the database, dropped", expect.objectContaining({ userId: 1, tries: 3 })],
    ]);
  });

  it("a database full disk (SQLSTATE 53100) is a passing fault, not a data error", async () => {
    let failures = 3;
    const diskFull = () => Object.assign(new Error("could not extend file"), { code: "53100", severity: "ERROR" });
    const fake = fakeInserter(() => (failures-- > 0 ? diskFull() : null));
    const log = createGenerationLog(noPrisma, silentLogger, { flushMs: 250, insert: fake.insert });
    await log.record(entry(1));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(fake.written.flat()).toEqual([1]);
    expect(log.stats().rejected).toBe(0);
  });

  it("flush (shutdown) keeps trying for flushTimeoutMs, then returns and says what is left", async () => {
    const fake = fakeInserter(() => refused());
    const errors: unknown[] = [];
    const logger = { ...silentLogger, error: (m: string, f?: unknown) => errors.push([m, f]) };
    const log = createGenerationLog(noPrisma, logger, { flushMs: 250, flushTimeoutMs: 5_000, insert: fake.insert });
    for (const n of range(3)) await log.record(entry(n));
    let flushed = false;
    void log.flush().then(() => (flushed = true));
    await jest.advanceTimersByTimeAsync(4_900);
    expect(flushed).toBe(false);
    expect(fake.calls()).toBeGreaterThan(3);
    await jest.advanceTimersByTimeAsync(200);
    expect(flushed).toBe(true);
    expect(errors).toEqual([["generation history not written before the flush deadline", { queued: 3, flushTimeoutMs: 5_000 }]]);
  });
});
