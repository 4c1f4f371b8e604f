#!/usr/bin/env node
// @ts-check
// Gzip size of each tool remote's own code, from its production build (npm run build -w
// @seo/mfe-<tool>). Shared modules (the React family, router, react-query, styled-components,
// @seo/ui, @seo/contracts, zod, react-hook-form) come from the host at run time, so their fallback
// chunks are left out: what counts is remoteEntry.js plus the page's own chunks. Chunks the page
// loads only on demand (jspdf, on a PDF export) are shown apart.
//   node scripts/bundle-size.mjs [--budget 60] [--json]
// Exits 1 when a remote is missing its build or its initial size is over the budget.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { root, toolEntries } from "./targets.mjs";

const args = process.argv.slice(2);
const budgetKb = Number(args[args.indexOf("--budget") + 1]) || 60;
/** Every tool remote of the registry and the page it exposes. */
const REMOTES = toolEntries.map((t) => ({ dir: t.remote.dir, expose: t.remote.page.replace(/^\.\//, "") }));

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

function measure({ dir, expose }) {
  const dist = join(root, dir, "dist");
  const manifestFile = join(dist, "mf-manifest.json");
  if (!existsSync(manifestFile)) return { remote: dir, error: "no build (dist/mf-manifest.json missing)" };
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  const shared = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
  const page = manifest.exposes.find((e) => e.name === expose);
  if (!page) return { remote: dir, error: `expose ${expose} missing` };
  const entry = manifest.metaData.remoteEntry.name;
  const own = (files) => [...new Set(files)].filter((f) => !shared.has(f));
  const initialFiles = [entry, ...own(page.assets.js.sync)];
  const lazyFiles = own(page.assets.js.async).filter((f) => !initialFiles.includes(f));
  const sum = (files) => files.reduce((n, f) => n + gz(join(dist, f)), 0);
  const entryGz = gz(join(dist, entry));
  const initialGz = sum(initialFiles);
  const sharedGz = sum([...shared]);
  return {
    remote: dir,
    remoteEntryKb: Number(kb(entryGz)),
    pageKb: Number(kb(initialGz - entryGz)),
    initialKb: Number(kb(initialGz)),
    lazyKb: Number(kb(sum(lazyFiles))),
    excludedSharedKb: Number(kb(sharedGz)),
    withinBudget: initialGz <= budgetKb * 1024,
  };
}

const rows = REMOTES.map(measure);
if (args.includes("--json")) {
  console.log(JSON.stringify({ budgetKb, rows }, null, 2));
} else {
  const head = [
    "remote",
    "remoteEntry",
    "page chunks",
    "initial total",
    "on demand (PDF)",
    "shared (excluded)",
    `< ${budgetKb} KB`,
  ];
  const lines = rows.map((r) =>
    r.error
      ? [r.remote, r.error, "", "", "", "", "✗"]
      : [
          r.remote,
          `${r.remoteEntryKb} KB`,
          `${r.pageKb} KB`,
          `${r.initialKb} KB`,
          `${r.lazyKb} KB`,
          `${r.excludedSharedKb} KB`,
          r.withinBudget ? "✓" : "✗",
        ],
  );
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => String(l[i]).length)));
  const fmt = (cells) => `| ${cells.map((c, i) => String(c).padEnd(widths[i] ?? 0)).join(" | ")} |`;
  console.log("Remote bundle sizes, gzip -9, own code only (shared singletons excluded)\n");
  console.log(fmt(head));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const l of lines) console.log(fmt(l));
}
process.exit(rows.every((r) => !r.error && r.withinBudget) ? 0 : 1);
