// The signed-out halves of the account's e-mail links, under /api/auth: confirm an address (a new
// account's, or a changed one), ask again for that link, forgot and reset a password; and
// /api/email/unsubscribe for product e-mails. Every token is single-use, expiring and stored hashed
// (data/accountTokens); a bad one always gets the same answer, and nothing changes.
import express, { Router, type Request, type Response } from "express";
import * as z from "zod/mini";
import {
  FORGOT_PASSWORD_MESSAGE,
  LINK_INVALID_MESSAGE,
  forgotPasswordSchema,
  resetPasswordSchema,
  tokenSchema,
} from "@seo/contracts/account";
import type { PrismaClient } from "@seo/db/client";
import type { AccountTokens } from "../data/accountTokens";
import type { SessionRepository } from "../data/sessions";
import type { UserCache } from "../data/userCache";
import { normalizeEmail, type UserRepository } from "../data/users";
import type { RateLimit } from "../data/rateLimit";
import type { AccountMail } from "../account/accountMail";
import { hashPassword } from "../security/passwords";
import { requireUser, signedInUser } from "../http/authContext";
import { clientIp } from "../http/clientIp";
import { refusedCommonPassword, tooMany } from "../http/fieldErrors";
import { clearSessionCookie } from "../http/sessionCookie";
import { bindDeps } from "../http/routeHandler";
import { parseOr400 } from "../http/validate";
import type { Logger } from "../appDeps";

export const UNSUBSCRIBE_PATH = "/api/email/unsubscribe";
export const RESEND_TOO_SOON = "Please wait a few minutes before asking for another link.";
export const FORGOT_TOO_MANY = "Too many reset requests. Please try again later.";

export interface EmailAuthDeps {
  prisma: PrismaClient;
  users: UserRepository;
  userCache: UserCache;
  sessions: SessionRepository;
  tokens: AccountTokens;
  mail: AccountMail;
  limits: { resendPerUser: RateLimit; forgotPerAddress: RateLimit; forgotPerEmail: RateLimit };
  cookie: { secure: boolean; maxAgeSeconds: number };
  now: () => Date;
  logger: Logger;
  jsonBody: express.RequestHandler;
}

const formBody = express.urlencoded({ extended: false, limit: "1kb" });

const linkInvalid = (res: Response) => res.status(400).json({ success: false, error: LINK_INVALID_MESSAGE });

export function emailAuthRoutes(deps: EmailAuthDeps) {
  const router = Router();
  const on = bindDeps(deps);

  router.post("/auth/verify-email", deps.jsonBody, on(verifyEmail));
  router.post("/auth/resend-verification", requireUser, on(resendVerification));
  router.post("/auth/forgot-password", deps.jsonBody, on(forgotPassword));
  router.post("/auth/reset-password", deps.jsonBody, on(resetPassword));
  // One-click unsubscribe posts a form ("List-Unsubscribe=One-Click"); the unsubscribe page posts JSON.
  const formOrJson: express.RequestHandler = (req, res, next) =>
    req.is("application/x-www-form-urlencoded") ? formBody(req, res, next) : deps.jsonBody(req, res, next);
  router.post("/email/unsubscribe", formOrJson, on(unsubscribe));

  return router;
}

async function verifyEmail(deps: EmailAuthDeps, req: Request, res: Response) {
  const parsed = z.safeParse(tokenSchema, req.body ?? {});
  if (!parsed.success) return void linkInvalid(res);
  const outcome = await confirmAddress(deps, parsed.data.token);
  if (!outcome) return void linkInvalid(res);
  res.json({ success: true, message: "Your e-mail is confirmed.", email: outcome.email });
}

async function resendVerification(deps: EmailAuthDeps, _req: Request, res: Response) {
  const user = signedInUser(res);
  if (user.emailVerifiedAt) return void res.json({ success: true, message: "Your e-mail is already confirmed." });
  const allowed = await deps.limits.resendPerUser.take(String(user.id));
  if (!allowed.allowed) return void tooMany(res, allowed.retryAfterSeconds, RESEND_TOO_SOON);
  await deps.mail.verifyEmail(user);
  res.json({ success: true, message: `We've sent a new link to ${user.email}.` });
}

