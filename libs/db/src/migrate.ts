// Applies prisma/migrations/*/migration.sql at start-up. `prisma migrate deploy` cannot be used here
// (its adapter-based engine fails on PostgreSQL, prisma/orm#27403, and Prisma 7's engines cannot be downloaded;
// docs/decisions/0005-embedded-default.md), so this small
// runner does the same job and keeps Prisma's `_prisma_migrations` table in Prisma's own format,
// so `prisma migrate status/deploy` keep working wherever Prisma's engines can be downloaded.
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

/** Arbitrary, fixed key of the advisory lock that serialises migration runners. */
const MIGRATION_LOCK_KEY = 7_265_001;

export interface ApplyMigrationsOptions {
  /** Folder holding `<name>/migration.sql`; default: this package's prisma/migrations. */
  migrationsDir?: string;
  log?: (msg: string) => void;
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

export async function applyMigrations(databaseUrl: string, opts: ApplyMigrationsOptions = {}): Promise<{ applied: string[] }> {
  const dir = opts.migrationsDir ?? defaultMigrationsDir();
  const log = opts.log ?? (() => {});
  const migrations = readMigrations(dir);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    // Session lock: a second process starting at the same time waits here on PostgreSQL. (On the
    // embedded PGlite all clients share one session, so it never blocks there; the re-check inside
    // each migration's transaction below covers that case, as transactions are exclusive there.)
    await client.query(`SELECT pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await client.query(CREATE_MIGRATIONS_TABLE);
      const rows = await appliedRows(client);
      for (const m of migrations) {
        const row = rows.get(m.name);
        if (row) {
          assertUnchanged(m, row);
          continue;
        }
        if (await applyOne(client, m)) {
          applied.push(m.name);
          log(`applied migration ${m.name}`);
        }
      }
    } finally {
      await client.query(`SELECT pg_advisory_unlock(${MIGRATION_LOCK_KEY})`).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
  if (applied.length === 0) log("database schema is up to date");
  return { applied };
}

/** prisma/migrations of @seo/db, found from source (jest, tsx) and from an esbuild bundle alike. */
export function defaultMigrationsDir(): string {
  const candidates: string[] = [];
  try {
    // Bundled code (e.g. bff/dist/server.cjs) keeps this call and resolves the workspace package.
    candidates.push(path.join(path.dirname(require.resolve("@seo/db/package.json")), "prisma", "migrations"));
  } catch {
    // not resolvable from here; fall through
  }
  candidates.push(path.resolve(__dirname, "..", "prisma", "migrations"));
  const found = candidates.find((c) => fs.existsSync(c));
  if (!found) throw new Error(`migrations folder not found (looked in ${candidates.join(", ")})`);
  return found;
}

interface Migration {
  name: string;
  sql: string;
  checksum: string;
  /** Checksums of the same script with other line endings (git may convert them), as Prisma accepts. */
  equivalentChecksums: string[];
}

function readMigrations(dir: string): Migration[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(dir, e.name, "migration.sql")))
    .map((e) => e.name)
    .sort()
    .map((name) => {
      const bytes = fs.readFileSync(path.join(dir, name, "migration.sql"));
      const sql = bytes.toString("utf8");
      const lf = sql.replace(/\r\n/g, "\n");
      return {
        name,
        sql,
        checksum: sha256(bytes),
        equivalentChecksums: [sha256(lf), sha256(lf.replace(/\n/g, "\r\n"))],
      };
    });
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

function assertUnchanged(m: Migration, row: AppliedRow) {
  if (row.finished_at === null && row.rolled_back_at === null) {
    throw new Error(
      `migration ${m.name} was started but never finished (see _prisma_migrations.logs); ` +
        "fix the database by hand, then mark it with `prisma migrate resolve`",
    );
  }
  if (row.checksum !== m.checksum && !m.equivalentChecksums.includes(row.checksum)) {
    throw new Error(
      `migration ${m.name} was changed after it was applied (checksum ${row.checksum} in the database, ` +
        `${m.checksum} on disk); never edit an applied migration, add a new one (npm run migration:new -w @seo/db -- <name>)`,
    );
  }
}

async function appliedRows(client: pg.Client): Promise<Map<string, AppliedRow>> {
  const { rows } = await client.query<AppliedRow>(
    `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"
     WHERE rolled_back_at IS NULL ORDER BY started_at`,
  );
  return new Map(rows.map((r) => [r.migration_name, r]));
}

/** Applies one migration in its own transaction; false when another runner got there first. */
async function applyOne(client: pg.Client, m: Migration): Promise<boolean> {
  await client.query("BEGIN");
  try {
    await client.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    const again = await client.query(`SELECT 1 FROM "_prisma_migrations" WHERE migration_name = $1 AND rolled_back_at IS NULL`, [
      m.name,
    ]);
    if (again.rowCount) {
      await client.query("COMMIT");
      return false;
    }
    const id = randomUUID();
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), 0)`,
      [id, m.checksum, m.name],
    );
    try {
      await client.query(m.sql); // simple protocol: the whole script, several statements
    } catch (err) {
      throw new Error(`migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
    }
    await client.query(`UPDATE "_prisma_migrations" SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1`, [
      id,
    ]);
    await client.query("COMMIT");
    return true;
  } catch (err) {
    await client.query("ROLLBACK").catch(() => {});
    throw err;
  }
}

// Prisma's own definition (schema-engine, postgres flavour).
const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;
