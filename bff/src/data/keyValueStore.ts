// What the BFF needs from the key-value store (@seo/kv: Redis or the in-process store).
// Declared structurally so tests can wrap a store (e.g. with a key prefix).
export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<unknown>;
  /** Atomic increment; ttlSeconds applies when the key is created. */
  incr(key: string, ttlSeconds?: number): Promise<number>;
  decr(key: string): Promise<number>;
  del(key: string): Promise<unknown>;
  expire(key: string, ttlSeconds: number): Promise<unknown>;
  /** Seconds left; negative when the key is missing or has no expiry. */
  ttl(key: string): Promise<number>;
  ping(): Promise<unknown>;
}

/** Namespaces every key (tests sharing one Redis; several deployments sharing one). */
export function prefixedStore(store: KeyValueStore, prefix: string): KeyValueStore {
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
  };
}
