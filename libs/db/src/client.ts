// The one way to get a Prisma client: always through @prisma/adapter-pg (PostgreSQL and the embedded
// PGlite server speak the same wire protocol), never through Prisma's own engine binaries.
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client";

// PrismaClient, Prisma, and the model types (User, GeneratedContent, WorkflowProject, StripeEvent).
export * from "./generated/prisma/client";

export interface PrismaClientOptions {
  /** Pool size; 1 for the embedded database (see database.ts). Default 10. */
  maxConnections?: number;
}

export function createPrismaClient(databaseUrl: string, opts: PrismaClientOptions = {}): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    max: opts.maxConnections ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
  });
  return new PrismaClient({ adapter });
}
