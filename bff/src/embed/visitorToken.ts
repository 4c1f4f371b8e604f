// The anonymous visitor's pass for one embedded tool: minted when the embed page loads, valid about
// 15 minutes, signed with a key derived from the identity secret (so it can be neither forged nor
// moved to another partner key, tool or origin), carried by the embed's tool calls instead of a
// session. Pure: no HTTP, no store.
import { createHmac, timingSafeEqual } from "node:crypto";

export const VISITOR_TOKEN_TTL_SECONDS = 15 * 60;
export const VISITOR_TOKEN_HEADER = "x-embed-token";

export interface VisitorClaims {
  /** Partner key. */
  key: string;
  /** The partner page's origin the token was minted for. */
  origin: string;
  /** The one tool it may call. */
  tool: string;
  /** Stable id of the visitor (a random id kept in the embed's own cookie). */
  visitor: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** A purpose-bound key: a token can never double as any other HMAC the BFF makes. */
const tokenKey = (secret: string) => createHmac("sha256", secret).update("rankforge:embed-visitor-token:v1").digest();

const b64 = (b: Buffer | string) => Buffer.from(b).toString("base64url");

export function mintVisitorToken(
  claims: Omit<VisitorClaims, "exp">,
  secret: string,
  nowMs: number,
  ttlSeconds = VISITOR_TOKEN_TTL_SECONDS,
): { token: string; expiresAt: number } {
  const exp = Math.floor(nowMs / 1000) + ttlSeconds;
  const body = b64(JSON.stringify({ v: 1, k: claims.key, o: claims.origin, t: claims.tool, vid: claims.visitor, exp }));
  const mac = b64(createHmac("sha256", tokenKey(secret)).update(body).digest());
  return { token: `${body}.${mac}`, expiresAt: exp * 1000 };
}

export type TokenCheck = { ok: true; claims: VisitorClaims } | { ok: false; reason: "malformed" | "bad-signature" | "expired" };

export function verifyVisitorToken(token: string, secret: string, nowMs: number): TokenCheck {
  if (typeof token !== "string" || token.length > 2048) return { ok: false, reason: "malformed" };
  const parts = token.split(".");
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { ok: false, reason: "malformed" };
  const [body, mac] = parts as [string, string];
  const expected = createHmac("sha256", tokenKey(secret)).update(body).digest();
  const given = Buffer.from(mac, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "bad-signature" };
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const p = raw as Record<string, unknown>;
  const str = (v: unknown) => typeof v === "string" && v.length > 0;
  if (p.v !== 1 || !str(p.k) || !str(p.o) || !str(p.t) || !str(p.vid) || typeof p.exp !== "number") {
    return { ok: false, reason: "malformed" };
  }
  if (p.exp * 1000 <= nowMs) return { ok: false, reason: "expired" };
  return {
    ok: true,
    claims: { key: p.k as string, origin: p.o as string, tool: p.t as string, visitor: p.vid as string, exp: p.exp },
  };
}
