// The BFF's own JSON bodies: only application/json (415 otherwise, so a form or text/plain body is
// never taken for an empty one), at most JSON_BODY_LIMIT (413), and through the shared input-hygiene
// check (depth, NUL, lone surrogates: 400 naming the field) before any schema or database sees it.
import express, { type RequestHandler } from "express";
import { findUnsafeJson, unsafeJsonBody } from "@seo/contracts/jsonSafety";

export const JSON_BODY_LIMIT = "100kb";
export const UNSUPPORTED_MEDIA_TYPE = { error: "Content-Type must be application/json" };

export function jsonBody(limit = JSON_BODY_LIMIT): RequestHandler {
  const parse = express.json({ limit, type: ["application/json", "application/*+json"] });
  return (req, res, next) => {
    const length = req.headers["content-length"];
    const hasBody = req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
    if (hasBody && !req.is(["application/json", "application/*+json"])) {
      res.status(415).json(UNSUPPORTED_MEDIA_TYPE);
      return;
    }
    parse(req, res, (err?: unknown) => {
      if (err) return next(err);
      const problem = req.body === undefined ? null : findUnsafeJson(req.body);
      if (problem) {
        res.status(400).json(unsafeJsonBody(problem));
        return;
      }
      next();
    });
  };
}
