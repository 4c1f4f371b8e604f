// The in-process KvStore: Redis semantics for the commands we use, expiry checked lazily on every
// read plus an unref'd sweep so keys nobody reads again do not pile up.
//
// With `persistPath` (the embedded default: DATA_DIR/kv-store.json) the entries survive a restart of
// the process: they are loaded on creation (expired ones dropped) and, at most once per
// `flushIntervalMs` while something changed, the changed keys are appended to a journal beside the
// file, which is compacted now and then and on close() (persistence.ts). A crash (SIGKILL, power
// loss) therefore loses at most the last ~1 s of changes (a counter bumped in that second), except
// changes followed by sync(), which resolves once they are fsync'd (sessions: bff/src/data/sessions.ts).
// A restart through close() (SIGTERM, Ctrl-C) loses nothing.
import { openPersistedEntries } from "./persistence";
import type { Entry } from "./persistenceFormat";
import type { KvStore } from "./store";

export interface MemoryStoreOptions {
  /** File that keeps the entries across restarts; none: memory only. */
  persistPath?: string;
  /** Longest time a change waits before it is written. Default 1000 ms. */
  flushIntervalMs?: number;
  /** Told about a persistence file that cannot be read or written (the store carries on). */
  onWarning?: (message: string) => void;
}

const SWEEP_INTERVAL_MS = 30_000;
const INTEGER = /^-?\d+$/;

export function createMemoryStore(opts: MemoryStoreOptions = {}): KvStore {
  const warn = opts.onWarning ?? ((m: string) => console.warn(`[kv] ${m}`));
  const persisted = opts.persistPath
    ? openPersistedEntries({ file: opts.persistPath, intervalMs: opts.flushIntervalMs ?? 1_000, warn })
    : undefined;
  const entries = persisted?.entries ?? new Map<string, Entry>();
  const changed = (key: string) => persisted?.changed(key);

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
  const expiry = (ttlSeconds: number | undefined) => (ttlSeconds === undefined ? null : Date.now() + ttlSeconds * 1000);
  const add = (key: string, by: number, ttlSeconds?: number): number => {
    const e = live(key);
    if (e && !INTEGER.test(e.value)) throw new Error("ERR value is not an integer or out of range");
    const next = (e ? Number(e.value) : 0) + by;
    // Like INCR, an existing key keeps its expiry; a new one gets ttlSeconds when given.
    entries.set(key, { value: String(next), expiresAt: e ? e.expiresAt : by > 0 ? expiry(ttlSeconds) : null });
    changed(key);
    return next;
  };

  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlSeconds) {
      assertTtl(ttlSeconds);
      entries.set(key, { value, expiresAt: expiry(ttlSeconds) });
      changed(key);
    },
    async incr(key, ttlSeconds) {
      assertTtl(ttlSeconds);
      return add(key, 1, ttlSeconds);
    },
    async decr(key) {
      return add(key, -1);
    },
    async del(key) {
      if (entries.delete(key)) changed(key);
    },
    async expire(key, ttlSeconds) {
      const e = live(key);
      if (!e) return;
      if (ttlSeconds <= 0) entries.delete(key);
      else e.expiresAt = Date.now() + ttlSeconds * 1000;
      changed(key);
    },
    async ttl(key) {
      const e = live(key);
      if (!e) return -2;
      if (e.expiresAt === null) return -1;
      return Math.max(0, Math.round((e.expiresAt - Date.now()) / 1000));
    },
    async ping() {},
    async sync() {
      await persisted?.sync();
    },
    async close() {
      clearInterval(sweep);
      await persisted?.close();
      entries.clear();
    },
  };
}

function assertTtl(ttlSeconds: number | undefined) {
  if (ttlSeconds !== undefined && !(Number.isInteger(ttlSeconds) && ttlSeconds > 0)) {
    throw new Error(`ttlSeconds must be a positive integer, got ${ttlSeconds}`);
  }
}
