// Proxies one route to one upstream service: keep-alive agent, timeouts, signed identity towards the
// service, and JSON 502/504 when the service is down or slow (for this route only). Tool routes
// observe the answer: it is buffered so the caller can record or refund before the client sees it
// (a plain node:http request, see observedCall); other routes stream through http-proxy-middleware.
//
// The identity is signed over the exact bytes sent (DESIGN.md's baseline), so the body is held in
// memory first: re-serialised when the BFF parsed it, else read raw and passed on untouched (Stripe's
// webhook signature needs the original bytes). Signing and header rewriting happen in a middleware
// on req.headers, not in the proxy's request hook, which http-proxy skips for some requests.
import http from "node:http";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import getRawBody from "raw-body";
import { createProxyMiddleware } from "http-proxy-middleware";
import { sha256Hex, signRequest, type Identity } from "@seo/identity/signature";
import { withRequestId } from "@seo/contracts/errors";
import { IDENTITY_HEADERS } from "@seo/contracts/identity";
import type { Logger } from "../appDeps";
import { requestIdOfReq } from "./requestContext";
import { isUncompressed } from "./jsonBody";

/** Headers a client may never pass through to a service (its session is the BFF's business). */
const STRIPPED_REQUEST_HEADERS = ["cookie", "x-session-id", "transfer-encoding"];
/** Largest body passed through unparsed (billing webhooks, workflow saves). */
export const RAW_BODY_LIMIT = "1mb";

const IDENTITY = Symbol("upstreamIdentity");
const OUTCOME = Symbol("upstreamOutcome");
const BODY = Symbol("upstreamBody");
type ProxyRes = Response & { [IDENTITY]?: Identity; [OUTCOME]?: UpstreamOutcome };
type ProxyReq = http.IncomingMessage & { [BODY]?: Buffer };

/** Set by the route before the proxy runs: who the BFF vouches for. */
export function setUpstreamIdentity(res: Response, identity: Identity) {
  (res as ProxyRes)[IDENTITY] = identity;
}

export interface UpstreamAnswer {
  status: number;
  body: Buffer;
  contentType: string | undefined;
}

/** Observers of one proxied call; exactly one of them runs per request. */
export interface UpstreamOutcome {
  /** The service answered (any status). Runs before the answer is sent on. */
  onAnswer(answer: UpstreamAnswer): Promise<void>;
  /** No answer: service down, too slow, or the client went away. */
  onNoAnswer(): Promise<void>;
}

export function setUpstreamOutcome(res: Response, outcome: UpstreamOutcome) {
  (res as ProxyRes)[OUTCOME] = outcome;
}

export interface UpstreamProxyOptions {
  /** The service's title in the registry: used in the 502 message. */
  displayName: string;
  target: string;
  agent: http.Agent;
  timeoutMs: number;
  identitySecret: string;
  logger: Logger;
  /** Test clock for the signature. */
  now?: () => number;
  /** Tool routes: the body was parsed by the BFF (JSON-safety checks; the service validates it) and is re-serialized. */
  bodyParsed?: boolean;
  /** Tool routes: buffer the answer and call the response's UpstreamOutcome. */
  observeResponse?: boolean;
}

export const unavailableBody = (displayName: string) => ({ error: `${displayName} service is unavailable` });
export const timeoutBody = (displayName: string) => ({ error: `${displayName} service did not answer in time` });

/** Runs the outcome's failure path once, also when the client hangs up before an answer arrives. */
function settleOnce(res: ProxyRes) {
  let settled = false;
  return async (fn: (o: UpstreamOutcome) => Promise<void>) => {
    if (settled) return;
    settled = true;
    const outcome = res[OUTCOME];
    if (outcome) await fn(outcome);
  };
}

