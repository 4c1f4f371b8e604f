// The first middleware of the BFF, before any route: gives each request its id and removes every
// header a client could use to speak for the gateway. Done on req.headers themselves, so whatever
// runs later (a proxy hook that some header makes it skip, a route that forgets) never sees them.
// The id goes to the service (signed), into every log line written while the request is handled,
// and into every JSON error answer.
import { randomUUID } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { withRequestId } from "@seo/contracts/errors";
import { REQUEST_ID_HEADER } from "@seo/contracts/identity";
import { withLogContext } from "@seo/log/logger";
import { traceRequest, TRACE_CONTEXT_HEADERS } from "./tracing";

const IDENTITY_PREFIX = "x-seo-";
const REQUEST_ID = Symbol("requestId");
type WithId = Response & { [REQUEST_ID]?: string };

export function requestContext(): RequestHandler {
  return (req, res, next) => {
    for (const name of Object.keys(req.headers)) {
      if (name.startsWith(IDENTITY_PREFIX) || TRACE_CONTEXT_HEADERS.includes(name)) delete req.headers[name];
    }
    // Node has already answered "100 Continue" (the server has no checkContinue listener); passed
    // on, the header would make the proxy skip its request hook and wait for a second "continue".
    delete req.headers.expect;
    // Our own id, never the client's: services accept each id once.
    const id = randomUUID();
    req.headers[REQUEST_ID_HEADER] = id;
    (res as WithId)[REQUEST_ID] = id;
    res.setHeader(REQUEST_ID_HEADER, id);
    const json = res.json.bind(res);
    res.json = (body: unknown) => json(res.statusCode >= 400 ? withRequestId(body, id) : body);
    // When tracing is on: the request's span, its traceparent for the services, its ids in the logs.
    const trace = traceRequest(req, res);
    if (!trace) return withLogContext({ requestId: id }, next);
    withLogContext({ requestId: id, ...trace.logFields }, () => trace.run(next));
  };
}

export const requestIdOf = (res: Response): string => (res as WithId)[REQUEST_ID] ?? "unknown";
export const requestIdOfReq = (req: Request): string => String(req.headers[REQUEST_ID_HEADER] ?? "unknown");
