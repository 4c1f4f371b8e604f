// The service identity (docs/decisions/0004-signed-identity-to-services.md): the BFF vouches for who is calling with an HMAC over
// user, plan, time, request id, method, path and the body's hash. A service accepts a signature for
// 30 seconds and each request id once, so captured headers can be neither altered nor replayed, and
// a body cannot be swapped under a valid signature.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** Who the BFF says is calling. */
export interface Identity {
  userId: string; // "anon:<hash>" for a visitor on a free try
  plan: string; // "" when the user has no plan
}

/** What the signature binds the identity to. `path` is the path with its query string. */
export interface SignedRequest {
  requestId: string;
  method: string;
  path: string;
  bodySha256: string;
}

export interface SignedIdentity extends Identity, SignedRequest {
  timestamp: number;
  signature: string;
}

export const SIGNATURE_MAX_AGE_SECONDS = 30;
const VERSION = "seo-identity-v2";
const FIELD = /^[^\n\r]*$/;

export const sha256Hex = (body: Uint8Array | string) => createHash("sha256").update(body).digest("hex");

function payload(id: Identity, req: SignedRequest, timestamp: number) {
  const fields = [
    VERSION,
    id.userId,
    id.plan,
    String(timestamp),
    req.requestId,
    req.method.toUpperCase(),
    req.path,
    req.bodySha256,
  ];
  // Newlines separate the fields, so no field may contain one (it could shift the others).
  if (!fields.every((f) => FIELD.test(f))) throw new Error("identity fields must not contain line breaks");
  return fields.join("\n");
}

export function signRequest(id: Identity, req: SignedRequest, secret: string, now = Date.now()): SignedIdentity {
  if (!secret) throw new Error("identity secret is empty");
  const timestamp = Math.floor(now / 1000);
  const signature = createHmac("sha256", secret)
    .update(payload(id, req, timestamp))
    .digest("hex");
  return { ...id, ...req, timestamp, signature };
}

export type VerifyFailure = "malformed" | "stale" | "bad-signature";

/** Checks the HMAC and the freshness (either direction: clocks drift) of a signed request. */
export function verifyRequest(
  signed: SignedIdentity,
  secret: string,
  opts: { maxAgeSeconds?: number; now?: number } = {},
): { ok: true } | { ok: false; reason: VerifyFailure } {
  const maxAge = opts.maxAgeSeconds ?? SIGNATURE_MAX_AGE_SECONDS;
  const now = opts.now ?? Date.now();
  if (!Number.isInteger(signed.timestamp) || !/^[0-9a-f]{64}$/.test(signed.signature) || !signed.requestId) {
    return { ok: false, reason: "malformed" };
  }
  if (Math.abs(now / 1000 - signed.timestamp) > maxAge) return { ok: false, reason: "stale" };
  let expected: Buffer;
  try {
    expected = createHmac("sha256", secret)
      .update(payload(signed, signed, signed.timestamp))
      .digest();
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const given = Buffer.from(signed.signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { ok: true }
    : { ok: false, reason: "bad-signature" };
}

/** Accepts each request id once, for as long as its signature could still verify. */
export interface ReplayGuard {
  /** True the first time an id is offered; false for a replay. */
  firstUse(requestId: string): boolean | Promise<boolean>;
}

/** How long a request id must be remembered: twice the signature's age (clock skew both ways) and a second. */
export const replayMemorySeconds = (maxAgeSeconds = SIGNATURE_MAX_AGE_SECONDS) => 2 * maxAgeSeconds + 1;

/**
 * Remembers request ids in this process. Enough for one instance of a service; with several (two
 * replicas, or a restarted one beside its old self) a captured request could be played once to
 * each, so where Redis is configured the services use sharedReplayGuard instead.
 */
export function createReplayGuard(maxAgeSeconds = SIGNATURE_MAX_AGE_SECONDS, clock: () => number = Date.now) {
  const seen = new Map<string, number>(); // request id -> forget after (epoch ms)
  const keepMs = replayMemorySeconds(maxAgeSeconds) * 1000;
  let lastSweep = clock();
  return {
    /** True the first time an id is offered; false for a replay. */
    firstUse(requestId: string): boolean {
      const now = clock();
      if (now - lastSweep > 5_000) {
        for (const [id, until] of seen) if (until <= now) seen.delete(id);
        lastSweep = now;
      }
      const until = seen.get(requestId);
      if (until !== undefined && until > now) return false;
      seen.set(requestId, now + keepMs);
      return true;
    },
    get size() {
      return seen.size;
    },
  };
}

/**
 * Remembers request ids in a store every instance shares (Redis): the first INCR of an id's key
 * makes 1, any later one, on any instance, more. The key expires once the signature could no longer
 * verify. A store that cannot be reached throws, and the request is refused (503), never let through.
 */
export function sharedReplayGuard(
  incr: (key: string, ttlSeconds: number) => Promise<number>,
  maxAgeSeconds = SIGNATURE_MAX_AGE_SECONDS,
): ReplayGuard {
  const ttl = replayMemorySeconds(maxAgeSeconds);
  return { firstUse: async (requestId) => (await incr(`replay:${requestId}`, ttl)) === 1 };
}