export function createUpstreamProxy(opts: UpstreamProxyOptions): RequestHandler {
  const forward = opts.observeResponse ? observedCall(opts) : streamingProxy(opts);
  return async (req, res, next) => {
    // A body passed through as it came must be plain: the services read identity bodies only, and
    // a compressed one would reach them as "Malformed JSON". (Parsed bodies were already inflated.)
    if (!opts.bodyParsed && !isUncompressed(req)) {
      res.status(415).json(COMPRESSED_BODY_REFUSED);
      return;
    }
    try {
      const body = opts.bodyParsed ? parsedBodyBytes(req) : await getRawBody(req, { limit: RAW_BODY_LIMIT });
      signUpstreamRequest(req, (res as ProxyRes)[IDENTITY] ?? { userId: "anon:unknown", plan: "" }, body, opts);
    } catch (err) {
      const e = err as { type?: string };
      if (e.type === "entity.too.large") {
        res.status(413).json({ error: "Request body is too large" });
        return;
      }
      if (e.type === "request.aborted") return; // the client went away
      next(err); // the gateway's own failure: a 500 with the request id, not a 502
      return;
    }
    return forward(req, res, next);
  };
}

export const COMPRESSED_BODY_REFUSED = { error: "Content-Encoding is not supported here: send the request body uncompressed" };

/** Headers that describe one connection, not the request: never passed on to the service. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "te", "trailer", "upgrade"]);
/** Upstream answer headers the BFF sets itself (it sends the decoded body with its own length). */
const ANSWER_HEADERS_NOT_COPIED = new Set([
  "content-encoding",
  "transfer-encoding",
  "content-length",
  "connection",
  "keep-alive",
]);

/**
 * Tool calls: one plain request to the service on the keep-alive agent, its answer buffered (and
 * decoded) so the route's UpstreamOutcome can record or refund before the client sees it. Written
 * directly on node:http: http-proxy's per-request machinery (option merging, url.parse, event
 * plumbing, a pipe of an already-read body) was a fifth of the time the BFF spent on a tool call.
 */
function observedCall(opts: UpstreamProxyOptions): (req: Request, res: Response) => void {
  const target = new URL(opts.target);
  return (req, res) => {
    const settle = settleOnce(res as ProxyRes);
    const requestId = requestIdOfReq(req);
    const noAnswer = () => settle((o) => o.onNoAnswer());
    const clientGone = () => res.destroyed || req.socket.destroyed;
    // The client's socket may idle longer than the service may take, so the 504 can still be written.
    req.socket.setTimeout(opts.timeoutMs + 5_000);

    const headers: http.OutgoingHttpHeaders = { host: target.host };
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(name) && name !== "host") headers[name] = value;
    }
    const upstream = http.request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: req.method,
      path: req.originalUrl,
      headers,
      agent: opts.agent,
    });
    let slow = false;
    upstream.setTimeout(opts.timeoutMs, () => {
      slow = true;
      upstream.destroy(Object.assign(new Error("upstream did not answer in time"), { code: "ETIMEDOUT" }));
    });
    // The client went away: nobody waits for the answer, and the reservation goes back.
    res.on("close", () => {
      if (res.writableFinished) return;
      void noAnswer().catch((e: unknown) => opts.logger.error("refund failed", { error: (e as Error).message }));
      upstream.destroy();
    });

    upstream.on("error", (err) => {
      if (clientGone()) return; // settled by the close above
      const code = (err as NodeJS.ErrnoException).code;
      opts.logger.warn("upstream failed", { upstream: opts.displayName, code, slow, url: req.originalUrl, requestId });
      void noAnswer()
        .catch((e: unknown) => opts.logger.error("refund failed", { error: (e as Error).message }))
        .finally(() =>
          sendError(res, slow ? 504 : 502, slow ? timeoutBody(opts.displayName) : unavailableBody(opts.displayName), requestId),
        );
    });

    upstream.on("response", (answer) => {
      const chunks: Buffer[] = [];
      const encoding = String(answer.headers["content-encoding"] ?? "");
      const decoder =
        encoding === "gzip"
          ? zlib.createGunzip()
          : encoding === "br"
            ? zlib.createBrotliDecompress()
            : encoding === "deflate"
              ? zlib.createInflate()
              : null;
      const stream = decoder ? answer.pipe(decoder) : answer;
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("error", (err) => {
        opts.logger.warn("upstream answer broken", { upstream: opts.displayName, error: err.message, requestId });
        void noAnswer().finally(() => sendError(res, 502, unavailableBody(opts.displayName), requestId));
      });
      stream.on("end", async () => {
        const result: UpstreamAnswer = {
          status: answer.statusCode ?? 502,
          body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks),
          contentType: answer.headers["content-type"],
        };
        try {
          await settle((o) => o.onAnswer(result));
        } catch (err) {
          opts.logger.error("recording an upstream answer failed", {
            upstream: opts.displayName,
            error: (err as Error).message,
            url: req.originalUrl,
          });
        }
        if (res.headersSent || res.destroyed) return;
        for (const [name, value] of Object.entries(answer.headers)) {
          if (value !== undefined && !ANSWER_HEADERS_NOT_COPIED.has(name)) res.setHeader(name, value);
        }
        res.statusCode = result.status;
        res.setHeader("content-length", result.body.length);
        res.end(result.body);
      });
    });

    upstream.end((req as ProxyReq)[BODY]);
  };
}