async function forgotPassword(deps: EmailAuthDeps, req: Request, res: Response) {
  const input = parseOr400(forgotPasswordSchema, req.body, res, { success: false });
  if (!input) return;
  const email = normalizeEmail(input.email);
  // Limited per client address and per e-mail address, whether or not it has an account.
  for (const [limit, id] of [
    [deps.limits.forgotPerAddress, clientIp(req)],
    [deps.limits.forgotPerEmail, email],
  ] as const) {
    const allowed = await limit.take(id);
    if (!allowed.allowed) return void tooMany(res, allowed.retryAfterSeconds, FORGOT_TOO_MANY);
  }
  // The answer goes out before the address is even looked up: known and unknown addresses take
  // the same time and get the same words.
  res.json({ success: true, message: FORGOT_PASSWORD_MESSAGE });
  void (async () => {
    const user = await deps.users.findByEmail(email);
    if (user) await deps.mail.resetPassword(user);
  })().catch((err: unknown) => deps.logger.error("password reset mail failed", { error: (err as Error).message }));
}

async function resetPassword(deps: EmailAuthDeps, req: Request, res: Response) {
  if (!z.safeParse(tokenSchema, { token: (req.body as { token?: unknown } | undefined)?.token }).success) {
    return void linkInvalid(res);
  }
  const input = parseOr400(resetPasswordSchema, req.body, res, { success: false });
  if (!input || refusedCommonPassword(res, input.password, "password")) return;
  const passwordHash = await hashPassword(input.password);
  const user = await deps.prisma.$transaction(async (tx) => {
    const used = await deps.tokens.use(tx, input.token, "reset_password");
    if (!used) return null;
    const owner = await tx.user.findUnique({ where: { id: used.userId } });
    if (!owner || owner.email !== used.email) return null; // the address changed since the link was sent
    // Opening the link proved the mailbox is theirs.
    return tx.user.update({
      where: { id: owner.id },
      data: { password: passwordHash, emailVerifiedAt: owner.emailVerifiedAt ?? deps.now() },
    });
  });
  if (!user) return void linkInvalid(res);
  deps.userCache.invalidate(user.id);
  const ended = await deps.sessions.destroyAllForUser(user.id);
  clearSessionCookie(res, deps.cookie);
  await deps.mail.passwordChanged(user, deps.now().toISOString());
  deps.logger.info("password reset", { userId: user.id, sessionsEnded: ended });
  res.json({ success: true, message: "Your password was changed. Sign in with your new password." });
}

async function unsubscribe(deps: EmailAuthDeps, req: Request, res: Response) {
  // The link's ?token=… (RFC 8058 one-click POSTs carry it in the URL) or a JSON body's token.
  const token = typeof req.query.token === "string" ? req.query.token : (req.body as { token?: unknown })?.token;
  const parsed = z.safeParse(tokenSchema, { token });
  const owner = parsed.success ? await deps.tokens.peek(parsed.data.token, "unsubscribe") : null;
  if (!owner) return void linkInvalid(res);
  await deps.prisma.user.updateMany({ where: { id: owner.userId }, data: { productEmails: false } });
  deps.userCache.invalidate(owner.userId);
  res.json({
    success: true,
    message: "You won't receive product e-mails any more. Receipts and security e-mails still reach you.",
  });
}

/**
 * Uses a verify or change-address token: marks the address confirmed (the first time: a welcome
 * mail) or moves the account to the new address (and tells the old one). Null: nothing changed.
 */
async function confirmAddress(deps: EmailAuthDeps, token: string): Promise<{ email: string } | null> {
  const now = deps.now();
  const result = await deps.prisma
    .$transaction(async (tx) => {
      const verified = await deps.tokens.use(tx, token, "verify_email");
      if (verified) {
        const user = await tx.user.findUnique({ where: { id: verified.userId } });
        if (!user || user.email !== verified.email) return null;
        if (user.emailVerifiedAt) return { user, firstTime: false, oldEmail: null };
        const updated = await tx.user.update({ where: { id: user.id }, data: { emailVerifiedAt: now } });
        return { user: updated, firstTime: true, oldEmail: null };
      }
      const change = await deps.tokens.use(tx, token, "change_email");
      if (!change) return null;
      const user = await tx.user.findUnique({ where: { id: change.userId } });
      if (!user) return null;
      const updated = await tx.user.update({ where: { id: user.id }, data: { email: change.email, emailVerifiedAt: now } });
      return { user: updated, firstTime: false, oldEmail: user.email };
    })
    .catch((err: unknown) => {
      // The new address was taken by another account meanwhile (unique index): nothing changes.
      if ((err as { code?: string }).code === "P2002") return null;
      throw err;
    });
  if (!result) return null;
  deps.userCache.invalidate(result.user.id);
  if (result.firstTime) await deps.mail.welcome(result.user);
  if (result.oldEmail) await deps.mail.emailChanged(result.user, result.oldEmail, now.toISOString());
  return { email: result.user.email };
}
