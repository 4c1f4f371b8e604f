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
