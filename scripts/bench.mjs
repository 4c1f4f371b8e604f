// `npm run bench`: latency of the offline AI engine (in process) and of each tool through the
// whole stack (BFF -> service) on the embedded default. Prints p50/p99 per tool. Figures go in
// the README; tests never assert timings.
import { build } from "esbuild";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { root } from "./targets.mjs";

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (ms) => `${ms.toFixed(2)} ms`;

async function loadTs(entry) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "seo-bench-"));
  const outfile = path.join(dir, "bench.cjs");
  await build({ entryPoints: [path.join(root, entry)], outfile, bundle: true, platform: "node", format: "cjs", logLevel: "error" });
  const mod = await import(pathToFileURL(outfile).href);
  rmSync(dir, { recursive: true, force: true });
  return mod.default ?? mod;
}

async function offline() {
  const { benchOffline } = await loadTs("libs/ai/bench/offline.bench.ts");
  console.log("\nOffline engine (in process, 500 generations per tool)");
  console.table(benchOffline(500).map((r) => ({ tool: r.tool, n: r.n, p50: fmt(r.p50Ms), p99: fmt(r.p99Ms) })));
}

const inputs = {
  seosnapshot: { title: "Handmade Leather Wallets for Men | Slim RFID Bifold Gifts", description: "Shop handmade leather wallets for men: slim RFID-blocking bifolds crafted from full-grain leather. Free engraving and shipping on every order today.", url: "https://example.com/leather-wallets" },
  trendspy: { niche: "home espresso machines", category: "Home & Garden" },
  descripto: { productName: "AeroPress Go Travel Coffee Maker", keyFeatures: "compact, brews in 1 minute, BPA-free, includes mug", targetAudience: "Busy professionals", tone: "enthusiastic", keywords: "travel coffee maker, portable espresso" },
  hookgenie: { topic: "portable espresso makers for travel", type: "headline", style: "compelling" },
};

/** A run of `count` consecutive ports nobody listens on. */
async function freePorts(count) {
  const isFree = (port) =>
    new Promise((resolve) => {
      const srv = net.createServer();
      srv.once("error", () => resolve(false));
      srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
    });
  for (;;) {
    const base = 20000 + Math.floor(Math.random() * 30000);
    const checks = await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)));
    if (checks.every(Boolean)) return base;
  }
}

async function throughBff(requests = 200, concurrency = 4) {
  const port = await freePorts(8); // BFF, six services, embedded database
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "seo-bench-data-"));
  const env = { ...process.env, PORT: String(port), SERVICE_PORT_BASE: String(port + 1), EMBEDDED_DB_PORT: String(port + 7), DATA_DIR: dataDir };
  const child = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], { cwd: root, env, stdio: ["ignore", "pipe", "inherit"] });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (d) => d.toString().includes("SEO suite running at") && resolve());
    child.on("exit", (c) => reject(new Error(`start exited ${c}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const login = await fetch(`${base}/api/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: "pro@example.com", password: "demo-password" }) });
    const { sessionId } = await login.json();
    const rows = [];
    for (const [tool, body] of Object.entries(inputs)) {
      const times = [];
      let next = 0;
      const worker = async () => {
        while (next < requests) {
          next++;
          const t0 = performance.now();
          const res = await fetch(`${base}/api/${tool}`, { method: "POST", headers: { "Content-Type": "application/json", "x-session-id": sessionId }, body: JSON.stringify(body) });
          await res.arrayBuffer();
          if (res.status !== 200) throw new Error(`${tool}: ${res.status}`);
          times.push(performance.now() - t0);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, worker));
      times.sort((a, b) => a - b);
      rows.push({ tool, n: times.length, concurrency, p50: fmt(percentile(times, 50)), p99: fmt(percentile(times, 99)) });
    }
    console.log(`\nThrough the BFF (HTTP, session + plan check + signed proxy + service + stored result; ${requests} requests per tool, ${concurrency} at a time)`);
    console.table(rows);
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await offline();
await throughBff();
