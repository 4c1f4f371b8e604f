// Runs the embedded database as its own process (started by the product's start script from the
// bundle libs/db/dist/embedded-server.cjs): PGlite on loopback, migrations applied, one ready line.
// A new data directory is initialised in a child process first (`--init-only`, this same script):
// initdb's memory would otherwise stay resident for the server's whole life (see
// initialiseDataDir).
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { logLevelOf } from "@seo/config/env";
import { createLogger, errorFields } from "@seo/log/logger";
import { installProcessHandlers } from "@seo/log/processHandlers";
import { EMBEDDED_DB_PORT } from "@seo/config/ports";
import { initialiseDataDir, isInitialised, startEmbeddedDatabase } from "./embedded";
import { ensureEmbeddedPassword, PASSWORD_FILE } from "./embeddedAuth";
import { applyMigrations } from "./migrate";

const INIT_ONLY = "--init-only";

const log = createLogger("db", { level: logLevelOf() });
installProcessHandlers(log);

// PGlite's WebAssembly stays on V8's baseline compiler (Liftoff): the optimising tier's code for
// PostgreSQL's hot functions costs ~65 MB of resident memory (197 -> 132 MB measured idle), and the
// embedded database's queries are small. Set before PGlite compiles its module.
v8.setFlagsFromString("--liftoff-only");

/** Runs this script with `--init-only` and waits for it; rejects if it fails. */
function initialiseInChild(dataDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, INIT_ONLY], {
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`initialising ${dataDir} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** Clears group and other permissions from the data folder and everything in it (0700 / 0600). */
function onlyForThisUser(dir: string) {
  fs.chmodSync(dir, 0o700);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) onlyForThisUser(full);
    else if (entry.isFile()) fs.chmodSync(full, 0o600);
  }
}

async function main() {
  // The database files hold every account: readable by this user only (PGlite's file system layer
  // would otherwise create them world-writable).
  process.umask(0o077);
  const dataDir = path.resolve(process.env.DATA_DIR || ".data");
  if (process.argv.includes(INIT_ONLY)) {
    await initialiseDataDir(dataDir);
    process.exit(0);
  }
  const port = process.env.EMBEDDED_DB_PORT ? Number(process.env.EMBEDDED_DB_PORT) : EMBEDDED_DB_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`EMBEDDED_DB_PORT is not a port: ${process.env.EMBEDDED_DB_PORT}`);

  if (!isInitialised(dataDir)) await initialiseInChild(dataDir);
  const password = process.env.EMBEDDED_DB_PASSWORD || ensureEmbeddedPassword(dataDir);
  onlyForThisUser(dataDir);
  const db = await startEmbeddedDatabase({ dataDir, port, password });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("embedded database closing", { signal });
    try {
      await db.close();
      onlyForThisUser(dataDir); // files PGlite created while running, too
      process.exit(0);
    } catch (err) {
      log.error("embedded database close failed", errorFields(err));
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  try {
    await applyMigrations(db.url, { log: (msg) => log.info(msg) });
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
  log.info("embedded database started", { url: db.displayUrl, passwordFile: path.join(dataDir, PASSWORD_FILE) });
  // The supervisor's readiness signal (scripts/start.mjs waits for it), written whatever LOG_LEVEL says.
  process.stdout.write(`embedded database ready at ${db.displayUrl}\n`);
}

main().catch((err) => {
  log.fatal("embedded database failed to start", errorFields(err));
  process.exit(1);
});
