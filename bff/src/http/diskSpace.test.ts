// A full disk: which errors mean it (so the gateway answers 507, not 500), and the free-space check
// /api/health uses.
import fs from "node:fs";
import request from "supertest";
import { createDiskSpaceCheck, INSUFFICIENT_STORAGE, isDiskFullError } from "./diskSpace";
import { appFailingWith, FAILING_ROUTE } from "./testing/appFailingWith";

const MB = 1024 * 1024;

/** A real ENOSPC: /dev/full refuses every write with it (Linux). */
async function realEnospc(): Promise<unknown> {
  try {
    await fs.promises.writeFile("/dev/full", "x");
  } catch (err) {
    return err;
  }
  throw new Error("/dev/full accepted a write");
}

// The shapes a PostgreSQL disk_full reaches the BFF in: pg's own error, and Prisma's wrapping of it
// through the pg adapter (a raw query's P2010, a model query's driver adapter error).
const pgDiskFull = () =>
  Object.assign(new Error('could not extend file "base/5/16384": No space left on device'), {
    code: "53100",
    severity: "ERROR",
  });
const prismaWrapped = (originalCode: string) =>
  Object.assign(new Error(`Raw query failed. Code: \`${originalCode}\`.`), {
    name: "PrismaClientKnownRequestError",
    code: "P2010",
    meta: { driverAdapterError: { cause: { kind: "postgres", code: originalCode, originalCode } } },
  });

describe("isDiskFullError", () => {
  test("ENOSPC from the file system, EDQUOT, pg's 53100 and Prisma's wrapping of it, a cause chain", async () => {
    expect(isDiskFullError(await realEnospc())).toBe(true);
    expect(isDiskFullError(Object.assign(new Error("quota"), { code: "EDQUOT" }))).toBe(true);
    expect(isDiskFullError(pgDiskFull())).toBe(true);
    expect(isDiskFullError(prismaWrapped("53100"))).toBe(true);
    expect(isDiskFullError(new Error("session not saved", { cause: new Error("wrapped", { cause: pgDiskFull() }) }))).toBe(true);
    expect(isDiskFullError(new Error("embedded database: could not write to file: No space left on device"))).toBe(true);
  });

  test("other errors are not: a connection refused, a unique violation, a bug, nothing", () => {
    expect(isDiskFullError(Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED", syscall: "connect" }))).toBe(
      false,
    );
    expect(isDiskFullError(Object.assign(new Error("duplicate key"), { code: "23505", severity: "ERROR" }))).toBe(false);
    expect(isDiskFullError(prismaWrapped("23505"))).toBe(false);
    expect(isDiskFullError(new TypeError("x is undefined"))).toBe(false);
    expect(isDiskFullError(undefined)).toBe(false);
    expect(isDiskFullError("ENOSPC")).toBe(false);
  });
});

describe("a write that fails for want of space is answered 507", () => {
  test.each([
    ["the file system (ENOSPC)", async () => Promise.reject(await realEnospc())],
    ["the database (53100 through Prisma)", async () => Promise.reject(prismaWrapped("53100"))],
  ])("from %s: JSON, Retry-After, no-store", async (_label, fail) => {
    const res = await request(appFailingWith(fail)).post(FAILING_ROUTE);
    expect(res.status).toBe(507);
    expect(res.body).toEqual(INSUFFICIENT_STORAGE);
    expect(res.body).toEqual({
      error: "The server is out of storage space. Please try again later.",
      code: "INSUFFICIENT_STORAGE",
    });
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  test("any other error goes on to the general handler", async () => {
    const res = await request(appFailingWith(async () => Promise.reject(new Error("bug")))).post(FAILING_ROUTE);
    expect(res.status).toBe(500);
  });
});

describe("createDiskSpaceCheck", () => {
  function fakeStatfs(freeMb: number) {
    const state = { freeMb, calls: 0 };
    const statfs = jest.fn(async () => {
      state.calls++;
      return { bavail: (state.freeMb * MB) / 4096, bsize: 4096 };
    });
    return { state, statfs };
  }

  test("full below DISK_FREE_MIN_MB, ok at or above it", async () => {
    const low = fakeStatfs(63);
    expect(await createDiskSpaceCheck({ dir: "/data", minFreeMb: 64, statfs: low.statfs }).status()).toBe("full");
    const enough = fakeStatfs(64);
    const check = createDiskSpaceCheck({ dir: "/data", minFreeMb: 64, statfs: enough.statfs });
    expect(await check.status()).toBe("ok");
    expect(check.freeBytes()).toBe(64 * MB);
    expect(enough.statfs).toHaveBeenCalledWith("/data");
  });

  test("a check is reused for cacheMs; concurrent callers share one statfs", async () => {
    let now = 1_000;
    const disk = fakeStatfs(500);
    const check = createDiskSpaceCheck({ dir: "/data", minFreeMb: 64, cacheMs: 2_000, statfs: disk.statfs, now: () => now });
    await Promise.all([check.status(), check.status(), check.status()]);
    expect(disk.state.calls).toBe(1);
    disk.state.freeMb = 10;
    now += 1_999;
    expect(await check.status()).toBe("ok"); // still the cached answer
    now += 1;
    expect(await check.status()).toBe("full");
    expect(disk.state.calls).toBe(2);
  });

  test("a statfs that fails: ok unless it failed for want of space", async () => {
    const failing = (code: string) => async () => Promise.reject(Object.assign(new Error(code), { code }));
    expect(await createDiskSpaceCheck({ dir: "/x", minFreeMb: 64, statfs: failing("ENOENT") }).status()).toBe("ok");
    expect(await createDiskSpaceCheck({ dir: "/x", minFreeMb: 64, statfs: failing("ENOSPC") }).status()).toBe("full");
  });

  test("the real statfs of a folder answers (this machine has more than 1 MB free)", async () => {
    const check = createDiskSpaceCheck({ dir: __dirname, minFreeMb: 1 });
    expect(await check.status()).toBe("ok");
    expect(check.freeBytes()).toBeGreaterThan(MB);
  });
});
