import { Router } from "@koa/router";
import { seosnapshotRequestSchema, type SeosnapshotResponse } from "@seo/seosnapshot-contract";
import type { ServiceState } from "@seo/service-kit/identity";
import type { ToolEngine } from "@seo/ai/engine";
import type { SeosnapshotInput } from "./domain/seosnapshotTool";

/** POST /api/seosnapshot: validate with the contract (400 naming the field), then ask the engine. */
export function createSeosnapshotRoutes(engine: ToolEngine<SeosnapshotInput, SeosnapshotResponse>) {
  const router = new Router<ServiceState>();
  router.post("/api/seosnapshot", async (ctx) => {
    const input = seosnapshotRequestSchema.parse(ctx.request.body ?? {});
    ctx.body = await engine.run(input);
  });
  return router;
}
