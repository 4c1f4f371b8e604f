// @ts-check
// `npm run backup [-- <file>]`: a backup of the product's data (docs/operating/durability.md).
//
// Embedded default (DATABASE_URL unset): one .tar.gz, by default DATA_DIR/backups/backup-<UTC time>.tar.gz
// (0600), holding the embedded database's data directory (pglite/), the in-process KV store's files
// (sessions, counters) and manifest.json. The product may be running: Debian's pg_dump 15 cannot dump
// PGlite's PostgreSQL 17 ("server version mismatch"), so the backup is PostgreSQL's own online base
// backup through the running embedded server (pg_backup_start, copy the files, pg_backup_stop, then
// the WAL written meanwhile and the backup_label): a consistent copy as of the end of the backup,
// which PostgreSQL brings up to date by replaying that WAL at the first start after a restore. When
// the product is stopped the files are copied as they are (a stopped cluster is consistent; one left
// by a crash is recovered at start as usual).
//
// PostgreSQL (DATABASE_URL set): pg_dump --format=custom to <file> (default
// DATA_DIR/backups/backup-<UTC time>.dump), when pg_dump is on PATH; its major version must be at
// least the server's. Redis (REDIS_URL) keeps its own data (RDB/AOF): not part of this backup.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { root } from "./targets.mjs";

export const KV_FILES = ["kv-store.json.log", "kv-store.json"]; // the journal first: see copyKvFiles
/** Never copied: PostgreSQL's lock file, and the WAL (copied last, after pg_backup_stop). */
const SKIPPED_AT_FIRST = new Set(["postmaster.pid", "postmaster.opts", "pg_wal"]);

export function dataDirOf(env = process.env) {
  return path.resolve(root, env.DATA_DIR || ".data");
}

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/**
 * Whether this DATA_DIR's embedded database is being served: the port accepts connections and the
 * folder's password opens it. "other": something else answers on the port (another data folder's
 * product, say); "stopped": nothing answers.
 * @returns {Promise<{ state: "running", client: pg.Client } | { state: "stopped" | "other", detail?: string }>}
 */
export async function embeddedServer(env = process.env) {
  const dataDir = dataDirOf(env);
  const port = Number(env.EMBEDDED_DB_PORT || 5499);
  const open = await new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
    socket.setTimeout(2_000, () => {
      socket.destroy();
      resolve(false);
    });
  });
  if (!open) return { state: "stopped" };
  let password = env.EMBEDDED_DB_PASSWORD;
  if (!password) {
    try {
      password = fs.readFileSync(path.join(dataDir, "db-password"), "utf8").trim();
    } catch {
      return { state: "other", detail: `port ${port} answers, and ${dataDir} has no db-password` };
    }
  }
  const client = new pg.Client({ host: "127.0.0.1", port, user: "postgres", database: "postgres", password });
  try {
    await client.connect();
    return { state: "running", client };
  } catch (err) {
    await client.end().catch(() => {});
    return {
      state: "other",
      detail: `port ${port} answers but not with ${dataDir}'s password: ${/** @type {Error} */ (err).message}`,
    };
  }
}

/** Copies `from` into `to`, skipping the top-level names in `skip`. */
function copyTree(from, to, skip = new Set()) {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const src = path.join(from, entry.name);
    const dst = path.join(to, entry.name);
    try {
      if (entry.isDirectory()) fs.cpSync(src, dst, { recursive: true });
      else if (entry.isFile()) fs.copyFileSync(src, dst);
    } catch (err) {
      // A file PostgreSQL removed while it was being copied (a temporary or recycled one) is not needed.
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== "ENOENT") throw err;
    }
  }
}

/**
 * The KV store's files. The journal is read before the snapshot: if a compaction (new snapshot, then
 * a fresh journal) happens between the two reads, the copy has the new snapshot, which holds
 * everything, and a journal naming the previous one, which the loader skips.
 */
function copyKvFiles(dataDir, to) {
  const copied = [];
  for (const name of KV_FILES) {
    try {
      fs.copyFileSync(path.join(dataDir, name), path.join(to, name));
      copied.push(name);
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== "ENOENT") throw err;
    }
  }
  return copied;
}

