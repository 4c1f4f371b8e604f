// Is an error a dependency being unavailable (a passing fault the caller should retry: 503 with
// Retry-After) rather than a bug? The database (Prisma, its pg driver adapter, pg itself) or the
// key-value store (KvUnavailableError from @seo/kv). Shared by the BFF and every service.

/** The answer to a call that needed an unavailable dependency: 503, this body, Retry-After. */
export const DEPENDENCY_UNAVAILABLE = {
  error: "The service is temporarily unavailable. Please try again shortly.",
  code: "DEPENDENCY_UNAVAILABLE",
} as const;
export const RETRY_AFTER_SECONDS = 5;

/** The last line of an error's message, for a log line (Prisma's messages quote the whole query first). */
export function errorSummary(err: unknown): string | undefined {
  return (err as Error | undefined)?.message?.trim().split("\n").pop();
}

// Prisma's codes for a database it cannot reach or that stopped answering (P1001 can't reach,
// P1002 timed out, P1008 operation timed out, P1017 connection closed, P2024 pool timeout, P2037 too
// many connections). A raw query ($queryRaw, e.g. the Starter quota UPDATE) reports the same
// failures as P2010 "raw query failed", so the driver adapter's own error kind is checked too.
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);
// SQLSTATE: statement timeout / cancelled, server shutting down or starting, too many connections,
// and the whole connection-exception class 08.
const SQL_STATES = new Set(["57014", "57P01", "57P02", "57P03", "53300"]);
// pg and pg-pool throw plain Errors (Prisma passes them through) for connect and query timeouts and
// for connections that broke; libs/db's pool adds "database connection lost".
const PG_MESSAGES = [
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Connection terminated\b/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^database connection lost$/,
];
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH"]);

interface ErrorLike {
  name?: unknown;
  code?: unknown;
  errorCode?: unknown;
  message?: unknown;
  syscall?: unknown;
  severity?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown; code?: unknown; originalCode?: unknown } } };
}

/** Which dependency an error says is unavailable ("database" or "store"), or null for any other error. */
export function unavailableDependency(err: unknown): "database" | "store" | null {
  // Follow `cause` links a few levels: wrappers keep the original failure there.
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as ErrorLike).cause, depth++) {
    const x = e as ErrorLike;
    if (x.name === "KvUnavailableError") return "store";
    const code = typeof x.code === "string" ? x.code : typeof x.errorCode === "string" ? x.errorCode : undefined;
    if (code && PRISMA_CODES.has(code)) return "database";
    const adapter = x.meta?.driverAdapterError?.cause;
    if (adapter) {
      if (typeof adapter.kind === "string" && ADAPTER_KINDS.has(adapter.kind)) return "database";
      const state = String(adapter.originalCode ?? adapter.code ?? "");
      if (SQL_STATES.has(state) || state.startsWith("08")) return "database";
    }
    if (typeof x.message === "string" && PG_MESSAGES.some((m) => m.test(x.message as string))) return "database";
    if (code && typeof x.severity === "string" && (SQL_STATES.has(code) || code.startsWith("08"))) return "database"; // pg's own error
    if (code && typeof x.syscall === "string" && SOCKET_CODES.has(code)) return "database";
  }
  return null;
}
