// The behaviour every KvStore must have; store.test.ts runs it against each implementation.
import { randomBytes } from "node:crypto";
import type { KvStore } from "../store";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function describeKvStoreContract(name: string, open: () => Promise<KvStore>) {
  describe(`KvStore contract: ${name}`, () => {
    let store: KvStore;
    const prefix = `test:${randomBytes(6).toString("hex")}:`;
    const used = new Set<string>();
    const key = (k: string) => {
      used.add(prefix + k);
      return prefix + k;
    };

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      for (const k of used) await store.del(k);
      await store.close();
    });

    test("get returns null for a missing key and the value after set", async () => {
      expect(await store.get(key("missing"))).toBeNull();
      await store.set(key("a"), "1");
      expect(await store.get(key("a"))).toBe("1");
      await store.set(key("a"), "two");
      expect(await store.get(key("a"))).toBe("two");
    });

    test("ttl is -2 for a missing key, -1 without expiry, the seconds left otherwise", async () => {
      expect(await store.ttl(key("none"))).toBe(-2);
      await store.set(key("forever"), "x");
      expect(await store.ttl(key("forever"))).toBe(-1);
      await store.set(key("timed"), "x", 100);
      const t = await store.ttl(key("timed"));
      expect(t).toBeGreaterThanOrEqual(99);
      expect(t).toBeLessThanOrEqual(100);
      await store.set(key("timed"), "y"); // a plain set clears the expiry, as in Redis
      expect(await store.ttl(key("timed"))).toBe(-1);
    });

    test("a key set with a TTL expires", async () => {
      await store.set(key("short"), "x", 1);
      expect(await store.get(key("short"))).toBe("x");
      await sleep(1_100);
      expect(await store.get(key("short"))).toBeNull();
      expect(await store.ttl(key("short"))).toBe(-2);
    });

    test("incr creates the key at 1 with the TTL and keeps that TTL on later increments", async () => {
      expect(await store.incr(key("n"), 100)).toBe(1);
      await store.expire(key("n"), 50);
      expect(await store.incr(key("n"), 100)).toBe(2);
      const t = await store.ttl(key("n"));
      expect(t).toBeGreaterThanOrEqual(49);
      expect(t).toBeLessThanOrEqual(50);
      expect(await store.incr(key("plain"))).toBe(1);
      expect(await store.ttl(key("plain"))).toBe(-1);
    });

    test("an incremented key expires and restarts from 1", async () => {
      expect(await store.incr(key("window"), 1)).toBe(1);
      expect(await store.incr(key("window"), 1)).toBe(2);
      await sleep(1_100);
      expect(await store.incr(key("window"), 1)).toBe(1);
    });

    test("incr is atomic under 100 concurrent calls", async () => {
      const values = await Promise.all(Array.from({ length: 100 }, () => store.incr(key("race"), 60)));
      expect([...values].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      expect(await store.get(key("race"))).toBe("100");
      expect(await store.ttl(key("race"))).toBeGreaterThan(0);
    });

    test("decr counts down, from 0 for a missing key", async () => {
      await store.incr(key("d"));
      await store.incr(key("d"));
      expect(await store.decr(key("d"))).toBe(1);
      expect(await store.decr(key("d"))).toBe(0);
      expect(await store.decr(key("new"))).toBe(-1);
    });

    test("incr of a non-integer value fails", async () => {
      await store.set(key("text"), "abc");
      await expect(store.incr(key("text"))).rejects.toThrow(/not an integer/);
    });

    test("del removes a key; deleting a missing key is fine", async () => {
      await store.set(key("gone"), "x", 100);
      await store.del(key("gone"));
      expect(await store.get(key("gone"))).toBeNull();
      expect(await store.ttl(key("gone"))).toBe(-2);
      await expect(store.del(key("never"))).resolves.toBeUndefined();
    });

    test("expire sets a TTL on an existing key and ignores a missing one", async () => {
      await store.set(key("e"), "x");
      await store.expire(key("e"), 1);
      expect(await store.ttl(key("e"))).toBeGreaterThanOrEqual(0);
      await sleep(1_100);
      expect(await store.get(key("e"))).toBeNull();
      await store.expire(key("nothing"), 10);
      expect(await store.ttl(key("nothing"))).toBe(-2);
    });

    test("ping resolves", async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
