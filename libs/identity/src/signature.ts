import { createHmac, timingSafeEqual } from "node:crypto";

/** Who the BFF says is calling: signed so a service reached directly cannot be fooled. */
export interface Identity {
  userId: string; // "anon:<hash>" for a visitor on a free try
  plan: string; // "" when the user has no plan
}

const payload = (id: Identity, timestamp: number) => `${id.userId}\n${id.plan}\n${timestamp}`;

export function signIdentity(id: Identity, secret: string, now = Date.now()) {
  const timestamp = Math.floor(now / 1000);
  const signature = createHmac("sha256", secret).update(payload(id, timestamp)).digest("hex");
  return { timestamp, signature };
}

/**
 * True when the signature is valid for this identity and no older (or further in the future)
 * than maxAgeSeconds.
 */
export function verifyIdentity(
  id: Identity,
  timestamp: number,
  signature: string,
  secret: string,
  maxAgeSeconds: number,
  now = Date.now(),
): boolean {
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > maxAgeSeconds) return false;
  const expected = createHmac("sha256", secret).update(payload(id, timestamp)).digest();
  const given = Buffer.from(signature, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
