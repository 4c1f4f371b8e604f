// The in-process store's files: a snapshot written by compactions and a journal of the keys changed
// since, so a flush costs what changed, not what is stored.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createMemoryStore } from "./memoryStore";

const tmpDirs: string[] = [];
const tmpFile = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-kv-persist-"));
  tmpDirs.push(dir);
  return path.join(dir, "kv-store.json");
};
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const FLUSH_MS = 50;
/** Long enough for a change to be flushed (and fsync'd) by a store with FLUSH_MS. */
const flushed = () => sleep(FLUSH_MS * 8);
const journalRecords = (file: string) => fs.readFileSync(`${file}.log`, "utf8").split("\n").slice(1, -1);
const snapshotKeys = (file: string) =>
  (JSON.parse(fs.readFileSync(file, "utf8")).entries as [string][]).map(([key]) => key).sort();
const fileIdentity = (file: string) => {
  const { ino, size, mtimeMs } = fs.statSync(file);
  return { ino, size, mtimeMs };
};

describe("in-process store persistence", () => {
  test("with 10,000 keys stored, one change appends one journal line and leaves the snapshot alone", async () => {
    const file = tmpFile();
    const first = createMemoryStore({ persistPath: file, flushIntervalMs: FLUSH_MS });
    for (let i = 0; i < 10_000; i++) await first.set(`session:${i}`, `user-${i}`, 3_600);
    await first.close();
    const snapshotBefore = fileIdentity(file);
    const journalBefore = fs.statSync(`${file}.log`).size;

    const store = createMemoryStore({ persistPath: file, flushIntervalMs: FLUSH_MS });
    await store.set("session:42", "someone-else", 3_600);
    await flushed();

    expect(fileIdentity(file)).toEqual(snapshotBefore);
    const records = journalRecords(file);
    expect(records).toEqual([expect.stringMatching(/^\["session:42","someone-else",\d+\]$/)]);
    expect(fs.statSync(`${file}.log`).size - journalBefore).toBe(Buffer.byteLength(records.join("\n")) + 1);

    // Read back as after a crash: the snapshot plus the journal.
    const afterCrash = createMemoryStore({ persistPath: file });
    expect(await afterCrash.get("session:42")).toBe("someone-else");
    expect(await afterCrash.get("session:9999")).toBe("user-9999");
    await afterCrash.close();
    await store.close();
  });

  test("after a crash, what was flushed comes back; a line torn by the crash is ignored and spoils nothing later", async () => {
    const file = tmpFile();
    const crashed = createMemoryStore({ persistPath: file, flushIntervalMs: FLUSH_MS });
    await crashed.close(); // a snapshot exists, so the changes below go to the journal
    const store = createMemoryStore({ persistPath: file, flushIntervalMs: FLUSH_MS });
    await store.set("session:1", "alice", 600);
    for (let i = 0; i < 3; i++) await store.incr("count", 60);
    await store.sync!(); // written and fsync'd, as the interval would
    expect(journalRecords(file)).toHaveLength(2);
    // The process dies (no close()) in the middle of its next append.
    fs.appendFileSync(`${file}.log`, '["session:2","bo');

    const warnings: string[] = [];
    const restarted = createMemoryStore({ persistPath: file, flushIntervalMs: FLUSH_MS, onWarning: (m) => warnings.push(m) });
    expect(await restarted.get("session:1")).toBe("alice");
    expect(await restarted.ttl("session:1")).toBeGreaterThan(590);
    expect(await restarted.get("count")).toBe("3");
    expect(await restarted.get("session:2")).toBeNull();
    await restarted.set("session:3", "carol");
    // Its first write is a compaction (the journal it loaded ends torn): wait for the whole of it, a
    // new snapshot and then a fresh journal, not for a time that a busy machine can outlast.
    await restarted.sync!();

    // It crashes too: its write must not have landed after the torn fragment.
    const again = createMemoryStore({ persistPath: file, onWarning: (m) => warnings.push(m) });
    expect(await again.get("session:1")).toBe("alice");
    expect(await again.get("count")).toBe("3");
    expect(await again.get("session:3")).toBe("carol");
    expect(warnings).toEqual([]);
    await again.close();
    await restarted.close();
    await store.close();
  });

  test("a journal that outgrows the live entries is compacted into a new snapshot; reloading gives the same store", async () => {
    const file = tmpFile();
    const store = createMemoryStore({ persistPath: file, flushIntervalMs: FLUSH_MS });
    await store.close();
    const busy = createMemoryStore({ persistPath: file, flushIntervalMs: FLUSH_MS });
    const expected = new Map<string, string>();
    for (let i = 0; i < 1_500; i++) {
      await busy.set(`k${i}`, `v${i}`, i % 2 ? 600 : undefined);
      expected.set(`k${i}`, `v${i}`);
    }
    await flushed();
    const snapshot = fileIdentity(file);
    expect(journalRecords(file)).toHaveLength(1_500); // fewer lines than twice the live entries: appended

    for (let i = 100; i < 1_500; i++) {
      await busy.del(`k${i}`);
      expected.delete(`k${i}`);
    }
    await busy.incr("hits");
    expected.set("hits", "1");
    await flushed();
    // 2,901 lines for 101 live keys: compacted.
    expect(fileIdentity(file).ino).not.toBe(snapshot.ino);
    expect(journalRecords(file)).toEqual([]);
    expect(snapshotKeys(file)).toEqual([...expected.keys()].sort());
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(fs.statSync(`${file}.log`).mode & 0o077).toBe(0);

    const reloaded = createMemoryStore({ persistPath: file });
    for (let i = 0; i < 1_500; i++) expect(await reloaded.get(`k${i}`)).toBe(expected.get(`k${i}`) ?? null);
    expect(await reloaded.get("hits")).toBe("1");
    expect(await reloaded.ttl("k1")).toBeGreaterThan(590);
    expect(await reloaded.ttl("k2")).toBe(-1);
    await reloaded.close();
    await busy.close();
  });

  test("deletes, new expiries and keys that expired survive a restart without close()", async () => {
    const file = tmpFile();
    const first = createMemoryStore({ persistPath: file });
    for (const key of ["kept", "deleted", "expired-by-expire", "ttl-changed"]) await first.set(key, key);
    await first.set("expiring", "soon", 1);
    await first.close();

    const store = createMemoryStore({ persistPath: file, flushIntervalMs: FLUSH_MS });
    await store.del("deleted");
    await store.expire("expired-by-expire", 0);
    await store.expire("ttl-changed", 600);
    await store.set("short", "lived", 1);
    await flushed();
    await sleep(1_100);

    const restarted = createMemoryStore({ persistPath: file });
    expect(await restarted.get("kept")).toBe("kept");
    expect(await restarted.ttl("kept")).toBe(-1);
    expect(await restarted.get("deleted")).toBeNull();
    expect(await restarted.get("expired-by-expire")).toBeNull();
    expect(await restarted.ttl("ttl-changed")).toBeGreaterThan(590);
    expect(await restarted.get("expiring")).toBeNull(); // expired in the snapshot
    expect(await restarted.get("short")).toBeNull(); // expired in the journal
    await restarted.close();
    expect(snapshotKeys(file)).toEqual(["kept", "ttl-changed"]);
    await store.close();
  });

  test("a journal left by a crash during a compaction, naming the snapshot before, is skipped", async () => {
    const file = tmpFile();
    const first = createMemoryStore({ persistPath: file });
    await first.close();
    const store = createMemoryStore({ persistPath: file, flushIntervalMs: FLUSH_MS });
    await store.set("k", "old");
    await flushed();
    const staleJournal = fs.readFileSync(`${file}.log`);
    await store.set("k", "new");
    await store.close(); // the new snapshot, then a fresh journal: the crash comes between the two
    fs.writeFileSync(`${file}.log`, staleJournal);

    const warnings: string[] = [];
    const restarted = createMemoryStore({ persistPath: file, onWarning: (m) => warnings.push(m) });
    expect(await restarted.get("k")).toBe("new");
    expect(warnings).toEqual([expect.stringMatching(/ignoring .*kv-store\.json\.log: it continues an earlier snapshot/)]);
    await restarted.close();
  });

  test("a snapshot written before the journal existed (version 1) loads", async () => {
    const file = tmpFile();
    fs.writeFileSync(file, JSON.stringify({ version: 1, entries: [["session:old", "1", null]] }));
    const warnings: string[] = [];
    const store = createMemoryStore({ persistPath: file, onWarning: (m) => warnings.push(m) });
    expect(await store.get("session:old")).toBe("1");
    await store.close();
    expect(warnings).toEqual([]);
    expect(JSON.parse(fs.readFileSync(file, "utf8"))).toMatchObject({ version: 2, entries: [["session:old", "1", null]] });
  });

  describe("sync(): a change on disk before it is answered", () => {
    const HOUR = 3_600_000;

    test("a synced set and delete are on disk at once, for a new store on the same files (no close, no interval)", async () => {
      const file = tmpFile();
      const store = createMemoryStore({ persistPath: file, flushIntervalMs: HOUR });
      await store.set("session:new", "alice", 600);
      await store.set("session:old", "bob", 600);
      await store.sync!();
      expect(await createMemoryStore({ persistPath: file }).get("session:new")).toBe("alice"); // as after a kill -9

      await store.incr("counter"); // not synced: waits for the interval
      await store.del("session:old");
      await store.sync!();
      const afterCrash = createMemoryStore({ persistPath: file });
      expect(await afterCrash.get("session:new")).toBe("alice");
      expect(await afterCrash.get("session:old")).toBeNull();
      expect(await afterCrash.get("counter")).toBe("1"); // written with the sync, being pending
      await store.close();
    });

    test("without sync a change waits for the interval (the crash window sync closes)", async () => {
      const file = tmpFile();
      const store = createMemoryStore({ persistPath: file, flushIntervalMs: HOUR });
      await store.set("a", "1");
      await store.sync!();
      await store.set("b", "2");
      await sleep(50);
      expect(await createMemoryStore({ persistPath: file }).get("b")).toBeNull();
      await store.close();
    });

    test("concurrent syncs share fsyncs (group commit), and each resolves after its own change is written", async () => {
      const file = tmpFile();
      const store = createMemoryStore({ persistPath: file, flushIntervalMs: HOUR });
      await store.set("warm", "1");
      await store.sync!(); // the first write compacts (no snapshot yet); the next ones append
      const syncs = jest.spyOn(fs.promises, "open");
      try {
        await Promise.all(
          Array.from({ length: 50 }, async (_, i) => {
            await sleep(i % 5); // arriving over a few ms, as sign-ins do
            await store.set(`session:${i}`, `user-${i}`, 600);
            await store.sync!();
            const onDisk = fs.readFileSync(`${file}.log`, "utf8");
            expect(onDisk).toContain(`"session:${i}","user-${i}"`);
          }),
        );
        const journalWrites = syncs.mock.calls.filter(([f]) => f === `${file}.log`).length;
        expect(journalWrites).toBeGreaterThanOrEqual(1);
        expect(journalWrites).toBeLessThan(25);
      } finally {
        syncs.mockRestore();
      }
      const afterCrash = createMemoryStore({ persistPath: file });
      for (let i = 0; i < 50; i++) expect(await afterCrash.get(`session:${i}`)).toBe(`user-${i}`);
      await store.close();
    });

    test("a sync that cannot write rejects with the file system's error (a full disk reaches the caller)", async () => {
      const file = tmpFile();
      const warnings: string[] = [];
      const store = createMemoryStore({ persistPath: file, flushIntervalMs: HOUR, onWarning: (m) => warnings.push(m) });
      await store.set("a", "1");
      await store.sync!();
      const enospc = Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });
      const open = jest.spyOn(fs.promises, "open").mockRejectedValueOnce(enospc);
      try {
        await store.set("session:x", "carol", 600);
        await expect(store.sync!()).rejects.toMatchObject({ code: "ENOSPC" });
      } finally {
        open.mockRestore();
      }
      await store.sync!(); // space again: the next sync writes it (a compaction)
      expect(await createMemoryStore({ persistPath: file }).get("session:x")).toBe("carol");
      expect(warnings).toEqual([expect.stringContaining("ENOSPC")]);
      await store.close();
    });

    test("a sync after close resolves; a store without a file syncs at once", async () => {
      const file = tmpFile();
      const store = createMemoryStore({ persistPath: file, flushIntervalMs: HOUR });
      await store.set("a", "1");
      const closing = store.close();
      await store.sync!();
      await closing;
      await createMemoryStore().sync!();
    });
  });
});
