import { Router } from "@koa/router";
import { trendspyRequestSchema } from "@seo/contracts/tools";
import type { ServiceState } from "@seo/service-kit/identity";
import type { ToolEngine } from "@seo/ai/engine";

/** POST /api/trendspy: validate with the contract (400 naming the field), then ask the engine. */
export function createTrendspyRoutes(engine: ToolEngine) {
  const router = new Router<ServiceState>();
  router.post("/api/trendspy", async (ctx) => {
    const input = trendspyRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await engine.run("trendspy", input);
  });
  return router;
}
