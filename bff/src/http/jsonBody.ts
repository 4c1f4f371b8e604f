// The BFF's own JSON bodies: only application/json (415 otherwise, so a form or text/plain body is
// never taken for an empty one), at most JSON_BODY_LIMIT (413), gzip, deflate or br inflated (any
// other Content-Encoding is a 415, data that does not decode a 400), and through the shared
// input-hygiene check (depth, NUL, lone surrogates: 400 naming the field) before any schema or
// database sees it.
import express, { type Request, type RequestHandler, type Response } from "express";
import { findUnsafeJson, unsafeJsonBody } from "@seo/contracts/jsonSafety";

export const JSON_BODY_LIMIT = "100kb";
export const UNSUPPORTED_MEDIA_TYPE = { error: "Content-Type must be application/json" };

/** The request's Content-Encoding, lower-cased; "" for none. */
const contentEncoding = (req: Request) =>
  String(req.headers["content-encoding"] ?? "")
    .trim()
    .toLowerCase();
/** A body sent as it is: no Content-Encoding, or "identity". */
export const isUncompressed = (req: Request) => ["", "identity"].includes(contentEncoding(req));

/** Parses the request's JSON body; false when it answered the client itself (a 4xx). */
export type ReadJsonBody = (req: Request, res: Response) => Promise<boolean>;

/** The body reader for routes that parse in their own handler; other errors reject (a 500). */
export function jsonBodyReader(limit = JSON_BODY_LIMIT): ReadJsonBody {
  const parse = express.json({ limit, type: ["application/json", "application/*+json"] });
  return (req, res) =>
    new Promise<boolean>((resolve, reject) => {
      const length = req.headers["content-length"];
      const hasBody = req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
      if (hasBody && !req.is(["application/json", "application/*+json"])) {
        res.status(415).json(UNSUPPORTED_MEDIA_TYPE);
        return resolve(false);
      }
      parse(req, res, (err?: unknown) => {
        const e = err as { type?: string; status?: number } | undefined;
        if (e?.type === "encoding.unsupported") {
          const error = `Content-Encoding "${contentEncoding(req)}" is not supported: send the body as gzip, deflate, br or uncompressed`;
          res.status(415).json({ error });
          return resolve(false);
        }
        if (e && e.status === 400 && e.type === undefined && !isUncompressed(req)) {
          // zlib's own complaint ("incorrect header check") means nothing to a caller
          const encoding = contentEncoding(req);
          res.status(400).json({
            error: `The request body is not valid ${encoding} data`,
            issues: [{ path: "(body)", message: `Not ${encoding} data` }],
          });
          return resolve(false);
        }
        if (err) return reject(err);
        const problem = req.body === undefined ? null : findUnsafeJson(req.body);
        if (problem) {
          res.status(400).json(unsafeJsonBody(problem));
          return resolve(false);
        }
        resolve(true);
      });
    });
}

/** The same checks as a middleware. */
export function jsonBody(limit = JSON_BODY_LIMIT): RequestHandler {
  const read = jsonBodyReader(limit);
  return async (req, res, next) => {
    if (await read(req, res)) next();
  };
}
