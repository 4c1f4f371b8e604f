// Deleting an account: the subscription is cancelled at once with the payment processor first (if
// that fails, nothing is deleted and the person can try again), then every session ends and one
// transaction removes the person: sessions index, tokens, projects and history go with the user
// row; payments stay for the books with the person removed (user id set to null); unsent mails to
// the person are dropped and a confirmation is queued. The address can sign up again.
import type { PrismaClient, User } from "@seo/db/client";
import type { SessionRepository } from "../data/sessions";
import type { UserCache } from "../data/userCache";
import type { AccountMail } from "./accountMail";

export class BillingNotClosedError extends Error {
  constructor() {
    super("We could not cancel your subscription just now, so nothing was deleted. Please try again in a minute.");
  }
}

export async function deleteAccount(
  deps: {
    prisma: PrismaClient;
    sessions: SessionRepository;
    userCache: UserCache;
    mail: AccountMail;
    /** Cancels any subscription at once; throws when billing cannot be reached. */
    closeBilling(user: User): Promise<void>;
    now: () => Date;
  },
  user: User,
): Promise<void> {
  if (user.stripeCustomerId || user.stripeSubscriptionId) {
    try {
      await deps.closeBilling(user);
    } catch {
      throw new BillingNotClosedError();
    }
  }
  await deps.sessions.destroyAllForUser(user.id);
  await deps.prisma.$transaction(async (tx) => {
    await tx.emailOutbox.deleteMany({ where: { userId: user.id, sentAt: null } });
    await tx.emailOutbox.updateMany({ where: { userId: user.id }, data: { userId: null, to: "deleted" } });
    await tx.user.delete({ where: { id: user.id } });
  });
  deps.userCache.invalidate(user.id);
  await deps.mail.accountDeleted(user, `${user.id}:${deps.now().toISOString()}`);
}
