// A full disk: every write fails while reads still work. Two parts:
// - `isDiskFullError(err)` tells a write that failed for lack of space (ENOSPC, EDQUOT, PostgreSQL's
//   SQLSTATE 53100 disk_full, also inside Prisma's and the pg adapter's wrapping) from other errors,
//   so the gateway answers 507 with Retry-After instead of a 500 (dependencyErrors.ts);
// - `createDiskSpaceCheck()` reads the free space of DATA_DIR (statfs), cached briefly, against
//   DISK_FREE_MIN_MB, for /api/health: a nearly full disk is reported before writes start failing.
import fs from "node:fs";
import type { Response } from "express";

export const INSUFFICIENT_STORAGE = {
  error: "The server is out of storage space. Please try again later.",
  code: "INSUFFICIENT_STORAGE",
} as const;
/** Freeing space takes an operator: clients wait longer than for a passing outage. */
export const DISK_FULL_RETRY_AFTER_SECONDS = 60;

/** The answer to a write refused or failed for lack of space (the request id is added by requestContext). */
export function sendInsufficientStorage(res: Response): void {
  res.setHeader("Retry-After", String(DISK_FULL_RETRY_AFTER_SECONDS));
  res.setHeader("Cache-Control", "no-store");
  res.status(507).json(INSUFFICIENT_STORAGE);
}

const ERRNO_CODES = new Set(["ENOSPC", "EDQUOT"]);
/** PostgreSQL's disk_full ("could not extend file ...", "could not write to file ..."). */
const SQL_STATES = new Set(["53100"]);
// The message when only the text is left (a pg error flattened by a wrapper, PGlite's own wording).
const MESSAGES = [/\bNo space left on device\b/i, /\bDisk quota exceeded\b/i, /\bcould not extend file\b/i];

interface ErrorLike {
  code?: unknown;
  errorCode?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown; code?: unknown; originalCode?: unknown } } };
}

/** True when an error (or one it wraps, a few `cause` levels deep) says the storage is full. */
export function isDiskFullError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as ErrorLike).cause, depth++) {
    const x = e as ErrorLike;
    const code = typeof x.code === "string" ? x.code : typeof x.errorCode === "string" ? x.errorCode : undefined;
    if (code && (ERRNO_CODES.has(code) || SQL_STATES.has(code))) return true;
    const adapter = x.meta?.driverAdapterError?.cause;
    if (adapter && SQL_STATES.has(String(adapter.originalCode ?? adapter.code ?? ""))) return true;
    if (typeof x.message === "string" && MESSAGES.some((m) => m.test(x.message as string))) return true;
  }
  return false;
}

export interface DiskSpace {
  /** "full" when DATA_DIR's file system has less than the threshold free (or the check fails with ENOSPC). */
  status(): Promise<"ok" | "full">;
  /** Free bytes at the last check (null before the first or when it failed). */
  freeBytes(): number | null;
}

export interface DiskSpaceOptions {
  /** The folder whose file system is checked (DATA_DIR). */
  dir: string;
  /** Below this many free MB the disk counts as full (DISK_FREE_MIN_MB). */
  minFreeMb: number;
  /** A check is reused for this long (health checks come often). */
  cacheMs?: number;
  /** Injected in tests. */
  statfs?: (dir: string) => Promise<{ bavail: number | bigint; bsize: number | bigint }>;
  now?: () => number;
}

export function createDiskSpaceCheck(opts: DiskSpaceOptions): DiskSpace {
  const statfs = opts.statfs ?? ((dir: string) => fs.promises.statfs(dir));
  const now = opts.now ?? Date.now;
  const cacheMs = opts.cacheMs ?? 2_000;
  const minBytes = opts.minFreeMb * 1024 * 1024;
  let checkedAt = -Infinity;
  let last: { status: "ok" | "full"; free: number | null } = { status: "ok", free: null };
  let pending: Promise<"ok" | "full"> | undefined;

  const check = async (): Promise<"ok" | "full"> => {
    try {
      const s = await statfs(opts.dir);
      const free = Number(s.bavail) * Number(s.bsize);
      last = { status: free < minBytes ? "full" : "ok", free };
    } catch (err) {
      // A folder that cannot be read is not a full disk (the other checks will say what is wrong).
      last = { status: isDiskFullError(err) ? "full" : "ok", free: null };
    }
    checkedAt = now();
    return last.status;
  };

  return {
    status() {
      if (now() - checkedAt < cacheMs) return Promise.resolve(last.status);
      pending ??= check().finally(() => (pending = undefined));
      return pending;
    },
    freeBytes: () => last.free,
  };
}
