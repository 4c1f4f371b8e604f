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
