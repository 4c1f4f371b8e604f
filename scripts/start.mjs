// `npm start`: builds what is not built yet, then runs the whole product on the embedded default
// (or on DATABASE_URL / REDIS_URL when set) as separate processes: the embedded database (only
// when DATABASE_URL is unset), every service, then the BFF. Prints the URL once /api/health is
// 200. Ctrl-C (or SIGTERM) stops them all.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root, SERVICES } from "./targets.mjs";

const port = Number(process.env.PORT || 8080);
const servicePortBase = Number(process.env.SERVICE_PORT_BASE || 4101);
const embeddedDbPort = Number(process.env.EMBEDDED_DB_PORT || 5499);
const readyTimeoutMs = Number(process.env.START_TIMEOUT_MS || 120_000);

const dataDir = path.resolve(root, process.env.DATA_DIR || ".data");
// The database and the BFF are essential; a tool service that dies only takes its tool down (the
// BFF answers 502 for it) and the rest of the product keeps working.
const essential = new Set(["db", "bff"]);
const children = [];
let stopping = false;
let productReady = false; // before it, any process that dies (a port in use, say) fails the start

function log(msg) {
  console.log(`[start] ${msg}`);
}

/** Shared environment of every child: where each service listens and how to reach it. */
function childEnv() {
  const env = { ...process.env, PORT: String(port), EMBEDDED_DB_PORT: String(embeddedDbPort) };
  // The BFF and the services share one identity secret: the configured one, else a random one per
  // start (never a constant in the code, never printed).
  env.IDENTITY_SECRET ||= randomBytes(32).toString("hex");
  SERVICES.forEach((name, i) => {
    const p = servicePortBase + i;
    env[`${name.toUpperCase()}_PORT`] = String(p);
    env[`${name.toUpperCase()}_SERVICE_URL`] ??= `http://127.0.0.1:${p}`;
  });
  return env;
}

function startChild(name, script, env, { waitFor } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--enable-source-maps", path.join(root, script)], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push({ name, child });
    let ready = !waitFor;
    const prefix = (stream, out) =>
      stream.on("data", (chunk) => {
        for (const line of chunk.toString().split("\n")) {
          if (!line) continue;
          out.write(`[${name}] ${line}\n`);
          if (!ready && waitFor.test(line)) {
            ready = true;
            resolve(child);
          }
        }
      });
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on("exit", (code, signal) => {
      if (!ready) reject(new Error(`${name} exited before it was ready (code ${code})`));
      if (stopping) return;
      if (essential.has(name) || !productReady) {
        log(`${name} stopped unexpectedly (code ${code ?? signal}); stopping everything`);
        stop(1);
      } else {
        log(`${name} stopped (code ${code ?? signal}); its tool answers 502 until it is restarted`);
      }
    });
    if (ready) resolve(child);
  });
}

async function waitForHealth() {
  const deadline = Date.now() + readyTimeoutMs;
  const url = `http://127.0.0.1:${port}/api/health`;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer 200 within ${readyTimeoutMs / 1000}s`);
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  log("stopping...");
  // The BFF first, the database last.
  for (const { child } of [...children].reverse()) {
    if (child.exitCode === null) child.kill("SIGTERM");
  }
  const deadline = Date.now() + 8000;
  while (children.some(({ child }) => child.exitCode === null && child.signalCode === null) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const { child } of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  process.exit(code);
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

const startedAt = Date.now();
try {
  const build = spawn(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
  const buildCode = await new Promise((r) => build.on("exit", r));
  if (buildCode !== 0) throw new Error("build failed");

  const env = childEnv();
  if (!process.env.DATABASE_URL) {
    log(`DATABASE_URL is not set: using the embedded PGlite database in ${env.DATA_DIR || ".data"}/`);
    await startChild("db", "libs/db/dist/embedded-server.cjs", env, { waitFor: /embedded database ready/ });
  }
  if (!process.env.REDIS_URL) log("REDIS_URL is not set: sessions and counters live in the BFF process");
  await Promise.all(
    SERVICES.map((s) => startChild(s, `services/${s}/dist/server.cjs`, env)),
  );
  await startChild("bff", "bff/dist/server.cjs", env);
  await waitForHealth();
  productReady = true;
  // Which process is which, for operators (and the browser test that stops one service).
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(
    path.join(dataDir, "processes.json"),
    JSON.stringify(Object.fromEntries(children.map(({ name, child }) => [name, child.pid])), null, 2),
  );
  log(`ready in ${((Date.now() - startedAt) / 1000).toFixed(1)}s`);
  console.log(`\n  SEO suite running at http://localhost:${port}\n  (Ctrl-C stops everything)\n`);
} catch (err) {
  console.error(`[start] ${err.message}`);
  await stop(1);
}