/** Everything else (workflow, billing): http-proxy-middleware, the answer streamed as it comes. */
function streamingProxy(opts: UpstreamProxyOptions): RequestHandler {
  const timedOut = new WeakSet<http.IncomingMessage>();
  return createProxyMiddleware<Request, Response>({
    target: opts.target,
    changeOrigin: true,
    agent: opts.agent,
    proxyTimeout: opts.timeoutMs,
    // The client-side socket timeout must outlast proxyTimeout, or the 504 could not be written.
    timeout: opts.timeoutMs + 5_000,
    // No ejectPlugins: the default plugins wire `on` below; with on.error set, hpm adds no error page.
    on: {
      proxyReq(proxyReq, req) {
        proxyReq.on("timeout", () => timedOut.add(req));
        // The body was consumed before the proxy ran; send the exact bytes that were signed.
        const body = (req as ProxyReq)[BODY];
        if (body && body.length > 0) proxyReq.write(body);
      },

      error(err, req, res) {
        const code = (err as NodeJS.ErrnoException).code;
        const slow = timedOut.has(req) || code === "ETIMEDOUT" || code === "ESOCKETTIMEDOUT";
        opts.logger.warn("upstream failed", {
          upstream: opts.displayName,
          code,
          slow,
          url: req.url,
          requestId: requestIdOfReq(req as Request),
        });
        if (!("writeHead" in res)) {
          res.destroy();
          return;
        }
        sendError(
          res as Response,
          slow ? 504 : 502,
          slow ? timeoutBody(opts.displayName) : unavailableBody(opts.displayName),
          requestIdOfReq(req as Request),
        );
      },
    },
  });
}

/** The BFF parsed this body (the service validates it): the service gets it re-serialised as JSON. */
function parsedBodyBytes(req: Request): Buffer {
  return req.body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(req.body), "utf8");
}

/**
 * Rewrites the request as the service must see it: the full path (Express strips a mount path),
 * no client session, the body's length, and the signed identity over user, plan, time, request id,
 * method, path and body hash.
 */
function signUpstreamRequest(req: Request, identity: Identity, body: Buffer, opts: UpstreamProxyOptions) {
  req.url = req.originalUrl;
  for (const name of STRIPPED_REQUEST_HEADERS) delete req.headers[name];
  req.headers["content-length"] = String(body.length);
  if (opts.bodyParsed) {
    // The body is re-serialised JSON now, whatever encoding and type it arrived in.
    delete req.headers["content-encoding"];
    if (body.length > 0) req.headers["content-type"] = "application/json";
  }
  const signed = signRequest(
    identity,
    { requestId: requestIdOfReq(req), method: req.method, path: req.originalUrl, bodySha256: sha256Hex(body) },
    opts.identitySecret,
    opts.now?.(),
  );
  req.headers[IDENTITY_HEADERS.userId] = signed.userId;
  req.headers[IDENTITY_HEADERS.plan] = signed.plan;
  req.headers[IDENTITY_HEADERS.timestamp] = String(signed.timestamp);
  req.headers[IDENTITY_HEADERS.bodyHash] = signed.bodySha256;
  req.headers[IDENTITY_HEADERS.signature] = signed.signature;
  (req as ProxyReq)[BODY] = body;
}

/** An upstream's failure (502 down, 504 too slow), in the one error shape with the request id. */
function sendError(res: http.ServerResponse, status: number, body: object, requestId: string) {
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
