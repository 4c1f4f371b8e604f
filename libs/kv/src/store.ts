// Key-value store for sessions, counters and rate limits: Redis when REDIS_URL is set, otherwise an
// in-process store with the same interface and TTL semantics (the embedded default:
// docs/decisions/0005-embedded-default.md).
import { createMemoryStore, type MemoryStoreOptions } from "./memoryStore";
import { createRedisStore, type RedisStoreOptions } from "./redisStore";

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
  /**
   * Resolves once every change made before the call is on disk (the in-process store's journal,
   * fsync'd; concurrent calls share one fsync), rejects when it could not be written. For a change
   * that must survive a crash of this process the moment it is answered, e.g. a new session. Stores
   * that are durable on their own (Redis, by its own configuration) do not have it.
   */
  sync?(): Promise<void>;
}

/**
 * Redis at `redisUrl`, or the in-process store when it is empty. Resolves once Redis answered or the
 * first connection attempt failed: the client keeps reconnecting, and until it is back every call
 * (ping included, so health checks see it) rejects at once with a KvUnavailableError; a Redis that
 * stops answering fails each call within `redis.commandTimeoutMs` (1 s) and then at once.
 * `memory` configures the in-process store (e.g. a file that keeps its keys across restarts).
 */
export function createStore(redisUrl?: string, memory: MemoryStoreOptions = {}, redis: RedisStoreOptions = {}): Promise<KvStore> {
  return redisUrl ? createRedisStore(redisUrl, redis) : Promise.resolve(createMemoryStore(memory));
}

/**
 * Namespaces every key with `prefix`, so several deployments (or test instances) can share one
 * Redis without seeing each other's sessions and counters. close() closes the underlying store.
 */
export function prefixedKvStore(store: KvStore, prefix: string): KvStore {
  if (!prefix) return store;
  const k = (key: string) => prefix + key;
  return {
    get: (key) => store.get(k(key)),
    set: (key, value, ttl) => store.set(k(key), value, ttl),
    incr: (key, ttl) => store.incr(k(key), ttl),
    decr: (key) => store.decr(k(key)),
    del: (key) => store.del(k(key)),
    expire: (key, ttl) => store.expire(k(key), ttl),
    ttl: (key) => store.ttl(k(key)),
    ping: () => store.ping(),
    close: () => store.close(),
    ...(store.sync && { sync: () => store.sync!() }),
  };
}
