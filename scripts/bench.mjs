// @ts-check
// `npm run bench`: latency of the offline AI engine (in process) and of each tool through the
// whole stack (BFF -> service) on the embedded default; the gateway's cost measured side by side
// (the same call through the BFF and straight to the service, alternating); JavaScript on the wire,
// LCP of the landing page in headless Chromium, and the resident memory of every process. Figures go
// in the README; tests never assert timings.
import { build } from "esbuild";
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromiumLaunchOptions } from "./chromium.cjs";
import { freePortBlock } from "./ports.cjs";
import { root, SERVICES } from "./targets.mjs";
import { embeddedDatabaseUrl, historyBench, historySummaryRow, startHistoryProduct } from "./bench-history.mjs";
import { durabilityBench } from "./bench-durability.mjs";

/** The summary figures of this run, for the table printed at the end and written to the README. */
/**
 * @type {{
 *   addedP50?: number,
 *   throughput?: { ratio: number, bff: number, service: number, bffP99: number },
 *   pages?: Record<string, { files: number, kb: number, lcp: number | null }>,
 *   memory?: { total: number, db: number, bff: number },
 *   history?: { label: string, p50: number, p95: number }[],
 *   bulk?: { rows: number, seconds: number, rowsPerSecond: number },
 * }}
 */
const figures = {};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (ms) => `${ms.toFixed(2)} ms`;

async function loadTs(entry) {
  // Inside the repository, so the bundle's run-time lookups (the spelling dictionary's files) resolve.
  const cache = path.join(root, "node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const dir = mkdtempSync(path.join(cache, "seo-bench-"));
  const outfile = path.join(dir, "bench.cjs");
  await build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: "node",
    format: "cjs",
    logLevel: "error",
  });
  const mod = await import(pathToFileURL(outfile).href);
  rmSync(dir, { recursive: true, force: true });
  return mod.default ?? mod;
}

async function offline() {
  const { benchOffline } = await loadTs("libs/ai/bench/offline.bench.ts");
  console.log("\nOffline engine (in process, 500 generations per tool)");
  console.table(benchOffline(500).map((r) => ({ tool: r.tool, n: r.n, p50: fmt(r.p50Ms), p99: fmt(r.p99Ms) })));
}

/**
 * Hostile inputs inside each contract's limits (long single words, repeated words, unicode,
 * punctuation and whitespace runs), through each offline engine in process: max and p99 per tool.
 */
async function adversarial() {
  const { benchAdversarial } = await loadTs("libs/ai/bench/adversarial.bench.ts");
  console.log("\nAdversarial inputs (in process, offline engine; every hostile input 3 times, caches warm after the first)");
  console.table(
    benchAdversarial(3).map((r) => ({
      tool: r.tool,
      inputs: r.inputs,
      p50: fmt(r.p50Ms),
      p99: fmt(r.p99Ms),
      max: fmt(r.maxMs),
      slowest: r.slowest,
    })),
  );
}

const inputs = {
  seosnapshot: {
    title: "Handmade Leather Wallets for Men | Slim RFID Bifold Gifts",
    description:
      "Shop handmade leather wallets for men: slim RFID-blocking bifolds crafted from full-grain leather. Free engraving and shipping on every order today.",
    url: "https://example.com/leather-wallets",
  },
  trendspy: { niche: "home espresso machines", category: "Home & Garden" },
  descripto: {
    productName: "AeroPress Go Travel Coffee Maker",
    keyFeatures: "compact, brews in 1 minute, BPA-free, includes mug",
    targetAudience: "Busy professionals",
    tone: "enthusiastic",
    keywords: "travel coffee maker, portable espresso",
  },
  hookgenie: { topic: "portable espresso makers for travel", type: "headline", style: "compelling" },
};

