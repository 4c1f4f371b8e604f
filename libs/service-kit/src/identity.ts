import type { Middleware } from "koa";
import { IDENTITY_HEADERS } from "@seo/contracts/identity";
import { verifyIdentity, type Identity } from "@seo/identity/signature";

export interface IdentityConfig {
  secret: string;
  maxAgeSeconds: number;
}

/** What every authenticated route finds in `ctx.state`. */
export interface ServiceState {
  identity: Identity;
}

export const IDENTITY_ERROR = "Missing or invalid service identity";

/**
 * Accepts only requests carrying the BFF's signed identity (valid HMAC, fresh timestamp);
 * a service reached directly answers 401.
 */
export function requireIdentity(config: IdentityConfig, now: () => number = Date.now): Middleware<ServiceState> {
  return async (ctx, next) => {
    const userId = ctx.get(IDENTITY_HEADERS.userId);
    const plan = ctx.get(IDENTITY_HEADERS.plan); // "" is a valid plan: a user without one
    const timestampText = ctx.get(IDENTITY_HEADERS.timestamp);
    const signature = ctx.get(IDENTITY_HEADERS.signature);
    const timestamp = /^\d+$/.test(timestampText) ? Number(timestampText) : NaN;
    const identity: Identity = { userId, plan };
    if (
      !userId ||
      !signature ||
      !/^[0-9a-f]+$/i.test(signature) ||
      !verifyIdentity(identity, timestamp, signature, config.secret, config.maxAgeSeconds, now())
    ) {
      ctx.status = 401;
      ctx.body = { error: IDENTITY_ERROR };
      return;
    }
    ctx.state.identity = identity;
    await next();
  };
}
