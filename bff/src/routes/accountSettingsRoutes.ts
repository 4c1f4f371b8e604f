// /api/account/*: the signed-in person's own account: profile, address (changed only once the new
// one is confirmed), password, signed-in browsers, product e-mails, "download my data" and
// deletion. Every change that needs the password checks it first, with a per-account limit on
// wrong guesses; state changes come from the product's own pages only (sameOriginStateChanges).
import express, { Router, type Request, type Response } from "express";
import {
  changeEmailSchema,
  changePasswordSchema,
  deleteAccountSchema,
  productEmailsSchema,
  profileSchema,
} from "@seo/contracts/account";
import type { PrismaClient, User } from "@seo/db/client";
import type { AccountTokens } from "../data/accountTokens";
import type { SessionRepository } from "../data/sessions";
import type { UserCache } from "../data/userCache";
import { normalizeEmail } from "../data/users";
import type { RateLimit } from "../data/rateLimit";
import type { AccountMail } from "../account/accountMail";
import { BillingNotClosedError, deleteAccount } from "../account/deleteAccount";
import { writeDataExport } from "../account/exportData";
import { hashPassword, verifyPassword } from "../security/passwords";
import { auth, requireUser, signedInUser } from "../http/authContext";
import { fieldError, refusedCommonPassword, tooMany } from "../http/fieldErrors";
import { clearSessionCookie } from "../http/sessionCookie";
import { bindDeps } from "../http/routeHandler";
import { parseOr400 } from "../http/validate";
import type { Logger } from "../appDeps";

export const WRONG_PASSWORD = "Current password is incorrect";
export const TOO_MANY_PASSWORD_TRIES = "Too many wrong passwords. Please try again later.";

export interface AccountSettingsDeps {
  prisma: PrismaClient;
  userCache: UserCache;
  sessions: SessionRepository;
  tokens: AccountTokens;
  mail: AccountMail;
  /** Wrong current-password guesses per account. */
  passwordTries: RateLimit;
  emailChanges: RateLimit;
  closeBilling(user: User): Promise<void>;
  cookie: { secure: boolean; maxAgeSeconds: number };
  now: () => Date;
  logger: Logger;
  jsonBody: express.RequestHandler;
}

/** False (and the answer sent) when the password is wrong or the account has guessed too often. */
async function passwordHolds(
  deps: AccountSettingsDeps,
  res: Response,
  user: User,
  password: string,
  field: string,
): Promise<boolean> {
  if (await verifyPassword(user.password, password)) return true;
  const allowed = await deps.passwordTries.take(String(user.id));
  if (!allowed.allowed) tooMany(res, allowed.retryAfterSeconds, TOO_MANY_PASSWORD_TRIES);
  else fieldError(res, field, WRONG_PASSWORD);
  return false;
}

export function accountSettingsRoutes(deps: AccountSettingsDeps) {
  const router = Router();
  router.use(requireUser);
  const on = bindDeps(deps);

  router.get("/", on(showAccount));
  router.post("/profile", deps.jsonBody, on(saveProfile));
  router.post("/email", deps.jsonBody, on(changeEmail));
  router.post("/password", deps.jsonBody, on(changePassword));
  router.get("/sessions", on(listSessions));
  router.post("/sessions/sign-out-others", on(signOutOthers));
  router.post("/product-emails", deps.jsonBody, on(setProductEmails));
  router.get("/export", on(exportData));
  router.post("/delete", deps.jsonBody, on(deleteOwnAccount));

  return router;
}

async function showAccount(deps: AccountSettingsDeps, _req: Request, res: Response) {
  const user = signedInUser(res);
  res.setHeader("Cache-Control", "no-store");
  res.json({
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    emailVerified: Boolean(user.emailVerifiedAt),
    pendingEmail: await deps.tokens.pendingEmailChange(user.id),
    createdAt: user.createdAt.toISOString(),
    productEmails: user.productEmails,
  });
}

async function saveProfile(deps: AccountSettingsDeps, req: Request, res: Response) {
  const input = parseOr400(profileSchema, req.body, res, { success: false });
  if (!input) return;
  const { id } = signedInUser(res);
  await deps.prisma.user.update({ where: { id }, data: input });
  deps.userCache.invalidate(id);
  res.json({ success: true, message: "Profile saved." });
}

