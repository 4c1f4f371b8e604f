// @ts-check
// The history list with 10,000 entries for one user, timed through the BFF (`npm run bench`, or
// `npm run bench -- --history-only`): the demo Pro account's history is filled straight in the
// database with real offline-engine answers of every tool, then each kind of list request is
// timed (first page, the next page by cursor, one tool, starred, and three searches: a common word,
// one old entry, and a word no entry has, which reads all 10,000). The target is under 100 ms.
// --history-only starts the embedded database and the BFF alone, bundled on the fly: the list needs
// no tool service and no front end, so nothing else is built.
import { build } from "esbuild";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { externalNpmPackages } from "./esbuild-plugins.mjs";
import { freePortBlock } from "./ports.cjs";
import { root } from "./targets.mjs";

export const HISTORY_ENTRIES = 10_000;
const TARGET_MS = 100;
const DEMO_EMAIL = "pro@example.com";

/** Each tool's stored input; " #<n>" is added to its named field so every entry differs. */
const INPUTS = {
  descripto: {
    named: "productName",
    input: {
      productName: "AeroPress Go Travel Coffee Maker",
      keyFeatures: "compact, brews in 1 minute, BPA-free, includes mug",
      targetAudience: "Busy professionals",
      tone: "enthusiastic",
      keywords: "travel coffee maker, portable espresso",
    },
  },
  hookgenie: { named: "topic", input: { topic: "portable espresso makers for travel", type: "headline", style: "compelling" } },
  trendspy: { named: "niche", input: { niche: "home espresso machines", category: "Home & Garden" } },
  seosnapshot: {
    named: "title",
    input: {
      title: "Handmade Leather Wallets for Men | Slim RFID Bifold Gifts",
      description: "Shop handmade leather wallets for men: slim RFID-blocking bifolds crafted from full-grain leather.",
      url: "https://example.com/leather-wallets",
    },
  },
};

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Fills the user's history up to HISTORY_ENTRIES rows (one a minute back from now, every 40th
 * starred), each tool in turn, with answers its offline engine wrote (20 per tool).
 * @param {string} databaseUrl
 * @param {(entry: string) => Promise<any>} loadTs
 */
async function seedHistory(databaseUrl, loadTs) {
  const { benchCases } = await loadTs("libs/ai/bench/offline.bench.ts");
  /** @type {{ tool: string, run(i: number): unknown }[]} */
  const cases = benchCases();
  const answers = new Map(cases.map((c) => [c.tool, Array.from({ length: 20 }, (_, i) => JSON.stringify(c.run(i)))]));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query(`SELECT id FROM users WHERE email = $1`, [DEMO_EMAIL]);
    const userId = rows[0]?.id;
    if (!userId) throw new Error(`${DEMO_EMAIL} is not seeded`);
    const { rows: counted } = await pool.query(`SELECT count(*)::int AS n FROM generated_content WHERE "userId" = $1`, [userId]);
    const missing = HISTORY_ENTRIES - counted[0].n;
    const tools = Object.keys(INPUTS).filter((t) => answers.has(t));
    const now = Date.now();
    const t0 = performance.now();
    for (let start = 0; start < missing; start += 200) {
      const batch = [];
      for (let i = start; i < Math.min(missing, start + 200); i++) {
        const tool = /** @type {keyof typeof INPUTS} */ (tools[i % tools.length]);
        const { named, input } = INPUTS[tool];
        const stored = { ...input, [named]: `${/** @type {Record<string, string>} */ (input)[named]} #${i}` };
        const answer = answers.get(tool)?.[Math.floor(i / tools.length) % 20];
        batch.push([userId, tool, JSON.stringify(stored), answer, new Date(now - (i + 1) * 60_000).toISOString(), i % 40 === 0]);
      }
      const values = batch.map((_, k) => {
        const p = k * 6;
        return `($${p + 1}::integer, $${p + 2}, $${p + 3}::jsonb, $${p + 4}::jsonb, $${p + 5}::timestamp(3), $${p + 6}::boolean)`;
      });
      await pool.query(
        `INSERT INTO generated_content ("userId", "toolType", "inputData", "outputData", "createdAt", "starred") VALUES ${values.join(", ")}`,
        batch.flat(),
      );
    }
    // The oldest seeded entry's mark: no other mark starts with it (every other index is smaller).
    const oldest = missing - 1 - ((missing - 1) % tools.length);
    return { seeded: Math.max(0, missing), seconds: (performance.now() - t0) / 1000, oldestMark: `#${oldest}` };
  } finally {
    await pool.end();
  }
}

/**
 * Seeds the demo Pro account's history to 10,000 entries and times each kind of list request.
 * @param {{ base: string, databaseUrl: string }} product
 * @param {string} sessionId
 * @param {(entry: string) => Promise<any>} loadTs
 * @returns {Promise<{ label: string, p50: number, p95: number }[]>}
 */
