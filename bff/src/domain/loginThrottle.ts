// Login throttling that an attacker cannot turn against the account's owner (docs/decisions/0013-login-throttling.md).
// Every attempt is counted atomically BEFORE the password is checked, so a burst of concurrent
// guesses cannot slip past the limit, and a refused attempt is never checked at all:
// - per account + address pair: 5 attempts per 15 minutes (the guesser's own lock);
// - per address: 100 attempts per 15 minutes (password spraying; high enough for a shared office);
// - per account from anywhere: after 10 failures in 15 minutes, one attempt per account every few
//   seconds (doubling up to 30 s). That slows a distributed guesser to ~30 tries per 15 minutes.
//   An address or browser that signed in to the account before is exempt from this spacing (the
//   guessers cannot use up the owner's slot), and an attempt refused by it counts against nobody,
//   so the owner anywhere else still signs in after a short wait: never a lock-out.
// A successful login gives back its pair and address attempts. Sign-ins for e-mails that belong to
// no account keep only the address's count, so made-up e-mails leave no keys of their own.
import { createHash } from "node:crypto";

export const LOGIN_THROTTLE = {
  windowSeconds: 15 * 60,
  maxAttemptsPerPair: 5,
  maxAttemptsPerAddress: 100,
  /** Failures on one account (all addresses) before attempts on it are spaced out. */
  accountFailuresBeforeSlowing: 10,
  maxAccountGapSeconds: 30,
} as const;
export type LoginThrottleLimits = typeof LOGIN_THROTTLE;

export const THROTTLED_MESSAGE = "Too many login attempts. Please try again later.";

const digest = (v: string) => createHash("sha256").update(v).digest("base64url").slice(0, 32);
const account = (email: string) => digest(email.trim().toLowerCase());

export const LOGIN_KEYS = {
  pair: (email: string, ip: string) => `login:pair:${digest(`${account(email)}|${ip}`)}`,
  address: (ip: string) => `login:address:${digest(ip)}`,
  accountFailures: (email: string) => `login:account-failures:${account(email)}`,
  accountSlot: (email: string) => `login:account-slot:${account(email)}`,
  usualAddress: (email: string, ip: string) => `login:usual:${digest(`${account(email)}|ip|${ip}`)}`,
  usualDevice: (email: string, device: string) => `login:usual:${digest(`${account(email)}|device|${device}`)}`,
};

/** Seconds between two attempts on an account that has had `failures` failures this window (0: no gap). */
export function accountGapSeconds(failures: number, limits: LoginThrottleLimits = LOGIN_THROTTLE): number {
  const over = failures - limits.accountFailuresBeforeSlowing;
  if (over < 0) return 0;
  return Math.min(limits.maxAccountGapSeconds, 2 ** Math.min(over, 10));
}
