// Between a tool route and runToolCall: what the context takes from the HTTP request, and how each
// result is answered (the service's answer as it came, a refusal as JSON, a JSON 502/504).
import type { Request, Response } from "express";
import { requestIdOfReq } from "../http/requestContext";
import { clientGoneSignal, sendServiceAnswer } from "../http/serviceCall";
import { forwardableHeaders, sendUpstreamError } from "../http/upstreamRequest";
import type { ToolCallContext, ToolCallResult } from "./runToolCall";

/** The request's part of a tool call's context: its parsed body, id, passable headers and a signal for a client that leaves. */
export function toolCallRequest(
  req: Request,
  res: Response,
  opts: { timeoutMs: number; omitHeaders?: readonly string[] },
): Pick<ToolCallContext, "input" | "requestId" | "headers" | "signal"> {
  return {
    input: req.body as unknown,
    requestId: requestIdOfReq(req),
    headers: forwardableHeaders(req, opts.omitHeaders),
    signal: clientGoneSignal(req, res, opts.timeoutMs),
  };
}

export function sendToolCallResult(res: Response, result: ToolCallResult, requestId: string) {
  switch (result.kind) {
    case "refused":
      for (const [name, value] of Object.entries(result.refusal.headers ?? {})) res.setHeader(name, value);
      res.status(result.refusal.status).json(result.refusal.body);
      return;
    case "answered":
      sendServiceAnswer(res, result.answer);
      return;
    case "failed":
      if (!res.destroyed) sendUpstreamError(res, result.status, result.body, requestId);
      return;
    case "abandoned":
      return;
  }
}
