// Visitors and users without a plan get FREE_TRIES_PER_DAY generations per UTC day, counted per
// device, per account (when signed in) and per client address; the smallest allowance wins. An
// address gets at most FREE_TRIES_PER_ADDRESS_PER_DAY whatever devices or accounts it uses, so new
// sign-ups or cleared cookies never refill the tries, and an account gets no more than a device
// when its calls carry no device cookie (or a new one each time). Counted in the key-value store.
import { createHash } from "node:crypto";
import type { KvStore } from "@seo/kv/store";
import { recordFreeTry } from "../http/metrics";

const TWO_DAYS = 2 * 24 * 60 * 60;

export interface FreeTryClient {
  /** The browser's device id (the `did` cookie). */
  device: string;
  ip: string;
  /** The signed-in account, if any. */
  userId?: number;
}

const hash = (v: string) => createHash("sha256").update(v).digest("base64url").slice(0, 32);

/** The anonymous identity a visitor's free try carries towards a service. */
export const anonymousUserId = (ip: string) => `anon:${hash(ip)}`;

const day = (now: Date) => now.toISOString().slice(0, 10);

export function createFreeTries(
  store: KvStore,
  limits: { perDevice: number; perAddress: number },
  clock: () => Date = () => new Date(),
) {
  /** Each counter this client's tries are counted on today, with its allowance. */
  const counters = (client: FreeTryClient) => {
    const today = day(clock());
    const list = [
      { key: `free-tries:${today}:device:${hash(client.device)}`, limit: limits.perDevice },
      { key: `free-tries:${today}:ip:${hash(client.ip)}`, limit: limits.perAddress },
    ];
    if (client.userId !== undefined) {
      list.push({ key: `free-tries:${today}:account:${client.userId}`, limit: limits.perDevice });
    }
    return list;
  };
  const used = async (key: string) => Number((await store.get(key)) ?? 0) || 0;
  return {
    /**
     * Reserves one try on every counter, each atomically; returns the refund, or null (and nothing
     * counted) when any of them is used up.
     */
    async reserve(client: FreeTryClient): Promise<(() => Promise<void>) | null> {
      const taken: string[] = [];
      for (const { key, limit } of counters(client)) {
        taken.push(key);
        if ((await store.incr(key, TWO_DAYS)) > limit) {
          for (const k of taken) await store.decr(k);
          recordFreeTry("refused");
          return null;
        }
      }
      recordFreeTry("granted");
      return async () => {
        for (const k of taken) await store.decr(k);
      };
    },
    async remaining(client: FreeTryClient): Promise<number> {
      let left = Infinity;
      for (const { key, limit } of counters(client)) left = Math.min(left, limit - (await used(key)));
      return Math.max(0, left);
    },
  };
}
export type FreeTries = ReturnType<typeof createFreeTries>;
