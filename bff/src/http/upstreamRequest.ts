// What every call from the BFF to a service shares, whichever way it travels (a tool call's plain
// request in serviceCall.ts, the streamed proxy in streamingProxy.ts): the client headers that never
// reach a service, the signed identity over the exact bytes sent, the raw-body reader for bodies
// passed on untouched, and the JSON 502/504 that blames the service for its own failure.
import http from "node:http";
import type { Request, Response } from "express";
import getRawBody from "raw-body";
import { sha256Hex, signRequest, type Identity } from "@seo/identity/signature";
import { withRequestId } from "@seo/contracts/errors";
import { IDENTITY_HEADERS, REQUEST_ID_HEADER } from "@seo/contracts/identity";
import type { Logger } from "../appDeps";
import { isUncompressed } from "./jsonBody";

/** Headers a client may never pass through to a service (its session is the BFF's business). */
export const STRIPPED_REQUEST_HEADERS = ["cookie", "x-session-id", "transfer-encoding"];
/** Headers that describe one connection, not the request: never passed on to the service. */
export const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "te", "trailer", "upgrade"]);
/** Largest body passed through unparsed (billing webhooks, workflow saves). */
export const RAW_BODY_LIMIT = "1mb";

/** One service as the BFF reaches it. */
export interface ServiceTarget {
  /** The service's name (as in the registry, or "billing"): the `service` label of its metrics. */
  name?: string;
  /** The service's title in the registry: used in the 502/504 message. */
  displayName: string;
  url: string;
  agent: http.Agent;
  timeoutMs: number;
  identitySecret: string;
  logger: Logger;
  /** Test clock for the signature. */
  now?: () => number;
}

export const unavailableBody = (displayName: string) => ({ error: `${displayName} service is unavailable` });
export const timeoutBody = (displayName: string) => ({ error: `${displayName} service did not answer in time` });
export const COMPRESSED_BODY_REFUSED = { error: "Content-Encoding is not supported here: send the request body uncompressed" };

/**
 * The signed identity headers for one request: an HMAC over user, plan, time, request id, method,
 * path and body hash, so the service can tell the BFF vouched for exactly this request.
 */
export function identityHeaders(
  identity: Identity,
  request: { requestId: string; method: string; path: string; body: Buffer },
  target: Pick<ServiceTarget, "identitySecret" | "now">,
): Record<string, string> {
  const signed = signRequest(
    identity,
    { requestId: request.requestId, method: request.method, path: request.path, bodySha256: sha256Hex(request.body) },
    target.identitySecret,
    target.now?.(),
  );
  return {
    [REQUEST_ID_HEADER]: request.requestId,
    [IDENTITY_HEADERS.userId]: signed.userId,
    [IDENTITY_HEADERS.plan]: signed.plan,
    [IDENTITY_HEADERS.timestamp]: String(signed.timestamp),
    [IDENTITY_HEADERS.bodyHash]: signed.bodySha256,
    [IDENTITY_HEADERS.signature]: signed.signature,
  };
}

/**
 * The client's headers that may travel on to the service: not its session, not hop-by-hop ones, not
 * Host (the target's is used). Identity headers were removed from the request before any route ran.
 */
export function forwardableHeaders(req: Request, omit: readonly string[] = []): http.OutgoingHttpHeaders {
  const headers: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === "host" || HOP_BY_HOP.has(name)) continue;
    if (STRIPPED_REQUEST_HEADERS.includes(name) || omit.includes(name)) continue;
    headers[name] = value;
  }
  return headers;
}

/**
 * Reads a body that is passed on as it came (its bytes are signed, and Stripe's signature needs the
 * originals). Answers 415 for a compressed body (services read plain bodies only: a compressed one
 * would reach them as "Malformed JSON"), 413 past the limit, and nothing when the client went away;
 * null then. Other errors are the gateway's own and are thrown (a 500 with the request id).
 */
export async function readPassThroughBody(req: Request, res: Response): Promise<Buffer | null> {
  if (!isUncompressed(req)) {
    res.status(415).json(COMPRESSED_BODY_REFUSED);
    return null;
  }
  try {
    return await getRawBody(req, { limit: RAW_BODY_LIMIT });
  } catch (err) {
    const type = (err as { type?: string }).type;
    if (type === "entity.too.large") {
      res.status(413).json({ error: "Request body is too large" });
      return null;
    }
    if (type === "request.aborted") return null;
    throw err;
  }
}

/** An upstream's failure (502 down, 504 too slow), in the one error shape with the request id. */
export function sendUpstreamError(res: http.ServerResponse, status: number, body: object, requestId: string) {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(withRequestId(body, requestId));
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/** One keep-alive agent per upstream host keeps connections warm between calls. */
export const keepAliveAgent = () => new http.Agent({ keepAlive: true, keepAliveMsecs: 1_000, maxFreeSockets: 64 });

/** A body the BFF parsed, as the service gets it: re-serialised JSON (nothing when there was none). */
export const jsonBytes = (value: unknown): Buffer =>
  value === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(value), "utf8");
