// Failed-login throttling. Limits (fixed windows, counted in the key-value store):
// - per account (e-mail): 5 failed attempts per 15 minutes; then 429 until the window ends;
// - per client IP: 20 failed attempts per 15 minutes (slows password spraying across accounts).
// A successful login clears the account's counter. Throttled answers carry Retry-After (seconds)
// and the same generic message whether or not the account exists.
import { createHash } from "node:crypto";

export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  maxFailuresPerAccount: 5,
  maxFailuresPerIp: 20,
} as const;

export const THROTTLED_MESSAGE = "Too many login attempts. Please try again later.";

const digest = (v: string) => createHash("sha256").update(v).digest("base64url").slice(0, 32);
export const accountFailuresKey = (email: string) => `login-failures:account:${digest(email.trim().toLowerCase())}`;
export const ipFailuresKey = (ip: string) => `login-failures:ip:${digest(ip)}`;

/** Seconds to wait before trying again, or null when the attempt may go ahead. */
export function retryAfterSeconds(
  counts: { account: number; ip: number },
  ttls: { account: number; ip: number },
  limits = LOGIN_THROTTLE,
): number | null {
  const waits: number[] = [];
  if (counts.account >= limits.maxFailuresPerAccount) waits.push(ttls.account);
  if (counts.ip >= limits.maxFailuresPerIp) waits.push(ttls.ip);
  if (waits.length === 0) return null;
  // A key without expiry (ttl < 0) should not exist; fall back to the whole window.
  return Math.max(...waits.map((t) => (t > 0 ? t : limits.windowSeconds)));
}
