// One call from the BFF to a service whose answer the BFF must read before the client sees it (a
// tool call records or refunds; billing's answers drop cached users): a plain node:http request on
// the keep-alive agent, signed, with a timeout, its answer buffered and decoded. Knows nothing of
// Express: the caller passes what to send and gets back what happened.
//
// Written directly on node:http: http-proxy's per-request machinery (option merging, url.parse,
// event plumbing, a pipe of an already-read body) was a fifth of the time the BFF spent on a tool
// call.
import http from "node:http";
import zlib from "node:zlib";
import type { Identity } from "@seo/identity/signature";
import { identityHeaders, sendUpstreamError, timeoutBody, unavailableBody, type ServiceTarget } from "./upstreamRequest";
import { recordUpstreamError } from "./metrics";

export interface ServiceRequest {
  method: string;
  /** Path with its query string, as the service routes it (the signature covers it). */
  path: string;
  /** Who the BFF vouches for. */
  identity: Identity;
  requestId: string;
  /** The exact bytes sent (and signed). */
  body: Buffer;
  /** Client headers to pass on (already filtered: see forwardableHeaders). */
  headers?: http.OutgoingHttpHeaders;
  /** Aborted when nobody waits for the answer any more: the request to the service is dropped. */
  signal?: AbortSignal;
}

export interface ServiceAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Decoded (no Content-Encoding left). */
  body: Buffer;
}

/** What happened to one call. "abandoned": the caller's signal aborted it first. */
export type ServiceOutcome =
  { kind: "answer"; answer: ServiceAnswer } | { kind: "noAnswer"; reason: "unavailable" | "timeout" | "abandoned" };

function decoderFor(encoding: string): zlib.Gunzip | zlib.BrotliDecompress | zlib.Inflate | null {
  if (encoding === "gzip") return zlib.createGunzip();
  if (encoding === "br") return zlib.createBrotliDecompress();
  if (encoding === "deflate") return zlib.createInflate();
  return null;
}

export function callService(target: ServiceTarget, request: ServiceRequest): Promise<ServiceOutcome> {
  const url = new URL(target.url);
  const log = { upstream: target.displayName, url: request.path, requestId: request.requestId };
  const failed = (status: number, code: string | undefined) =>
    recordUpstreamError(target.name ?? target.displayName, status, code);
  return new Promise<ServiceOutcome>((resolve) => {
    let done = false;
    const finish = (outcome: ServiceOutcome) => {
      if (done) return;
      done = true;
      request.signal?.removeEventListener("abort", abandon);
      resolve(outcome);
    };
    const abandon = () => {
      finish({ kind: "noAnswer", reason: "abandoned" });
      upstream.destroy();
    };

    const upstream = http.request({
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port,
      method: request.method,
      path: request.path,
      agent: target.agent,
      headers: {
        ...request.headers,
        host: url.host,
        "content-length": String(request.body.length),
        ...identityHeaders(request.identity, request, target),
      },
    });
    let slow = false;
    upstream.setTimeout(target.timeoutMs, () => {
      slow = true;
      upstream.destroy(Object.assign(new Error("upstream did not answer in time"), { code: "ETIMEDOUT" }));
    });
    upstream.on("error", (err) => {
      if (done) return;
      target.logger.warn("upstream failed", { ...log, code: (err as NodeJS.ErrnoException).code, slow });
      failed(slow ? 504 : 502, slow ? "timeout" : (err as NodeJS.ErrnoException).code);
      finish({ kind: "noAnswer", reason: slow ? "timeout" : "unavailable" });
    });
    upstream.on("response", (answer) => {
      const chunks: Buffer[] = [];
      const decoder = decoderFor(String(answer.headers["content-encoding"] ?? ""));
      const stream = decoder ? answer.pipe(decoder) : answer;
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("error", (err) => {
        if (done) return;
        target.logger.warn("upstream answer broken", { ...log, error: err.message });
        failed(502, "broken_answer");
        finish({ kind: "noAnswer", reason: "unavailable" });
      });
      stream.on("end", () => {
        if (!done && (answer.statusCode ?? 502) >= 500) failed(answer.statusCode ?? 502, "answered_5xx");
        finish({
          kind: "answer",
          answer: {
            status: answer.statusCode ?? 502,
            headers: answer.headers,
            body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks),
          },
        });
      });
    });

    if (request.signal?.aborted) return abandon();
    request.signal?.addEventListener("abort", abandon, { once: true });
    upstream.end(request.body);
  });
}

/** The JSON body of a call that got no answer: 502 (down or broken) or 504 (too slow). */
export function noAnswerError(reason: "unavailable" | "timeout", displayName: string): { status: 502 | 504; body: object } {
  return reason === "timeout"
    ? { status: 504, body: timeoutBody(displayName) }
    : { status: 502, body: unavailableBody(displayName) };
}

/** Upstream answer headers the BFF sets itself (it sends the decoded body with its own length). */
const ANSWER_HEADERS_NOT_COPIED = new Set([
  "content-encoding",
  "transfer-encoding",
  "content-length",
  "connection",
  "keep-alive",
]);

/** Passes a service's answer on to the client as it came (its status, headers and decoded body). */
export function sendServiceAnswer(res: http.ServerResponse, answer: ServiceAnswer) {
  if (res.headersSent || res.destroyed) return;
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && !ANSWER_HEADERS_NOT_COPIED.has(name)) res.setHeader(name, value);
  }
  res.statusCode = answer.status;
  res.setHeader("content-length", answer.body.length);
  res.end(answer.body);
}

/** Writes the outcome of a call to the client: the answer, a JSON 502/504, or nothing (it left). */
export function sendServiceOutcome(res: http.ServerResponse, outcome: ServiceOutcome, displayName: string, requestId: string) {
  if (outcome.kind === "answer") return sendServiceAnswer(res, outcome.answer);
  if (outcome.reason === "abandoned" || res.destroyed) return;
  const error = noAnswerError(outcome.reason, displayName);
  sendUpstreamError(res, error.status, error.body, requestId);
}

/**
 * An AbortSignal that fires when the client goes away before its answer was written (nobody waits
 * for the service any more). The client's socket may idle longer than the service may take, so it
 * gets the service's timeout and some: the 504 can still be written.
 */
export function clientGoneSignal(req: http.IncomingMessage, res: http.ServerResponse, timeoutMs: number): AbortSignal {
  const controller = new AbortController();
  req.socket.setTimeout(timeoutMs + 5_000);
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
