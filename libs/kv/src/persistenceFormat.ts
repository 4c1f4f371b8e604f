// The in-process store's two files as text: the snapshot (all entries) and the journal (changes since
// the snapshot), how they are written and how they are read back. persistence.ts decides when.
import fs from "node:fs";

export interface Entry {
  value: string;
  /** Epoch ms, or null for no expiry. */
  expiresAt: number | null;
}

/** Version 1 snapshots (written before the journal existed) load too: as a snapshot with no journal. */
const SNAPSHOT_VERSION = 2;

/** [key, value, expiresAt]: compact. In the journal a null value (and expiry) means deleted. */
type FileEntry = [string, string, number | null];
type JournalRecord = [string, string | null, number | null];

export function serialiseSnapshot(entries: Map<string, Entry>, id: string): string {
  const now = Date.now();
  const list: FileEntry[] = [];
  for (const [key, e] of entries) if (e.expiresAt === null || e.expiresAt > now) list.push([key, e.value, e.expiresAt]);
  return JSON.stringify({ version: SNAPSHOT_VERSION, id, entries: list });
}

/** The journal's first line: which snapshot its records apply to. */
export function journalHeader(snapshotId: string): string {
  return JSON.stringify({ snapshot: snapshotId }) + "\n";
}

/** One journal line with the whole current state of `key` (`entry` undefined: deleted). */
export function journalRecord(key: string, entry: Entry | undefined): string {
  const record: JournalRecord = entry ? [key, entry.value, entry.expiresAt] : [key, null, null];
  return JSON.stringify(record) + "\n";
}

export interface LoadedEntries {
  entries: Map<string, Entry>;
  /** The journal continues the loaded snapshot and ends with a whole line: new lines can follow. */
  journalUsable: boolean;
  /** Records in the journal (its header not counted). */
  journalLines: number;
}

/**
 * The saved entries that have not expired: the snapshot, then the journal replayed over it. Missing
 * files are an empty store; an unreadable snapshot is warned about and ignored (and its journal with
 * it, as the journal only makes sense on top of it); a line torn by a crash ends the replay quietly.
 */
export function loadPersistedEntries(file: string, journal: string, warn: (m: string) => void): LoadedEntries {
  const snapshot = readSnapshot(file, warn);
  if (!snapshot) return { entries: new Map(), journalUsable: false, journalLines: 0 };
  const { entries, id } = snapshot;
  const replayed = replayJournal(journal, id, entries, warn);
  const now = Date.now();
  for (const [key, e] of entries) if (e.expiresAt !== null && e.expiresAt <= now) entries.delete(key);
  return { entries, ...replayed };
}

/** null when the snapshot cannot be used; a missing one is an empty store with no id. */
function readSnapshot(file: string, warn: (m: string) => void): { entries: Map<string, Entry>; id: string | null } | null {
  const entries = new Map<string, Entry>();
  const text = readText(file, warn, "starting empty");
  if (text === undefined) return { entries, id: null };
  if (text === null) return null;
  try {
    const data = JSON.parse(text) as { version?: unknown; id?: unknown; entries?: unknown };
    const known = data.version === 1 || (data.version === SNAPSHOT_VERSION && typeof data.id === "string");
    if (!known || !Array.isArray(data.entries)) throw new Error(`not a version 1 or ${SNAPSHOT_VERSION} store file`);
    for (const item of data.entries as unknown[]) {
      const record = parseRecord(item);
      if (!record || record[1] === null) throw new Error("malformed entry");
      entries.set(record[0], { value: record[1], expiresAt: record[2] });
    }
    return { entries, id: data.version === 1 ? null : (data.id as string) };
  } catch (err) {
    warn(`ignoring unreadable ${file}, starting empty: ${(err as Error).message}`);
    return null;
  }
}

/** Applies the journal's records to `entries` when the journal continues the snapshot `snapshotId`. */
function replayJournal(
  journal: string,
  snapshotId: string | null,
  entries: Map<string, Entry>,
  warn: (m: string) => void,
): Omit<LoadedEntries, "entries"> {
  const unusable = { journalUsable: false, journalLines: 0 };
  const text = readText(journal, warn, "starting from the snapshot alone");
  if (!text) return unusable; // missing, empty or unreadable: the next write starts a fresh one
  const lines = text.split("\n");
  // After the last "\n" comes "" when the journal ends cleanly, or what a crash tore off mid-write.
  const complete = lines.pop() === "";
  const [first, ...records] = lines;
  if (first === undefined) return unusable; // only a torn header: nothing was ever appended
  const header = parseJson(first);
  if (typeof header !== "object" || header === null || !("snapshot" in header)) {
    warn(`ignoring unreadable ${journal}: its first line does not name a snapshot`);
    return unusable;
  }
  if (header.snapshot !== snapshotId) {
    // Left by a crash during a compaction: its records are already in the newer snapshot.
    warn(`ignoring ${journal}: it continues an earlier snapshot than the one loaded`);
    return unusable;
  }
  let applied = 0;
  for (const line of records) {
    const record = parseRecord(parseJson(line));
    if (!record) {
      warn(`ignoring ${journal} from line ${applied + 2} on: malformed record`);
      return { journalUsable: false, journalLines: applied };
    }
    const [key, value, expiresAt] = record;
    if (value === null) entries.delete(key);
    else entries.set(key, { value, expiresAt });
    applied++;
  }
  return { journalUsable: complete, journalLines: applied };
}

/** The file's text; undefined when it does not exist, null (after a warning) when it cannot be read. */
function readText(file: string, warn: (m: string) => void, consequence: string): string | undefined | null {
  try {
    return fs.readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    warn(`cannot read ${file}, ${consequence}: ${(err as Error).message}`);
    return null;
  }
}

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

function parseRecord(item: unknown): JournalRecord | null {
  if (!Array.isArray(item) || item.length !== 3) return null;
  const [key, value, expiresAt] = item as unknown[];
  if (typeof key !== "string" || !(value === null || typeof value === "string")) return null;
  if (!(expiresAt === null || typeof expiresAt === "number")) return null;
  return [key, value, expiresAt];
}
