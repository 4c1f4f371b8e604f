// POST /api/embed/<tool>: an embedded tool call. A visitor token instead of a session, the partner's
// allowance instead of a plan (partnerPayer), then the same use case as every tool call.
import { Router } from "express";
import { findTool } from "@seo/registry/registry";
import type { ReadJsonBody } from "../http/jsonBody";
import { clientIp } from "../http/clientIp";
import { runToolCall, type ToolCallDeps } from "../toolCalls/runToolCall";
import { sendToolCallResult, toolCallRequest } from "../toolCalls/toolCallHttp";
import { partnerPayer, type PartnerPayerDeps } from "./partnerPayer";
import { verifiedVisitor, type VisitorAccessDeps } from "./visitorAccess";
import { VISITOR_TOKEN_HEADER } from "./visitorToken";

export function embedToolCallRoute(
  deps: VisitorAccessDeps &
    PartnerPayerDeps &
    ToolCallDeps & {
      readJsonBody: ReadJsonBody;
      /** The tools that have a service to call. */
      hasService(toolId: string): boolean;
    },
) {
  const router = Router();
  router.post("/api/embed/:tool", async (req, res) => {
    // Who, then which tool, then the body: nothing is parsed for a caller without a valid token.
    const visitor = await verifiedVisitor(deps, req, res);
    if (!visitor) return;
    const tool = findTool(String(req.params.tool));
    if (!tool || !deps.hasService(tool.id)) return void res.status(404).json({ error: "Not found" });
    // A token is for one tool: a pass for one tool cannot buy another tool's calls.
    if (visitor.tool !== tool.id)
      return void res.status(403).json({ error: "This visitor token is for another tool", code: "EMBED_TOKEN_INVALID" });
    if (!(await deps.readJsonBody(req, res))) return;

    const payer = partnerPayer(deps, { ...visitor, ip: clientIp(req) });
    // The token stays in the BFF.
    const request = toolCallRequest(req, res, { timeoutMs: deps.config.proxyTimeoutMs, omitHeaders: [VISITOR_TOKEN_HEADER] });
    const result = await runToolCall(deps, { tool, payer, ...request });
    sendToolCallResult(res, result, request.requestId);
  });
  return router;
}