async function changeEmail(deps: AccountSettingsDeps, req: Request, res: Response) {
  const input = parseOr400(changeEmailSchema, req.body, res, { success: false });
  if (!input) return;
  const user = signedInUser(res);
  const newEmail = normalizeEmail(input.newEmail);
  if (newEmail === user.email) return void fieldError(res, "newEmail", "This is already your address");
  if (!(await passwordHolds(deps, res, user, input.currentPassword, "currentPassword"))) return;
  const allowed = await deps.emailChanges.take(String(user.id));
  if (!allowed.allowed) return void tooMany(res, allowed.retryAfterSeconds, "Too many address changes. Please try again later.");
  // An address that already has an account gets no link, and the answer does not say so.
  const taken = await deps.prisma.user.findUnique({ where: { email: newEmail }, select: { id: true } });
  if (!taken) await deps.mail.verifyNewEmail(user, newEmail);
  res.json({ success: true, message: `We've sent a link to ${newEmail}. Your address changes when you open it.` });
}

async function changePassword(deps: AccountSettingsDeps, req: Request, res: Response) {
  const input = parseOr400(changePasswordSchema, req.body, res, { success: false });
  if (!input || refusedCommonPassword(res, input.newPassword, "newPassword")) return;
  const user = signedInUser(res);
  if (!(await passwordHolds(deps, res, user, input.currentPassword, "currentPassword"))) return;
  await deps.prisma.user.update({ where: { id: user.id }, data: { password: await hashPassword(input.newPassword) } });
  deps.userCache.invalidate(user.id);
  const ended = await deps.sessions.destroyAllForUser(user.id, auth(res).sessionId);
  await deps.mail.passwordChanged(user, deps.now().toISOString());
  deps.logger.info("password changed", { userId: user.id, sessionsEnded: ended });
  res.json({ success: true, message: "Password changed. Your other sessions were signed out." });
}

async function listSessions(deps: AccountSettingsDeps, _req: Request, res: Response) {
  const sessions = await deps.sessions.listForUser(signedInUser(res).id, auth(res).sessionId);
  res.setHeader("Cache-Control", "no-store");
  res.json({
    sessions: sessions.map((s) => ({ ...s, createdAt: s.createdAt.toISOString(), lastSeenAt: s.lastSeenAt.toISOString() })),
  });
}

async function signOutOthers(deps: AccountSettingsDeps, _req: Request, res: Response) {
  const ended = await deps.sessions.destroyAllForUser(signedInUser(res).id, auth(res).sessionId);
  const what = ended === 1 ? "1 other session" : `${ended} other sessions`;
  res.json({ success: true, signedOut: ended, message: `Signed out of ${what}.` });
}

async function setProductEmails(deps: AccountSettingsDeps, req: Request, res: Response) {
  const input = parseOr400(productEmailsSchema, req.body, res, { success: false });
  if (!input) return;
  const { id } = signedInUser(res);
  await deps.prisma.user.update({ where: { id }, data: { productEmails: input.enabled } });
  deps.userCache.invalidate(id);
  res.json({ success: true, message: input.enabled ? "Product e-mails are on." : "Product e-mails are off." });
}

async function exportData(deps: AccountSettingsDeps, _req: Request, res: Response) {
  const user = signedInUser(res);
  const sessions = await deps.sessions.listForUser(user.id, auth(res).sessionId);
  await writeDataExport(deps.prisma, user, sessions, res, deps.now());
}

async function deleteOwnAccount(deps: AccountSettingsDeps, req: Request, res: Response) {
  const input = parseOr400(deleteAccountSchema, req.body, res, { success: false });
  if (!input) return;
  const user = signedInUser(res);
  if (!(await passwordHolds(deps, res, user, input.password, "password"))) return;
  try {
    await deleteAccount(deps, user);
  } catch (err) {
    if (err instanceof BillingNotClosedError) return void res.status(503).json({ success: false, error: err.message });
    throw err;
  }
  clearSessionCookie(res, deps.cookie);
  deps.logger.info("account deleted", { userId: user.id });
  res.json({ success: true, message: "Your account was deleted." });
}
