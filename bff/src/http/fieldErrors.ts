// 400 answers that name the field, in the shape every form of the shell reads:
// { success: false, error: "<field message>", issues: [{ path, message }] }.
import type { Response } from "express";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "../security/commonPasswords";

export function fieldError(res: Response, path: string, message: string) {
  res.status(400).json({ success: false, error: message, issues: [{ path, message }] });
}

/** A password the sign-up rules refuse (too common): answers 400 and returns true. */
export function refusedCommonPassword(res: Response, password: string, path: string): boolean {
  if (!isCommonPassword(password)) return false;
  res.status(400).json({
    success: false,
    error: `Invalid password: ${COMMON_PASSWORD_MESSAGE}`,
    issues: [{ path, message: COMMON_PASSWORD_MESSAGE }],
  });
  return true;
}

/** 429 with Retry-After. */
export function tooMany(res: Response, retryAfterSeconds: number, error: string) {
  res.setHeader("Retry-After", String(retryAfterSeconds));
  res.status(429).json({ success: false, error });
}
