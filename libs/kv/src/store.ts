// Key-value store for sessions, counters and rate limits: Redis when REDIS_URL is set, otherwise an
// in-process store with the same interface and TTL semantics (the embedded default, DESIGN.md).
import { createMemoryStore } from "./memoryStore";
import { createRedisStore } from "./redisStore";

export interface KvStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  /** Atomic increment; sets the expiry when the key is created by this increment. Returns the new value. */
  incr(key: string, ttlSeconds?: number): Promise<number>;
  decr(key: string): Promise<number>;
  del(key: string): Promise<void>;
  expire(key: string, ttlSeconds: number): Promise<void>;
  /** Seconds to live; -1 no expiry; -2 missing. */
  ttl(key: string): Promise<number>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Redis at `redisUrl`, or the in-process store when it is empty. Resolves once Redis answered or the
 * first connection attempt failed: the client keeps reconnecting, and until it is back every call
 * (ping included, so health checks see it) rejects at once with a KvUnavailableError.
 */
export function createStore(redisUrl?: string): Promise<KvStore> {
  return redisUrl ? createRedisStore(redisUrl) : Promise.resolve(createMemoryStore());
}
