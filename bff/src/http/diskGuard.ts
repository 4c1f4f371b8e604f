// While DATA_DIR's disk is (nearly) full, requests that would write are refused at the door with
// 507 and Retry-After, before they change anything half-way; reads go on. The threshold
// (DISK_FREE_MIN_MB) leaves room for what must still be written: a sign-out, the database's own
// bookkeeping, the log. A write that fails with ENOSPC anyway is answered 507 by dependencyErrors.ts.
import type { RequestHandler } from "express";
import { sendInsufficientStorage, type DiskSpace } from "./diskSpace";
import { requestIdOf } from "./requestContext";
import type { Logger } from "../appDeps";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** Still allowed on a full disk: signing out frees space rather than taking it. */
const ALWAYS_ALLOWED = new Set(["/auth/logout"]);

export function refuseWritesWhenDiskFull(disk: DiskSpace, logger: Logger): RequestHandler {
  let warned = false;
  return async (req, res, next) => {
    if (!WRITES.has(req.method) || ALWAYS_ALLOWED.has(req.path)) return next();
    if ((await disk.status()) !== "full") {
      warned = false;
      return next();
    }
    if (!warned) {
      warned = true;
      logger.error("disk nearly full: refusing writes", { freeBytes: disk.freeBytes(), requestId: requestIdOf(res) });
    }
    sendInsufficientStorage(res);
  };
}
