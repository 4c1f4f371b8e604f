// Passes one request on to a service and lets the route see the answer before the client does
// (billing: a trial claim given back when no subscription started, cached users dropped after a
// verified webhook). The route hands its identity and observer in explicitly, per call.
import type { Request, Response } from "express";
import type { Identity } from "@seo/identity/signature";
import { requestIdOfReq } from "./requestContext";
import { callService, clientGoneSignal, sendServiceOutcome, type ServiceOutcome } from "./serviceCall";
import { forwardableHeaders, jsonBytes, readPassThroughBody, type ServiceTarget } from "./upstreamRequest";

export interface ObservedCall {
  identity: Identity;
  /** Runs once with what happened, before the answer is sent on (its failure is logged, not sent). */
  observe?(outcome: ServiceOutcome): Promise<void>;
}

export type ObservedProxy = (req: Request, res: Response, call: ObservedCall) => Promise<void>;

/**
 * bodyParsed: the BFF read the JSON body (the route needed it), and the service gets it re-serialised;
 * otherwise the body is passed on byte for byte.
 */
export function createObservedProxy(target: ServiceTarget, opts: { bodyParsed: boolean }): ObservedProxy {
  return async (req, res, call) => {
    const body = opts.bodyParsed ? jsonBytes(req.body) : await readPassThroughBody(req, res);
    if (!body) return;
    const headers = forwardableHeaders(req);
    if (opts.bodyParsed) {
      // The body is re-serialised JSON now, whatever encoding and type it arrived in.
      delete headers["content-encoding"];
      if (body.length > 0) headers["content-type"] = "application/json";
    }
    const requestId = requestIdOfReq(req);
    const outcome = await callService(target, {
      method: req.method,
      path: req.originalUrl,
      identity: call.identity,
      requestId,
      body,
      headers,
      signal: clientGoneSignal(req, res, target.timeoutMs),
    });
    try {
      await call.observe?.(outcome);
    } catch (err) {
      target.logger.error("recording an upstream answer failed", {
        upstream: target.displayName,
        error: (err as Error).message,
        url: req.originalUrl,
      });
    }
    sendServiceOutcome(res, outcome, target.displayName, requestId);
  };
}
