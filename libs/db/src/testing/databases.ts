// Throwaway databases for tests: a fresh embedded PGlite (always) and, when DATABASE_URL is set, a
// dedicated PostgreSQL database seo_test_<purpose>_<random> that is dropped afterwards.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { bundle, runUntilReady } from "./spawnBundled";

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

export type TestDatabaseKind = "pglite" | "postgres";

/** The kinds to run against here: PGlite always, PostgreSQL when DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export function createTestDatabase(kind: TestDatabaseKind, purpose: string): Promise<TestDatabase> {
  return kind === "pglite" ? freshPglite() : freshPostgres(process.env.DATABASE_URL!, purpose);
}

/** startEmbeddedDatabase() on a free port, in a child process (see pglite-server.ts for why). */
export async function startPgliteProcess(dataDir: string, opts: { password?: string } = {}) {
  const server = bundle(path.join(__dirname, "pglite-server.ts"));
  const env = { DATA_DIR: dataDir, PORT: "0", EMBEDDED_DB_PASSWORD: opts.password ?? "" };
  const proc = await runUntilReady(server, env, /^ready (\S+)$/m);
  return { url: proc.match[1]!, stop: () => proc.stop() };
}

// initdb takes seconds; a copy of a once-initialised, empty data directory starts in well under one.
let template: Promise<string> | undefined;
function emptyTemplate(): Promise<string> {
  return (template ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-db-template-"));
    const db = await startPgliteProcess(dir);
    await db.stop();
    process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  })());
}

/** Fills dataDir with a freshly initialised, empty PGlite data directory. */
export async function copyEmptyPglite(dataDir: string) {
  fs.cpSync(await emptyTemplate(), dataDir, { recursive: true });
}

async function freshPglite(): Promise<TestDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-db-test-"));
  await copyEmptyPglite(dataDir);
  const db = await startPgliteProcess(dataDir);
  return {
    url: db.url,
    drop: async () => {
      await db.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshPostgres(adminUrl: string, purpose: string): Promise<TestDatabase> {
  const name = `seo_test_${purpose}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
