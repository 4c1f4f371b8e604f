// npm run backup / npm run restore (scripts/backup.mjs, scripts/restore.mjs): a backup taken while the
// embedded database runs and rows keep arriving, the data folder wiped, the backup restored, and the
// rows that were committed when the backup ended are back; the same for PostgreSQL with pg_dump.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { copyEmptyPglite, startPgliteProcess } from "../libs/db/src/testing/databases";

jest.setTimeout(120_000);

const root = path.resolve(__dirname, "..");
function run(script: "backup" | "restore", args: string[], env: NodeJS.ProcessEnv) {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.REDIS_URL;
  const r = spawnSync(process.execPath, [path.join(root, "scripts", `${script}.mjs`), ...args], {
    env: { ...base, ...env },
    encoding: "utf8",
  });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

describe("embedded database", () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-backup-test-"));
    await copyEmptyPglite(dataDir);
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const envFor = (url: string) => {
    const u = new URL(url);
    return { DATA_DIR: dataDir, EMBEDDED_DB_PORT: u.port, EMBEDDED_DB_PASSWORD: decodeURIComponent(u.password) };
  };

  test("backed up while running and being written to, wiped, restored: the rows and the KV files are back", async () => {
    const password = randomBytes(12).toString("hex");
    const db = await startPgliteProcess(dataDir, { password });
    const env = envFor(db.url);
    fs.writeFileSync(path.join(dataDir, "kv-store.json"), JSON.stringify({ version: 1, entries: [["session:a", "1", null]] }));
    let writes: Promise<void> | undefined;
    let backupOut = "";
    await withClient(db.url, async (c) => {
      await c.query("CREATE TABLE notes (id serial PRIMARY KEY, body text)");
      for (let i = 0; i < 200; i++) await c.query("INSERT INTO notes (body) VALUES ($1)", [`before ${i}`]);
      // Rows keep arriving on another connection while the backup runs.
      let stop = false;
      writes = withClient(db.url, async (w) => {
        for (let i = 0; !stop; i++) await w.query("INSERT INTO notes (body) VALUES ($1)", [`during ${i}`]);
      });
      const r = run("backup", [], env);
      stop = true;
      await writes;
      backupOut = r.out;
      expect(r.code).toBe(0);
    });
    expect(backupOut).toMatch(/copied online, product running/);
    const file = backupOut.match(/backup written: (\S+\.tar\.gz)/)![1]!;
    expect(path.dirname(file)).toBe(path.join(dataDir, "backups"));
    expect(fs.statSync(file).mode & 0o077).toBe(0);

    // Refused while the product runs.
    const refused = run("restore", [file], env);
    expect(refused.code).toBe(1);
    expect(refused.out).toMatch(/the product is running/);
    expect(await db.stop()).toBe(0);

    // Wiped (the backup kept elsewhere), restored.
    const kept = path.join(os.tmpdir(), `seo-backup-${randomBytes(4).toString("hex")}.tar.gz`);
    fs.renameSync(file, kept);
    try {
      for (const name of fs.readdirSync(dataDir))
        if (name !== "db-password") fs.rmSync(path.join(dataDir, name), { recursive: true });
      const restored = run("restore", [kept], env);
      expect(restored.out).toMatch(/restored .* into /);
      expect(restored.code).toBe(0);
    } finally {
      fs.rmSync(kept, { force: true });
    }
    expect(fs.readFileSync(path.join(dataDir, "kv-store.json"), "utf8")).toContain("session:a");

    const again = await startPgliteProcess(dataDir, { password });
    try {
      const rows = await withClient(again.url, (c) => c.query<{ body: string }>("SELECT body FROM notes ORDER BY id"));
      const bodies = rows.rows.map((r) => r.body);
      expect(bodies.slice(0, 200)).toEqual(Array.from({ length: 200 }, (_, i) => `before ${i}`));
      // Rows written during the backup: a prefix of them, in order, none torn.
      const during = bodies.slice(200);
      expect(during).toEqual(during.map((_, i) => `during ${i}`));
    } finally {
      await again.stop();
    }
  });

  test("backed up while stopped, into a given file; restore keeps the data it replaces", async () => {
    const db = await startPgliteProcess(dataDir);
    await withClient(db.url, async (c) => {
      await c.query("CREATE TABLE notes (id int PRIMARY KEY, body text)");
      await c.query("INSERT INTO notes VALUES (1, 'kept')");
    });
    await db.stop();
    const file = path.join(dataDir, "elsewhere", "mine.tar.gz");
    const env = { DATA_DIR: dataDir, EMBEDDED_DB_PORT: "1" }; // nothing listens on port 1
    const r = run("backup", [file], env);
    expect(r.out).toMatch(/copied while stopped/);
    expect(r.code).toBe(0);

    const changed = await startPgliteProcess(dataDir);
    await withClient(changed.url, (c) => c.query("UPDATE notes SET body = 'changed'"));
    await changed.stop();

    const restored = run("restore", [file], env);
    expect(restored.code).toBe(0);
    expect(fs.readdirSync(dataDir).filter((n) => n.startsWith("pglite.before-restore-"))).toHaveLength(1);
    const again = await startPgliteProcess(dataDir);
    try {
      expect((await withClient(again.url, (c) => c.query("SELECT body FROM notes"))).rows).toEqual([{ body: "kept" }]);
    } finally {
      await again.stop();
    }
  });
});

const pgDump = spawnSync("pg_dump", ["--version"]).status === 0;
const postgresUrl = process.env.BACKUP_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

(pgDump ? describe : describe.skip)("PostgreSQL (pg_dump, custom format)", () => {
  const name = `seo_test_backup_${randomBytes(4).toString("hex")}`;
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  let dir: string;
  let reachable = true;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-backup-pg-"));
    try {
      await withClient(postgresUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
    } catch {
      reachable = false; // no PostgreSQL here: nothing to test against
    }
  });
  afterAll(async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (reachable) await withClient(postgresUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  test("backup, rows changed and a table dropped, restore: as it was", async () => {
    if (!reachable) return;
    await withClient(url.toString(), async (c) => {
      await c.query("CREATE TABLE notes (id serial PRIMARY KEY, body text)");
      await c.query("INSERT INTO notes (body) SELECT 'note ' || g FROM generate_series(1, 100) g");
    });
    const env = { DATA_DIR: dir, DATABASE_URL: url.toString() };
    const b = run("backup", [], env);
    expect(b.code).toBe(0);
    expect(b.out).toMatch(/pg_dump --format=custom/);
    const file = b.out.match(/backup written: (\S+\.dump)/)![1]!;

    await withClient(url.toString(), (c) => c.query("DROP TABLE notes"));
    const r = run("restore", [file], env);
    expect(r.code).toBe(0);
    const rows = await withClient(url.toString(), (c) => c.query("SELECT count(*)::int AS n, max(body) AS last FROM notes"));
    expect(rows.rows).toEqual([{ n: 100, last: "note 99" }]);
  });
});
