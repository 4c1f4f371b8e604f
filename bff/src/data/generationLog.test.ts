import type { PrismaClient } from "@seo/db/client";
import { createGenerationLog } from "./generationLog";
import { silentLogger } from "../appDeps";

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

  it("retries a failed batch once with the next flush", async () => {
    const { prisma, batches } = fakePrisma(1);
    const log = createGenerationLog(prisma, silentLogger, { flushMs: 60_000 });
    await log.record(entry(1));
    await log.flush(); // fails, requeued
    await log.flush();
    expect(batches.flat()).toHaveLength(1);
  });

  it("with flushMs 0 writes before record resolves", async () => {
    const { prisma, batches } = fakePrisma();
    const log = createGenerationLog(prisma, silentLogger, { flushMs: 0 });
    await log.record(entry(1));
    expect(batches.flat()).toHaveLength(1);
  });
});
