// @ts-check
// Builds the deployables. By default only what is missing or older than its sources (its own
// src/, the shared libs/, its build config); `--force` rebuilds everything; `--only=bff,shell`
// picks by name. Node bundles take a second each; webpack builds run two at a time (this machine
// class has two cores).
import { spawn } from "node:child_process";
import { existsSync, readFileSync, readdirSync, realpathSync, statSync, utimesSync } from "node:fs";
import path from "node:path";
import { root, nodeTargets, webTargets } from "./targets.mjs";
import { precompressDir } from "./precompress.mjs";
import { publishBuiltRemotes } from "./remote-store.mjs";
import { prerenderShell } from "./prerender.mjs";

const args = process.argv.slice(2);
const force = args.includes("--force");
const only = args
  .find((a) => a.startsWith("--only="))
  ?.slice(7)
  .split(",");
const selected = (t) => !only || only.includes(t.name);

/**
 * Runs one build step, printing its output only when it fails.
 * @param {string} cmd
 * @param {string[]} cmdArgs
 * @param {string} cwd
 * @param {string} label
 * @returns {Promise<void>}
 */
function run(cmd, cmdArgs, cwd, label) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(cmd, cmdArgs, { cwd, stdio: ["ignore", "pipe", "pipe"], env: process.env });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) {
        console.log(`  built ${label} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`build of ${label} failed (exit ${code})`));
      }
    });
  });
}

async function pool(items, size, fn) {
  const queue = [...items];
  const workers = Array.from({ length: Math.min(size, queue.length) }, async () => {
    while (queue.length) await fn(queue.shift());
  });
  await Promise.all(workers);
}

const started = Date.now();
if (!existsSync(path.join(root, "libs/db/src/generated/prisma/client.ts"))) {
  await run("npm", ["run", "generate", "--silent", "-w", "@seo/db"], root, "prisma client");
}

/** Newest modification time of the files under dir, skipping dependencies and outputs. */
function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (
      ["node_modules", "dist", "generated"].includes(entry.name) ||
      entry.name.endsWith(".test.ts") ||
      entry.name.endsWith(".test.tsx")
    )
      continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}
/** The workspace libraries a package depends on, transitively (from its package.json). */
function workspaceLibs(dir, seen = new Set()) {
  const pkgFile = path.join(root, dir, "package.json");
  if (!existsSync(pkgFile)) return seen;
  const pkg = JSON.parse(readFileSync(pkgFile, "utf8"));
  for (const dep of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })) {
    if (!dep.startsWith("@seo/")) continue;
    // A workspace package's folder, wherever it lives (libs/*, or a tool's services/<tool>/contract).
    const link = path.join(root, "node_modules", dep);
    if (!existsSync(link)) continue;
    const libDir = path.relative(root, realpathSync(link));
    if (seen.has(libDir) || libDir.startsWith("..") || libDir.includes("node_modules")) continue;
    seen.add(libDir);
    workspaceLibs(libDir, seen);
  }
  return seen;
}
const isStale = (dir, output) => {
  const out = path.join(root, dir, output);
  if (!existsSync(out)) return true;
  // Its own files, the libraries it uses, and the shared build configuration.
  const inputs = [dir, ...workspaceLibs(dir), "libs/config/webpack"];
  const sources = Math.max(...inputs.map((d) => newestMtime(path.join(root, d))));
  return sources > statSync(out).mtimeMs;
};

const nodeTodo = nodeTargets.filter(selected).filter((t) => force || isStale(t.dir, t.out));
const webTodo = webTargets.filter(selected).filter((t) => force || isStale(t.dir, t.marker));
if (nodeTodo.length + webTodo.length === 0) {
  console.log("Everything is built and up to date.");
  process.exit(0);
}
console.log(`Building ${[...nodeTodo, ...webTodo].map((t) => t.name).join(", ")}`);

const buildNode = path.join(root, "scripts/build-node.mjs");
const webpackBin = path.join(root, "node_modules/.bin/webpack");
try {
  // Each output is dated when its build started, so a source saved while it was building still
  // counts as newer and is picked up by the next build.
  const dated = (t, output, build) => async () => {
    const startedAt = new Date();
    await build();
    utimesSync(path.join(root, t.dir, output), startedAt, startedAt);
  };
  await pool(nodeTodo, 4, (t) =>
    dated(t, t.out, () => run(process.execPath, [buildNode, t.entry, t.out], path.join(root, t.dir), t.name))(),
  );
  await pool(webTodo, 2, (t) =>
    dated(t, t.marker, async () => {
      await run(webpackBin, ["--mode", "production"], path.join(root, t.dir), t.name);
      // The signed-out pages as HTML, before compression so they get their .br/.gz too.
      if (t.name === "shell") await prerenderShell();
      // Brotli and gzip copies served as they are (bff/src/http/precompressed.ts).
      precompressDir(path.join(root, t.dir, "dist"));
    })(),
  );
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
// Every built remote goes into the versioned store too (a build already there keeps its version).
for (const { name, version, created } of publishBuiltRemotes()) if (created) console.log(`  published remote ${name} ${version}`);
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)}s`);
