// How the BFF's worker sends one outbox row: the template is rendered now (from the props stored
// with the row), non-transactional mails get a fresh unsubscribe link (and are skipped for people
// who switched product e-mails off since), and the mailer sends it over SMTP or into the dev
// mailbox. A throw makes the job queue retry the row with backoff.
import type { PrismaClient } from "@seo/db/client";
import type { OutboxRow } from "@seo/jobs/emailOutbox";
import type { Mailer } from "@seo/mail/mailer";
import { EMAIL_KINDS, isTransactional } from "@seo/mail/emailKinds";
import type { EmailKind, EmailTemplate } from "@seo/mail/emailTemplate";
import type { AccountTokens } from "../data/accountTokens";
import { UNSUBSCRIBE_PAGE_PATH } from "@seo/contracts/paths";
import { UNSUBSCRIBE_PATH } from "../routes/emailAuthRoutes";
import type { Logger } from "../appDeps";

const UNSUBSCRIBE_LINK_TTL_MS = 365 * 24 * 3600_000;

export function createOutboxDelivery(deps: {
  prisma: PrismaClient;
  tokens: AccountTokens;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
}) {
  const known = new Set<string>(EMAIL_KINDS);
  return async (row: OutboxRow): Promise<void> => {
    if (!known.has(row.kind)) throw new Error(`unknown e-mail kind ${row.kind}`);
    const kind = row.kind as EmailKind;
    let props = row.props;
    let listUnsubscribe: string | undefined;
    if (!isTransactional(kind)) {
      const person = row.userId
        ? await deps.prisma.user.findUnique({ where: { id: row.userId }, select: { productEmails: true } })
        : null;
      if (!person?.productEmails) {
        deps.logger.info("product e-mail skipped (switched off or account gone)", { kind, outboxId: row.id });
        return;
      }
      const { token } = await deps.tokens.issue(deps.prisma, {
        userId: row.userId!,
        purpose: "unsubscribe",
        email: row.to,
        ttlMs: UNSUBSCRIBE_LINK_TTL_MS,
        keepEarlier: true,
      });
      const query = `?token=${encodeURIComponent(token)}`;
      props = { ...props, unsubscribeUrl: `${deps.appUrl}${UNSUBSCRIBE_PAGE_PATH}${query}` };
      listUnsubscribe = `${deps.appUrl}${UNSUBSCRIBE_PATH}${query}`;
    }
    // The props were written by this product for this kind (account mail here, billing mail in billing).
    // Loaded with the first mail: React and react-email take ~35 MB in a bare Node process.
    const { renderEmail } = await import("@seo/mail/renderEmail");
    const rendered = await renderEmail({ kind, props } as unknown as EmailTemplate);
    const sent = await deps.mailer.send({ to: row.to, ...rendered, ...(listUnsubscribe ? { listUnsubscribe } : {}) });
    deps.logger.info("e-mail sent", { kind, outboxId: row.id, messageId: sent.messageId });
  };
}
