import Koa from "koa";
import type { Router } from "@koa/router";
import { bodyParser } from "@koa/bodyparser";
import { errorMiddleware } from "./errorMiddleware";
import { requireIdentity, type IdentityConfig, type ServiceState } from "./identity";
import { createLogger, type Logger } from "./log";

export interface ServiceAppOptions {
  /** Service name, reported by /health and in logs. */
  name: string;
  router: Router<ServiceState>;
  /** AppConfig from @seo/config/env satisfies this. */
  config: { identity: IdentityConfig };
  log?: Logger;
  /** Largest accepted JSON body (co-body syntax); larger bodies get a JSON 413. */
  bodyLimit?: string;
}

export const DEFAULT_BODY_LIMIT = "100kb";

/**
 * The Koa app every service shares: JSON errors first, an unauthenticated /health, then the BFF's
 * signed identity, a size-limited body parser and the service's router.
 */
export function createServiceApp({ name, router, config, log, bodyLimit = DEFAULT_BODY_LIMIT }: ServiceAppOptions) {
  const logger = log ?? createLogger(name);
  const app = new Koa<ServiceState>();
  app.proxy = true;
  // The error middleware answers every error; Koa's default stderr dump would only duplicate it.
  app.silent = true;

  app.use(errorMiddleware(logger));
  app.use(async (ctx, next) => {
    if (ctx.path === "/health" && (ctx.method === "GET" || ctx.method === "HEAD")) {
      ctx.body = { status: "ok", service: name };
      return;
    }
    await next();
  });
  app.use(requireIdentity(config.identity));
  // Also keeps ctx.request.rawBody (the exact bytes), which Stripe's webhook signature check needs.
  app.use(
    bodyParser({
      enableTypes: ["json"],
      jsonLimit: bodyLimit,
    }),
  );
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}
