import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createPrismaClient } from "./client";
import { applyMigrations, defaultMigrationsDir } from "./migrate";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./testing/databases";

jest.setTimeout(60_000); // the PGlite runs start a database process per test on a busy machine

const migrationNames = () =>
  fs
    .readdirSync(defaultMigrationsDir())
    .filter((n) => fs.existsSync(path.join(defaultMigrationsDir(), n, "migration.sql")))
    .sort();

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values?: unknown[]) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql, values)).rows;
  } finally {
    await c.end();
  }
}

describe.each(testDatabaseKinds())("applyMigrations on %s", (kind) => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await createTestDatabase(kind, "migrate");
  });
  afterEach(async () => {
    await db.drop();
  });

  test("applies every migration once; a second run is a no-op", async () => {
    const first = await applyMigrations(db.url);
    expect(first.applied).toEqual(migrationNames());
    const second = await applyMigrations(db.url);
    expect(second.applied).toEqual([]);

    const tables = await query<{ tablename: string }>(db.url, "SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
    expect(tables.map((t) => t.tablename)).toEqual(
      expect.arrayContaining(["users", "generated_content", "workflow_projects", "stripe_events", "_prisma_migrations"]),
    );
  });

  test("records each migration in _prisma_migrations in Prisma's format", async () => {
    await applyMigrations(db.url);
    const rows = await query<Record<string, unknown>>(db.url, `SELECT * FROM "_prisma_migrations" ORDER BY migration_name`);
    expect(rows).toHaveLength(migrationNames().length);
    for (const row of rows) {
      const file = fs.readFileSync(path.join(defaultMigrationsDir(), String(row.migration_name), "migration.sql"));
      expect(row.checksum).toBe(createHash("sha256").update(file).digest("hex"));
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.started_at).toBeInstanceOf(Date);
      expect(row.rolled_back_at).toBeNull();
      expect(row.logs).toBeNull();
      expect(row.applied_steps_count).toBe(1);
    }
  });

  test("two runners started at once apply each migration exactly once", async () => {
    const results = await Promise.all([applyMigrations(db.url), applyMigrations(db.url), applyMigrations(db.url)]);
    expect(results.flatMap((r) => r.applied).sort()).toEqual(migrationNames());
    const rows = await query(db.url, `SELECT migration_name FROM "_prisma_migrations"`);
    expect(rows).toHaveLength(migrationNames().length);
  });

  test("applies new migrations after old ones and refuses an edited applied migration", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-migrations-"));
    try {
      fs.mkdirSync(path.join(dir, "001_first"));
      fs.writeFileSync(path.join(dir, "001_first", "migration.sql"), "CREATE TABLE a (id INT);\n");
      expect((await applyMigrations(db.url, { migrationsDir: dir })).applied).toEqual(["001_first"]);

      fs.mkdirSync(path.join(dir, "002_second"));
      fs.writeFileSync(path.join(dir, "002_second", "migration.sql"), "CREATE TABLE b (id INT);\nINSERT INTO b VALUES (1);\n");
      const logs: string[] = [];
      const second = await applyMigrations(db.url, { migrationsDir: dir, log: (m) => logs.push(m) });
      expect(second.applied).toEqual(["002_second"]);
      expect(logs).toEqual(["applied migration 002_second"]);

      fs.writeFileSync(path.join(dir, "001_first", "migration.sql"), "CREATE TABLE a (id BIGINT);\n");
      await expect(applyMigrations(db.url, { migrationsDir: dir })).rejects.toThrow(
        /migration 001_first was changed after it was applied/,
      );
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a failing migration is rolled back and leaves no row", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-migrations-"));
    try {
      fs.mkdirSync(path.join(dir, "001_bad"));
      fs.writeFileSync(path.join(dir, "001_bad", "migration.sql"), "CREATE TABLE c (id INT);\nSELECT * FROM missing_table;\n");
      await expect(applyMigrations(db.url, { migrationsDir: dir })).rejects.toThrow(/migration 001_bad failed/);
      const rows = await query(db.url, `SELECT 1 FROM "_prisma_migrations"`);
      expect(rows).toHaveLength(0);
      const tables = await query(db.url, "SELECT 1 FROM pg_tables WHERE tablename = 'c'");
      expect(tables).toHaveLength(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("normalises stored e-mails without losing an account, then refuses un-normalised ones", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-migrations-"));
    try {
      const [init, ...later] = migrationNames() as [string, ...string[]];
      fs.cpSync(path.join(defaultMigrationsDir(), init), path.join(dir, init), { recursive: true });
      await applyMigrations(db.url, { migrationsDir: dir });
      const insert = (id: number, email: string) =>
        query(
          db.url,
          `INSERT INTO users (id, email, password, "firstName", "lastName", "updatedAt") VALUES ($1, $2, 'x', 'F', 'L', now())`,
          [id, email],
        );
      await insert(1, " Mixed.Case@Example.com ");
      await insert(2, "DUP@x.io"); // collides with 3 once normalised; 3 is already normal and keeps it
      await insert(3, "dup@x.io");
      await insert(4, "a_b@x.io");
      await insert(5, "AAB@x.io");
      for (const name of later) fs.cpSync(path.join(defaultMigrationsDir(), name), path.join(dir, name), { recursive: true });
      await applyMigrations(db.url, { migrationsDir: dir });

      const rows = await query<{ id: number; email: string }>(db.url, "SELECT id, email FROM users ORDER BY id");
      expect(rows).toEqual([
        { id: 1, email: "mixed.case@example.com" },
        { id: 2, email: "DUP@x.io" },
        { id: 3, email: "dup@x.io" },
        { id: 4, email: "a_b@x.io" },
        { id: 5, email: "aab@x.io" },
      ]);
      await expect(insert(6, "New@x.io")).rejects.toThrow(/users_email_normalised/);
      await expect(insert(7, "aab@x.io")).rejects.toThrow(/users_email_key/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a Prisma client from createPrismaClient creates and reads a user", async () => {
    await applyMigrations(db.url);
    const prisma = createPrismaClient(db.url, { maxConnections: kind === "pglite" ? 1 : 2 });
    try {
      const created = await prisma.user.create({
        data: { email: "ada@example.com", password: "x", firstName: "Ada", lastName: "Lovelace" },
      });
      const read = await prisma.user.findUnique({ where: { email: "ada@example.com" } });
      expect(read).toMatchObject({ id: created.id, firstName: "Ada", isAdmin: false, generationsUsed: 0 });
      const [project] = await prisma.$transaction([
        prisma.workflowProject.create({ data: { userId: created.id, projectName: "p" } }),
        prisma.generatedContent.create({
          data: { userId: created.id, toolType: "descripto", inputData: { a: 1 }, outputData: { b: [2] } },
        }),
      ]);
      expect(project.status).toBe("in_progress");
      const content = await prisma.generatedContent.findFirst({ where: { userId: created.id } });
      expect(content?.outputData).toEqual({ b: [2] });
    } finally {
      await prisma.$disconnect();
    }
  });
});