async function startProduct() {
  const port = await freePortBlock(SERVICES.length + 2); // BFF, the registry's services, embedded database
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "seo-bench-data-"));
  const secret = randomBytes(32).toString("hex");
  const env = {
    ...process.env,
    PORT: String(port),
    SERVICE_PORT_BASE: String(port + 1),
    EMBEDDED_DB_PORT: String(port + 1 + SERVICES.length),
    DATA_DIR: dataDir,
    IDENTITY_SECRET: secret,
  };
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      child.stdout.on("data", (d) => d.toString().includes("SEO suite running at") && resolve());
      child.on("exit", (c) => reject(new Error(`start exited ${c}`)));
    })
  );
  return {
    base: `http://127.0.0.1:${port}`,
    seosnapshotUrl: `http://127.0.0.1:${port + 1 + SERVICES.indexOf("seosnapshot")}`, // services start at port + 1 in registry order
    secret,
    dataDir,
    /** Where the bench writes rows itself (the history's 10,000 entries). */
    databaseUrl: embeddedDatabaseUrl(dataDir, port + 1 + SERVICES.length),
    supervisorPid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function signIn(base) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: "pro@example.com", password: "demo-password" }),
  });
  return (await login.json()).sessionId;
}

/** Runs `call` `requests` times, `concurrency` at a time; returns sorted latencies and requests/s. */
async function load(call, requests, concurrency) {
  const times = [];
  let next = 0;
  const t0 = performance.now();
  const worker = async () => {
    while (next < requests) {
      next++;
      const t = performance.now();
      await call();
      times.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - t0) / 1000;
  times.sort((a, b) => a - b);
  return { times, rps: times.length / seconds };
}

async function throughBff(product, sessionId, requests = 200, concurrency = 4) {
  const rows = [];
  for (const [tool, body] of Object.entries(inputs)) {
    const { times } = await load(
      async () => {
        const res = await fetch(`${product.base}/api/${tool}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "x-session-id": sessionId },
          body: JSON.stringify(body),
        });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${tool}: ${res.status}`);
      },
      requests,
      concurrency,
    );
    rows.push({ tool, n: times.length, concurrency, p50: fmt(percentile(times, 50)), p99: fmt(percentile(times, 99)) });
  }
  console.log(
    `\nThrough the BFF (HTTP, session + plan check + signed proxy + service + stored result; ${requests} requests per tool, ${concurrency} at a time)`,
  );
  console.table(rows);
}

/**
 * The gateway's cost: the same authenticated SeoSnapshot call through the BFF and straight to the
 * service (signed as the BFF signs), alternating rounds so both see the same machine load.
 */
async function gatewayCost(product, sessionId) {
  const { signRequest, sha256Hex } = await loadTs("libs/identity/src/signature.ts");
  const body = JSON.stringify(inputs.seosnapshot);
  const viaBff = async () => {
    const res = await fetch(`${product.base}/api/seosnapshot`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-session-id": sessionId },
      body,
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`bff: ${res.status}`);
  };
  const direct = async () => {
    const requestId = randomUUID();
    const s = signRequest(
      { userId: "1", plan: "pro" },
      { requestId, method: "POST", path: "/api/seosnapshot", bodySha256: sha256Hex(body) },
      product.secret,
    );
    const res = await fetch(`${product.seosnapshotUrl}/api/seosnapshot`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "x-request-id": requestId,
        "x-seo-user-id": s.userId,
        "x-seo-user-plan": s.plan,
        "x-seo-timestamp": String(s.timestamp),
        "x-seo-body-sha256": s.bodySha256,
        "x-seo-signature": s.signature,
      },
      body,
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`direct: ${res.status}`);
  };
  const rows = [];
  for (const [concurrency, requests] of /** @type {const} */ ([
    [1, 300],
    [50, 2000],
  ])) {
    /** @type {{ bff: number[], direct: number[], bffRps: number, directRps: number }} */
    const acc = { bff: [], direct: [], bffRps: 0, directRps: 0 };
    const rounds = 3;
    for (let r = 0; r < rounds; r++) {
      const d = await load(direct, requests / rounds, concurrency);
      const b = await load(viaBff, requests / rounds, concurrency);
      acc.direct.push(...d.times);
      acc.bff.push(...b.times);
      acc.directRps += d.rps / rounds;
      acc.bffRps += b.rps / rounds;
    }
    acc.bff.sort((a, b) => a - b);
    acc.direct.sort((a, b) => a - b);
    if (concurrency === 1) figures.addedP50 = percentile(acc.bff, 50) - percentile(acc.direct, 50);
    else
      figures.throughput = {
        ratio: acc.bffRps / acc.directRps,
        bff: acc.bffRps,
        service: acc.directRps,
        bffP99: percentile(acc.bff, 99),
      };
    rows.push({
      connections: concurrency,
      "service req/s": acc.directRps.toFixed(0),
      "BFF req/s": acc.bffRps.toFixed(0),
      "BFF / service": `${((acc.bffRps / acc.directRps) * 100).toFixed(0)}%`,
      "service p50": fmt(percentile(acc.direct, 50)),
      "BFF p50": fmt(percentile(acc.bff, 50)),
      "added p50": fmt(percentile(acc.bff, 50) - percentile(acc.direct, 50)),
      "BFF p99": fmt(percentile(acc.bff, 99)),
    });
  }
  console.log("\nGateway cost: authenticated SeoSnapshot call through the BFF vs straight to the service (alternating rounds)");
  console.table(rows);
}

