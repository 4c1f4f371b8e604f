import { Router } from "@koa/router";
import type { ServiceState } from "./identity";

/**
 * A tool service's one route, POST /api/<tool>: the body is validated with the tool's contract (a
 * ZodError becomes a 400 naming the field, in errorMiddleware), then the engine answers.
 */
export function toolRouter<In>(
  tool: string,
  requestSchema: { parse(body: unknown): In },
  engine: { run(input: In): Promise<unknown> },
) {
  const router = new Router<ServiceState>();
  router.post(`/api/${tool}`, async (ctx) => {
    const input = requestSchema.parse(ctx.request.body ?? {});
    ctx.body = await engine.run(input);
  });
  return router;
}
