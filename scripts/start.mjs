// @ts-check
// `npm start`: builds what is not built yet, then runs the whole product on the embedded default
// (or on DATABASE_URL / REDIS_URL when set) as separate processes: the embedded database (only
// when DATABASE_URL is unset), every service, then the BFF. Prints the URL once /api/health says
// every part is up. From then on it supervises them: a process that dies is started again, after
// 0.5 s at first and twice as long after each further crash (at most 30 s); a process that ran for
// a minute starts over at 0.5 s. Ctrl-C (or SIGTERM) stops them all: the BFF first, then the
// services, the database last.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isBadPort } from "./ports.cjs";
import { root, serviceEntries } from "./targets.mjs";

const port = Number(process.env.PORT || 8080);
/** Unset: each service on its registry port; set: consecutive ports from here, in registry order. */
const servicePortBase = process.env.SERVICE_PORT_BASE ? Number(process.env.SERVICE_PORT_BASE) : null;
const embeddedDbPort = Number(process.env.EMBEDDED_DB_PORT || 5499);
/** Where each service listens, in registry order. */
const servicePorts = serviceEntries.map(({ name, port: registryPort }, i) => ({
  name,
  port: servicePortBase === null ? registryPort : servicePortBase + i,
}));
const readyTimeoutMs = Number(process.env.START_TIMEOUT_MS || 120_000);

const RESTART_INITIAL_MS = 500;
const RESTART_MAX_MS = 30_000;
/** A process that ran this long before it died gets the short delay again. */
const HEALTHY_RUN_MS = 60_000;
/** How long each stage of stopping (BFF, services, database) may take before SIGKILL. */
const STOP_GRACE_MS = 8_000;

const dataDir = path.resolve(root, process.env.DATA_DIR || ".data");
/** The supervised processes, in start order: { name, script, waitFor?, child, delayMs, timer }. */
const processes = [];
let stopping = false;
let productReady = false; // before it, any process that dies (a port in use, say) fails the start

function log(msg) {
  console.log(`[start] ${msg}`);
}

/**
 * The data folder holds the database, sessions and the database's password: this user's alone,
 * whatever modes the files inside get (the embedded database also creates its own files 0600).
 */
function privateDataDir() {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700); // also a folder made by an earlier version, or by git
}