/**
 * A bulk run of 1,000 Descripto rows on the offline engine, as a user starts it: the CSV uploaded
 * (checked whole, stored), run as a job (BULK_CONCURRENCY rows at a time through the BFF's tool-call
 * path, each recorded in history), timed from the upload until the run reports done.
 */
async function bulkRun(product, sessionId, rows = 1000) {
  const header = "productName,keyFeatures,targetAudience,tone,keywords";
  const tones = ["professional", "casual", "enthusiastic", "luxury", "technical"];
  const lines = Array.from(
    { length: rows },
    (_, i) =>
      `Trail Runner ${i + 1} Hydration Vest,"${5 + (i % 7)} L capacity, two soft flasks, reflective trim",Health-conscious consumers,${tones[i % tones.length]},"running vest, hydration pack"`,
  );
  const csv = `${header}\n${lines.join("\n")}\n`;
  const t0 = performance.now();
  const created = await fetch(`${product.base}/api/bulk/descripto/runs?fileName=bench.csv`, {
    method: "POST",
    headers: { "Content-Type": "text/csv", "x-session-id": sessionId },
    body: csv,
  });
  if (created.status !== 201) throw new Error(`bulk upload: ${created.status} ${await created.text()}`);
  const { id } = await created.json();
  const uploadMs = performance.now() - t0;
  let run;
  for (;;) {
    await new Promise((r) => setTimeout(r, 100));
    const res = await fetch(`${product.base}/api/bulk/runs/${id}`, { headers: { "x-session-id": sessionId } });
    run = await res.json();
    if (!["queued", "running"].includes(run.status)) break;
    if (performance.now() - t0 > 300_000) throw new Error(`bulk run still ${run.status} after 5 minutes (${run.done} done)`);
  }
  const seconds = (performance.now() - t0) / 1000;
  if (run.status !== "done" || run.done !== rows)
    throw new Error(`bulk run ended ${run.status}: ${run.done} done, ${run.failed} failed`);
  figures.bulk = { rows, seconds, rowsPerSecond: rows / seconds };
  console.log(`\nBulk run: ${rows} Descripto rows, offline engine, from upload to done`);
  console.table([
    {
      rows,
      "upload (check + store)": fmt(uploadMs),
      "upload to done": `${seconds.toFixed(2)} s`,
      "rows/s": (rows / seconds).toFixed(0),
      "run's own rows/s": run.rowsPerSecond,
    },
  ]);
}

