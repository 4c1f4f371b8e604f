// @ts-check
// The browser and process figures of `npm run bench`: JavaScript on the wire, LCP, resident memory.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromiumLaunchOptions } from "../chromium.cjs";
import { figures, fmt } from "./figures.mjs";

/** JavaScript on the wire for a first visit, and the landing page's LCP, in headless Chromium. */
export async function browserFigures(product) {
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
export function memory(product) {
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
