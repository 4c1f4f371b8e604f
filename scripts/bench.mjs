// @ts-check
// `npm run bench`: latency of the offline AI engine (in process) and of each tool through the
// whole stack (BFF -> service) on the embedded default; the gateway's cost measured side by side
// (the same call through the BFF and straight to the service, alternating); JavaScript on the wire,
// LCP of the landing page in headless Chromium, and the resident memory of every process. Figures go
// in the README; tests never assert timings.
import { build } from "esbuild";
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { freePortBlock } from "./ports.cjs";
import { root, SERVICES } from "./targets.mjs";
import { embeddedDatabaseUrl, historyBench, startHistoryProduct } from "./bench-history.mjs";
import { durabilityBench } from "./bench-durability.mjs";
import { figures, fmt, percentile } from "./bench/figures.mjs";
import { browserFigures, memory } from "./bench/browser.mjs";
import { summary, writeReadme } from "./bench/report.mjs";

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
