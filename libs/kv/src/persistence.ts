// Keeps the in-process store's entries across restarts without rewriting all of them every second.
//
// Two files, both created 0600:
// - the snapshot, `<file>`: {"version":2,"id":"…","entries":[[key, value, expiresAt|null], …]}. Only a
//   compaction writes it, whole and atomically (temp file, fsync, rename).
// - the journal, `<file>.log`: JSON lines. The first names the snapshot it continues ({"snapshot":"…"});
//   each next one is a key's whole state at a flush, [key, value, expiresAt|null], or [key, null, null]
//   once deleted. Replaying them in order over the snapshot gives the store as of the last flush.
//
// While something changed, at most once per `intervalMs`, the keys changed since the last flush are
// appended to the journal with their latest state (a counter bumped 1,000 times in a second costs one
// line) and fsync'd: a crash loses at most the last interval, and a line torn by it is ignored on load.
// A change that must not wait for the interval (a session the caller is about to hand out) is followed
// by sync(): it writes what is pending now and resolves after the fsync. Sync calls that arrive while
// a write is under way share the next one (group commit), so a burst of sign-ins costs a few fsyncs.
// When the journal has outgrown max(1,000 lines, 2 × live entries), and on close(), a compaction writes
// a new snapshot and then starts a fresh journal naming it. A crash between the two leaves a journal
// that names the previous snapshot: the loader skips it, since everything in it is in the new snapshot.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { loadPersistedEntries, serialiseSnapshot, journalHeader, journalRecord, type Entry } from "./persistenceFormat";

export interface PersistenceOptions {
  /** The snapshot's path; the journal is this path plus `.log`. */
  file: string;
  /** Longest time a change waits before it is written. */
  intervalMs: number;
  /** Told about a file that cannot be read or written (the store carries on). */
  warn: (message: string) => void;
}

export interface PersistedEntries {
  /** The loaded entries, expired ones dropped; the store reads and changes this map in place. */
  entries: Map<string, Entry>;
  /** Call after every change to `key` (set, delete, new expiry). */
  changed(key: string): void;
  /** Writes every change made so far now; resolves once it is on disk, rejects if it could not be written. */
  sync(): Promise<void>;
  /** Waits for a write under way, then compacts: nothing changed before close() is lost. */
  close(): Promise<void>;
}

/** The journal may hold at least this many lines, or twice the live entries, before a compaction. */
const COMPACT_AFTER_LINES = 1_000;

/**
 * The files' side: appends the changed keys to the journal, or compacts (a new snapshot and a fresh
 * journal) when the journal cannot be continued or has outgrown the live entries.
 */
function createJournalWriter(
  file: string,
  entries: Map<string, Entry>,
  loaded: { journalUsable: boolean; journalLines: number },
  warn: (message: string) => void,
) {
  const journal = `${file}.log`;
  const tmp = `${file}.${process.pid}.tmp`;
  let dirty = new Set<string>();
  // Appending needs a journal that continues the snapshot on disk and ends with a whole line; after a
  // failed or torn write, or a journal the loader skipped, the next write is a compaction instead.
  let journalUsable = loaded.journalUsable;
  let journalLines = loaded.journalLines;

  const compact = async () => {
    const id = randomUUID();
    const text = serialiseSnapshot(entries, id);
    dirty = new Set();
    try {
      await writeDurably(tmp, text, "w");
      await fs.promises.rename(tmp, file);
      await syncDirectory(file);
      journalUsable = false; // until the fresh journal is in place
      await writeDurably(journal, journalHeader(id), "w");
      journalUsable = true;
      journalLines = 0;
    } catch (err) {
      journalUsable = false; // compact again at the next change or at close()
      await fs.promises.rm(tmp, { force: true }).catch(() => {});
      warn(`cannot write ${file}: ${(err as Error).message}`);
      return err as Error;
    }
    return undefined;
  };

  const append = async () => {
    const keys = dirty;
    dirty = new Set();
    let text = "";
    for (const key of keys) text += journalRecord(key, entries.get(key));
    try {
      await writeDurably(journal, text, "a");
      journalLines += keys.size;
    } catch (err) {
      // Part of the text may have reached the journal: rewrite everything rather than append after it.
      journalUsable = false;
      warn(`cannot write ${journal}: ${(err as Error).message}`);
      return err as Error;
    }
    return undefined;
  };

  return {
    changed: (key: string) => dirty.add(key),
    pending: () => dirty.size > 0 || !journalUsable,
    compact,
    /** Resolves with the error when the changes could not be written (they are retried by the next write). */
    write(): Promise<Error | undefined> {
      const outgrown = journalLines + dirty.size > Math.max(COMPACT_AFTER_LINES, 2 * entries.size);
      return journalUsable && !outgrown ? append() : compact();
    },
  };
}

