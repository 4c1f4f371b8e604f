// Counts login attempts in the key-value store (Redis or in-process): see domain/loginThrottle.ts.
import type { KvStore } from "@seo/kv/store";
import { LOGIN_KEYS, LOGIN_THROTTLE, accountGapSeconds, type LoginThrottleLimits } from "../domain/loginThrottle";

export type AttemptVerdict =
  { allowed: true; attempt: { email: string; ip: string } } | { allowed: false; retryAfterSeconds: number };

export function createLoginAttempts(store: KvStore, limits: LoginThrottleLimits = LOGIN_THROTTLE) {
  const wait = async (key: string) => {
    const ttl = await store.ttl(key);
    return ttl > 0 ? ttl : limits.windowSeconds;
  };
  return {
    /**
     * Takes one attempt for this account from this address, or says how long to wait. Atomic: each
     * concurrent attempt gets its own count, so at most the limit are ever let through.
     */
    async begin(email: string, ip: string): Promise<AttemptVerdict> {
      const pair = LOGIN_KEYS.pair(email, ip);
      const address = LOGIN_KEYS.address(ip);
      if ((await store.incr(pair, limits.windowSeconds)) > limits.maxAttemptsPerPair) {
        return { allowed: false, retryAfterSeconds: await wait(pair) };
      }
      if ((await store.incr(address, limits.windowSeconds)) > limits.maxAttemptsPerAddress) {
        return { allowed: false, retryAfterSeconds: await wait(address) };
      }
      const failures = Number((await store.get(LOGIN_KEYS.accountFailures(email))) ?? 0) || 0;
      const gap = accountGapSeconds(failures, limits);
      if (gap > 0) {
        // One attempt per gap on this account, whoever makes it.
        const slot = LOGIN_KEYS.accountSlot(email);
        if ((await store.incr(slot, gap)) > 1) {
          await store.decr(address); // not this address's fault
          return { allowed: false, retryAfterSeconds: Math.max(1, await store.ttl(slot)) };
        }
      }
      return { allowed: true, attempt: { email, ip } };
    },

    async failed(attempt: { email: string }): Promise<void> {
      await store.incr(LOGIN_KEYS.accountFailures(attempt.email), limits.windowSeconds);
    },

    /** The attempt could not be checked (the database was down): it is given back, never counted. */
    async abandoned(attempt: { email: string; ip: string }): Promise<void> {
      await store.decr(LOGIN_KEYS.pair(attempt.email, attempt.ip));
      await store.decr(LOGIN_KEYS.address(attempt.ip));
    },

    /** The right password: this pair starts afresh and the address gets its attempt back. */
    async succeeded(attempt: { email: string; ip: string }): Promise<void> {
      await store.del(LOGIN_KEYS.pair(attempt.email, attempt.ip));
      await store.decr(LOGIN_KEYS.address(attempt.ip));
    },
  };
}
export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
