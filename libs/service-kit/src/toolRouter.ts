import { Router } from "@koa/router";
import type { Middleware } from "koa";
import type { AppConfig } from "@seo/config/env";
import type { ModelCheckReport, ModelSettingsView } from "@seo/contracts/modelEngine";
import { INTERNAL_MODEL_PATHS } from "@seo/contracts/modelEnginePaths";
import { createServiceApp } from "./app";
import { createLogger, type AppLogger } from "./log";
import type { ServiceState } from "./identity";

/** A tool's engine as the service runs it (libs/ai's createToolEngine gives all of it). */
export interface ServiceToolEngine<In> {
  run(input: In): Promise<unknown>;
  /** The model settings, safe to show (never the key). */
  readonly modelSettings?: ModelSettingsView;
  /** One tiny structured-output request to the configured model; null for the offline engine. */
  checkModel?(): Promise<ModelCheckReport | null>;
}

/** The plan the BFF signs for an admin: the internal model routes answer nobody else. */
const ADMIN_PLAN = "admin";

/**
 * A tool service's routes: POST /api/<tool>, whose body is validated with the tool's contract (a
 * ZodError becomes a 400 naming the field, in errorMiddleware) before the engine answers; and the
 * admin's internal model routes (GET /internal/model, POST /internal/model-check), which the BFF
 * calls with an admin's signed identity (/api/admin/model). No browser reaches a service: it only
 * accepts the BFF's signature, and the BFF passes a tool call on to /api/<tool> alone.
 */
function toolRouter<In>(tool: string, requestSchema: { parse(body: unknown): In }, engine: ServiceToolEngine<In>) {
  const router = new Router<ServiceState>();
  router.post(`/api/${tool}`, async (ctx) => {
    const input = requestSchema.parse(ctx.request.body ?? {});
    ctx.body = await engine.run(input);
  });
  const { modelSettings, checkModel } = engine;
  if (modelSettings && checkModel) {
    const adminOnly: Middleware<ServiceState> = async (ctx, next) => {
      if (ctx.state.identity.plan !== ADMIN_PLAN) {
        ctx.status = 403;
        ctx.body = { error: "Admin access only" };
        return;
      }
      ctx.set("Cache-Control", "no-store");
      await next();
    };
    router.get(INTERNAL_MODEL_PATHS.settings, adminOnly, (ctx) => {
      ctx.body = modelSettings;
    });
    router.post(INTERNAL_MODEL_PATHS.check, adminOnly, async (ctx) => {
      ctx.body = { settings: modelSettings, report: await checkModel.call(engine) };
    });
  }
  return router;
}

/**
 * A tool service: the service app around its routes. `engineFor` receives the service's logger
 * (the engine logs model failures and fallbacks with it).
 */
export function createToolServiceApp<In>(
  name: string,
  requestSchema: { parse(body: unknown): In },
  config: AppConfig,
  engineFor: (log: AppLogger) => ServiceToolEngine<In>,
) {
  const log = createLogger(name);
  const engine = engineFor(log);
  // Which engine answers, once at start (the key never: modelSettings holds none).
  if (engine.modelSettings) log.info("tool engine", { ...engine.modelSettings });
  return createServiceApp({ name, router: toolRouter(name, requestSchema, engine), config, log });
}
