// Request bodies of the services: the exact bytes are read once (bounded, 413 past the limit) so the
// identity check can hash them, then JSON is parsed by hand: only application/json is accepted (415
// otherwise, so a form or text/plain body can never be taken for an empty one), malformed JSON is a
// 400, a compressed body (any Content-Encoding) is a 415, and the parsed value passes the shared
// input-hygiene check (depth, NUL, lone surrogates).
import type { Context } from "koa";
import getRawBody from "raw-body";
import { findUnsafeJson, unsafeJsonBody } from "@seo/contracts/jsonSafety";
import { HttpError } from "./errorMiddleware";

const BODY = Symbol("rawBody");
type WithBody = Context & { [BODY]?: Buffer };

/** Reads (once) and returns the request's body bytes; an empty buffer for a request without one. */
export function bodyReader(limitBytes: number) {
  return async (ctx: Context): Promise<Buffer> => {
    const c = ctx as WithBody;
    if (c[BODY]) return c[BODY];
    try {
      c[BODY] = await getRawBody(ctx.req, { limit: limitBytes, length: ctx.get("content-length") || undefined });
    } catch (err) {
      const e = err as { type?: string; status?: number };
      if (e.type === "entity.too.large") throw new HttpError(413, "Request body too large");
      throw new HttpError(e.status && e.status < 500 ? e.status : 400, "Could not read the request body");
    }
    return c[BODY];
  };
}

/** Parses the body read by `bodyReader` into ctx.request.body (undefined when there is none). */
export function parseJsonBody(ctx: Context, raw: Buffer): void {
  if (raw.length === 0) return;
  const encoding = ctx.get("content-encoding").trim().toLowerCase();
  if (encoding && encoding !== "identity") {
    // Nothing here inflates a body, so a compressed one is refused rather than read as garbage.
    throw new HttpError(415, "Content-Encoding is not supported: send the request body uncompressed");
  }
  if (!ctx.is("application/json", "+json")) {
    throw new HttpError(415, "Content-Type must be application/json");
  }
  let value: unknown;
  try {
    value = JSON.parse(raw.toString("utf8"));
  } catch {
    throw new HttpError(400, "Invalid JSON body", { issues: [{ path: "(body)", message: "Malformed JSON" }] });
  }
  const problem = findUnsafeJson(value);
  if (problem) {
    const body = unsafeJsonBody(problem);
    throw new HttpError(400, body.error, { issues: body.issues });
  }
  ctx.request.body = value;
}

declare module "koa" {
  interface Request {
    /** The parsed JSON body (parseJsonBody); undefined without one. */
    body?: unknown;
  }
}
