import Koa from "koa";
import type { Router } from "@koa/router";
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { REQUEST_ID_HEADER } from "@seo/contracts/identity";
import { withRequestId } from "@seo/contracts/errors";
import { withLogContext } from "@seo/log/logger";
import { koaMetricsRoute, koaTelemetry } from "@seo/telemetry/koaTelemetry";
import { startTracing } from "@seo/telemetry/tracing";
import { errorMiddleware } from "./errorMiddleware";
import { requireIdentity, type IdentityConfig, type ServiceState } from "./identity";
import { bodyReader, parseJsonBody } from "./body";
import { createLogger, type Logger } from "./log";

export interface ServiceAppOptions {
  /** Service name, reported by /health and in logs. */
  name: string;
  router: Router<ServiceState>;
  /** AppConfig from @seo/config/env satisfies this. */
  config: { identity: IdentityConfig; metricsToken?: string };
  log?: Logger;
  /** Largest accepted body (bytes, or "100kb"); larger bodies get a JSON 413. */
  bodyLimit?: string | number;
  /** Clock for the signature's freshness (tests). */
  now?: () => number;
}

const DEFAULT_BODY_LIMIT = "100kb";
const REQUEST_ID_PATTERN = /^[\w-]{1,100}$/;

/**
 * The Koa app every service shares: JSON errors first, the unauthenticated probes (/health and
 * /health/live: the process answers; /health/ready: it takes work and reaches its database), then the BFF's
 * signed identity (which covers the exact body bytes), the JSON body and the service's router.
 */
export function createServiceApp({ name, router, config, log, bodyLimit = DEFAULT_BODY_LIMIT, now }: ServiceAppOptions) {
  const logger = log ?? createLogger(name);
  const app = new Koa<ServiceState>();
  // Services sit behind the BFF only; no forwarded header is trusted.
  app.proxy = false;
  // The error middleware answers every error; Koa's default stderr dump would only duplicate it.
  app.silent = true;
  const readBody = bodyReader(typeof bodyLimit === "number" ? bodyLimit : parseSize(bodyLimit));
  // Traces only when OTEL_EXPORTER_OTLP_ENDPOINT is set (once per process: the SDK is loaded only then).
  startTracing({ serviceName: name, logger });

  // First: each request counted and timed by route, and traced as the child of the BFF's span
  // (its traceparent; none: a trace of its own), with the trace's ids in every log line.
  app.use(koaTelemetry({ service: name, withLogFields: withLogContext }));

  // The BFF's request id (the identity check verifies it is the signed one) in every log line and
  // error answer; a request that came without a usable one (refused anyway) gets an id of its own.
  app.use(async (ctx, next) => {
    const given = ctx.get(REQUEST_ID_HEADER);
    const requestId = REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    ctx.set(REQUEST_ID_HEADER, requestId);
    await withLogContext({ requestId }, next);
    if (ctx.status >= 400) {
      const status = ctx.status;
      ctx.body = withRequestId(ctx.body, requestId);
      ctx.status = status;
    }
  });
  app.use(errorMiddleware(logger));
  // Prometheus: this machine or METRICS_TOKEN only (a plain 404 for anyone else), no identity needed.
  app.use(koaMetricsRoute({ token: config.metricsToken }));
  app.use(async (ctx, next) => {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    if (ctx.path === "/health" || ctx.path === "/health/live") {
      // Liveness: the process answers. Never a dependency's state (a restart would not fix it).
      ctx.body = { status: "ok", service: name };
      return;
    }
    if (ctx.path === "/health/ready") {
      ctx.set("Cache-Control", "no-store");
      const state = await readiness(ctx.app.context.probes);
      ctx.status = state === "ready" ? 200 : 503;
      ctx.body = { status: state, service: name };
      return;
    }
    await next();
  });
  app.use(requireIdentity(config.identity, readBody, { log: logger, now }));
  app.use(async (ctx, next) => {
    parseJsonBody(ctx, ctx.state.rawBody);
    await next();
  });
  app.use(async (ctx, next) => {
    if (await clientGone(ctx.req, ctx.res)) {
      // Nobody is waiting for the answer (the BFF gave up with a 504, or the caller hung up): the
      // tool's work is not started and nothing is written to the closed connection.
      logger.info("client gone before the request was handled; not handled", { path: ctx.path });
      ctx.respond = false;
      return;
    }
    await next();
  });
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}

/**
 * Has the caller closed the connection? A request often waits while another holds the event loop;
 * its caller's hang-up then already waits on the connection behind the request's bytes, but is only
 * read on the event loop's next turn, so one full turn passes before the check.
 */
async function clientGone(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (res.destroyed || req.socket.destroyed) return true;
  await new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));
  return res.destroyed || req.socket.destroyed || req.socket.readableEnded;
}

/** What startService tells the readiness probe: is it still accepting work, can it reach what it needs. */
export interface ServiceProbes {
  accepting(): boolean;
  /** Rejects when a dependency the service needs (its database) does not answer. */
  dependencies?: () => Promise<unknown>;
}

declare module "koa" {
  interface DefaultContext {
    probes?: ServiceProbes;
  }
}

const READY_CHECK_TIMEOUT_MS = 1_500;

/** "ready", "draining" (shutting down: send work elsewhere) or "unavailable" (a dependency is down). */
async function readiness(probes: ServiceProbes | undefined): Promise<"ready" | "draining" | "unavailable"> {
  if (!probes) return "ready";
  if (!probes.accepting()) return "draining";
  if (!probes.dependencies) return "ready";
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probes.dependencies(),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("timeout")), READY_CHECK_TIMEOUT_MS))),
    ]);
    return "ready";
  } catch {
    return "unavailable";
  } finally {
    clearTimeout(timer);
  }
}

function parseSize(text: string): number {
  const m = /^(\d+)\s*(b|kb|mb)?$/i.exec(text.trim());
  if (!m) throw new Error(`bad body limit: ${text}`);
  const unit = (m[2] ?? "b").toLowerCase();
  return Number(m[1]) * (unit === "mb" ? 1024 * 1024 : unit === "kb" ? 1024 : 1);
}
