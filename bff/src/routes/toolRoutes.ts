// POST /api/<tool> for every tool of the registry: the browser's tool call. The route only
// translates HTTP: the BFF's own JSON checks (size, media type, depth, NUL, lone surrogates) run
// first, then runToolCall gates, reserves (Starter quota or a free try), calls the tool's service
// and records or refunds. The BFF does not know the tools' contracts: the service validates the
// body, and its 400 is passed through unchanged (and refunds the reservation).
import { Router, type Request, type Response } from "express";
import type { AppConfig } from "@seo/config/env";
import type { Registry } from "@seo/registry/registry";
import { GENERATION_SOURCE_HEADER } from "@seo/contracts/history";
import { auth } from "../http/authContext";
import { clientIp } from "../http/clientIp";
import { deviceIdOf } from "../http/deviceCookie";
import type { ReadJsonBody } from "../http/jsonBody";
import { accountPayer, type AccountPayerDeps } from "../toolCalls/accountPayer";
import { runToolCall, type ToolCallDeps } from "../toolCalls/runToolCall";
import { sendToolCallResult, toolCallRequest } from "../toolCalls/toolCallHttp";

export function toolRoutes(
  deps: AccountPayerDeps &
    ToolCallDeps & {
      config: AppConfig;
      registry: Registry;
      readJsonBody: ReadJsonBody;
    },
) {
  const router = Router();
  for (const tool of deps.registry.tools) {
    deps.serviceOf(tool); // fails at start-up, not on the first call, when a tool has no service
    router.post(`/${tool.id}`, async (req: Request, res: Response) => {
      if (!(await deps.readJsonBody(req, res))) return;
      const payer = accountPayer(deps, {
        user: auth(res).user,
        ip: clientIp(req),
        device: () => deviceIdOf(req, res, { secure: deps.config.production }),
      });
      const request = toolCallRequest(req, res, {
        timeoutMs: deps.config.proxyTimeoutMs,
        omitHeaders: [GENERATION_SOURCE_HEADER],
      });
      const result = await runToolCall(deps, { tool, payer, ...request, source: generationSourceOf(req) });
      sendToolCallResult(res, result, request.requestId);
    });
  }
  return router;
}

/** A workflow step says so (X-Generation-Source: workflow); anything else is a tool page's call. */
function generationSourceOf(req: Request): "workflow" | "page" {
  return req.get(GENERATION_SOURCE_HEADER) === "workflow" ? "workflow" : "page";
}
