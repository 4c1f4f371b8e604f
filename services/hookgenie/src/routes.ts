import { Router } from "@koa/router";
import { hookgenieRequestSchema } from "@seo/contracts/tools";
import type { ServiceState } from "@seo/service-kit/identity";
import type { ToolEngine } from "@seo/ai/engine";

/** POST /api/hookgenie: validate with the contract (400 naming the field), then ask the engine. */
export function createHookgenieRoutes(engine: ToolEngine) {
  const router = new Router<ServiceState>();
  router.post("/api/hookgenie", async (ctx) => {
    const input = hookgenieRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await engine.run("hookgenie", input);
  });
  return router;
}
