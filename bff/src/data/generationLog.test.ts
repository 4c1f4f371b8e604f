import type { PrismaClient } from "@seo/db/client";
import { createGenerationLog } from "./generationLog";
import { silentLogger } from "../appDeps";

function fakePrisma(fail = 0) {
  const batches: unknown[][] = [];
  let failures = fail;
  // The raw insert's one parameter is the batch as JSON.
  const prisma = {
    $executeRaw: jest.fn(async (_sql: TemplateStringsArray, json: string) => {
      if (failures-- > 0) throw new Error("db down");
      const data = JSON.parse(json) as unknown[];
      batches.push(data);
      return data.length;
    }),
  } as unknown as PrismaClient;
  return { prisma, batches };
}
const entry = (n: number) => ({ userId: 1, toolType: "seosnapshot", inputData: { n }, outputData: { ok: true } });

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
