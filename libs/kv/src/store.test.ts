import net from "node:net";
import { createMemoryStore } from "./memoryStore";
import { KvUnavailableError } from "./redisStore";
import { createStore } from "./store";
import { describeKvStoreContract } from "./store.contract";

describeKvStoreContract("in-process", () => createStore());

// The Redis run needs a server: CI runs the suite a second time with REDIS_URL set.
const redisUrl = process.env.REDIS_URL;
if (redisUrl) describeKvStoreContract("redis", () => createStore(redisUrl));

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
