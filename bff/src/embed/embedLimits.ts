// What embedded tool calls may cost a partner: a monthly quota per partner key, a daily
// limit per visitor and a daily ceiling per client address, each counted atomically in the
// key-value store before the call and given back when the call fails. Past one: which, and how long
// until it resets (UTC day or month).
import { createHash } from "node:crypto";
import type { EmbedLimit } from "@seo/contracts/partners";
import type { KvStore } from "@seo/kv/store";
import { recordEmbedLimitHit } from "../http/metrics";

const hash = (v: string) => createHash("sha256").update(v).digest("base64url").slice(0, 32);
const DAY_S = 24 * 60 * 60;

export interface EmbedCaller {
  key: string;
  visitor: string;
  ip: string;
}

export interface EmbedLimits {
  monthlyQuota: number;
  visitorDailyLimit: number;
  addressDailyLimit: number;
}

export type EmbedReservation =
  { ok: true; refund: () => Promise<void> } | { ok: false; limit: EmbedLimit; retryAfterSeconds: number };

const dayOf = (now: Date) => now.toISOString().slice(0, 10);
const monthOf = (now: Date) => now.toISOString().slice(0, 7);
const secondsToNextDay = (now: Date) => {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
};
const secondsToNextMonth = (now: Date) => {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
};

export function createEmbedLimits(store: KvStore, clock: () => Date = () => new Date()) {
  const monthKey = (key: string, now: Date) => `embed:${monthOf(now)}:partner:${hash(key)}`;
  return {
    async reserve(caller: EmbedCaller, limits: EmbedLimits): Promise<EmbedReservation> {
      const now = clock();
      const counters: { key: string; ttl: number; limit: number; name: EmbedLimit; retry: number }[] = [
        {
          key: `embed:${dayOf(now)}:visitor:${hash(`${caller.key}\n${caller.visitor}`)}`,
          ttl: 2 * DAY_S,
          limit: limits.visitorDailyLimit,
          name: "visitor",
          retry: secondsToNextDay(now),
        },
        {
          key: `embed:${dayOf(now)}:ip:${hash(`${caller.key}\n${caller.ip}`)}`,
          ttl: 2 * DAY_S,
          limit: limits.addressDailyLimit,
          name: "address",
          retry: secondsToNextDay(now),
        },
        {
          key: monthKey(caller.key, now),
          ttl: 32 * DAY_S,
          limit: limits.monthlyQuota,
          name: "partner",
          retry: secondsToNextMonth(now),
        },
      ];
      const taken: string[] = [];
      const giveBack = async () => {
        for (const k of taken.splice(0)) await store.decr(k);
      };
      for (const c of counters) {
        const n = await store.incr(c.key, c.ttl);
        taken.push(c.key);
        if (n > c.limit) {
          await giveBack();
          recordEmbedLimitHit(c.name);
          return { ok: false, limit: c.name, retryAfterSeconds: c.retry };
        }
      }
      let refunded = false;
      return {
        ok: true,
        refund: async () => {
          if (refunded) return;
          refunded = true;
          await giveBack();
        },
      };
    },
    /** Calls counted for this partner in the current UTC month. */
    async usedThisMonth(key: string): Promise<number> {
      return Number((await store.get(monthKey(key, clock()))) ?? 0) || 0;
    },
  };
}
export type EmbedLimitsCounter = ReturnType<typeof createEmbedLimits>;
