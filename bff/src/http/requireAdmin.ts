// The one rule for admin-only endpoints (partners, remote deploys, ...): a signed-in user whose
// account holds admin rights. Being the designated ADMIN_EMAIL is not enough until those rights are
// granted (on the dashboard outside production, by an operator in production).
import type { RequestHandler } from "express";
import { auth, NOT_AUTHENTICATED } from "./authContext";

export const ADMINS_ONLY = { error: "Admin access only" };

export const requireAdmin: RequestHandler = (_req, res, next) => {
  const { user } = auth(res);
  if (!user) return void res.status(401).json(NOT_AUTHENTICATED);
  if (!user.isAdmin) return void res.status(403).json(ADMINS_ONLY);
  next();
};
