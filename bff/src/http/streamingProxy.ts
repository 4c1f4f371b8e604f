// Proxies one route to one service with the answer streamed through as it comes (workflow, billing):
// http-proxy-middleware on the keep-alive agent, with timeouts, the signed identity towards the
// service, and JSON 502/504 when the service is down or slow (for this route only).
//
// The identity is signed over the exact bytes sent, so the body is read first and passed on
// untouched (Stripe's webhook signature needs the original bytes). Signing and header rewriting
// happen on req.headers before the proxy runs, not in the proxy's request hook, which http-proxy
// skips for some requests.
import http from "node:http";
import type { Request, RequestHandler, Response } from "express";
import { createProxyMiddleware } from "http-proxy-middleware";
import type { Identity } from "@seo/identity/signature";
import { requestIdOfReq } from "./requestContext";
import { recordUpstreamError } from "./metrics";
import {
  identityHeaders,
  readPassThroughBody,
  sendUpstreamError,
  STRIPPED_REQUEST_HEADERS,
  timeoutBody,
  unavailableBody,
  type ServiceTarget,
} from "./upstreamRequest";

/** Who the BFF vouches for on this request (the route has gated it already). */
export type IdentityOf = (req: Request, res: Response) => Identity;

export function createStreamingProxy(target: ServiceTarget, identityOf: IdentityOf): RequestHandler {
  // The body was consumed before the proxy ran: the proxy hook sends the exact bytes that were signed.
  const bodies = new WeakMap<http.IncomingMessage, Buffer>();
  const proxy = httpProxy(target, bodies);
  return async (req, res, next) => {
    const body = await readPassThroughBody(req, res);
    if (!body) return;
    // The full path (Express strips a mount path), no client session, the body's length, the identity.
    req.url = req.originalUrl;
    for (const name of STRIPPED_REQUEST_HEADERS) delete req.headers[name];
    req.headers["content-length"] = String(body.length);
    const signed = identityHeaders(
      identityOf(req, res),
      { requestId: requestIdOfReq(req), method: req.method, path: req.originalUrl, body },
      target,
    );
    Object.assign(req.headers, signed);
    bodies.set(req, body);
    return proxy(req, res, next);
  };
}

function httpProxy(target: ServiceTarget, bodies: WeakMap<http.IncomingMessage, Buffer>): RequestHandler {
  const timedOut = new WeakSet<http.IncomingMessage>();
  return createProxyMiddleware<Request, Response>({
    target: target.url,
    changeOrigin: true,
    agent: target.agent,
    proxyTimeout: target.timeoutMs,
    // The client-side socket timeout must outlast proxyTimeout, or the 504 could not be written.
    timeout: target.timeoutMs + 5_000,
    // No ejectPlugins: the default plugins wire `on` below; with on.error set, hpm adds no error page.
    on: {
      proxyReq(proxyReq, req) {
        proxyReq.on("timeout", () => timedOut.add(req));
        const body = bodies.get(req);
        if (body && body.length > 0) proxyReq.write(body);
      },

      error(err, req, res) {
        const code = (err as NodeJS.ErrnoException).code;
        const slow = timedOut.has(req) || code === "ETIMEDOUT" || code === "ESOCKETTIMEDOUT";
        const requestId = requestIdOfReq(req as Request);
        target.logger.warn("upstream failed", { upstream: target.displayName, code, slow, url: req.url, requestId });
        recordUpstreamError(target.name ?? target.displayName, slow ? 504 : 502, slow ? "timeout" : code);
        if (!("writeHead" in res)) {
          res.destroy();
          return;
        }
        const body = slow ? timeoutBody(target.displayName) : unavailableBody(target.displayName);
        sendUpstreamError(res as Response, slow ? 504 : 502, body, requestId);
      },
    },
  });
}
