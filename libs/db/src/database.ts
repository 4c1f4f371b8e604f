// Which database a process talks to: DATABASE_URL when set, else the embedded server on loopback
// (started by the product's start script, see embedded-server.ts) through a pool of one, since
// PGlite is a single session shared by every process.
import path from "node:path";
import { EMBEDDED_DB_PORT } from "@seo/config/ports";
import { createPrismaClient, type PrismaClient } from "./client";
import { readEmbeddedPassword } from "./embeddedAuth";

function embeddedDatabaseUrl(port: number = EMBEDDED_DB_PORT, password?: string): string {
  const credentials = password ? `postgres:${encodeURIComponent(password)}` : "postgres";
  return `postgres://${credentials}@127.0.0.1:${port}/postgres`;
}

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  maxConnections: number;
  /** A Prisma client with the right pool size for this database. */
  createClient(): PrismaClient;
}

/**
 * The embedded database's password comes from EMBEDDED_DB_PASSWORD (set by the start script) or
 * from the `db-password` file in DATA_DIR (operator commands run beside a running product).
 */
export function resolveDatabase(config: { databaseUrl?: string; embeddedDbPort?: number; dataDir?: string }): ResolvedDatabase {
  const embedded = !config.databaseUrl;
  const url =
    config.databaseUrl ||
    embeddedDatabaseUrl(config.embeddedDbPort, readEmbeddedPassword(path.resolve(config.dataDir ?? ".data")));
  const maxConnections = embedded ? 1 : 10;
  return { url, embedded, maxConnections, createClient: () => createPrismaClient(url, { maxConnections }) };
}
