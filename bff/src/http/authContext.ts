// Resolves the caller's session and user once per request, for the routes that need them.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { SessionRepository } from "../data/sessions";
import type { UserRow } from "../data/users";
import { EMAIL_UNVERIFIED_CODE, EMAIL_UNVERIFIED_MESSAGE } from "@seo/contracts/paths";
import { presentedSessionId } from "./sessionCookie";
import { sessionMetaOf } from "./deviceName";

export interface AuthContext {
  sessionId: string | null;
  user: UserRow | null;
}

const KEY = Symbol("authContext");
type WithAuth = Response & { [KEY]?: AuthContext };

export function loadAuth(sessions: SessionRepository, users: { get(id: number): Promise<UserRow | null> }): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const ctx: AuthContext = { sessionId: null, user: null };
    const presented = presentedSessionId(req);
    if (presented) {
      // The browser's description is only worked out when "last seen" is due (every few minutes).
      const session = await sessions.resolve(presented, () => sessionMetaOf(req));
      if (session) {
        const user = await users.get(session.userId);
        if (user) {
          ctx.sessionId = session.id;
          ctx.user = user;
        } else {
          await sessions.destroy(session.id); // the account is gone
        }
      }
    }
    (res as WithAuth)[KEY] = ctx;
    next();
  };
}

export function auth(res: Response): AuthContext {
  return (res as WithAuth)[KEY] ?? { sessionId: null, user: null };
}

/** The signed-in user of a route behind requireUser (which answered 401 without one). */
export const signedInUser = (res: Response) => auth(res).user!;

export const NOT_AUTHENTICATED = { error: "Not authenticated" };

export const EMAIL_UNVERIFIED = {
  error: EMAIL_UNVERIFIED_MESSAGE,
  code: EMAIL_UNVERIFIED_CODE,
} as const;

/** 403 for a signed-in account whose address is not confirmed (the trial, purchases, admin). */
export const requireVerifiedEmail: RequestHandler = (_req, res, next) => {
  const { user } = auth(res);
  if (user && !user.emailVerifiedAt) {
    res.status(403).json(EMAIL_UNVERIFIED);
    return;
  }
  next();
};

/** 401 unless a valid session is present. */
export const requireUser: RequestHandler = (_req, res, next) => {
  if (!auth(res).user) {
    res.status(401).json(NOT_AUTHENTICATED);
    return;
  }
  next();
};
