// Test helpers: calls a service app the way the BFF does, with a signed identity over the exact
// method, path and body bytes, and a fresh request id each time.
import { randomUUID } from "node:crypto";
import request from "supertest";
import { IDENTITY_HEADERS, REQUEST_ID_HEADER } from "@seo/contracts/identity";
import { sha256Hex, signRequest, type Identity } from "@seo/identity/signature";

export interface SignOptions {
  method: string;
  path: string;
  /** The exact body bytes (a string is UTF-8); none for a request without a body. */
  body?: string | Buffer;
  requestId?: string;
  now?: number;
}

/** The headers the BFF would send for `identity` on this request. */
export function signedHeaders(identity: Identity, secret: string, opts: SignOptions): Record<string, string> {
  const requestId = opts.requestId ?? randomUUID();
  const s = signRequest(
    identity,
    { requestId, method: opts.method, path: opts.path, bodySha256: sha256Hex(opts.body ?? "") },
    secret,
    opts.now,
  );
  return {
    [IDENTITY_HEADERS.userId]: s.userId,
    [IDENTITY_HEADERS.plan]: s.plan,
    [IDENTITY_HEADERS.timestamp]: String(s.timestamp),
    [IDENTITY_HEADERS.bodyHash]: s.bodySha256,
    [IDENTITY_HEADERS.signature]: s.signature,
    [REQUEST_ID_HEADER]: requestId,
  };
}

type App = Parameters<typeof request>[0];

/**
 * A supertest client that signs as `identity`: `signedAs(app, id, secret).post(path, body)`.
 * Bodies are sent as JSON; `now` signs at another time (stale signatures).
 */
export function signedAs(app: App, identity: Identity, secret: string, opts: { now?: number } = {}) {
  const call = (method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH", path: string, body?: unknown) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const headers = signedHeaders(identity, secret, { method, path, body: text, now: opts.now });
    const test = request(app)[method.toLowerCase() as "get"](path).set(headers);
    return text === undefined ? test : test.set("Content-Type", "application/json").send(text);
  };
  return {
    get: (path: string) => call("GET", path),
    delete: (path: string) => call("DELETE", path),
    post: (path: string, body?: unknown) => call("POST", path, body),
    put: (path: string, body?: unknown) => call("PUT", path, body),
    patch: (path: string, body?: unknown) => call("PATCH", path, body),
  };
}