/** The embedded database's password: random per data folder, kept beside it (0600). */
function embeddedDbPassword() {
  const file = path.join(dataDir, "db-password");
  try {
    writeFileSync(file, randomBytes(24).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (err) {
    if (/** @type {NodeJS.ErrnoException} */ (err).code !== "EEXIST") throw err;
  }
  return readFileSync(file, "utf8").trim();
}

/** Shared environment of every child: where each service listens and how to reach it. */
function childEnv() {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, PORT: String(port), EMBEDDED_DB_PORT: String(embeddedDbPort) };
  if (!process.env.DATABASE_URL) env.EMBEDDED_DB_PASSWORD ||= embeddedDbPassword();
  // The BFF and the services share one identity secret: the configured one, else a random one per
  // start (never a constant in the code, never printed).
  env.IDENTITY_SECRET ||= randomBytes(32).toString("hex");
  for (const { name, port: p } of servicePorts) {
    env[`${name.toUpperCase()}_PORT`] = String(p);
    env[`${name.toUpperCase()}_SERVICE_URL`] ??= `http://127.0.0.1:${p}`;
  }
  return env;
}

/** A port browsers and fetch refuse (10080, 6000, ...) would leave a part unreachable: say so at once. */
function refuseBadPorts() {
  const named = [
    { variable: "PORT", port },
    ...(process.env.DATABASE_URL ? [] : [{ variable: "EMBEDDED_DB_PORT", port: embeddedDbPort }]),
    ...servicePorts.map(({ name, port: p }) => ({ variable: `${name.toUpperCase()}_PORT`, port: p })),
  ];
  const bad = named.filter((n) => isBadPort(n.port));
  if (bad.length)
    throw new Error(
      `${bad.map((n) => `${n.variable}=${n.port}`).join(", ")}: browsers and fetch refuse ${bad.length > 1 ? "these ports" : "this port"}; choose another PORT or SERVICE_PORT_BASE`,
    );
}

/** Which process is which, for operators (and the tests that stop one): rewritten on every (re)start. */
function writeProcessFile() {
  mkdirSync(dataDir, { recursive: true });
  const pids = Object.fromEntries(processes.filter((p) => p.child?.pid).map((p) => [p.name, p.child.pid]));
  const file = path.join(dataDir, "processes.json");
  writeFileSync(`${file}.tmp`, JSON.stringify(pids, null, 2));
  renameSync(`${file}.tmp`, file); // readers never see a half-written file
}

const running = (child) => child && child.exitCode === null && child.signalCode === null;

/**
 * Node's young generation defaults to 16 MB semi-spaces, sized for throughput-heavy servers; these
 * processes are small and mostly idle, and 2 MB saves ~10-15 MB of resident memory each (docs/performance.md, second round).
 */
const NODE_FLAGS = ["--enable-source-maps", "--max-semi-space-size=2"];
/**
 * Except the BFF, the gateway every request crosses: with 2 MB semi-spaces it spent a sixth of its
 * time in young-generation GC at 50 connections (and the generation history it holds for 250 ms got
 * promoted); Node's default (16 MB, as in its Docker image) costs nothing while idle.
 */
const nodeFlagsOf = (name) => (name === "bff" ? ["--enable-source-maps"] : NODE_FLAGS);

/** Spawns one supervised process; resolves once it is ready (its `waitFor` line, else at once). */
function spawnProcess(proc, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlagsOf(proc.name), path.join(root, proc.script)], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    proc.child = child;
    proc.startedAt = Date.now();
    writeProcessFile();
    let ready = !proc.waitFor;
    // Whole lines only: a chunk can end inside a line (children write their logs in batches).
    const prefix = (stream, out) => {
      let partial = "";
      const emit = (lines) => {
        let text = "";
        for (const line of lines) {
          if (!line) continue;
          text += `[${proc.name}] ${line}\n`;
          if (!ready && proc.waitFor.test(line)) {
            ready = true;
            resolve(child);
          }
        }
        if (text) out.write(text);
      };
      stream.setEncoding("utf8");
      stream.on("data", (text) => {
        const lines = (partial + text).split("\n");
        partial = lines.pop() ?? "";
        emit(lines);
      });
      stream.on("end", () => emit([partial]));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on("error", (err) => log(`${proc.name} could not be started: ${err.message}`));
    // "close", not "exit": it comes once the child's output is read to the end, so the last lines
    // of a process that died (its stack, "address in use") are printed before anything stops.
    child.on("close", (code, signal) => {
      if (!ready) reject(new Error(`${proc.name} exited before it was ready (code ${code ?? signal})`));
      if (stopping || proc.child !== child) return;
      if (!productReady) {
        log(`${proc.name} stopped unexpectedly (code ${code ?? signal}); stopping everything`);
        void stop(1);
        return;
      }
      scheduleRestart(proc, env, code ?? signal);
    });
    if (ready) resolve(child);
  });
}

function scheduleRestart(proc, env, how) {
  if (Date.now() - proc.startedAt >= HEALTHY_RUN_MS) proc.delayMs = RESTART_INITIAL_MS;
  const delay = proc.delayMs;
  proc.delayMs = Math.min(delay * 2, RESTART_MAX_MS);
  const effect =
    proc.name === "db"
      ? "requests that need the database answer 503"
      : proc.name === "bff"
        ? "the product is down"
        : "its tool answers 502";
  log(`${proc.name} stopped (code ${how}); ${effect}; restarting in ${(delay / 1000).toFixed(1)}s`);
  proc.timer = setTimeout(() => {
    proc.timer = undefined;
    if (stopping) return;
    spawnProcess(proc, env).then(
      (child) => log(`${proc.name} restarted (pid ${child.pid})`),
      () => {}, // it died again before it was ready: its exit handler has scheduled the next try
    );
  }, delay);
}

