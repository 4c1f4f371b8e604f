// @ts-check
// `npm run restore -- <file>`: puts a backup made by `npm run backup` back (docs/operating/durability.md).
//
// Embedded default (a .tar.gz): the product must be stopped; restore refuses while this DATA_DIR's
// embedded database answers. The current pglite/ folder and KV files are kept beside the restored
// ones as <name>.before-restore-<UTC time> (delete them once the product runs well), then the
// backup's are moved into DATA_DIR. The database replays the WAL the backup carries at its next start.
//
// PostgreSQL (a .dump, DATABASE_URL set): pg_restore --clean --if-exists --no-owner into DATABASE_URL,
// when pg_restore is on PATH. Stop the product (or at least the BFF and services) first: rows written
// during the restore may be replaced.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { dataDirOf, embeddedServer, KV_FILES, onPath } from "./backup.mjs";

const stamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

/**
 * @param {{ file: string, env?: NodeJS.ProcessEnv, log?: (m: string) => void }} opts
 */
export async function restoreEmbedded({ file, env = process.env, log = console.log }) {
  const dataDir = dataDirOf(env);
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new Error(`no such backup: ${source}`);
  const server = await embeddedServer(env);
  if (server.state === "running") {
    await server.client.end().catch(() => {});
    throw new Error(`the product is running on ${dataDir}: stop it (Ctrl-C in npm start) before restoring`);
  }
  if (server.state === "other") throw new Error(`cannot tell whether ${dataDir}'s database is in use: ${server.detail}`);

  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const staging = fs.mkdtempSync(path.join(dataDir, ".restore-"));
  try {
    execFileSync("tar", ["-xzf", source, "-C", staging], { stdio: ["ignore", "inherit", "inherit"] });
    const manifest = JSON.parse(fs.readFileSync(path.join(staging, "manifest.json"), "utf8"));
    if (manifest.format !== "seo-embedded-backup" || !fs.existsSync(path.join(staging, "pglite", "PG_VERSION")))
      throw new Error(`${source} is not a backup of the embedded database`);
    const suffix = `.before-restore-${stamp()}`;
    const kept = [];
    for (const name of ["pglite", ...KV_FILES]) {
      const current = path.join(dataDir, name);
      if (fs.existsSync(current)) {
        fs.renameSync(current, current + suffix);
        kept.push(name + suffix);
      }
    }
    fs.renameSync(path.join(staging, "pglite"), path.join(dataDir, "pglite"));
    for (const name of manifest.kvFiles ?? []) fs.renameSync(path.join(staging, name), path.join(dataDir, name));
    log(
      `restored ${source} (made ${manifest.createdAt}${manifest.online ? ", online" : ""}) into ${dataDir}` +
        (kept.length ? `; the previous data is kept as ${kept.join(", ")}` : ""),
    );
    return { kept, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * @param {{ file: string, env?: NodeJS.ProcessEnv, log?: (m: string) => void }} opts
 */
export function restorePostgres({ file, env = process.env, log = console.log }) {
  const url = /** @type {string} */ (env.DATABASE_URL);
  if (!onPath("pg_restore"))
    throw new Error("DATABASE_URL is set but pg_restore is not on PATH: install PostgreSQL's client tools");
  const source = path.resolve(file);
  if (!fs.existsSync(source)) throw new Error(`no such backup: ${source}`);
  log(`pg_restore --clean --if-exists of ${source} into DATABASE_URL (${new URL(url).host}${new URL(url).pathname}) ...`);
  execFileSync("pg_restore", ["--clean", "--if-exists", "--no-owner", "--single-transaction", `--dbname=${url}`, source], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env },
  });
  log("restored");
}

async function main() {
  const file = process.argv.slice(2).find((a) => !a.startsWith("--"));
  if (!file) {
    console.error("usage: npm run restore -- <backup file> (see DATA_DIR/backups)");
    process.exit(2);
  }
  if (process.env.DATABASE_URL) restorePostgres({ file });
  else await restoreEmbedded({ file });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(`restore failed: ${err.message}`);
    process.exit(1);
  });
}
