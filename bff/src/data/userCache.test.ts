import { createBroadcast, type Broadcast } from "@seo/kv/broadcast";
import { createUserCache, invalidatingWrites } from "./userCache";
import type { UserRow } from "./users";

const row = (id: number, plan: string) => ({ id, subscriptionType: plan }) as unknown as UserRow;

describe("user cache", () => {
  it("reads a user once per TTL, and again after it", async () => {
    let now = 0;
    const load = jest.fn(async (id: number) => row(id, "pro"));
    const cache = createUserCache(load, { ttlMs: 5_000, clock: () => now });
    await cache.get(1);
    await cache.get(1);
    expect(load).toHaveBeenCalledTimes(1);
    now = 5_000;
    await cache.get(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("shares one read between concurrent requests", async () => {
    const load = jest.fn(async (id: number) => row(id, "pro"));
    const cache = createUserCache(load, { ttlMs: 5_000 });
    await Promise.all(Array.from({ length: 20 }, () => cache.get(7)));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("sees a plan change at once after a write through the BFF", async () => {
    let plan = "starter";
    const cache = createUserCache(async (id) => row(id, plan), { ttlMs: 60_000 });
    const repo = invalidatingWrites(
      {
        reserveStarterGeneration: async () => null,
        refundStarterGeneration: async () => undefined,
        grantAdmin: async (_id: number) => {
          plan = "admin";
        },
      },
      cache,
    );
    expect((await cache.get(3))!.subscriptionType).toBe("starter");
    await repo.grantAdmin(3);
    expect((await cache.get(3))!.subscriptionType).toBe("admin");
  });

  it("does not cache a read that raced an invalidation (the old row would stick)", async () => {
    let release!: () => void;
    let plan = "starter";
    const load = jest.fn(async (id: number) => {
      const seen = plan;
      await new Promise<void>((r) => (release = r));
      return row(id, seen);
    });
    const cache = createUserCache(load, { ttlMs: 60_000 });
    const stale = cache.get(4);
    plan = "pro";
    cache.invalidate(4);
    release();
    expect((await stale)!.subscriptionType).toBe("starter");
    const fresh = cache.get(4);
    release();
    expect((await fresh)!.subscriptionType).toBe("pro");
  });

  it("with TTL 0 reads on every request", async () => {
    const load = jest.fn(async (id: number) => row(id, "pro"));
    const cache = createUserCache(load, { ttlMs: 0 });
    await cache.get(1);
    await cache.get(1);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

// Two BFF replicas: each has its own cache, both hear one Redis channel (REDIS_URL, unique prefix).
describe("user cache across replicas (Redis pub/sub)", () => {
  const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
  const kvPrefix = `test-user-cache:${process.pid}:${Date.now()}:`;
  let broadcasts: Broadcast[] = [];
  afterEach(async () => {
    await Promise.all(broadcasts.map((b) => b.close()));
    broadcasts = [];
  });

  async function replicas(plans: Map<number, string>) {
    const make = async () => {
      const broadcast = await createBroadcast(redisUrl, { kvPrefix, name: "users" });
      broadcasts.push(broadcast);
      const load = jest.fn(async (id: number) => row(id, plans.get(id) ?? "pro"));
      return { cache: createUserCache(load, { ttlMs: 60_000, broadcast }), load };
    };
    return [await make(), await make()] as const;
  }

  /** Resolves once `check` holds, with how long that took (fails after `ms`). */
  async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
    const started = Date.now();
    while (!(await check())) {
      if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 5));
    }
    return Date.now() - started;
  }

  it("drops a user on every replica when one of them invalidates it", async () => {
    const plans = new Map([[41, "pro"]]);
    const [a, b] = await replicas(plans);
    expect((await a.cache.get(41))!.subscriptionType).toBe("pro");
    expect((await b.cache.get(41))!.subscriptionType).toBe("pro");
    plans.set(41, "starter"); // cancelled through replica A
    a.cache.invalidate(41);
    const ms = await within(1_000, async () => (await b.cache.get(41))!.subscriptionType === "starter");
    console.log(`replica B saw the change ${ms} ms after replica A's invalidation`);
    expect(b.load).toHaveBeenCalledTimes(2);
  });

  it("drops every user on every replica after invalidateAll, and ignores other deployments' channels", async () => {
    const plans = new Map([
      [51, "pro"],
      [52, "all"],
    ]);
    const [a, b] = await replicas(plans);
    const other = await createBroadcast(redisUrl, { kvPrefix: `${kvPrefix}other:`, name: "users" });
    broadcasts.push(other);
    await b.cache.get(51);
    await b.cache.get(52);
    await other.publish(JSON.stringify({ all: true }));
    await new Promise((r) => setTimeout(r, 100));
    await b.cache.get(51);
    expect(b.load).toHaveBeenCalledTimes(2); // still cached: another deployment's message
    plans.set(51, "starter");
    plans.set(52, "starter");
    a.cache.invalidateAll();
    await within(1_000, async () => (await b.cache.get(51))!.subscriptionType === "starter");
    expect((await b.cache.get(52))!.subscriptionType).toBe("starter");
  });

  it("is not emptied again by its own message coming back, and drops everything after a reconnect", async () => {
    const [a] = await replicas(new Map([[61, "pro"]]));
    a.cache.invalidate(61);
    await a.cache.get(61); // reloaded at once, before its own message comes back from Redis
    await new Promise((r) => setTimeout(r, 100));
    await a.cache.get(61);
    expect(a.load).toHaveBeenCalledTimes(1);

    let resync = () => {};
    const fake: Broadcast = {
      publish: async () => {},
      subscribe: () => () => {},
      onResync: (h) => void (resync = h),
      close: async () => {},
    };
    const load = jest.fn(async (id: number) => row(id, "pro"));
    const cache = createUserCache(load, { ttlMs: 60_000, broadcast: fake });
    await cache.get(1);
    resync(); // messages may have been missed while Redis was away
    await cache.get(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("keeps the single-process behaviour with the local broadcast (no Redis)", async () => {
    const broadcast = await createBroadcast(undefined, { kvPrefix, name: "users" });
    let plan = "pro";
    const cache = createUserCache(async (id) => row(id, plan), { ttlMs: 60_000, broadcast });
    await cache.get(9);
    plan = "starter";
    cache.invalidate(9);
    expect((await cache.get(9))!.subscriptionType).toBe("starter");
  });
});