export async function historyBench(product, sessionId, loadTs) {
  const { seeded, seconds, oldestMark } = await seedHistory(product.databaseUrl, loadTs);
  console.log(`\nHistory: ${seeded.toLocaleString("en")} entries written straight to the database in ${seconds.toFixed(1)} s`);
  const get = async (/** @type {string} */ query) => {
    const res = await fetch(`${product.base}/api/history${query}`, { headers: { "x-session-id": sessionId } });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`GET /api/history${query}: ${res.status} ${text}`);
    return { body: JSON.parse(text), bytes: text.length };
  };
  const first = await get("");
  const scenarios = [
    { label: "first page", query: "", expect: 25 },
    { label: "next page (cursor)", query: `?cursor=${first.body.nextCursor}`, expect: 25 },
    { label: "one tool (SeoSnapshot)", query: "?tool=seosnapshot", expect: 25 },
    { label: "starred", query: "?starred=1", expect: 25 },
    { label: 'search, common word ("travel")', query: "?q=travel", expect: 25 },
    { label: `search, one old entry ("${oldestMark}")`, query: `?q=${encodeURIComponent(oldestMark)}`, expect: 1 },
    { label: "search, no match (reads all 10,000)", query: "?q=zebra%20crossing", expect: 0 },
  ];
  const rows = [];
  const results = [];
  for (const s of scenarios) {
    const check = await get(s.query);
    if (check.body.entries.length !== s.expect)
      throw new Error(`${s.label}: ${check.body.entries.length} entries, expected ${s.expect}`);
    for (let i = 0; i < 3; i++) await get(s.query); // warm up
    const times = [];
    for (let i = 0; i < 40; i++) {
      const t = performance.now();
      await get(s.query);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    results.push({ label: s.label, p50, p95 });
    rows.push({
      request: s.label,
      entries: s.expect,
      "answer KB": (check.bytes / 1024).toFixed(1),
      median: `${p50.toFixed(1)} ms`,
      p95: `${p95.toFixed(1)} ms`,
      "< 100 ms": p95 < TARGET_MS ? "yes" : "NO",
    });
  }
  console.log(
    `\nHistory list through the BFF, ${HISTORY_ENTRIES.toLocaleString("en")} entries for one user (40 requests each, one at a time)`,
  );
  console.table(rows);
  return results;
}

/** The summary table's row: the slowest request kind's p95. */
export function historySummaryRow(/** @type {{ label: string, p50: number, p95: number }[] | undefined} */ results) {
  const slowest = results?.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  return [
    `history list, ${HISTORY_ENTRIES.toLocaleString("en")} entries for one user, p95 of the slowest request kind`,
    "n/a (new)",
    slowest ? `${slowest.p95.toFixed(0)} ms (${slowest.label}; median ${slowest.p50.toFixed(0)} ms)` : "n/a",
    `< ${TARGET_MS} ms`,
  ];
}

/**
 * Waits for `pattern` on the child's stdout (kept drained afterwards); rejects if it exits first.
 * @param {import("node:child_process").ChildProcessByStdio<null, import("node:stream").Readable, import("node:stream").Readable>} child
 * @param {RegExp} pattern
 */
function readyLine(child, pattern) {
  return /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      let seen = "";
      let ready = false;
      child.stdout.on("data", (d) => {
        if (ready) return;
        seen += d.toString();
        if (pattern.test(seen)) {
          ready = true;
          resolve();
        }
      });
      child.stderr.on("data", () => {});
      child.on("exit", (code) => {
        if (!ready) reject(new Error(`exited with ${code} before it was ready: ${seen.slice(-2000)}`));
      });
    })
  );
}

/**
 * The embedded database and the BFF alone (bundled here from source), with the demo accounts: what
 * the history list needs. Any DATABASE_URL or REDIS_URL is ignored: this is the embedded default.
 */
export async function startHistoryProduct() {
  const port = await freePortBlock(2); // the BFF, the embedded database
  const dbPort = port + 1;
  const cache = path.join(root, "node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const bundleDir = mkdtempSync(path.join(cache, "seo-bench-history-"));
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "seo-bench-history-data-"));
  const entries = { db: "libs/db/src/embedded-server.ts", bff: "bff/src/server.ts" };
  for (const [name, entry] of Object.entries(entries)) {
    await build({
      entryPoints: [path.join(root, entry)],
      outfile: path.join(bundleDir, `${name}.cjs`),
      bundle: true,
      platform: "node",
      target: "node20",
      format: "cjs",
      logLevel: "error",
      plugins: [externalNpmPackages],
    });
  }
  const password = randomBytes(18).toString("base64url");
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...inherited } = process.env;
  const env = {
    ...inherited,
    PORT: String(port),
    EMBEDDED_DB_PORT: String(dbPort),
    EMBEDDED_DB_PASSWORD: password,
    DATA_DIR: dataDir,
    IDENTITY_SECRET: randomBytes(32).toString("hex"),
  };
  const start = (/** @type {string} */ name) =>
    spawn(process.execPath, [path.join(bundleDir, `${name}.cjs`)], { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
  const db = start("db");
  await readyLine(db, /embedded database ready/);
  const bff = start("bff");
  await readyLine(bff, /bff listening/);
  const stopChild = async (/** @type {import("node:child_process").ChildProcess} */ child) => {
    if (child.exitCode !== null) return;
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  };
  return {
    base: `http://127.0.0.1:${port}`,
    databaseUrl: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${dbPort}/postgres`,
    async stop() {
      await stopChild(bff);
      await stopChild(db);
      rmSync(bundleDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The embedded database's URL of a product started by scripts/start.mjs in `dataDir` on `dbPort`. */
export function embeddedDatabaseUrl(/** @type {string} */ dataDir, /** @type {number} */ dbPort) {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const password = readFileSync(path.join(dataDir, "db-password"), "utf8").trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${dbPort}/postgres`;
}