/** An online base backup of the running embedded database into `to`/pglite. */
async function onlineCopy(client, pgliteDir, to) {
  const label = `seo-backup ${new Date().toISOString()}`;
  try {
    await client.query("SELECT pg_backup_start($1, true)", [label]);
  } catch (err) {
    // One session is shared by every client of PGlite: a backup whose script died is still open there.
    if (!/backup is already in progress/i.test(/** @type {Error} */ (err).message)) throw err;
    await client.query("SELECT pg_backup_stop(false)");
    await client.query("SELECT pg_backup_start($1, true)", [label]);
  }
  let stopped = false;
  try {
    copyTree(pgliteDir, to, SKIPPED_AT_FIRST);
    const { rows } = await client.query("SELECT labelfile, spcmapfile FROM pg_backup_stop(false)");
    stopped = true;
    // The WAL from the backup's start to its end (and a little more): what recovery replays.
    copyTree(path.join(pgliteDir, "pg_wal"), path.join(to, "pg_wal"));
    fs.writeFileSync(path.join(to, "backup_label"), rows[0].labelfile, { mode: 0o600 });
    if (rows[0].spcmapfile) fs.writeFileSync(path.join(to, "tablespace_map"), rows[0].spcmapfile, { mode: 0o600 });
  } finally {
    if (!stopped) await client.query("SELECT pg_backup_stop(false)").catch(() => {});
  }
}

/**
 * Backs up the embedded default's data into a .tar.gz at `file`; returns what it did.
 * @param {{ env?: NodeJS.ProcessEnv, file?: string, log?: (m: string) => void }} [opts]
 */
export async function backupEmbedded({ env = process.env, file, log = console.log } = {}) {
  const dataDir = dataDirOf(env);
  const pgliteDir = path.join(dataDir, "pglite");
  if (!fs.existsSync(path.join(pgliteDir, "PG_VERSION")))
    throw new Error(`no embedded database in ${dataDir} (no pglite/PG_VERSION)`);
  const out = path.resolve(file ?? path.join(dataDir, "backups", `backup-${stamp()}.tar.gz`));
  fs.mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
  const staging = fs.mkdtempSync(path.join(path.dirname(out), ".staging-"));
  try {
    const server = await embeddedServer(env);
    if (server.state === "other") throw new Error(`cannot tell whether ${dataDir}'s database is in use: ${server.detail}`);
    const online = server.state === "running";
    if (server.state === "running") {
      try {
        await onlineCopy(server.client, pgliteDir, path.join(staging, "pglite"));
      } finally {
        await server.client.end().catch(() => {});
      }
    } else {
      copyTree(pgliteDir, path.join(staging, "pglite"), new Set(["postmaster.pid", "postmaster.opts"]));
    }
    const kv = copyKvFiles(dataDir, staging);
    const manifest = {
      format: "seo-embedded-backup",
      version: 1,
      createdAt: new Date().toISOString(),
      online,
      postgresVersion: fs.readFileSync(path.join(pgliteDir, "PG_VERSION"), "utf8").trim(),
      kvFiles: kv,
    };
    fs.writeFileSync(path.join(staging, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n", { mode: 0o600 });
    const tmp = `${out}.partial`;
    execFileSync("tar", ["-czf", tmp, "-C", staging, "."], { stdio: ["ignore", "inherit", "inherit"] });
    fs.chmodSync(tmp, 0o600);
    fs.renameSync(tmp, out);
    log(
      `backup written: ${out} (${(fs.statSync(out).size / 1024).toFixed(0)} KB; database ${online ? "copied online, product running" : "copied while stopped"}; KV files: ${kv.join(", ") || "none"})`,
    );
    return { file: out, online, kvFiles: kv };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** @param {string} tool */
export function onPath(tool) {
  try {
    execFileSync(tool, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * pg_dump --format=custom of DATABASE_URL into `file`.
 * @param {{ env?: NodeJS.ProcessEnv, file?: string, log?: (m: string) => void }} [opts]
 */
export function backupPostgres({ env = process.env, file, log = console.log } = {}) {
  const url = /** @type {string} */ (env.DATABASE_URL);
  if (!onPath("pg_dump"))
    throw new Error(
      "DATABASE_URL is set but pg_dump is not on PATH: install PostgreSQL's client tools (the same major version as the server or newer)",
    );
  const out = path.resolve(file ?? path.join(dataDirOf(env), "backups", `backup-${stamp()}.dump`));
  fs.mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
  const tmp = `${out}.partial`;
  log(`pg_dump --format=custom of DATABASE_URL (${new URL(url).host}${new URL(url).pathname}) ...`);
  execFileSync("pg_dump", ["--format=custom", "--no-owner", `--file=${tmp}`, `--dbname=${url}`], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  fs.chmodSync(tmp, 0o600);
  fs.renameSync(tmp, out);
  log(
    `backup written: ${out} (${(fs.statSync(out).size / 1024).toFixed(0)} KB, pg_dump custom format; restore with npm run restore -- ${out})`,
  );
  if (env.REDIS_URL) log("REDIS_URL is set: sessions and counters live in Redis, which keeps its own data (not in this backup)");
  return { file: out };
}

async function main() {
  const file = process.argv.slice(2).find((a) => !a.startsWith("--"));
  if (process.env.DATABASE_URL) backupPostgres({ file });
  else await backupEmbedded({ file });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(`backup failed: ${err.message}`);
    process.exit(1);
  });
}
