import { Router } from "@koa/router";
import type { AppConfig } from "@seo/config/env";
import { createServiceApp } from "./app";
import { createLogger, type AppLogger } from "./log";
import type { ServiceState } from "./identity";

/**
 * A tool service's one route, POST /api/<tool>: the body is validated with the tool's contract (a
 * ZodError becomes a 400 naming the field, in errorMiddleware), then the engine answers.
 */
function toolRouter<In>(tool: string, requestSchema: { parse(body: unknown): In }, engine: { run(input: In): Promise<unknown> }) {
  const router = new Router<ServiceState>();
  router.post(`/api/${tool}`, async (ctx) => {
    const input = requestSchema.parse(ctx.request.body ?? {});
    ctx.body = await engine.run(input);
  });
  return router;
}

/**
 * A tool service: the service app around its one route. `engineFor` receives the service's logger
 * (the engine logs model failures and fallbacks with it).
 */
export function createToolServiceApp<In>(
  name: string,
  requestSchema: { parse(body: unknown): In },
  config: AppConfig,
  engineFor: (log: AppLogger) => { run(input: In): Promise<unknown> },
) {
  const log = createLogger(name);
  return createServiceApp({ name, router: toolRouter(name, requestSchema, engineFor(log)), config, log });
}
