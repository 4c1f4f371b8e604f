// Cross-site request refusal (docs/decisions/0012-same-origin-state-changes.md): a state-changing request must come from the
// product's own origin. Browsers send Origin on cross-origin POSTs (and Referer almost always);
// a request that names another origin is refused, and so is a cookie-authenticated one that names
// none. Requests carrying the x-session-id header pass without Origin: a browser cannot send that
// header cross-site without a CORS preflight, which this server never grants.
import type { Request, RequestHandler } from "express";
import { SESSION_COOKIE, SESSION_HEADER, readCookie } from "./sessionCookie";

export const CROSS_SITE_REFUSAL = { error: "Cross-site request refused", code: "CROSS_SITE_REQUEST" };
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The http(s) origin of a URL (an Origin header, a Referer), or null. */
export function originOfUrl(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** `exempt`: paths that authenticate otherwise (e.g. Stripe's signed webhook). */
export function sameOriginStateChanges(opts: { allowedOrigins: string[]; exempt: string[] }): RequestHandler {
  const allowed = new Set(opts.allowedOrigins);
  return (req, res, next) => {
    // The full path: mounted under app.use("/api", ...), req.path alone has lost the prefix.
    const path = req.baseUrl + req.path;
    if (SAFE_METHODS.has(req.method) || opts.exempt.some((p) => path === p || path.startsWith(`${p}/`))) {
      return next();
    }
    // Only a request that names an origin needs its own (URL parsing on every API call otherwise).
    const isOwn = (origin: string | null) => origin !== null && (allowed.has(origin) || origin === ownOrigin(req));
    const originHeader = req.get("origin");
    if (originHeader !== undefined) {
      // "null" (sandboxed frames, some redirects) is no origin of ours either.
      if (isOwn(originOfUrl(originHeader))) return next();
      return void res.status(403).json(CROSS_SITE_REFUSAL);
    }
    const referer = req.get("referer");
    if (referer !== undefined) {
      if (isOwn(originOfUrl(referer))) return next();
      return void res.status(403).json(CROSS_SITE_REFUSAL);
    }
    // Neither header: fine for API clients that authenticate with the header, never for the cookie.
    const headerSession = Boolean(String(req.headers[SESSION_HEADER] ?? "").trim());
    if (!headerSession && readCookie(req, SESSION_COOKIE)) return void res.status(403).json(CROSS_SITE_REFUSAL);
    next();
  };
}

/** The origin this request was addressed to (protocol honours "trust proxy"). */
function ownOrigin(req: Request): string | null {
  const host = req.get("host");
  return host ? originOfUrl(`${req.protocol}://${host}`) : null;
}
