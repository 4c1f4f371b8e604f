import { Router } from "@koa/router";
import { hookgenieRequestSchema, type HookgenieResponse } from "@seo/hookgenie-contract";
import type { ServiceState } from "@seo/service-kit/identity";
import type { ToolEngine } from "@seo/ai/engine";
import type { HookgenieInput } from "./domain/hookgenieTool";

/** POST /api/hookgenie: validate with the contract (400 naming the field), then ask the engine. */
export function createHookgenieRoutes(engine: ToolEngine<HookgenieInput, HookgenieResponse>) {
  const router = new Router<ServiceState>();
  router.post("/api/hookgenie", async (ctx) => {
    const input = hookgenieRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await engine.run(input);
  });
  return router;
}
