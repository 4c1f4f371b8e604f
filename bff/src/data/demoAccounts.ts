// Demo accounts for the embedded default and development (never in production; see server.ts).
// Idempotent: an existing account is left as it is (its address counts as confirmed).
import type { PrismaClient } from "@seo/db/client";
import { hashPassword } from "../security/passwords";

export const DEMO_PASSWORD = "demo-password";

export const DEMO_ACCOUNTS = [
  {
    email: "starter@example.com",
    firstName: "Sam",
    lastName: "Starter",
    subscriptionType: "starter",
    subscriptionStatus: "active",
  },
  { email: "pro@example.com", firstName: "Pat", lastName: "Pro", subscriptionType: "pro", subscriptionStatus: "active" },
  // The designated admin (ADMIN_EMAIL default), with no plan until it grants itself access.
  { email: "admin@example.com", firstName: "Ada", lastName: "Admin", subscriptionType: null, subscriptionStatus: null },
] as const;

export async function seedDemoAccounts(prisma: PrismaClient): Promise<string[]> {
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    const existing = await prisma.user.findUnique({ where: { email: account.email } });
    if (existing) {
      // Demo addresses cannot receive mail: they count as confirmed (also those seeded before).
      if (!existing.emailVerifiedAt)
        await prisma.user.update({ where: { id: existing.id }, data: { emailVerifiedAt: new Date() } });
      continue;
    }
    try {
      await prisma.user.create({
        data: { ...account, password: await hashPassword(DEMO_PASSWORD), emailVerifiedAt: new Date() },
      });
      created.push(account.email);
    } catch (err) {
      // Another process seeded it first.
      if ((err as { code?: string }).code !== "P2002") throw err;
    }
  }
  return created;
}
