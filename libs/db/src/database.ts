// Which database a process talks to: DATABASE_URL when set, else the embedded server on loopback
// (started by the product's start script, see embedded-server.ts) through a pool of one, since
// PGlite is a single session shared by every process.
import { EMBEDDED_DB_PORT } from "@seo/config/ports";
import { createPrismaClient, type PrismaClient } from "./client";

export function embeddedDatabaseUrl(port: number = EMBEDDED_DB_PORT): string {
  return `postgres://postgres@127.0.0.1:${port}/postgres`;
}

export interface ResolvedDatabase {
  url: string;
  embedded: boolean;
  maxConnections: number;
  /** A Prisma client with the right pool size for this database. */
  createClient(): PrismaClient;
}

export function resolveDatabase(config: { databaseUrl?: string; embeddedDbPort?: number }): ResolvedDatabase {
  const embedded = !config.databaseUrl;
  const url = config.databaseUrl || embeddedDatabaseUrl(config.embeddedDbPort);
  const maxConnections = embedded ? 1 : 10;
  return { url, embedded, maxConnections, createClient: () => createPrismaClient(url, { maxConnections }) };
}
