import { Router } from "@koa/router";
import { descriptoRequestSchema, type DescriptoResponse } from "@seo/descripto-contract";
import type { ServiceState } from "@seo/service-kit/identity";
import type { ToolEngine } from "@seo/ai/engine";
import type { DescriptoInput } from "./domain/descriptoTool";

/** POST /api/descripto: validate with the contract (400 naming the field), then ask the engine. */
export function createDescriptoRoutes(engine: ToolEngine<DescriptoInput, DescriptoResponse>) {
  const router = new Router<ServiceState>();
  router.post("/api/descripto", async (ctx) => {
    const input = descriptoRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await engine.run(input);
  });
  return router;
}
