import { Router } from "@koa/router";
import { descriptoRequestSchema } from "@seo/contracts/tools";
import type { ServiceState } from "@seo/service-kit/identity";
import type { ToolEngine } from "@seo/ai/engine";

/** POST /api/descripto: validate with the contract (400 naming the field), then ask the engine. */
export function createDescriptoRoutes(engine: ToolEngine) {
  const router = new Router<ServiceState>();
  router.post("/api/descripto", async (ctx) => {
    const input = descriptoRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await engine.run("descripto", input);
  });
  return router;
}