/** SIGTERM (and SIGCONT, in case it is frozen) to each, then wait; SIGKILL what is left. */
async function stopStage(stage) {
  const alive = stage.filter((p) => running(p.child));
  for (const p of alive) {
    p.child.kill("SIGCONT");
    p.child.kill("SIGTERM");
  }
  const deadline = Date.now() + STOP_GRACE_MS;
  while (alive.some((p) => running(p.child)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const p of alive) if (running(p.child)) p.child.kill("SIGKILL");
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  log("stopping...");
  for (const p of processes) clearTimeout(p.timer);
  // The BFF first (no new requests), then the services, the database last.
  await stopStage(processes.filter((p) => p.name === "bff"));
  await stopStage(processes.filter((p) => p.name !== "bff" && p.name !== "db"));
  await stopStage(processes.filter((p) => p.name === "db"));
  process.exit(code);
}

/** Until /api/health says every part (database, store, each service) is up. */
async function waitUntilAllUp() {
  const deadline = Date.now() + readyTimeoutMs;
  const url = `http://127.0.0.1:${port}/api/health`;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      const body = await res.json().catch(() => ({}));
      if (res.status === 200 && body.status === "ok") return;
      last = `${res.status} ${JSON.stringify(body)}`;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not report every part up within ${readyTimeoutMs / 1000}s (last: ${last})`);
}

process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

const startedAt = Date.now();
try {
  refuseBadPorts(); // before a build that can take minutes
  const build = spawn(process.execPath, [path.join(root, "scripts/build.mjs")], { cwd: root, stdio: "inherit" });
  const buildCode = await new Promise((r) => build.on("exit", r));
  if (buildCode !== 0) throw new Error("build failed");
  // Each remote's build is published in the versioned store (DATA_DIR/remotes, or REMOTES_DIR) that
  // the BFF serves; a remote never deployed follows its latest build (README "Deploying one tool").
  const published = JSON.parse(
    execFileSync(process.execPath, [path.join(root, "scripts/remote-store.mjs"), "publish-built"], { encoding: "utf8" }),
  );
  for (const { name, version, created } of published) if (created) log(`published remote ${name} ${version}`);

  privateDataDir();
  const env = childEnv();
  const define = (name, script, waitFor) => {
    const proc = { name, script, waitFor, child: undefined, delayMs: RESTART_INITIAL_MS, timer: undefined, startedAt: 0 };
    processes.push(proc);
    return proc;
  };
  if (!process.env.DATABASE_URL) {
    log(`DATABASE_URL is not set: using the embedded PGlite database in ${env.DATA_DIR || ".data"}/`);
    await spawnProcess(define("db", "libs/db/dist/embedded-server.cjs", /embedded database ready/), env);
  }
  if (!process.env.REDIS_URL) log("REDIS_URL is not set: sessions and counters live in the BFF process (kept in DATA_DIR)");
  await Promise.all(serviceEntries.map((s) => spawnProcess(define(s.name, `${s.dir}/dist/server.cjs`), env)));
  await spawnProcess(define("bff", "bff/dist/server.cjs"), env);
  await waitUntilAllUp();
  productReady = true;
  writeProcessFile();
  log(`ready in ${((Date.now() - startedAt) / 1000).toFixed(1)}s`);
  // Without SMTP_URL (never in production) the e-mails the product sends are kept and shown here.
  const mailbox = !process.env.SMTP_URL && process.env.NODE_ENV !== "production";
  const mailboxLine = mailbox ? `\n  E-mails it sends (sign-up links, receipts): http://localhost:${port}/dev/mailbox` : "";
  console.log(`\n  SEO suite running at http://localhost:${port}${mailboxLine}\n  (Ctrl-C stops everything)\n`);
} catch (err) {
  console.error(`[start] ${err instanceof Error ? err.message : err}`);
  await stop(1);
}
