// A long-lived random id per browser (the `did` cookie), so free tries count per device and not per
// account: signing up again in the same browser does not refill them. Not a session: it grants
// nothing, and a client that drops it is still held by the per-address ceiling.
import { randomBytes } from "node:crypto";
import type { Request, Response } from "express";
import { readCookie } from "./sessionCookie";

export const DEVICE_COOKIE = "did";
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const VALID = /^[A-Za-z0-9_-]{22}$/;

/** The caller's device id; a new one is issued (as a cookie on this answer) when none is presented. */
export function deviceIdOf(req: Request, res: Response, opts: { secure: boolean }): string {
  const presented = readCookie(req, DEVICE_COOKIE);
  if (presented && VALID.test(presented)) return presented;
  const id = randomBytes(16).toString("base64url");
  res.cookie(DEVICE_COOKIE, id, { httpOnly: true, sameSite: "lax", secure: opts.secure, path: "/", maxAge: ONE_YEAR_MS });
  return id;
}
