// The process's Prometheus metrics (prom-client): one registry per process, Node's own metrics
// (event-loop lag, memory, GC, CPU), the HTTP request metrics every server shares (the BFF and each
// service), and who may read them. Labels are always bounded sets: a route's pattern, never its URL
// (docs/operating/metrics-and-traces.md lists every metric).
import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

/** The one registry of this process: every metric of the product registers here. */
export const metricsRegistry = new Registry();

let processMetricsStarted = false;

/** Starts Node's own metrics (event-loop lag, heap, RSS, GC, handles, CPU) once per process. */
export function collectProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** Request durations: a cached page in milliseconds up to a slow model call. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const httpRequests = new Counter({
  name: "seo_http_requests_total",
  help: "HTTP requests answered, by process (service), method, route pattern and status code",
  labelNames: ["service", "method", "route", "status"] as const,
  registers: [metricsRegistry],
});

const httpDuration = new Histogram({
  name: "seo_http_request_duration_seconds",
  help: "Time from a request's arrival to its answer's last byte, by process (service), method, route pattern and status class",
  labelNames: ["service", "method", "route", "status_class"] as const,
  buckets: HTTP_BUCKETS,
  registers: [metricsRegistry],
});

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** More distinct routes than any process has: past it a bug (or an unbounded pattern) shows as "(overflow)". */
const MAX_ROUTES = 300;
const routesSeen = new Set<string>();

/** A route label from a bounded set: the first MAX_ROUTES distinct values, then "(overflow)". */
function boundedRoute(route: string): string {
  if (routesSeen.has(route)) return route;
  if (routesSeen.size >= MAX_ROUTES) return "(overflow)";
  routesSeen.add(route);
  return route;
}

export interface HttpObservation {
  /** The process answering: "bff", "billing", "workflow", ... */
  service: string;
  method: string;
  /** The route's pattern ("/api/embed/:tool"), never the URL. */
  route: string;
  /** The status sent, or null when the client left before the answer was complete. */
  status: number | null;
  seconds: number;
}

/** Counts one answered request and its duration. */
export function observeHttpRequest(o: HttpObservation): void {
  const method = METHODS.has(o.method) ? o.method : "OTHER";
  const route = boundedRoute(o.route);
  const status = o.status === null ? "aborted" : String(o.status);
  const statusClass = o.status === null ? "aborted" : `${Math.floor(o.status / 100)}xx`;
  httpRequests.inc({ service: o.service, method, route, status });
  httpDuration.observe({ service: o.service, method, route, status_class: statusClass }, o.seconds);
}

/** Seconds since `startedAt` (a performance.now() reading). */
export const secondsSince = (startedAt: number): number => (performance.now() - startedAt) / 1000;

// ---- who may read /metrics ----

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);
/** A request that carries one of these came through a proxy: its socket's address is the proxy's. */
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip"];

export interface MetricsCaller {
  /** The TCP peer (req.socket.remoteAddress): never a forwarded header, which the client writes. */
  remoteAddress: string | undefined;
  headers: IncomingHttpHeaders;
}

const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();

/**
 * /metrics is answered to a caller on this machine (a Prometheus beside the process) or to one that
 * shows METRICS_TOKEN as a bearer token (compared in constant time). A loopback request that came
 * through a local reverse proxy (it carries forwarding headers) is not taken for a local caller:
 * the proxy's clients are the internet. Without a token, only loopback callers are answered.
 */
export function mayReadMetrics(caller: MetricsCaller, token: string | undefined): boolean {
  if (token) {
    const given = /^Bearer\s+(.+)$/i.exec(String(caller.headers.authorization ?? ""))?.[1]?.trim();
    if (given !== undefined && timingSafeEqual(digest(given), digest(token))) return true;
  }
  if (!caller.remoteAddress || !LOOPBACK.has(caller.remoteAddress)) return false;
  return !FORWARDING_HEADERS.some((name) => caller.headers[name] !== undefined);
}

/** The exposition text of every metric of this process, with its content type. */
export async function metricsExposition(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

/** What /metrics answers a caller it may not tell anything: the product's plain 404. */
export const METRICS_NOT_FOUND = { error: "Not found" };
