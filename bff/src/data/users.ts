// User rows: lookups, sign-up, admin grant, and the Starter quota (one conditional UPDATE).
import type { PrismaClient, User } from "@seo/db/client";
import { STARTER_WEEKLY_LIMIT } from "@seo/contracts/plans";

export type UserRow = User;

export class EmailTakenError extends Error {
  constructor() {
    super("An account with this email already exists");
  }
}

/** The reserved slot of a Starter window; `windowKey` identifies the window it was taken from. */
export interface StarterReservation {
  generationsUsed: number;
  weeklyResetDate: Date;
  windowKey: string;
}

/** The one normal form of an address, stored and compared by equality (never by a pattern: `_` and `%` are SQL wildcards). */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export function createUserRepository(prisma: PrismaClient) {
  return {
    findById: (id: number) => prisma.user.findUnique({ where: { id } }),

    /**
     * Exact equality on the normalised address, never a pattern: an insensitive Prisma match is an
     * ILIKE, where "_" and "%" are wildcards (`___@example.com` matched pro@example.com).
     */
    findByEmail: (email: string) => prisma.user.findUnique({ where: { email: normalizeEmail(email) } }),

    async create(input: { email: string; passwordHash: string; firstName: string; lastName: string }): Promise<UserRow> {
      const email = normalizeEmail(input.email);
      // The unique index decides (also between two concurrent sign-ups): no look-up first.
      try {
        return await prisma.user.create({
          data: { email, password: input.passwordHash, firstName: input.firstName, lastName: input.lastName },
        });
      } catch (err) {
        if ((err as { code?: string }).code === "P2002") throw new EmailTakenError();
        throw err;
      }
    },

    grantAdmin: (id: number) =>
      prisma.user.update({
        where: { id },
        data: { isAdmin: true, subscriptionType: "admin", subscriptionStatus: "active" },
      }),

    /**
     * Reserves one Starter generation in ONE conditional UPDATE, so concurrent
     * calls cannot overspend. A window that has ended (or never started) starts again at 1 and ends
     * 7 days from now; otherwise the count goes up only while it is below the limit. Times are UTC
     * (Prisma stores DateTime as timestamp without time zone in UTC). Null: the limit is reached.
     */
    async reserveStarterGeneration(userId: number): Promise<StarterReservation | null> {
      const rows = await prisma.$queryRaw<{ generationsUsed: number; weeklyResetDate: Date; windowKey: string }[]>`
        UPDATE users SET
          "generationsUsed" = CASE
            WHEN "weeklyResetDate" IS NULL OR "weeklyResetDate" <= (now() AT TIME ZONE 'UTC') THEN 1
            ELSE "generationsUsed" + 1 END,
          "weeklyResetDate" = CASE
            WHEN "weeklyResetDate" IS NULL OR "weeklyResetDate" <= (now() AT TIME ZONE 'UTC')
              THEN (now() AT TIME ZONE 'UTC') + interval '7 days'
            ELSE "weeklyResetDate" END,
          "updatedAt" = (now() AT TIME ZONE 'UTC')
        WHERE id = ${userId}
          AND ("weeklyResetDate" IS NULL
               OR "weeklyResetDate" <= (now() AT TIME ZONE 'UTC')
               OR "generationsUsed" < ${STARTER_WEEKLY_LIMIT})
        RETURNING "generationsUsed", "weeklyResetDate", "weeklyResetDate"::text AS "windowKey"`;
      const row = rows[0];
      if (!row) return null;
      return {
        generationsUsed: Number(row.generationsUsed),
        weeklyResetDate: new Date(row.weeklyResetDate),
        windowKey: row.windowKey,
      };
    },

    /** Gives a reserved generation back, only within the window it was taken from. */
    async refundStarterGeneration(userId: number, reservation: StarterReservation): Promise<void> {
      await prisma.$executeRaw`
        UPDATE users SET "generationsUsed" = GREATEST("generationsUsed" - 1, 0)
        WHERE id = ${userId} AND "weeklyResetDate"::text = ${reservation.windowKey}`;
    },
  };
}
export type UserRepository = ReturnType<typeof createUserRepository>;
