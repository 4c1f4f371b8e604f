// The deployables of the product and how each is built and started. One list, used by the build
// script, the start script and the docker-compose test.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const SERVICES = ["descripto", "hookgenie", "trendspy", "seosnapshot", "workflow", "billing"];
export const REMOTES = ["descripto", "hookgenie", "trendspy", "seosnapshot", "workflow"];

/** Node deployables, bundled by scripts/build-node.mjs. */
export const nodeTargets = [
  { name: "embedded-db", dir: "libs/db", entry: "src/embedded-server.ts", out: "dist/embedded-server.cjs" },
  { name: "bff", dir: "bff", entry: "src/server.ts", out: "dist/server.cjs" },
  ...SERVICES.map((s) => ({ name: `service-${s}`, dir: `services/${s}`, entry: "src/server.ts", out: "dist/server.cjs" })),
];

/** Front-end deployables, built by webpack; `marker` proves a finished build. */
export const webTargets = [
  { name: "shell", dir: "shell", marker: "dist/index.html" },
  // Partner embedding: the embed shell (a minimal federation host) and the /embed.js loader, built last.
  { name: "embed-shell", dir: "embed-shell", marker: "dist/embed.js" },
  ...REMOTES.map((r) => ({ name: `mfe-${r}`, dir: `mfe-${r}`, marker: "dist/mf-manifest.json" })),
];
