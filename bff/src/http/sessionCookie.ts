// The session travels in the x-session-id header (what the shell and the API clients send) or the `sid` cookie.
import type { Request, Response } from "express";

export const SESSION_COOKIE = "sid";
export const SESSION_HEADER = "x-session-id";

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The header wins; the client sends an empty header when it has no stored id. */
export function presentedSessionId(req: Request): string | undefined {
  const header = req.headers[SESSION_HEADER];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader && fromHeader.trim()) return fromHeader.trim();
  return readCookie(req, SESSION_COOKIE) || undefined;
}

export function setSessionCookie(res: Response, id: string, opts: { secure: boolean; maxAgeSeconds: number }) {
  res.cookie(SESSION_COOKIE, id, {
    httpOnly: true,
    sameSite: "lax",
    secure: opts.secure,
    path: "/",
    maxAge: opts.maxAgeSeconds * 1000,
  });
}

export function clearSessionCookie(res: Response, opts: { secure: boolean }) {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", secure: opts.secure, path: "/" });
}
