// @ts-check
// The summary table of `npm run bench` and its block in the README's performance section.
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { historySummaryRow } from "../bench-history.mjs";
import { root } from "../targets.mjs";
import { figures } from "./figures.mjs";

/** The summary table: the figures before the performance work (docs/performance.md), this run's, and the targets. */
export function summary() {
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

const README_START = "<!-- bench:figures:start -->";
const README_END = "<!-- bench:figures:end -->";

/** Replaces the block between the markers in the README's performance section with this run's table. */
export function writeReadme(table) {
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
