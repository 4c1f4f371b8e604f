import { Router } from "@koa/router";
import { trendspyRequestSchema, type TrendspyResponse } from "@seo/trendspy-contract";
import type { ServiceState } from "@seo/service-kit/identity";
import type { ToolEngine } from "@seo/ai/engine";
import type { TrendspyInput } from "./domain/trendspyTool";

/** POST /api/trendspy: validate with the contract (400 naming the field), then ask the engine. */
export function createTrendspyRoutes(engine: ToolEngine<TrendspyInput, TrendspyResponse>) {
  const router = new Router<ServiceState>();
  router.post("/api/trendspy", async (ctx) => {
    const input = trendspyRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await engine.run(input);
  });
  return router;
}
