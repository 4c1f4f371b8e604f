// DESIGN.md decision 2 and the security baseline: visitors and users without a plan get
// FREE_TRIES_PER_DAY generations per device per UTC day, and an address gets at most
// FREE_TRIES_PER_ADDRESS_PER_DAY whatever devices or accounts it uses, so new sign-ups or cleared
// cookies never refill the tries. Counted in the key-value store.
import { createHash } from "node:crypto";
import type { KvStore } from "@seo/kv/store";

const TWO_DAYS = 2 * 24 * 60 * 60;

export interface FreeTryClient {
  /** The browser's device id (the `did` cookie). */
  device: string;
  ip: string;
}

const hash = (v: string) => createHash("sha256").update(v).digest("base64url").slice(0, 32);

/** The anonymous identity a visitor's free try carries towards a service. */
export const anonymousUserId = (ip: string) => `anon:${hash(ip)}`;

const day = (now: Date) => now.toISOString().slice(0, 10);
const deviceKey = (c: FreeTryClient, now: Date) => `free-tries:${day(now)}:device:${hash(c.device)}`;
const addressKey = (c: FreeTryClient, now: Date) => `free-tries:${day(now)}:ip:${hash(c.ip)}`;

export function createFreeTries(
  store: KvStore,
  limits: { perDevice: number; perAddress: number },
  clock: () => Date = () => new Date(),
) {
  const used = async (key: string) => Number((await store.get(key)) ?? 0) || 0;
  return {
    /** Reserves one try atomically on both counters; returns the refund, or null when either is used up. */
    async reserve(client: FreeTryClient): Promise<(() => Promise<void>) | null> {
      const now = clock();
      const keys = [deviceKey(client, now), addressKey(client, now)] as const;
      if ((await store.incr(keys[0], TWO_DAYS)) > limits.perDevice) {
        await store.decr(keys[0]);
        return null;
      }
      if ((await store.incr(keys[1], TWO_DAYS)) > limits.perAddress) {
        await store.decr(keys[1]);
        await store.decr(keys[0]);
        return null;
      }
      return async () => {
        await store.decr(keys[0]);
        await store.decr(keys[1]);
      };
    },
    async remaining(client: FreeTryClient): Promise<number> {
      const now = clock();
      return Math.max(
        0,
        Math.min(
          limits.perDevice - (await used(deviceKey(client, now))),
          limits.perAddress - (await used(addressKey(client, now))),
        ),
      );
    },
  };
}
export type FreeTries = ReturnType<typeof createFreeTries>;