export function openPersistedEntries({ file, intervalMs, warn }: PersistenceOptions): PersistedEntries {
  const loaded = loadPersistedEntries(file, `${file}.log`, warn);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const writer = createJournalWriter(file, loaded.entries, loaded, warn);
  return new JournalSchedule(loaded.entries, writer, intervalMs);
}

type JournalWriter = ReturnType<typeof createJournalWriter>;
interface SyncWaiter {
  resolve: () => void;
  reject: (err: Error) => void;
}

const answer = (waiters: SyncWaiter[], err: Error | undefined) => {
  for (const w of waiters)
    if (err) w.reject(err);
    else w.resolve();
};

/** When the journal is written: one write at a time, at most once per interval, at once for sync(). */
class JournalSchedule implements PersistedEntries {
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> | undefined;
  private lastWrite = 0;
  private closed = false;
  private closing: Promise<void> | undefined;
  /** sync() calls waiting for the next write to start; the write under way may predate their change. */
  private syncWaiters: SyncWaiter[] = [];
  private syncQueued = false;

  constructor(
    readonly entries: Map<string, Entry>,
    private readonly writer: JournalWriter,
    private readonly intervalMs: number,
  ) {}

  changed(key: string) {
    this.writer.changed(key);
    this.schedule();
  }

  sync() {
    if (this.closed) return this.closing ?? Promise.resolve(); // close() writes everything
    return new Promise<void>((resolve, reject) => {
      this.syncWaiters.push({ resolve, reject });
      // Calls made in the same turn of the event loop share one write; a write under way calls
      // writeForSyncs again when it ends.
      if (!this.syncQueued && !this.writing) {
        this.syncQueued = true;
        setImmediate(() => this.writeForSyncs());
      }
    });
  }

  close() {
    // Once only: the store empties its map after closing, and a second compaction would save that.
    this.closing ??= (async () => {
      this.closed = true;
      this.stopTimer();
      while (this.writing) await this.writing;
      const waiters = this.takeSyncWaiters();
      // Leaves one compact snapshot (without the keys that expired meanwhile) and an empty journal.
      answer(waiters, await this.writer.compact());
    })();
    return this.closing;
  }

  /** Starts a write now for the sync() calls waiting, unless one is under way (it starts another when done). */
  private writeForSyncs() {
    this.syncQueued = false;
    if (this.writing || this.closed || this.syncWaiters.length === 0) return; // close() answers the waiters
    this.stopTimer();
    const waiters = this.takeSyncWaiters();
    this.startWrite(
      (err) => answer(waiters, err),
      () => this.writer.pending() && this.schedule(),
    );
  }

  private schedule() {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        if (this.writing) {
          // One write at a time: what changed meanwhile is picked up when this one ends.
          void this.writing.then(() => this.writer.pending() && this.schedule());
          return;
        }
        this.startWrite(() => {});
      },
      Math.max(0, this.lastWrite + this.intervalMs - Date.now()),
    );
    // An idle store must not keep the process alive; close() writes what is pending.
    this.timer.unref();
  }

  /** One write; when it ends, sync() calls that arrived meanwhile get the next one, else `otherwise`. */
  private startWrite(written: (err: Error | undefined) => void, otherwise: () => void = () => {}) {
    this.lastWrite = Date.now();
    this.writing = this.writer
      .write()
      .then(written)
      .finally(() => {
        this.writing = undefined;
        if (this.syncWaiters.length) this.writeForSyncs();
        else otherwise();
      });
  }

  private takeSyncWaiters() {
    const waiters = this.syncWaiters;
    this.syncWaiters = [];
    return waiters;
  }

  private stopTimer() {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}

/** Writes (or appends) `text` and waits until it is on disk; a new file is private to its owner. */
async function writeDurably(target: string, text: string, flags: "w" | "a") {
  const fh = await fs.promises.open(target, flags, 0o600);
  try {
    await fh.writeFile(text);
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/**
 * Makes a rename durable before the journal is restarted, so a power loss cannot keep the fresh
 * journal but the old snapshot. Not every platform can sync a directory; there it is skipped.
 */
async function syncDirectory(file: string) {
  let fh: fs.promises.FileHandle | undefined;
  try {
    fh = await fs.promises.open(path.dirname(file), "r");
    await fh.sync();
  } catch {
    // best effort
  } finally {
    await fh?.close().catch(() => {});
  }
}
