// Single-use links sent by e-mail. A token is 32 random bytes (base64url); only its SHA-256 is
// stored, so a copy of the database holds no usable link. Using a token is one conditional UPDATE
// (unused, unexpired, of the right purpose), so a link works once even when opened twice at the
// same moment. Issuing a token of a purpose retires the user's earlier unused ones of it.
import { createHash, randomBytes } from "node:crypto";
import type { PrismaClient, Prisma } from "@seo/db/client";

export type TokenPurpose = "verify_email" | "change_email" | "reset_password" | "unsubscribe";

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash("sha256").update(token).digest("base64url");

type Db = PrismaClient | Prisma.TransactionClient;

export interface IssuedToken {
  id: number;
  token: string;
}

export interface UsedToken {
  userId: number;
  email: string;
}

export function createAccountTokens(prisma: PrismaClient, now: () => Date = () => new Date()) {
  return {
    /** A new token for `userId`, sent to `email`, valid for `ttlMs`; earlier unused ones of the purpose stop working. */
    async issue(
      db: Db,
      input: { userId: number; purpose: TokenPurpose; email: string; ttlMs: number; keepEarlier?: boolean },
    ): Promise<IssuedToken> {
      const token = randomBytes(32).toString("base64url");
      const at = now();
      if (!input.keepEarlier) {
        await db.accountToken.updateMany({
          where: { userId: input.userId, purpose: input.purpose, usedAt: null },
          data: { usedAt: at },
        });
      }
      const row = await db.accountToken.create({
        data: {
          userId: input.userId,
          purpose: input.purpose,
          email: input.email,
          tokenHash: hashOf(token),
          expiresAt: new Date(at.getTime() + input.ttlMs),
        },
        select: { id: true },
      });
      return { id: row.id, token };
    },

    /** Uses the token once: its user and address, or null for an unknown, expired, used or foreign one. */
    async use(db: Db, token: string, purpose: TokenPurpose): Promise<UsedToken | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const tokenHash = hashOf(token);
      const at = now();
      const used = await db.accountToken.updateMany({
        where: { tokenHash, purpose, usedAt: null, expiresAt: { gt: at } },
        data: { usedAt: at },
      });
      if (used.count !== 1) return null;
      const row = await db.accountToken.findUnique({ where: { tokenHash }, select: { userId: true, email: true } });
      return row;
    },

    /** The token's user and address without using it (for links that may be opened more than once). */
    async peek(token: string, purpose: TokenPurpose): Promise<UsedToken | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const row = await prisma.accountToken.findUnique({
        where: { tokenHash: hashOf(token) },
        select: { userId: true, email: true, purpose: true, expiresAt: true },
      });
      if (!row || row.purpose !== purpose || row.expiresAt <= now()) return null;
      return { userId: row.userId, email: row.email };
    },

    /** The user's pending address change, if a link for one is still open. */
    async pendingEmailChange(userId: number): Promise<string | null> {
      const row = await prisma.accountToken.findFirst({
        where: { userId, purpose: "change_email", usedAt: null, expiresAt: { gt: now() } },
        orderBy: { id: "desc" },
        select: { email: true },
      });
      return row?.email ?? null;
    },
  };
}
export type AccountTokens = ReturnType<typeof createAccountTokens>;
