// The BFF's server span per request (when tracing is on: libs/telemetry/src/tracing.ts). The trace
// starts here: a browser's traceparent is not continued (the client would choose our trace ids). The
// span's traceparent is written into the request's own headers, so every call to a service made for
// it (the tool calls' plain requests, the observed and the streamed proxies alike) passes it on with
// the other forwarded headers, and the service's span becomes its child. traceparent is not part of
// the signed identity; a service accepts requests with or without it.
import type { Request, Response } from "express";
import { endRequestSpan, inRequestSpan, startRequestSpan, traceHeaders } from "@seo/telemetry/tracing";
import { routeOf } from "./metricsRoutes";

/** The W3C trace context headers a client may send: never passed on as they came. */
export const TRACE_CONTEXT_HEADERS = ["traceparent", "tracestate"];

export interface RequestTrace {
  /** The ids every log line of the request carries. */
  logFields: { traceId: string; spanId: string };
  /** Runs the rest of the request inside the span. */
  run(fn: () => void): void;
}

/**
 * Opens the request's span, puts its traceparent on the request's headers and ends the span with the
 * answer (named by the route's pattern). Null when tracing is off. Call after the client's trace
 * context headers were removed.
 */
export function traceRequest(req: Request, res: Response): RequestTrace | null {
  const span = startRequestSpan("bff", req.method, null);
  if (!span) return null;
  Object.assign(req.headers, traceHeaders(span));
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    endRequestSpan(span, { route: routeOf(req), status: res.writableFinished ? res.statusCode : null });
  };
  res.once("finish", end);
  res.once("close", end);
  return { logFields: span.logFields, run: (fn) => inRequestSpan(span, fn) };
}
