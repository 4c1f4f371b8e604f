// Session lifetime rules: an idle expiry that slides with use, capped by an absolute expiry that
// never moves. Pure, so the numbers are easy to test.
import { createHash, randomBytes } from "node:crypto";

export interface SessionRecord {
  userId: number;
  createdAt: number; // epoch ms
  absoluteExpiresAt: number; // epoch ms
  /** When "last seen" was last written to the session index (epoch ms). */
  lastSeenAt?: number;
  /** The session has its row in the database's session index. */
  indexed?: boolean;
}

export interface SessionTtls {
  idleTtlSeconds: number;
  absoluteTtlSeconds: number;
}

/** 256 bits from the CSPRNG, URL-safe (43 characters). */
export const newSessionId = () => randomBytes(32).toString("base64url");

const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isWellFormedSessionId = (id: string) => SESSION_ID_PATTERN.test(id);

/** The store key holds a hash of the id, so a leaked store dump does not leak usable session ids. */
export const sessionKey = (id: string) => `session:${createHash("sha256").update(id).digest("base64url")}`;

export function newSessionRecord(userId: number, ttls: SessionTtls, now: number): SessionRecord {
  return { userId, createdAt: now, absoluteExpiresAt: now + ttls.absoluteTtlSeconds * 1000 };
}

/** Seconds the stored session should live from now; 0 or less means it is over. */
export function remainingTtlSeconds(record: SessionRecord, ttls: SessionTtls, now: number): number {
  const absoluteLeft = Math.floor((record.absoluteExpiresAt - now) / 1000);
  return Math.min(ttls.idleTtlSeconds, absoluteLeft);
}

export function parseSessionRecord(raw: string | null): SessionRecord | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<SessionRecord>;
    if (typeof v.userId !== "number" || typeof v.absoluteExpiresAt !== "number" || typeof v.createdAt !== "number") {
      return null;
    }
    return {
      userId: v.userId,
      createdAt: v.createdAt,
      absoluteExpiresAt: v.absoluteExpiresAt,
      ...(typeof v.lastSeenAt === "number" ? { lastSeenAt: v.lastSeenAt } : {}),
      ...(v.indexed === true ? { indexed: true } : {}),
    };
  } catch {
    return null;
  }
}
