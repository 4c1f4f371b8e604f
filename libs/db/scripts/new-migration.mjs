#!/usr/bin/env node
// npm run migration:new -w @seo/db -- <name>
//
// Writes prisma/migrations/<UTC timestamp>_<name>/migration.sql: the SQL that takes a database with
// every existing migration applied to what prisma/schema.prisma describes.
//
// The "before" state is prisma/migrations/schema.snapshot.prisma, the schema as of the latest
// migration, which this script refreshes each time it writes one. So the diff is
//   prisma migrate diff --from-schema-datamodel <snapshot> --to-schema-datamodel prisma/schema.prisma --script
// (--from-empty when there is no snapshot yet). Never hand-edit a migration.sql without keeping
// the snapshot in step.
//
// Why not diff from a database with the migrations applied: with the pg adapter that
// prisma.config.ts must configure (the Rust schema engine cannot be downloaded here) Prisma refuses
// --from-url and --from-schema-datasource, and --from-migrations needs a shadow database that it
// fails to set up both on PGlite (hangs) and on PostgreSQL (P3006, prisma/orm#27403 family).
// Prisma still connects its adapter even for a datamodel-to-datamodel diff, so DATABASE_URL is
// pointed at a throwaway PGlite on a free loopback port, served by our src/embedded.ts (bundled on
// the fly): no PostgreSQL needed.
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequire } from "node:module";
import os from "node:os";

const pkgDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const migrationsDir = path.join(pkgDir, "prisma", "migrations");

const rawName = process.argv[2];
if (!rawName) {
  console.error("usage: npm run migration:new -w @seo/db -- <name>   (e.g. add_user_locale)");
  process.exit(2);
}
const name = rawName
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_")
  .replace(/^_|_$/g, "");

const bundled = path.join(pkgDir, "dist", "embedded.cjs");
execFileSync(
  process.execPath,
  [path.join(pkgDir, "..", "..", "scripts", "build-node.mjs"), path.join(pkgDir, "src", "embedded.ts"), bundled],
  {
    stdio: "inherit",
  },
);
const { startEmbeddedDatabase } = createRequire(import.meta.url)(bundled);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-new-migration-"));
const db = await startEmbeddedDatabase({ dataDir, port: 0 });
const url = db.url;

const snapshot = path.join(migrationsDir, "schema.snapshot.prisma");
const from = fs.existsSync(snapshot) ? ["--from-schema-datamodel", snapshot] : ["--from-empty"];

let sql;
try {
  // Asynchronously: the database answering Prisma lives in this process's event loop.
  ({ stdout: sql } = await promisify(execFile)(
    "npx",
    ["--no-install", "prisma", "migrate", "diff", ...from, "--to-schema-datamodel", "prisma/schema.prisma", "--script"],
    { cwd: pkgDir, env: { ...process.env, DATABASE_URL: url }, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  ));
} finally {
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

if (!sql.trim() || /^-- This is an empty migration\.\s*$/.test(sql.trim())) {
  console.log("schema.prisma matches the existing migrations; no migration written");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${name}`);
fs.mkdirSync(dir, { recursive: true });
fs.writeFileSync(path.join(dir, "migration.sql"), sql);
fs.copyFileSync(path.join(pkgDir, "prisma", "schema.prisma"), snapshot);
console.log(`wrote ${path.relative(process.cwd(), path.join(dir, "migration.sql"))}`);
