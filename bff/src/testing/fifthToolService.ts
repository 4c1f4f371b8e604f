// The fifth tool's service for suites that call it through the BFF: a small Koa app on the service
// kit (so it checks the BFF's signed identity) at a free loopback port, and the registry naming it.
import http from "node:http";
import { Router, type RouterContext } from "@koa/router";
import type { Logger } from "@seo/log/logger";
import { createServiceApp } from "@seo/service-kit/app";
import type { ServiceState } from "@seo/service-kit/identity";
import { FIFTH_TOOL_ENTRY, registryWithFifthTool } from "@seo/registry/testing/fifthTool";
import { closedPort, closeServer, TEST_SECRET } from "./testStack";

/** Starts the service, answering POST /api/<fifth tool> with `answer`; `log` for a suite that reads its lines. */
export async function startFifthToolService(answer: (ctx: RouterContext<ServiceState>) => void, log?: Logger) {
  const router = new Router<ServiceState>();
  router.post(`/api/${FIFTH_TOOL_ENTRY.id}`, answer);
  const app = createServiceApp({ name: FIFTH_TOOL_ENTRY.id, router, config: { identity: { secret: TEST_SECRET } }, log });
  const port = await closedPort();
  const server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    registry: registryWithFifthTool({ service: { ...FIFTH_TOOL_ENTRY.service, port } }),
    close: () => closeServer(server),
  };
}
