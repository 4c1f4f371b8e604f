// The one way to get a Prisma client: always through @prisma/adapter-pg (PostgreSQL and the embedded
// PGlite server speak the same wire protocol), never through Prisma's own engine binaries.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client";

// PrismaClient, Prisma, and the model types (User, GeneratedContent, WorkflowProject, StripeEvent).
export * from "./generated/prisma/client";

export interface PrismaClientOptions {
  /** Pool size; 1 for the embedded database (see database.ts). Default 10. */
  maxConnections?: number;
}

/**
 * How long a caller waits for the database before it gets an error (which the BFF answers with a
 * 503 and Retry-After) instead of hanging. A frozen or unreachable database must fail a request
 * well within 5 s; our queries are small, so a healthy database answers in milliseconds.
 */
export const DB_TIMEOUTS = {
  /** Waiting for a pooled connection, or opening a new one (TCP connect and the startup exchange). */
  connectionTimeoutMillis: 3_000,
  /** Client side: a query without an answer by then fails, and its connection is dropped. */
  queryTimeoutMillis: 4_000,
  /** Server side (PostgreSQL): stop work the client has stopped waiting for. */
  statementTimeoutMillis: 4_000,
} as const;

export function createPrismaClient(databaseUrl: string, opts: PrismaClientOptions = {}): PrismaClient {
  const pool = createPool({
    connectionString: databaseUrl,
    max: opts.maxConnections ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: DB_TIMEOUTS.connectionTimeoutMillis,
    query_timeout: DB_TIMEOUTS.queryTimeoutMillis,
    statement_timeout: DB_TIMEOUTS.statementTimeoutMillis,
    // Notice a peer that vanished without closing the connection (a host down, a cut network).
    keepAlive: true,
  });
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  pools.set(prisma, pool);
  return prisma;
}

/** What sqlPoolOf gives: pg's parameterised query on the client's own pool. */
export interface SqlPool {
  query<R = Record<string, unknown>>(text: string, values?: unknown[]): Promise<{ rowCount: number | null; rows: R[] }>;
}

const pools = new WeakMap<PrismaClient, pg.Pool>();

/**
 * The pg pool under a client made by createPrismaClient (the same connections, limits and
 * timeouts), for a hot statement whose parameters are large: Prisma's query compiler (WebAssembly)
 * copies and parses every parameter of even a raw statement, which cost the BFF more CPU than the
 * insert itself (docs/performance.md, "Third round, gateway"). Undefined for any other client.
 */
export function sqlPoolOf(prisma: PrismaClient): SqlPool | undefined {
  return pools.get(prisma);
}

/**
 * A pg pool that recovers by itself once a database that died or froze is back. pg-pool alone can
 * leak a connection for good: when a connection breaks inside a transaction, Prisma's ROLLBACK on
 * it fails and Prisma then never releases it, and a timed-out query leaves its connection waiting
 * for the answer, so the ROLLBACK queued behind it times out too. With the embedded database's
 * pool of one, that one leak would stop the process from ever reaching the database again. So a
 * timed-out query drops its connection, and a connection that ends while checked out is handed
 * back to the pool (which discards it); a later release by its borrower is then ignored.
 */
function createPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool({ ...config, Client: DropOnTimeoutClient });
  const checkedOut = new WeakSet<pg.PoolClient>();
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_err, client) => checkedOut.delete(client));
  pool.on("connect", (client) => {
    // Errors reach the query that fails; this only keeps a late socket error from crashing.
    client.on("error", () => {});
    client.once("end", () => {
      if (!checkedOut.has(client)) return;
      const release = client.release;
      client.release = () => {};
      release(new Error("database connection lost"));
    });
  });
  return pool;
}

const QUERY_TIMEOUT_MESSAGE = "Query read timeout"; // pg's error for query_timeout

/** After pg's query_timeout fires the connection is still waiting for the answer: close it. */
class DropOnTimeoutClient extends pg.Client {
  // pg's query() has many overloads; we only look at the outcome and pass everything through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the overloads' return types differ
  override query(...args: unknown[]): any {
    const dropOnTimeout = (err: unknown) => {
      if (err instanceof Error && err.message === QUERY_TIMEOUT_MESSAGE) {
        (this as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
      }
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (err: unknown, res: unknown) => {
        if (err) dropOnTimeout(err);
        callback(err, res);
      };
      return (super.query as (...a: unknown[]) => unknown)(...args);
    }
    const result = (super.query as (...a: unknown[]) => unknown)(...args);
    if (result instanceof Promise) {
      return result.catch((err: unknown) => {
        dropOnTimeout(err);
        throw err;
      });
    }
    return result;
  }
}
