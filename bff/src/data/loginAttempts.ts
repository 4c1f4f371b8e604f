import type { KeyValueStore } from "./keyValueStore";
import { LOGIN_THROTTLE, accountFailuresKey, ipFailuresKey, retryAfterSeconds } from "../domain/loginThrottle";

export function createLoginAttempts(store: KeyValueStore) {
  const count = async (key: string) => Number((await store.get(key)) ?? 0) || 0;
  return {
    /** Seconds to wait when this account or IP is locked out, else null. */
    async lockedFor(email: string, ip: string): Promise<number | null> {
      const a = accountFailuresKey(email);
      const i = ipFailuresKey(ip);
      const counts = { account: await count(a), ip: await count(i) };
      if (
        counts.account < LOGIN_THROTTLE.maxFailuresPerAccount &&
        counts.ip < LOGIN_THROTTLE.maxFailuresPerIp
      ) {
        return null;
      }
      return retryAfterSeconds(counts, { account: await store.ttl(a), ip: await store.ttl(i) });
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      await store.incr(accountFailuresKey(email), LOGIN_THROTTLE.windowSeconds);
      await store.incr(ipFailuresKey(ip), LOGIN_THROTTLE.windowSeconds);
    },
    async recordSuccess(email: string): Promise<void> {
      await store.del(accountFailuresKey(email));
    },
  };
}
export type LoginAttempts = ReturnType<typeof createLoginAttempts>;
