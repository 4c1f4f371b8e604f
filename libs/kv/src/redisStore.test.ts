// The Redis store under the faults a network gives: Redis stops answering (a black hole: the
// connection stays open, nothing comes back), goes away, comes back. Through a TCP proxy the test
// controls, in front of the machine's Redis (REDIS_URL; CI's second pass sets it).
import { startTcpProxy, type TcpProxy } from "./testing/tcpProxy";
import { createRedisStore, KvUnavailableError } from "./redisStore";
import type { KvStore } from "./store";

const redisUrl = process.env.REDIS_URL;
const describeWithRedis = redisUrl ? describe : describe.skip;

describeWithRedis("redis store behind a black hole", () => {
  let proxy: TcpProxy;
  let store: KvStore;
  const warnings: string[] = [];
  const key = `redis-store-test:${process.pid}:${Date.now()}`;

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    store = await createRedisStore(proxy.url("redis"), { commandTimeoutMs: 300, onWarning: (m) => warnings.push(m) });
  });
  afterAll(async () => {
    await store?.del(key).catch(() => undefined);
    await store?.close();
    await proxy?.close();
  });

  test("a call that gets no answer fails within the command timeout, later ones at once, and it recovers", async () => {
    await store.set(key, "before");
    proxy.blackHole();

    let started = performance.now();
    await expect(store.get(key)).rejects.toBeInstanceOf(KvUnavailableError);
    const firstMs = performance.now() - started;
    expect(firstMs).toBeGreaterThanOrEqual(250);
    expect(firstMs).toBeLessThan(2_000);
    expect(warnings.join("\n")).toMatch(/stopped answering.*reconnecting/);

    // The dead connection was dropped: the next calls do not wait for it.
    started = performance.now();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => store.incr(`${key}:n`)));
    expect(results.every((r) => r.status === "rejected" && r.reason instanceof KvUnavailableError)).toBe(true);
    expect(performance.now() - started).toBeLessThan(1_000);

    proxy.pass();
    const deadline = Date.now() + 10_000;
    let value: string | null | undefined;
    while (Date.now() < deadline) {
      value = await store.get(key).catch(() => undefined);
      if (value !== undefined) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(value).toBe("before");
  });

  test("a refused connection: unavailable at once, back when Redis is", async () => {
    proxy.refuse();
    await expect(store.ping()).rejects.toBeInstanceOf(KvUnavailableError);
    proxy.pass();
    const deadline = Date.now() + 10_000;
    let ok = false;
    while (!ok && Date.now() < deadline) {
      ok = await store.ping().then(
        () => true,
        () => false,
      );
      if (!ok) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ok).toBe(true);
  });
});