/** JavaScript on the wire for a first visit, and the landing page's LCP, in headless Chromium. */
async function browserFigures(product) {
  let chromium;
  try {
    ({ chromium } = await import("playwright-core"));
  } catch {
    console.log("\n(playwright-core missing: no browser figures)");
    return;
  }
  const browser = await chromium.launch(chromiumLaunchOptions).catch(() => null);
  if (!browser) {
    console.log("\n(no Chromium at /usr/bin/chromium: no browser figures)");
    return;
  }
  const rows = [];
  try {
    for (const page of ["/", "/login", "/pricing"]) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send("Network.enable");
      const scripts = new Map();
      cdp.on("Network.responseReceived", (e) => {
        if (e.type === "Script")
          scripts.set(e.requestId, {
            url: e.response.url,
            encoding: e.response.headers["content-encoding"] ?? e.response.headers["Content-Encoding"] ?? "none",
          });
      });
      let wire = 0;
      cdp.on("Network.loadingFinished", (e) => {
        if (scripts.has(e.requestId)) wire += e.encodedDataLength;
      });
      await tab.goto(product.base + page, { waitUntil: "networkidle" });
      const lcp = await tab.evaluate(
        () =>
          /** @type {Promise<number | null>} */ (
            new Promise((resolve) => {
              new PerformanceObserver((list) => {
                const entries = list.getEntries();
                resolve(entries[entries.length - 1]?.startTime ?? null);
              }).observe({ type: "largest-contentful-paint", buffered: true });
              setTimeout(() => resolve(null), 3000);
            })
          ),
      );
      const encodings = [...new Set([...scripts.values()].map((s) => s.encoding))].join(", ");
      (figures.pages ??= {})[page] = { files: scripts.size, kb: wire / 1024, lcp };
      rows.push({
        page,
        "JS files": scripts.size,
        "JS on the wire": `${(wire / 1024).toFixed(0)} KB`,
        encoding: encodings,
        LCP: lcp === null ? "n/a" : fmt(lcp),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  console.log("\nFirst visit, headless Chromium on localhost (cold cache)");
  console.table(rows);
}

/** Resident memory of every process of the running product, idle. */
function memory(product) {
  const pids = JSON.parse(readFileSync(path.join(product.dataDir, "processes.json"), "utf8"));
  const rss = (pid) => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      return m ? Number(m[1]) / 1024 : 0;
    } catch {
      return 0;
    }
  };
  const rows = Object.entries({ supervisor: product.supervisorPid, ...pids }).map(([name, pid]) => ({
    process: name,
    "RSS MB": rss(pid).toFixed(0),
  }));
  const total = rows.reduce((n, r) => n + Number(r["RSS MB"]), 0);
  rows.push({ process: "total", "RSS MB": total.toFixed(0) });
  figures.memory = { total, db: rss(pids.db ?? 0), bff: rss(pids.bff ?? 0) };
  console.log("\nResident memory of the embedded product, idle");
  console.table(rows);
}

/** The summary table: the figures before the performance work (docs/performance.md), this run's, and the targets. */
function summary() {
  const kb = (n) => `${Math.round(n).toLocaleString("en")} KB`;
  const ms = (n) => (n === null || n === undefined ? "n/a" : `${(n / 1000).toFixed(2)} s`);
  /** @typedef {{ files: number, kb: number, lcp: number | null }} PageFigures */
  const first = /** @type {PageFigures[]} */ (["/", "/login"].map((p) => figures.pages?.[p]).filter(Boolean));
  const worst = first.reduce((/** @type {PageFigures | null} */ a, b) => (b.kb > (a?.kb ?? -1) ? b : a), null);
  const t = figures.throughput;
  const rows = [
    [
      "JavaScript on the wire, first visit to `/` or `/login` (the larger)",
      "1,217 KB in 33 files, uncompressed",
      worst
        ? `${kb(worst.kb)} in ${worst.files} files (brotli; ${first.map((p, i) => `${["/", "/login"][i]} ${kb(p.kb)}`).join(", ")})`
        : "n/a",
      "≤ 120 KB",
    ],
    ["landing LCP, headless Chromium, localhost", "0.6-0.8 s", ms(figures.pages?.["/"]?.lcp), "< 0.5 s"],
    [
      "BFF throughput / service, 50 connections",
      "8-11%",
      t
        ? `${(t.ratio * 100).toFixed(0)}% (${t.bff.toFixed(0)} vs ${t.service.toFixed(0)} req/s, BFF p99 ${t.bffP99.toFixed(0)} ms)`
        : "n/a",
      "≥ 50%",
    ],
    [
      "added latency through the BFF, 1 connection, p50",
      "+7.7 to +9 ms",
      figures.addedP50 === undefined ? "n/a" : `+${figures.addedP50.toFixed(1)} ms`,
      "≤ +2 ms",
    ],
    [
      "bulk run, 1,000 Descripto rows (offline engine), upload to done",
      "n/a (new)",
      figures.bulk ? `${figures.bulk.seconds.toFixed(1)} s (${figures.bulk.rowsPerSecond.toFixed(0)} rows/s)` : "n/a",
      "< 20 s",
    ],
    historySummaryRow(figures.history),
    [
      "resident memory, embedded product idle",
      "~1.25 GB (database 450 MB, BFF 250 MB)",
      figures.memory
        ? `${figures.memory.total.toFixed(0)} MB (database ${figures.memory.db.toFixed(0)} MB, BFF ${figures.memory.bff.toFixed(0)} MB)`
        : "n/a",
      "≤ 900 MB",
    ],
  ];
  const table = [
    "| figure | before the performance work | this run | target |",
    "|---|---|---|---|",
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n");
  console.log("\nSummary (before the performance work -> this run -> target)");
  console.table(rows.map(([figure, before, now, target]) => ({ figure, before, now, target })));
  return table;
}

const README_START = "<!-- bench:issue-14:start -->";
const README_END = "<!-- bench:issue-14:end -->";

/** Replaces the block between the markers in the README's performance section with this run's table. */
function writeReadme(table) {
  const file = path.join(root, "README.md");
  const text = readFileSync(file, "utf8");
  const start = text.indexOf(README_START);
  const end = text.indexOf(README_END);
  if (start < 0 || end < start) {
    console.log(`\n(README.md has no ${README_START} block: not written)`);
    return;
  }
  const date = new Date().toISOString().slice(0, 10);
  const block = `${README_START}\nLast \`npm run bench\` (${date}, ${os.cpus().length} cores, load average ${(os.loadavg()[0] ?? 0).toFixed(1)} at the end):\n\n${table}\n`;
  writeFileSync(file, text.slice(0, start) + block + text.slice(end));
  console.log("\nWrote the figures to README.md (performance section).");
}

// --gateway-only: the calls through the BFF (which also warm it up, as in the full run) and the
// gateway's cost, for quick iterations on the BFF; the README is left alone.
// --adversarial-only: the hostile-input figures alone, in process (no product started).
const gatewayOnly = process.argv.includes("--gateway-only");
// --history-only: the history list with 10,000 entries alone, on the embedded database and the BFF
// bundled from source (no tool service, no front-end build); the README is left alone.
if (process.argv.includes("--history-only")) {
  const running = await startHistoryProduct();
  try {
    await historyBench(running, await signIn(running.base), loadTs);
  } finally {
    await running.stop();
  }
  process.exit(0);
}
// --durability-only: what fsync costs (embedded database on and off, the KV store's synced session
// writes), in process; figures for docs/operating/durability.md.
if (process.argv.includes("--durability-only")) {
  await durabilityBench();
  process.exit(0);
}
if (process.argv.includes("--adversarial-only")) {
  await adversarial();
  process.exit(0);
}
// --bulk-only: the bulk run alone (the README is left alone); with --url=<base>, against a product
// that is already running (its demo accounts seeded) instead of one started here.
if (process.argv.includes("--bulk-only")) {
  const url = process.argv.find((a) => a.startsWith("--url="))?.slice("--url=".length);
  const running = url ? { base: url.replace(/\/+$/, ""), stop: async () => {} } : await startProduct();
  try {
    await bulkRun(running, await signIn(running.base));
  } finally {
    await running.stop();
  }
  process.exit(0);
}
if (!gatewayOnly) await offline();
if (!gatewayOnly) await adversarial();
if (!gatewayOnly) await durabilityBench();
const product = await startProduct();
try {
  await new Promise((r) => setTimeout(r, 3000)); // let start-up settle before measuring memory
  if (!gatewayOnly) memory(product);
  const sessionId = await signIn(product.base);
  if (!gatewayOnly) await browserFigures(product);
  await throughBff(product, sessionId);
  await gatewayCost(product, sessionId);
  if (!gatewayOnly) figures.history = await historyBench(product, sessionId, loadTs);
  if (!gatewayOnly) await bulkRun(product, sessionId);
} finally {
  await product.stop();
}
const table = summary();
if (!gatewayOnly && !process.argv.includes("--no-readme")) writeReadme(table);
