import path from "node:path";
import { defineConfig } from "prisma/config";
import { PrismaPg } from "@prisma/adapter-pg";

// engine "js": Prisma's Rust schema engine cannot be downloaded here, so `generate` and
// `migrate diff` run on the WASM engine through the pg adapter. Migrations are applied by
// src/migrate.ts (docs/decisions/0005-embedded-default.md), not by `prisma migrate deploy`.
export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  adapter: async () =>
    new PrismaPg({ connectionString: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres" }),
});
