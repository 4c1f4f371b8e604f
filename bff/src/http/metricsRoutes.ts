// The BFF's request metrics and its GET /metrics. Each request is counted and timed under its
// route's pattern ("/api/embed/:tool"), never its URL. /metrics answers only a caller on this machine
// or one with METRICS_TOKEN (libs/telemetry's mayReadMetrics); anyone else gets the plain 404 JSON,
// so the route's existence is not revealed. It sits before sessions: a scraper has none.
import type { Request, RequestHandler } from "express";
import type { JobQueue } from "@seo/jobs/queue";
import {
  collectProcessMetrics,
  mayReadMetrics,
  METRICS_NOT_FOUND,
  metricsExposition,
  observeHttpRequest,
  secondsSince,
} from "@seo/telemetry/metrics";
import { observeJobQueue } from "./metrics";

const ROUTE = Symbol("route");
type Tracked = Request & { [ROUTE]?: string };

/**
 * Express sets req.route when it dispatches a route, and req.baseUrl changes as the request moves
 * through routers; the pair is only right at dispatch time (a route that passes the request on with
 * next() would otherwise be named under the next router's path). So the pattern is noted then.
 */
function noteRoutes(req: Request): void {
  let route: unknown = req.route;
  Object.defineProperty(req, "route", {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value;
      if (value && value.path !== undefined) (req as Tracked)[ROUTE] = `${req.baseUrl}${String(value.path)}`;
    },
  });
}

/**
 * The request's route pattern: the last route dispatched, else the router mount it is in
 * ("/api/workflow/*": the streamed proxies), else "(other)" (static files, the pages, 404s).
 */
export function routeOf(req: Request): string {
  const noted = (req as Tracked)[ROUTE];
  if (noted) return noted;
  return req.baseUrl ? `${req.baseUrl}/*` : "(other)";
}

/** Counts and times each request by route and status; mounted first, right after the request context. */
export function requestMetrics(): RequestHandler {
  collectProcessMetrics();
  return (req, res, next) => {
    const startedAt = performance.now();
    noteRoutes(req);
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      observeHttpRequest({
        service: "bff",
        method: req.method,
        route: routeOf(req),
        // "close" before "finish": the client left before the answer was complete.
        status: res.writableFinished ? res.statusCode : null,
        seconds: secondsSince(startedAt),
      });
    };
    res.once("finish", record);
    res.once("close", record);
    next();
  };
}

/** GET /metrics: Prometheus text for allowed callers, never cached; the job queue is read on each scrape. */
export function metricsRoute(opts: { token: string | undefined; jobs?: Pick<JobQueue, "counts" | "failures"> }): RequestHandler {
  observeJobQueue(opts.jobs);
  return async (req, res, next) => {
    try {
      res.setHeader("Cache-Control", "no-store");
      if (!mayReadMetrics({ remoteAddress: req.socket.remoteAddress, headers: req.headers }, opts.token)) {
        res.status(404).json(METRICS_NOT_FOUND);
        return;
      }
      const { contentType, body } = await metricsExposition();
      res.type(contentType).send(body);
    } catch (err) {
      next(err);
    }
  };
}
