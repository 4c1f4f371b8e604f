// @ts-check
// What durability costs on this machine's disk (docs/operating/durability.md):
// - the embedded database (PGlite through its loopback server, as the product uses it) with fsync on
//   (the product's setting) and off (PGlite's default): N single-row inserts, one commit each, and
//   history batches of 100 rows (the generation log's multi-row INSERT);
// - the in-process KV store: a session write with sync() (fsync'd before the sign-in is answered)
//   against one left to the interval, alone and with 20 sign-ins at once (group commit).
// `node scripts/bench-durability.mjs` alone, or as part of `npm run bench` (--durability-only there).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { requireBundled } from "./esbuild-plugins.mjs";
import { root } from "./targets.mjs";

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
/** @param {number[]} times */
const summarise = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const total = times.reduce((a, b) => a + b, 0);
  return { n: times.length, mean: total / times.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};
const fmt = (ms) => `${ms.toFixed(2)} ms`;

/** @param {() => Promise<unknown>} fn @param {number} n */
async function timeEach(fn, n) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  return times;
}

const OUTPUT = JSON.stringify({ text: "x".repeat(1_500) }); // about one generation's answer

/** @param {{ inserts?: number, batches?: number }} [opts] */
async function databaseCase({ inserts = 300, batches = 30 } = {}) {
  const cache = path.join(root, "node_modules/.cache/seo-bench-durability");
  const { initialiseDataDir, startEmbeddedDatabase } = await requireBundled({
    entry: path.join(root, "libs/db/src/embedded.ts"),
    outfile: path.join(cache, "embedded.cjs"),
  });
  const rows = [];
  for (const durable of [false, true]) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "seo-bench-durability-"));
    try {
      await initialiseDataDir(dataDir);
      const db = await startEmbeddedDatabase({ dataDir, port: 0, durable });
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      try {
        await client.query(
          `CREATE TABLE history (id serial PRIMARY KEY, "userId" integer, "toolType" text, "outputData" jsonb, "createdAt" timestamp(3))`,
        );
        const insertOne = () =>
          client.query(
            `INSERT INTO history ("userId", "toolType", "outputData", "createdAt") VALUES ($1, $2, $3::jsonb, now())`,
            [1, "descripto", OUTPUT],
          );
        await timeEach(insertOne, 20); // warm-up
        const single = summarise(await timeEach(insertOne, inserts));
        const values = Array.from(
          { length: 100 },
          (_, i) => `($${i * 3 + 1}::integer, $${i * 3 + 2}, $${i * 3 + 3}::jsonb, now())`,
        );
        const params = Array.from({ length: 100 }, () => [1, "descripto", OUTPUT]).flat();
        const batch = summarise(
          await timeEach(
            () =>
              client.query(
                `INSERT INTO history ("userId", "toolType", "outputData", "createdAt") VALUES ${values.join(", ")}`,
                params,
              ),
            batches,
          ),
        );
        rows.push({ fsync: durable ? "on" : "off", single, batch });
      } finally {
        await client.end();
        await db.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return rows;
}

/** @param {{ signIns?: number }} [opts] */
async function kvCase({ signIns = 300 } = {}) {
  const cache = path.join(root, "node_modules/.cache/seo-bench-durability");
  const { createMemoryStore } = await requireBundled({
    entry: path.join(root, "libs/kv/src/memoryStore.ts"),
    outfile: path.join(cache, "memoryStore.cjs"),
  });
  const dir = mkdtempSync(path.join(os.tmpdir(), "seo-bench-kv-"));
  try {
    const store = createMemoryStore({ persistPath: path.join(dir, "kv-store.json"), onWarning: () => {} });
    let i = 0;
    const session = () => store.set(`session:${i++}`, JSON.stringify({ userId: i, createdAt: Date.now() }), 3_600);
    await store.set("warm", "1");
    await store.sync(); // the first write is a compaction; the ones measured append
    const interval = summarise(await timeEach(session, signIns));
    const synced = summarise(
      await timeEach(async () => {
        await session();
        await store.sync();
      }, signIns),
    );
    // 20 sign-ins at once, 15 times: each waits for its own write; the writes are shared.
    const together = [];
    for (let round = 0; round < 15; round++) {
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          const t0 = performance.now();
          await session();
          await store.sync();
          together.push(performance.now() - t0);
        }),
      );
    }
    await store.close();
    return { interval, synced, together: summarise(together) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs both cases and prints their tables; returns the figures. */
export async function durabilityBench() {
  const db = await databaseCase();
  console.log("\nEmbedded database: fsync off (PGlite's default) vs on (the product's), through the loopback server");
  console.table(
    db.map((r) => ({
      fsync: r.fsync,
      "1-row INSERT p50": fmt(r.single.p50),
      "1-row mean": fmt(r.single.mean),
      "1-row p95": fmt(r.single.p95),
      "100-row batch p50": fmt(r.batch.p50),
      "batch p95": fmt(r.batch.p95),
    })),
  );
  const kv = await kvCase();
  console.log("\nIn-process KV store: a session write left to the interval vs synced (fsync'd) before answering");
  console.table(
    Object.entries(kv).map(([label, s]) => ({
      case: { interval: "set, written within 1 s", synced: "set + sync, one at a time", together: "set + sync, 20 at once" }[
        label
      ],
      p50: fmt(s.p50),
      mean: fmt(s.mean),
      p95: fmt(s.p95),
    })),
  );
  return { db, kv };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await durabilityBench();
}
