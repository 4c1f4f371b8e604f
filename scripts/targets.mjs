// @ts-check
// The deployables of the product and how each is built and started, from the registry
// (libs/registry/registry.json): used by the build, start, bench and bundle-size scripts and the
// docker-compose test. (libs/registry/src/registry.ts validates the same file for TypeScript.)
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The registry as data: { tools: [...], apps: [...] }. */
export const registry = JSON.parse(readFileSync(path.join(root, "libs", "registry", "registry.json"), "utf8"));
const entries = [...registry.tools, ...registry.apps];

/** Every service: { name, dir, port }, tools first, in the registry's order. */
export const serviceEntries = entries.flatMap((e) => (e.service ? [e.service] : []));
/** Every federated remote: { name, dir, page }. */
export const remoteEntries = entries.flatMap((e) => (e.remote ? [e.remote] : []));
/** The tools: { id, route, remote, service, ... }. */
export const toolEntries = registry.tools;

export const SERVICES = serviceEntries.map((s) => s.name);
export const REMOTES = remoteEntries.map((r) => r.name);

/** Node deployables, bundled by scripts/build-node.mjs. */
export const nodeTargets = [
  { name: "embedded-db", dir: "libs/db", entry: "src/embedded-server.ts", out: "dist/embedded-server.cjs" },
  { name: "bff", dir: "bff", entry: "src/server.ts", out: "dist/server.cjs" },
  ...serviceEntries.map((s) => ({ name: `service-${s.name}`, dir: s.dir, entry: "src/server.ts", out: "dist/server.cjs" })),
];

/** Front-end deployables, built by webpack; `marker` proves a finished build. */
export const webTargets = [
  { name: "shell", dir: "shell", marker: "dist/index.html" },
  // Partner embedding: the embed shell (a minimal federation host) and the /embed.js loader, built last.
  { name: "embed-shell", dir: "embed-shell", marker: "dist/embed.js" },
  ...remoteEntries.map((r) => ({ name: `mfe-${r.name}`, dir: r.dir, marker: "dist/mf-manifest.json" })),
];
