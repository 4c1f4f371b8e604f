// DESIGN.md decision 2: visitors and users without a plan get FREE_TRIES_PER_DAY generations per
// client (session user, else IP) per UTC day, counted in the key-value store.
import { createHash } from "node:crypto";
import type { KeyValueStore } from "./keyValueStore";

const TWO_DAYS = 2 * 24 * 60 * 60;

export const freeTryClient = (userId: number | null, ip: string) =>
  userId !== null ? `user:${userId}` : `ip:${createHash("sha256").update(ip).digest("base64url").slice(0, 32)}`;

const dayKey = (client: string, now: Date) => `free-tries:${now.toISOString().slice(0, 10)}:${client}`;

export function createFreeTries(store: KeyValueStore, perDay: number, clock: () => Date = () => new Date()) {
  return {
    /** Reserves one try atomically; returns the refund, or null when today's tries are used up. */
    async reserve(client: string): Promise<(() => Promise<void>) | null> {
      const key = dayKey(client, clock());
      const n = await store.incr(key, TWO_DAYS);
      if (n > perDay) {
        await store.decr(key);
        return null;
      }
      return async () => {
        await store.decr(key);
      };
    },
    async remaining(client: string): Promise<number> {
      const used = Number((await store.get(dayKey(client, clock()))) ?? 0) || 0;
      return Math.max(0, perDay - used);
    },
  };
}
export type FreeTries = ReturnType<typeof createFreeTries>;
