// /api/auth/*: sign-up, login, logout and the current user; sessions are server-side, with a new id at every sign-in.
import express, { Router } from "express";
import { loginSchema, signupSchema } from "@seo/contracts/auth";
import type { AppConfig } from "@seo/config/env";
import type { SessionRepository } from "../data/sessions";
import { EmailTakenError, normalizeEmail, type UserRepository, type UserRow } from "../data/users";
import type { LoginAttempts } from "../data/loginAttempts";
import type { RateLimit } from "../data/rateLimit";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../security/passwords";
import { THROTTLED_MESSAGE } from "../domain/loginThrottle";
import { maySelfGrantAdmin } from "../domain/planAccess";
import { parseOr400 } from "../http/validate";
import { clientIp } from "../http/clientIp";
import { auth, NOT_AUTHENTICATED } from "../http/authContext";
import { clearSessionCookie, presentedSessionId, readCookie, setSessionCookie } from "../http/sessionCookie";
import { DEVICE_COOKIE, deviceIdOf } from "../http/deviceCookie";
import type { AccountMail } from "../account/accountMail";
import { sessionMetaOf } from "../http/deviceName";
import { refusedCommonPassword, tooMany } from "../http/fieldErrors";
import type { Logger } from "../appDeps";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const TOO_MANY_SIGNUPS = "Too many accounts created from this network. Please try again later.";

/** The current user as the client sees it; canActivateAdmin is decided here, where ADMIN_EMAIL is known. */
export const publicUser = (u: UserRow, config: { adminEmail: string; production: boolean }) => ({
  firstName: u.firstName,
  lastName: u.lastName,
  email: u.email,
  selectedTool: (u.selectedTool ?? null) as string | null,
  isAdmin: u.isAdmin,
  emailVerified: Boolean(u.emailVerifiedAt),
  canActivateAdmin: maySelfGrantAdmin(u, config),
});

interface AuthDeps {
  config: AppConfig;
  users: UserRepository;
  sessions: SessionRepository;
  loginAttempts: LoginAttempts;
  /** Sign-ups per client address (accounts farmed for free tries, spam). */
  signups: RateLimit;
  /** The sign-up's "Confirm your e-mail". */
  mail: AccountMail;
  logger: Logger;
  jsonBody: express.RequestHandler;
}

type StartSession = (req: express.Request, res: express.Response, userId: number) => Promise<string>;

export function authRoutes(deps: AuthDeps) {
  const { config, users, sessions, logger } = deps;
  const cookieOpts = { secure: config.production, maxAgeSeconds: config.session.absoluteTtlSeconds };
  const router = Router();

  /** A new id at every sign-in; any session the client presented is ended (no fixation). */
  async function startSession(req: express.Request, res: express.Response, userId: number) {
    const previous = presentedSessionId(req);
    if (previous) await sessions.destroy(previous);
    const sessionId = await sessions.create(userId, sessionMetaOf(req));
    setSessionCookie(res, sessionId, cookieOpts);
    return sessionId;
  }

  router.post("/signup", deps.jsonBody, async (req, res) => {
    const input = parseOr400(signupSchema, req.body, res, { success: false });
    if (!input) return;
    if (refusedCommonPassword(res, input.password, "password")) return;
    const allowed = await deps.signups.take(clientIp(req));
    if (!allowed.allowed) return void tooMany(res, allowed.retryAfterSeconds, TOO_MANY_SIGNUPS);
    try {
      const user = await users.create({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.firstName,
        lastName: input.lastName,
      });
      const sessionId = await startSession(req, res, user.id);
      await deps.mail.verifyEmail(user);
      logger.info("signup", { userId: user.id });
      res.status(201).json({ success: true, sessionId });
    } catch (err) {
      if (err instanceof EmailTakenError) {
        res.status(409).json({ success: false, error: err.message });
        return;
      }
      throw err;
    }
  });

  router.post("/login", deps.jsonBody, loginHandler(deps, startSession));

  router.post("/logout", async (req, res) => {
    const presented = presentedSessionId(req);
    if (presented) await sessions.destroy(presented);
    clearSessionCookie(res, cookieOpts);
    res.json({ success: true });
  });

  router.get("/user", (_req, res) => {
    const { user } = auth(res);
    if (!user) {
      res.status(401).json(NOT_AUTHENTICATED);
      return;
    }
    res.setHeader("Cache-Control", "no-store");
    res.json(publicUser(user, config));
  });

  return router;
}

/** POST /login: throttled per account and address before the password is checked. */
function loginHandler(deps: AuthDeps, startSession: StartSession): express.RequestHandler {
  const { config, users, loginAttempts, logger } = deps;
  return async (req, res) => {
    const input = parseOr400(loginSchema, req.body, res, { success: false });
    if (!input) return;
    const device = readCookie(req, DEVICE_COOKIE);
    const verdict = await loginAttempts.begin({ email: normalizeEmail(input.email), ip: clientIp(req), device });
    if (!verdict.allowed) return void tooMany(res, verdict.retryAfterSeconds, THROTTLED_MESSAGE);
    let user: UserRow | null;
    let ok: boolean;
    try {
      user = await users.findByEmail(input.email);
      ok = user
        ? await verifyPassword(user.password, input.password)
        : (await verifyPassword(await dummyPasswordHash(), input.password), false);
    } catch (err) {
      // An outage (503) must not use up the owner's attempts while they retry.
      await loginAttempts.abandoned(verdict.attempt).catch(() => undefined);
      throw err;
    }
    if (!user || !ok) {
      await (user ? loginAttempts.failed(verdict.attempt) : loginAttempts.unknownAccount(verdict.attempt));
      res.status(401).json({ success: false, error: INVALID_CREDENTIALS });
      return;
    }
    // The browser gets a device id if it had none, so it is recognised as usual from now on.
    const knownDevice = deviceIdOf(req, res, { secure: config.production });
    await loginAttempts.succeeded({ ...verdict.attempt, device: knownDevice });
    const sessionId = await startSession(req, res, user.id);
    logger.info("login", { userId: user.id });
    res.json({ success: true, sessionId });
  };
}
