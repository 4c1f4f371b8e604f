import type { Middleware } from "koa";
import { IDENTITY_HEADERS, REQUEST_ID_HEADER } from "@seo/contracts/identity";
import {
  createReplayGuard,
  sha256Hex,
  verifyRequest,
  SIGNATURE_MAX_AGE_SECONDS,
  type Identity,
  type ReplayGuard,
  type SignedIdentity,
} from "@seo/identity/signature";
import type { Logger } from "./log";

export interface IdentityConfig {
  secret: string;
  /** How long a signature stays valid (30 s: long enough for clock skew and a slow hop, short enough that a captured request is soon useless; docs/decisions/0004-signed-identity-to-services.md). */
  maxAgeSeconds?: number;
}

declare module "koa" {
  interface DefaultContext {
    /** Request ids seen by every instance of the service (startService sets it where Redis is configured). */
    replayGuard?: ReplayGuard;
  }
}

/** What every authenticated route finds in `ctx.state`. */
export interface ServiceState {
  identity: Identity;
  requestId: string;
  /** The exact body bytes, as signed (Stripe's webhook signature needs them too). */
  rawBody: Buffer;
}

const IDENTITY_ERROR = "Missing or invalid service identity";

/** The signed fields as a request carries them, before the body is read. */
function signedFieldsOf(ctx: { get(name: string): string; method: string; originalUrl: string }): SignedIdentity {
  const timestampText = ctx.get(IDENTITY_HEADERS.timestamp);
  return {
    userId: ctx.get(IDENTITY_HEADERS.userId),
    plan: ctx.get(IDENTITY_HEADERS.plan), // "" is a valid plan: a user without one
    timestamp: /^\d{1,12}$/.test(timestampText) ? Number(timestampText) : NaN,
    signature: ctx.get(IDENTITY_HEADERS.signature).toLowerCase(),
    requestId: ctx.get(REQUEST_ID_HEADER),
    method: ctx.method,
    path: ctx.originalUrl,
    bodySha256: ctx.get(IDENTITY_HEADERS.bodyHash).toLowerCase(),
  };
}

/**
 * Accepts only requests carrying the BFF's signed identity: a valid HMAC over user, plan, time,
 * request id, method, path and body hash; fresh (30 s); a request id not seen before. The body is
 * read (bounded by `readBody`) and must hash to the signed value. Anything else is 401.
 */
export function requireIdentity(
  config: IdentityConfig,
  readBody: (ctx: Parameters<Middleware>[0]) => Promise<Buffer>,
  opts: { log?: Logger; now?: () => number; replayGuard?: ReplayGuard } = {},
): Middleware<ServiceState> {
  const maxAgeSeconds = config.maxAgeSeconds ?? SIGNATURE_MAX_AGE_SECONDS;
  const now = opts.now ?? Date.now;
  const guard = opts.replayGuard ?? createReplayGuard(maxAgeSeconds, now);
  const refuse = (ctx: Parameters<Middleware>[0], reason: string) => {
    opts.log?.warn("identity refused", { reason, method: ctx.method, path: ctx.path }); // the request id comes with the log context
    ctx.status = 401;
    ctx.body = { error: IDENTITY_ERROR };
  };
  return async (ctx, next) => {
    const signed = signedFieldsOf(ctx);
    if (!signed.userId || !/^[0-9a-f]{64}$/.test(signed.bodySha256)) return refuse(ctx, "missing");
    const verdict = verifyRequest(signed, config.secret, { maxAgeSeconds, now: now() });
    if (!verdict.ok) return refuse(ctx, verdict.reason);
    const body = await readBody(ctx);
    if (sha256Hex(body) !== signed.bodySha256) return refuse(ctx, "body-mismatch");
    // Marked used only once everything else holds, so a mangled copy cannot burn a real request's id.
    // The shared guard (Redis, set by startService) when there is one: a replay to another instance counts.
    if (!(await (ctx.replayGuard ?? guard).firstUse(signed.requestId))) return refuse(ctx, "replayed");
    ctx.state.identity = { userId: signed.userId, plan: signed.plan };
    ctx.state.requestId = signed.requestId;
    ctx.state.rawBody = body;
    await next();
  };
}
