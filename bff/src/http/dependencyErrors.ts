// A database or key-value store that is down, frozen or refusing connections is a passing fault the
// client should retry, not a bug: answer 503 with Retry-After instead of a 500. Runs before the
// general error handler, which gets every other error unchanged. A write that failed because the disk
// (ours or the database's) is full is answered 507 INSUFFICIENT_STORAGE with Retry-After (diskSpace.ts).
import type { ErrorRequestHandler } from "express";
import type { Logger } from "../appDeps";
import { DEPENDENCY_UNAVAILABLE, RETRY_AFTER_SECONDS, errorSummary, unavailableDependency } from "@seo/db/unavailable";
import { requestIdOf } from "./requestContext";
import { isDiskFullError, sendInsufficientStorage } from "./diskSpace";

export { DEPENDENCY_UNAVAILABLE, RETRY_AFTER_SECONDS, unavailableDependency };

export function dependencyErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    // A full disk (ours or the database's): 507, until an operator frees space (diskSpace.ts).
    if (!res.headersSent && isDiskFullError(err)) {
      logger.error("write failed: out of storage space", {
        requestId: requestIdOf(res),
        url: req.originalUrl,
        error: errorSummary(err),
      });
      sendInsufficientStorage(res);
      return;
    }
    const dependency = unavailableDependency(err);
    if (!dependency || res.headersSent) {
      next(err);
      return;
    }
    logger.warn(`${dependency} unavailable`, {
      requestId: requestIdOf(res),
      url: req.originalUrl,
      error: errorSummary(err),
    });
    res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    res.setHeader("Cache-Control", "no-store");
    res.status(503).json(DEPENDENCY_UNAVAILABLE);
  };
}
