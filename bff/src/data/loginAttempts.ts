// Counts login attempts in the key-value store (Redis or in-process): see domain/loginThrottle.ts.
import type { KvStore } from "@seo/kv/store";
import { LOGIN_KEYS, LOGIN_THROTTLE, accountGapSeconds, type LoginThrottleLimits } from "../domain/loginThrottle";

/** Who is signing in: the e-mail typed, the client address, and the browser's device id if it sent one. */
export interface LoginClient {
  email: string;
  ip: string;
  device?: string;
}

export type AttemptVerdict = { allowed: true; attempt: LoginClient } | { allowed: false; retryAfterSeconds: number };

/** How long an address or device that signed in stays "usual" for its account. */
const KNOWN_FOR_SECONDS = 90 * 24 * 60 * 60;

export function createLoginAttempts(store: KvStore, limits: LoginThrottleLimits = LOGIN_THROTTLE) {
  const wait = async (key: string) => {
    const ttl = await store.ttl(key);
    return ttl > 0 ? ttl : limits.windowSeconds;
  };
  const isUsual = async ({ email, ip, device }: LoginClient) =>
    (await store.get(LOGIN_KEYS.usualAddress(email, ip))) !== null ||
    (device !== undefined && (await store.get(LOGIN_KEYS.usualDevice(email, device))) !== null);
  return {
    /**
     * Takes one attempt for this account from this address, or says how long to wait. Atomic: each
     * concurrent attempt gets its own count, so at most the limit are ever let through.
     */
    async begin(client: LoginClient): Promise<AttemptVerdict> {
      const { email, ip } = client;
      // The address first: a refused sprayer leaves no per-account key behind.
      const address = LOGIN_KEYS.address(ip);
      if ((await store.incr(address, limits.windowSeconds)) > limits.maxAttemptsPerAddress) {
        return { allowed: false, retryAfterSeconds: await wait(address) };
      }
      const pair = LOGIN_KEYS.pair(email, ip);
      if ((await store.incr(pair, limits.windowSeconds)) > limits.maxAttemptsPerPair) {
        return { allowed: false, retryAfterSeconds: await wait(pair) };
      }
      const failures = Number((await store.get(LOGIN_KEYS.accountFailures(email))) ?? 0) || 0;
      const gap = accountGapSeconds(failures, limits);
      // While guesses from elsewhere space the account out, the owner's usual address or browser
      // (one that signed in to it before) keeps its own allowance: the guessers cannot take it.
      if (gap > 0 && !(await isUsual(client))) {
        // One attempt per gap on this account, whoever makes it.
        const slot = LOGIN_KEYS.accountSlot(email);
        if ((await store.incr(slot, gap)) > 1) {
          // Not checked, so not counted against this address or pair: waiting never locks anyone out.
          await store.decr(address);
          await store.decr(pair);
          return { allowed: false, retryAfterSeconds: Math.max(1, await store.ttl(slot)) };
        }
      }
      return { allowed: true, attempt: client };
    },

    /** A wrong password for an existing account. */
    async failed(attempt: LoginClient): Promise<void> {
      await store.incr(LOGIN_KEYS.accountFailures(attempt.email), limits.windowSeconds);
    },

    /**
     * A sign-in for an e-mail no account has: there is no owner to protect and nothing to guess, so
     * only the address's count remains (made-up e-mails add no per-account keys).
     */
    async unknownAccount(attempt: LoginClient): Promise<void> {
      await store.del(LOGIN_KEYS.pair(attempt.email, attempt.ip));
    },

    /** The attempt could not be checked (the database was down): it is given back, never counted. */
    async abandoned(attempt: LoginClient): Promise<void> {
      await store.decr(LOGIN_KEYS.pair(attempt.email, attempt.ip));
      await store.decr(LOGIN_KEYS.address(attempt.ip));
    },

    /**
     * The right password: this pair starts afresh, the address gets its attempt back, and the address
     * and browser become usual for this account.
     */
    async succeeded(attempt: LoginClient): Promise<void> {
      await store.del(LOGIN_KEYS.pair(attempt.email, attempt.ip));
      await store.decr(LOGIN_KEYS.address(attempt.ip));
      await store.set(LOGIN_KEYS.usualAddress(attempt.email, attempt.ip), "1", KNOWN_FOR_SECONDS);
      if (attempt.device) await store.set(LOGIN_KEYS.usualDevice(attempt.email, attempt.device), "1", KNOWN_FOR_SECONDS);
    },
  };
}
export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
