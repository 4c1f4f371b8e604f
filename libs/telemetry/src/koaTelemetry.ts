// The Koa side of metrics and traces (every service, through libs/service-kit): each request is
// counted and timed by its route's pattern, continues the BFF's trace (its traceparent; a request
// without one starts its own), and GET /metrics is answered to the callers mayReadMetrics allows.
import type { Context, Middleware } from "koa";
import {
  METRICS_NOT_FOUND,
  collectProcessMetrics,
  mayReadMetrics,
  metricsExposition,
  observeHttpRequest,
  secondsSince,
} from "./metrics";
import { endRequestSpan, inRequestSpan, startRequestSpan } from "./tracing";

/** Paths answered before any router (health, metrics): named as they are, they are few and fixed. */
const UNROUTED_PATHS = new Set(["/health", "/health/live", "/health/ready", "/metrics"]);

/** The route's pattern as @koa/router matched it; "(other)" for what no route matched. */
export function koaRouteOf(ctx: Context): string {
  const matched = (ctx as Context & { _matchedRoute?: string | RegExp })._matchedRoute;
  if (matched !== undefined) return String(matched);
  return UNROUTED_PATHS.has(ctx.path) ? ctx.path : "(other)";
}

export interface KoaTelemetryOptions {
  /** The service's name: the `service` label and the tracer's name. */
  service: string;
  /** Runs the rest of the request with the trace's ids in every log line (libs/log's withLogContext). */
  withLogFields?: <T>(fields: { traceId: string; spanId: string }, fn: () => T) => T;
}

/** Counts, times and traces each request; first in the chain, so it sees the final status. */
export function koaTelemetry(opts: KoaTelemetryOptions): Middleware {
  collectProcessMetrics();
  return async (ctx, next) => {
    const startedAt = performance.now();
    const span = startRequestSpan(opts.service, ctx.method, ctx.req.headers);
    let thrown = false;
    try {
      if (!span) await next();
      else await inRequestSpan(span, () => (opts.withLogFields ? opts.withLogFields(span.logFields, next) : next()));
    } catch (err) {
      thrown = true;
      throw err;
    } finally {
      const route = koaRouteOf(ctx);
      // A handler that gave up on a gone client (respond = false) answered nothing.
      const status = thrown ? 500 : ctx.respond === false ? null : ctx.status;
      observeHttpRequest({ service: opts.service, method: ctx.method, route, status, seconds: secondsSince(startedAt) });
      if (span) endRequestSpan(span, { route, status });
    }
  };
}

/** GET /metrics, before any identity check: the exposition for allowed callers, a plain 404 for others. */
export function koaMetricsRoute(opts: { token: string | undefined }): Middleware {
  return async (ctx, next) => {
    if (ctx.path !== "/metrics" || (ctx.method !== "GET" && ctx.method !== "HEAD")) return next();
    ctx.set("Cache-Control", "no-store");
    if (!mayReadMetrics({ remoteAddress: ctx.req.socket.remoteAddress, headers: ctx.req.headers }, opts.token)) {
      ctx.status = 404;
      ctx.body = { ...METRICS_NOT_FOUND };
      return;
    }
    const { contentType, body } = await metricsExposition();
    ctx.type = contentType;
    ctx.body = body;
  };
}
