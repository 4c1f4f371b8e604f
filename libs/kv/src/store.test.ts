import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createMemoryStore } from "./memoryStore";
import { KvUnavailableError } from "./redisStore";
import { createStore, prefixedKvStore } from "./store";
import { describeKvStoreContract } from "./testing/storeContract";

const tmpDirs: string[] = [];
const tmpFile = (name = "kv-store.json") => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "seo-kv-test-"));
  tmpDirs.push(dir);
  return path.join(dir, name);
};
afterAll(() => {
  for (const dir of tmpDirs) fs.rmSync(dir, { recursive: true, force: true });
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describeKvStoreContract("in-process", () => createStore());
describeKvStoreContract("in-process, persisted to a file", () => createStore(undefined, { persistPath: tmpFile() }));
describeKvStoreContract("in-process, key prefix", async () => prefixedKvStore(await createStore(), "instance-a:"));

// The Redis run needs a server: CI runs the suite a second time with REDIS_URL set.
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  describeKvStoreContract("redis", () => createStore(redisUrl));
  describeKvStoreContract("redis, key prefix", async () => prefixedKvStore(await createStore(redisUrl), "instance-a:"));
}

describe("key prefix", () => {
  test("instances with different prefixes on one store do not see each other's keys", async () => {
    const shared = await createStore();
    const a = prefixedKvStore(shared, "a:");
    const b = prefixedKvStore(shared, "b:");
    await a.set("session:1", "alice");
    await a.incr("count", 60);
    expect(await b.get("session:1")).toBeNull();
    expect(await b.incr("count", 60)).toBe(1);
    expect(await shared.get("a:session:1")).toBe("alice");
    await a.close();
  });
});

describe("in-process store persisted to a file", () => {
  test("a restart keeps keys, values and TTLs", async () => {
    const file = tmpFile();
    const first = createMemoryStore({ persistPath: file });
    await first.set("session:abc", '{"userId":1}', 3_600);
    await first.set("plain", "forever");
    await first.incr("free:1.2.3.4", 86_400);
    await first.incr("free:1.2.3.4", 86_400);
    await first.set("gone", "x");
    await first.del("gone");
    await first.close();

    const second = createMemoryStore({ persistPath: file });
    expect(await second.get("session:abc")).toBe('{"userId":1}');
    expect(await second.ttl("session:abc")).toBeGreaterThanOrEqual(3_599);
    expect(await second.ttl("session:abc")).toBeLessThanOrEqual(3_600);
    expect(await second.get("plain")).toBe("forever");
    expect(await second.ttl("plain")).toBe(-1);
    expect(await second.incr("free:1.2.3.4", 86_400)).toBe(3);
    expect(await second.ttl("free:1.2.3.4")).toBeGreaterThan(86_000);
    expect(await second.get("gone")).toBeNull();
    await second.close();
  });

  test("changes reach the file within the flush interval without close() (what a crash keeps)", async () => {
    const file = tmpFile();
    const store = createMemoryStore({ persistPath: file, flushIntervalMs: 200 });
    await store.set("session:new", "1", 600);
    await sleep(400);
    // Read by a second store while the first is still running, as after a SIGKILL.
    const afterCrash = createMemoryStore({ persistPath: file });
    expect(await afterCrash.get("session:new")).toBe("1");
    await afterCrash.close();
    await store.close();
  });

  test("writes at most once per interval however many changes there are, one line per changed key", async () => {
    const file = tmpFile();
    const journal = `${file}.log`;
    const open = jest.spyOn(fs.promises, "open");
    try {
      const store = createMemoryStore({ persistPath: file, flushIntervalMs: 300 });
      await store.close(); // a first (empty) snapshot, so what follows is appended to the journal
      const again = createMemoryStore({ persistPath: file, flushIntervalMs: 300 });
      open.mockClear();
      for (let i = 0; i < 500; i++) await again.incr("hits", 60);
      await sleep(450);
      const writes = open.mock.calls.filter(([target]) => target === journal || target === file).length;
      expect(writes).toBeGreaterThanOrEqual(1);
      expect(writes).toBeLessThanOrEqual(2);
      // The journal's header, then one line with the counter's latest state.
      expect(fs.readFileSync(journal, "utf8").split("\n").slice(1)).toEqual([
        expect.stringMatching(/^\["hits","500",\d+\]$/),
        "",
      ]);
      // No temp file is left beside them.
      expect(fs.readdirSync(path.dirname(file)).sort()).toEqual(["kv-store.json", "kv-store.json.log"]);
      await again.close();
    } finally {
      open.mockRestore();
    }
  });

  test("keys that expired while the process was down are dropped on load", async () => {
    const file = tmpFile();
    const first = createMemoryStore({ persistPath: file });
    await first.set("short", "x", 1);
    await first.set("long", "y", 600);
    await first.close();
    await sleep(1_100);
    const second = createMemoryStore({ persistPath: file });
    expect(await second.get("short")).toBeNull();
    expect(await second.ttl("short")).toBe(-2);
    expect(await second.get("long")).toBe("y");
    await second.close();
    expect(JSON.parse(fs.readFileSync(file, "utf8")).entries.map((e: unknown[]) => e[0])).toEqual(["long"]);
  });

  test("a corrupt file is ignored with a warning; the store starts empty and works", async () => {
    for (const junk of ["{not json", '{"version":1,"entries":[["k",5,null]]}', '{"version":99,"entries":[]}']) {
      const file = tmpFile();
      fs.writeFileSync(file, junk);
      const warnings: string[] = [];
      const store = createMemoryStore({ persistPath: file, onWarning: (m) => warnings.push(m) });
      expect(warnings).toEqual([expect.stringMatching(/ignoring unreadable .*kv-store\.json, starting empty/)]);
      expect(await store.get("k")).toBeNull();
      await store.set("k", "v");
      await store.close();
      expect(await createMemoryStore({ persistPath: file }).get("k")).toBe("v");
    }
  });

  test("a missing file is an empty store, without a warning; the file is private to its owner", async () => {
    const file = tmpFile();
    const warnings: string[] = [];
    const store = createMemoryStore({ persistPath: file, onWarning: (m) => warnings.push(m) });
    expect(await store.get("anything")).toBeNull();
    await store.set("session:x", "1");
    await store.close();
    expect(warnings).toEqual([]);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(fs.statSync(`${file}.log`).mode & 0o077).toBe(0);
  });
});

describe("in-process store", () => {
  afterEach(() => jest.useRealTimers());

  test("expires keys lazily on read (fake timers)", async () => {
    jest.useFakeTimers();
    const store = createMemoryStore();
    await store.set("a", "1", 10);
    await store.incr("b", 10);
    jest.advanceTimersByTime(9_000);
    expect(await store.ttl("a")).toBe(1);
    expect(await store.get("b")).toBe("1");
    jest.advanceTimersByTime(1_000);
    expect(await store.get("a")).toBeNull();
    expect(await store.incr("b", 10)).toBe(1);
    await store.close();
  });

  test("rejects a TTL that is not a positive integer", async () => {
    const store = createMemoryStore();
    await expect(store.set("a", "1", 0)).rejects.toThrow(/positive integer/);
    await expect(store.incr("a", 1.5)).rejects.toThrow(/positive integer/);
    await store.close();
  });
});

describe("redis store when Redis is down", () => {
  test("ping (and every call) fails at once with a clear error", async () => {
    const port = await closedPort();
    const store = await createStore(`redis://127.0.0.1:${port}`);
    try {
      const started = Date.now();
      await expect(store.ping()).rejects.toThrow(KvUnavailableError);
      await expect(store.ping()).rejects.toThrow(new RegExp(`Redis at redis://127.0.0.1:${port} is unavailable: .*ECONNREFUSED`));
      await expect(store.get("k")).rejects.toThrow(/is unavailable/);
      expect(Date.now() - started).toBeLessThan(1_000);
    } finally {
      await store.close();
    }
  });
});

/** A port nothing listens on: bind one, then close it. */
function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
