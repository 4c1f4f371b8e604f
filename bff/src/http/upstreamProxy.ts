// Proxies one route to one upstream service with http-proxy-middleware: keep-alive agent, timeouts,
// signed identity towards the service, and JSON 502/504 when the service is down or slow (for this
// route only). Optional response observation (tool routes) buffers the upstream answer so the
// caller can record or refund before the client sees it.
import http from "node:http";
import zlib from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { createProxyMiddleware, fixRequestBody } from "http-proxy-middleware";
import { signIdentity, type Identity } from "@seo/identity/signature";
import { IDENTITY_HEADERS } from "@seo/contracts/identity";
import type { Logger } from "../appDeps";

/** Headers a client may never pass through to a service. */
const STRIPPED_REQUEST_HEADERS = ["cookie", "x-session-id"];
const IDENTITY_PREFIX = "x-seo-";

const IDENTITY = Symbol("upstreamIdentity");
const OUTCOME = Symbol("upstreamOutcome");
type ProxyRes = Response & { [IDENTITY]?: Identity; [OUTCOME]?: UpstreamOutcome };

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
  /** e.g. "SeoSnapshot": used in the 502 message. */
  displayName: string;
  target: string;
  agent: http.Agent;
  timeoutMs: number;
  identitySecret: string;
  logger: Logger;
  /** Tool routes: the body was parsed (and validated) by the BFF and is re-serialized. */
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
  const timedOut = new WeakSet<http.IncomingMessage>();
  const settlers = new WeakMap<http.ServerResponse, ReturnType<typeof settleOnce>>();
  const settlerFor = (res: http.ServerResponse) => {
    let s = settlers.get(res);
    if (!s) {
      s = settleOnce(res as ProxyRes);
      settlers.set(res, s);
      const settle = s;
      res.on("close", () => {
        if (!res.writableFinished) void settle((o) => o.onNoAnswer()).catch(() => {});
      });
    }
    return s;
  };

  const proxy = createProxyMiddleware<Request, Response>({
    target: opts.target,
    changeOrigin: true,
    agent: opts.agent,
    proxyTimeout: opts.timeoutMs,
    // The client-side socket timeout must outlast proxyTimeout, or the 504 could not be written.
    timeout: opts.timeoutMs + 5_000,
    selfHandleResponse: opts.observeResponse === true,
    // No ejectPlugins: the default plugins wire `on` below; with on.error set, hpm adds no error page.
    on: {
      proxyReq(proxyReq, req, res) {
        for (const name of proxyReq.getHeaderNames()) {
          if (name.startsWith(IDENTITY_PREFIX) || STRIPPED_REQUEST_HEADERS.includes(name)) proxyReq.removeHeader(name);
        }
        const identity = (res as ProxyRes)[IDENTITY] ?? { userId: "anon:unknown", plan: "" };
        const { timestamp, signature } = signIdentity(identity, opts.identitySecret);
        proxyReq.setHeader(IDENTITY_HEADERS.userId, identity.userId);
        proxyReq.setHeader(IDENTITY_HEADERS.plan, identity.plan);
        proxyReq.setHeader(IDENTITY_HEADERS.timestamp, String(timestamp));
        proxyReq.setHeader(IDENTITY_HEADERS.signature, signature);
        proxyReq.on("timeout", () => timedOut.add(req));
        if (opts.bodyParsed) fixRequestBody(proxyReq, req);
      },

      proxyRes(proxyRes, req, res) {
        if (!opts.observeResponse) return;
        const settle = settlerFor(res);
        const chunks: Buffer[] = [];
        const encoding = String(proxyRes.headers["content-encoding"] ?? "");
        const decoder =
          encoding === "gzip"
            ? zlib.createGunzip()
            : encoding === "br"
              ? zlib.createBrotliDecompress()
              : encoding === "deflate"
                ? zlib.createInflate()
                : null;
        const stream = decoder ? proxyRes.pipe(decoder) : proxyRes;
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("error", (err) => {
          opts.logger.warn("upstream answer broken", { upstream: opts.displayName, error: err.message });
          void settle((o) => o.onNoAnswer()).finally(() => sendError(res, 502, unavailableBody(opts.displayName)));
        });
        stream.on("end", async () => {
          const answer: UpstreamAnswer = {
            status: proxyRes.statusCode ?? 502,
            body: Buffer.concat(chunks),
            contentType: proxyRes.headers["content-type"],
          };
          try {
            await settle((o) => o.onAnswer(answer));
          } catch (err) {
            opts.logger.error("recording an upstream answer failed", {
              upstream: opts.displayName,
              error: (err as Error).message,
              url: req.originalUrl,
            });
          }
          if (res.headersSent || res.destroyed) return;
          for (const [name, value] of Object.entries(proxyRes.headers)) {
            if (value === undefined) continue;
            if (["content-encoding", "transfer-encoding", "content-length", "connection", "keep-alive"].includes(name)) {
              continue;
            }
            res.setHeader(name, value);
          }
          res.status(answer.status);
          res.setHeader("content-length", answer.body.length);
          res.end(answer.body);
        });
      },

      error(err, req, res) {
        const code = (err as NodeJS.ErrnoException).code;
        const slow = timedOut.has(req) || code === "ETIMEDOUT" || code === "ESOCKETTIMEDOUT";
        opts.logger.warn("upstream failed", { upstream: opts.displayName, code, slow, url: req.url });
        if (!("writeHead" in res)) {
          res.destroy();
          return;
        }
        const response = res as Response;
        const send = () =>
          sendError(response, slow ? 504 : 502, slow ? timeoutBody(opts.displayName) : unavailableBody(opts.displayName));
        if (opts.observeResponse) {
          void settlerFor(response)((o) => o.onNoAnswer())
            .catch((e) => opts.logger.error("refund failed", { error: (e as Error).message }))
            .finally(send);
        } else {
          send();
        }
      },
    },
  });

  return (req, res, next) => {
    if (opts.observeResponse) settlerFor(res);
    // Express strips a mount path from req.url; the services expect the full path.
    req.url = req.originalUrl;
    return proxy(req, res, next);
  };
}

function sendError(res: http.ServerResponse, status: number, body: object) {
  if (res.headersSent) {
    res.end();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/** One keep-alive agent per upstream host keeps connections warm between calls. */
export const keepAliveAgent = () => new http.Agent({ keepAlive: true, keepAliveMsecs: 1_000, maxFreeSockets: 64 });
