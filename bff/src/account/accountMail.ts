// The account's e-mails, queued through the outbox: each call writes its token (when the mail
// carries a link) and its outbox row in one transaction, then asks the job queue to send it.
// Nothing here waits for SMTP: a slow or failing mail server never fails the user's request.
import type { PrismaClient } from "@seo/db/client";
import { addToOutbox, queueOutboxRows, type OutboxMail } from "@seo/jobs/emailOutbox";
import type { JobQueue } from "@seo/jobs/queue";
import { RESET_PASSWORD_TTL_MINUTES, VERIFY_EMAIL_TTL_HOURS } from "@seo/contracts/account";
import { DASHBOARD_PATH, FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH, VERIFY_EMAIL_PATH } from "@seo/contracts/paths";
import type { AccountTokens, TokenPurpose } from "../data/accountTokens";
import type { Logger } from "../appDeps";

interface Person {
  id: number;
  email: string;
  firstName: string;
}

export interface AccountMailDeps {
  prisma: PrismaClient;
  tokens: AccountTokens;
  /** Absent in tests that only look at the outbox. */
  queue?: JobQueue;
  appUrl: string;
  logger: Logger;
}

const HOUR = 3600_000;

export function createAccountMail(deps: AccountMailDeps) {
  return { ...linkMails(deps), ...notices(deps) };
}
export type AccountMail = ReturnType<typeof createAccountMail>;

async function queue(deps: AccountMailDeps, ids: number[]) {
  try {
    await queueOutboxRows(deps.queue, ids);
  } catch (err) {
    // The outbox row is written; the sweep sends it within a few minutes.
    deps.logger.warn("could not queue e-mail; the sweep will send it", { error: (err as Error).message });
  }
}

/** A mail with a single-use link: the token and the outbox row commit together. */
async function withLink(
  deps: AccountMailDeps,
  user: Person,
  to: string,
  link: { purpose: TokenPurpose; ttlMs: number; path: string },
  mail: (url: string, tokenId: number) => Omit<OutboxMail, "userId" | "to">,
) {
  const ids = await deps.prisma.$transaction(async (tx) => {
    const issued = await deps.tokens.issue(tx, { userId: user.id, purpose: link.purpose, email: to, ttlMs: link.ttlMs });
    const url = `${deps.appUrl}${link.path}?token=${encodeURIComponent(issued.token)}`;
    return addToOutbox(tx, [{ ...mail(url, issued.id), userId: user.id, to }]);
  });
  await queue(deps, ids);
}

async function plain(deps: AccountMailDeps, mails: OutboxMail[]) {
  await queue(deps, await addToOutbox(deps.prisma, mails));
}

/** The mails that carry a single-use link: verifying an address, resetting the password. */
function linkMails(deps: AccountMailDeps) {
  return {
    verifyEmail: (user: Person) =>
      withLink(
        deps,
        user,
        user.email,
        { purpose: "verify_email", ttlMs: VERIFY_EMAIL_TTL_HOURS * HOUR, path: VERIFY_EMAIL_PATH },
        (url, id) => ({
          eventKey: `verify-email:${id}`,
          kind: "verify-email",
          props: { firstName: user.firstName, url },
        }),
      ),

    verifyNewEmail: (user: Person, newEmail: string) =>
      withLink(
        deps,
        user,
        newEmail,
        { purpose: "change_email", ttlMs: VERIFY_EMAIL_TTL_HOURS * HOUR, path: VERIFY_EMAIL_PATH },
        (url, id) => ({
          eventKey: `verify-new-email:${id}`,
          kind: "verify-new-email",
          props: { firstName: user.firstName, url, newEmail },
        }),
      ),

    resetPassword: (user: Person) =>
      withLink(
        deps,
        user,
        user.email,
        { purpose: "reset_password", ttlMs: RESET_PASSWORD_TTL_MINUTES * 60_000, path: RESET_PASSWORD_PATH },
        (url, id) => ({ eventKey: `reset-password:${id}`, kind: "reset-password", props: { firstName: user.firstName, url } }),
      ),
  };
}

/** The mails that only tell: a change made, a welcome, a goodbye. */
function notices(deps: AccountMailDeps) {
  return {
    /** `event` makes the key unique per change (e.g. the time of the change). */
    passwordChanged: (user: Person, event: string) =>
      plain(deps, [
        {
          eventKey: `password-changed:${user.id}:${event}`,
          userId: user.id,
          to: user.email,
          kind: "password-changed",
          props: { firstName: user.firstName, forgotPasswordUrl: `${deps.appUrl}${FORGOT_PASSWORD_PATH}` },
        },
      ]),

    /** Tells the previous address that the account now uses `user.email`. */
    emailChanged: (user: Person, oldEmail: string, event: string) =>
      plain(deps, [
        {
          eventKey: `email-changed:${user.id}:${event}`,
          userId: user.id,
          to: oldEmail,
          kind: "email-changed",
          props: { firstName: user.firstName, newEmail: user.email },
        },
      ]),

    welcome: (user: Person) =>
      plain(deps, [
        {
          eventKey: `welcome:${user.id}`,
          userId: user.id,
          to: user.email,
          kind: "welcome",
          props: { firstName: user.firstName, dashboardUrl: `${deps.appUrl}${DASHBOARD_PATH}` },
        },
      ]),

    /** Sent after the account is gone: the row keeps no user id. */
    accountDeleted: (person: { email: string; firstName: string }, event: string) =>
      plain(deps, [
        {
          eventKey: `account-deleted:${event}`,
          userId: null,
          to: person.email,
          kind: "account-deleted",
          props: { firstName: person.firstName },
        },
      ]),
  };
}
