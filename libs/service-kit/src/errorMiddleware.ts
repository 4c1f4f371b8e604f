import type { Middleware } from "koa";
import { ZodError } from "zod";
import { validationErrorBody, type ApiErrorBody } from "@seo/contracts/errors";
import { DEPENDENCY_UNAVAILABLE, RETRY_AFTER_SECONDS, errorSummary, unavailableDependency } from "@seo/db/unavailable";
import type { Logger } from "./log";

/** An error whose status and message are meant for the caller (e.g. 404 for a missing project). */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Omit<ApiErrorBody, "error"> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

function isZodError(err: unknown): err is ZodError {
  return err instanceof ZodError || (err instanceof Error && err.name === "ZodError" && Array.isArray((err as ZodError).issues));
}

const statusOf = (err: unknown): number | undefined => {
  const s =
    (err as { status?: unknown; statusCode?: unknown } | null)?.status ?? (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof s === "number" && s >= 400 && s <= 599 ? s : undefined;
};

const MESSAGES: Record<number, string> = {
  400: "Bad request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  413: "Request body too large",
  415: "Unsupported media type",
  500: "Internal server error",
  501: "Not implemented",
};

/**
 * First middleware of every service: every thrown error becomes the JSON error shape. Validation
 * errors are 400 `{error, issues}`; errors marked `expose` (HttpError, body-parser errors, the AI
 * provider's 502) keep their message; a database or store that cannot be reached is a 503 with
 * Retry-After (a passing fault, not a bug); anything else is a 500 that reveals nothing internal.
 */
export function errorMiddleware(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
      // Unmatched routes and allowedMethods answers carry no body: give them the JSON shape too.
      if (ctx.status >= 400 && ctx.body == null) {
        const status = ctx.status;
        ctx.body = { error: MESSAGES[status] ?? "Request failed" } satisfies ApiErrorBody;
        ctx.status = status; // setting a body on an implicit 404 would otherwise turn it into 200
      }
    } catch (err) {
      if (isZodError(err)) {
        ctx.status = 400;
        ctx.body = validationErrorBody(err);
        return;
      }
      const dependency = unavailableDependency(err);
      if (dependency) {
        ctx.status = 503;
        ctx.set("Retry-After", String(RETRY_AFTER_SECONDS));
        ctx.body = { ...DEPENDENCY_UNAVAILABLE } satisfies ApiErrorBody;
        log.warn(`${dependency} unavailable`, { method: ctx.method, path: ctx.path, error: errorSummary(err) });
        return;
      }
      const status = statusOf(err);
      const expose = status !== undefined && (status < 500 || (err as { expose?: boolean }).expose === true);
      if (status !== undefined && expose) {
        ctx.status = status;
        const extra = err instanceof HttpError ? err.extra : {};
        const message = err instanceof Error && err.message ? err.message : (MESSAGES[status] ?? "Request failed");
        // Body-parser messages are fine to show; keep the shape and the status.
        ctx.body = { ...extra, error: status === 413 ? MESSAGES[413]! : message } satisfies ApiErrorBody;
        if (status >= 500) log.warn("request failed", { method: ctx.method, path: ctx.path, status, error: message });
        return;
      }
      ctx.status = status ?? 500;
      ctx.body = { error: MESSAGES[ctx.status] ?? "Internal server error" } satisfies ApiErrorBody;
      log.error("unhandled error", {
        method: ctx.method,
        path: ctx.path,
        error: err instanceof Error ? (err.stack ?? err.message) : String(err),
      });
    }
  };
}
