// The in-process KvStore: Redis semantics for the commands we use, expiry checked lazily on every
// read plus an unref'd sweep so keys nobody reads again do not pile up.
import type { KvStore } from "./store";

interface Entry {
  value: string;
  /** Epoch ms, or null for no expiry. */
  expiresAt: number | null;
}

const SWEEP_INTERVAL_MS = 30_000;
const INTEGER = /^-?\d+$/;

export function createMemoryStore(): KvStore {
  const entries = new Map<string, Entry>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [key, e] of entries) if (e.expiresAt !== null && e.expiresAt <= now) entries.delete(key);
  }, SWEEP_INTERVAL_MS);
  sweep.unref();

  const live = (key: string): Entry | undefined => {
    const e = entries.get(key);
    if (e && e.expiresAt !== null && e.expiresAt <= Date.now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  const expiry = (ttlSeconds: number | undefined) =>
    ttlSeconds === undefined ? null : Date.now() + ttlSeconds * 1000;
  const add = (key: string, by: number, ttlSeconds?: number): number => {
    const e = live(key);
    if (e && !INTEGER.test(e.value)) throw new Error("ERR value is not an integer or out of range");
    const next = (e ? Number(e.value) : 0) + by;
    // Like INCR, an existing key keeps its expiry; a new one gets ttlSeconds when given.
    entries.set(key, { value: String(next), expiresAt: e ? e.expiresAt : by > 0 ? expiry(ttlSeconds) : null });
    return next;
  };

  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlSeconds) {
      assertTtl(ttlSeconds);
      entries.set(key, { value, expiresAt: expiry(ttlSeconds) });
    },
    async incr(key, ttlSeconds) {
      assertTtl(ttlSeconds);
      return add(key, 1, ttlSeconds);
    },
    async decr(key) {
      return add(key, -1);
    },
    async del(key) {
      entries.delete(key);
    },
    async expire(key, ttlSeconds) {
      const e = live(key);
      if (!e) return;
      if (ttlSeconds <= 0) entries.delete(key);
      else e.expiresAt = Date.now() + ttlSeconds * 1000;
    },
    async ttl(key) {
      const e = live(key);
      if (!e) return -2;
      if (e.expiresAt === null) return -1;
      return Math.max(0, Math.round((e.expiresAt - Date.now()) / 1000));
    },
    async ping() {},
    async close() {
      clearInterval(sweep);
      entries.clear();
    },
  };
}

function assertTtl(ttlSeconds: number | undefined) {
  if (ttlSeconds !== undefined && !(Number.isInteger(ttlSeconds) && ttlSeconds > 0)) {
    throw new Error(`ttlSeconds must be a positive integer, got ${ttlSeconds}`);
  }
}
