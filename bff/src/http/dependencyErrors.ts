// A database or key-value store that is down, frozen or refusing connections is a passing fault the
// client should retry, not a bug: answer 503 with Retry-After instead of a 500. Runs before the
// general error handler, which gets every other error unchanged.
import type { ErrorRequestHandler } from "express";
import type { Logger } from "../appDeps";
import { DEPENDENCY_UNAVAILABLE, RETRY_AFTER_SECONDS, unavailableDependency } from "@seo/db/unavailable";
import { requestIdOf } from "./requestContext";

export { DEPENDENCY_UNAVAILABLE, RETRY_AFTER_SECONDS, unavailableDependency };

export function dependencyErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    const dependency = unavailableDependency(err);
    if (!dependency || res.headersSent) {
      next(err);
      return;
    }
    logger.warn(`${dependency} unavailable`, {
      requestId: requestIdOf(res),
      url: req.originalUrl,
      error: (err as Error)?.message?.trim().split("\n").pop(),
    });
    res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    res.setHeader("Cache-Control", "no-store");
    res.status(503).json(DEPENDENCY_UNAVAILABLE);
  };
}
