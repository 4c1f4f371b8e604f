// The in-process KvStore: Redis semantics for the commands we use, expiry checked lazily on every
// read plus an unref'd sweep so keys nobody reads again do not pile up.
//
// With `persistPath` (the embedded default: DATA_DIR/kv-store.json) the entries survive a restart of
// the process: they are loaded on creation (expired ones dropped) and written atomically (a temp
// file, then a rename) at most once per `flushIntervalMs` while something changed, and on close().
// A crash (SIGKILL, power loss) therefore loses at most the last ~1 s of changes: a session created
// or a counter bumped in that second. A restart through close() (SIGTERM, Ctrl-C) loses nothing.
import fs from "node:fs";
import path from "node:path";
import type { KvStore } from "./store";

interface Entry {
  value: string;
  /** Epoch ms, or null for no expiry. */
  expiresAt: number | null;
}

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
const FILE_VERSION = 1;

/** [key, value, expiresAt] per entry: compact, and cheap to write once a second. */
type FileEntry = [string, string, number | null];

export function createMemoryStore(opts: MemoryStoreOptions = {}): KvStore {
  const warn = opts.onWarning ?? ((m: string) => console.warn(`[kv] ${m}`));
  const loaded = opts.persistPath ? loadEntries(opts.persistPath, warn) : { entries: new Map<string, Entry>(), dropped: 0 };
  const entries = loaded.entries;
  const persistence = opts.persistPath
    ? createPersistence(opts.persistPath, entries, opts.flushIntervalMs ?? 1_000, warn)
    : undefined;
  const changed = () => persistence?.changed();
  if (loaded.dropped) changed(); // rewrite the file without the keys that expired meanwhile

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
    changed();
    return next;
  };

  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlSeconds) {
      assertTtl(ttlSeconds);
      entries.set(key, { value, expiresAt: expiry(ttlSeconds) });
      changed();
    },
    async incr(key, ttlSeconds) {
      assertTtl(ttlSeconds);
      return add(key, 1, ttlSeconds);
    },
    async decr(key) {
      return add(key, -1);
    },
    async del(key) {
      if (entries.delete(key)) changed();
    },
    async expire(key, ttlSeconds) {
      const e = live(key);
      if (!e) return;
      if (ttlSeconds <= 0) entries.delete(key);
      else e.expiresAt = Date.now() + ttlSeconds * 1000;
      changed();
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
      await persistence?.close();
      entries.clear();
    },
  };
}

function assertTtl(ttlSeconds: number | undefined) {
  if (ttlSeconds !== undefined && !(Number.isInteger(ttlSeconds) && ttlSeconds > 0)) {
    throw new Error(`ttlSeconds must be a positive integer, got ${ttlSeconds}`);
  }
}

/** The saved entries that have not expired; a missing file is an empty store, a bad one is ignored. */
function loadEntries(file: string, warn: (m: string) => void): { entries: Map<string, Entry>; dropped: number } {
  const entries = new Map<string, Entry>();
  let dropped = 0;
  let text: string;
  try {
    text = fs.readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "ENOENT") warn(`cannot read ${file}, starting empty: ${(err as Error).message}`);
    return { entries, dropped };
  }
  try {
    const data = JSON.parse(text) as { version?: unknown; entries?: unknown };
    if (data.version !== FILE_VERSION || !Array.isArray(data.entries))
      throw new Error(`not a version ${FILE_VERSION} store file`);
    const now = Date.now();
    for (const item of data.entries as unknown[]) {
      if (!Array.isArray(item)) throw new Error("malformed entry");
      const [key, value, expiresAt] = item as FileEntry;
      if (typeof key !== "string" || typeof value !== "string" || !(expiresAt === null || typeof expiresAt === "number")) {
        throw new Error("malformed entry");
      }
      if (expiresAt === null || expiresAt > now) entries.set(key, { value, expiresAt });
      else dropped++;
    }
  } catch (err) {
    warn(`ignoring unreadable ${file}, starting empty: ${(err as Error).message}`);
    entries.clear();
  }
  return { entries, dropped };
}

function serialise(entries: Map<string, Entry>): string {
  const now = Date.now();
  const list: FileEntry[] = [];
  for (const [key, e] of entries) if (e.expiresAt === null || e.expiresAt > now) list.push([key, e.value, e.expiresAt]);
  return JSON.stringify({ version: FILE_VERSION, entries: list });
}

/** Writes the entries while dirty, at most once per interval; close() writes what is left. */
function createPersistence(file: string, entries: Map<string, Entry>, intervalMs: number, warn: (m: string) => void) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let dirty = false;
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> | undefined;
  let lastWrite = 0;
  let closed = false;

  const writeNow = async () => {
    dirty = false;
    lastWrite = Date.now();
    const text = serialise(entries);
    try {
      const fh = await fs.promises.open(tmp, "w", 0o600);
      try {
        await fh.writeFile(text);
        await fh.sync();
      } finally {
        await fh.close();
      }
      await fs.promises.rename(tmp, file);
    } catch (err) {
      dirty = true; // try again at the next change or at close()
      warn(`cannot write ${file}: ${(err as Error).message}`);
    }
  };
  const schedule = () => {
    if (timer || closed) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        if (writing) {
          // One write at a time: the change is picked up when this one ends.
          void writing.then(() => dirty && schedule());
          return;
        }
        writing = writeNow().finally(() => (writing = undefined));
      },
      Math.max(0, lastWrite + intervalMs - Date.now()),
    );
    // An idle store must not keep the process alive; close() writes what is pending.
    timer.unref();
  };

  return {
    changed() {
      dirty = true;
      schedule();
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await writing;
      if (!dirty) return;
      dirty = false;
      try {
        fs.writeFileSync(tmp, serialise(entries), { mode: 0o600 });
        fs.renameSync(tmp, file);
      } catch (err) {
        warn(`cannot write ${file}: ${(err as Error).message}`);
      }
    },
  };
}
