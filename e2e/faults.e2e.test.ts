// Faults users must ride out, on the real product (`npm start`): a tool service killed or frozen,
// the embedded database killed or frozen, the BFF restarted or killed -9, the data folder's disk
// nearly full. Each fault stays contained (a JSON 502/503/504/507 for what it touches, an honest
// /api/health), and the supervisor in start.mjs brings crashed processes back without anyone
// signing in again. (e2e/operations covers PostgreSQL and Redis.)
import { randomBytes } from "node:crypto";
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statfsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProduct, type RunningProduct } from "./harness";
import { call, eventually, expectJsonError, FrozenProcesses, signal, type CallOptions } from "./faultKit";

jest.setTimeout(120_000);

const PROXY_TIMEOUT_MS = 3_000;
const PASSWORD = "demo-password";
const embeddedDatabase = !process.env.DATABASE_URL;

let product: RunningProduct;
/** Processes this suite froze, continued in afterAll whatever happened. */
const frozen = new FrozenProcesses();

/** DISK_FREE_MIN_MB: below this the product counts its disk as full. */
const DISK_FREE_MIN_MB = 64;
/**
 * The data folder on a file system of its own (a 1 GB tmpfs), so the disk test can fill it without
 * touching the machine's; mounting needs root (CI has it). Null when it cannot be mounted.
 */
const smallDisk: { dir: string; filler: string } | null = (() => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "seo-e2e-disk-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=1g,mode=0700", "tmpfs", dir], { stdio: "pipe" });
    return { dir, filler: path.join(dir, "filler") };
  } catch (err) {
    console.warn(`the full-disk test will not run: cannot mount a tmpfs (${(err as Error).message.split("\n")[0]})`);
    rmSync(dir, { recursive: true, force: true });
    return null;
  }
})();

beforeAll(async () => {
  product = await startProduct(
    { PROXY_TIMEOUT_MS: String(PROXY_TIMEOUT_MS), DISK_FREE_MIN_MB: String(DISK_FREE_MIN_MB) },
    { dataDir: smallDisk?.dir },
  );
}, 240_000);

afterAll(async () => {
  frozen.thawAll();
  await product?.stop();
  if (smallDisk) {
    execFileSync("umount", [smallDisk.dir]);
    rmSync(smallDisk.dir, { recursive: true, force: true });
  }
});

afterEach(async () => {
  // Every test leaves the product as it found it: every part up.
  if (!product) return; // it did not start: beforeAll's error says why
  await eventually("every part is up again", async () => (await health()).json.status === "ok", 60_000);
});

const api = (method: string, path: string, opts: CallOptions = {}) => call(product.baseUrl, method, path, opts);
const health = () => api("GET", "/api/health");
const login = (email: string, password = PASSWORD) => api("POST", "/api/auth/login", { body: { email, password } });

async function signIn(email = "pro@example.com", password = PASSWORD): Promise<string> {
  const res = await login(email, password);
  expect(res.status).toBe(200);
  return res.json.sessionId as string;
}

const TOOL_CALLS = {
  hookgenie: { path: "/api/hookgenie", body: { topic: "Handmade leather wallets" } },
  trendspy: { path: "/api/trendspy", body: { niche: "loose leaf tea" } },
  seosnapshot: {
    path: "/api/seosnapshot",
    body: {
      title: "Handmade Leather Wallets for Men | Slim RFID Bifold Gifts",
      description: "Shop handmade leather wallets for men: slim RFID-blocking bifolds crafted from full-grain leather.",
    },
  },
} as const;
const useTool = (tool: keyof typeof TOOL_CALLS, sessionId: string) =>
  api("POST", TOOL_CALLS[tool].path, { sessionId, body: TOOL_CALLS[tool].body });

/** Waits for the supervisor to record a new process id for `name` (it restarted it). */
async function restartedPid(name: string, oldPid: number): Promise<number> {
  await eventually(`the supervisor restarted ${name}`, async () => (product.pids()[name] ?? oldPid) !== oldPid);
  return product.pids()[name]!;
}

test("a killed tool service: its tool answers JSON 502 and health is degraded naming it, the rest works; the supervisor brings it back", async () => {
  const sessionId = await signIn();
  const pid = product.pids().trendspy!;
  // Right after the kill, before the supervisor's first restart (0.5 s later).
  signal(pid, "SIGKILL");
  const [dead, report] = await Promise.all([useTool("trendspy", sessionId), health()]);
  expectJsonError(dead, 502);
  expect(dead.json.error).toMatch(/unavailable/i);
  expect(report.status).toBe(200);
  expect(report.json).toMatchObject({
    status: "degraded",
    database: "ok",
    store: "ok",
    services: { trendspy: "unavailable", hookgenie: "ok" },
  });

  const other = await useTool("hookgenie", sessionId);
  expect(other.status).toBe(200);

  const newPid = await restartedPid("trendspy", pid);
  expect(newPid).not.toBe(pid);
  await eventually("trendspy answers again", async () => (await useTool("trendspy", sessionId)).status === 200);
  expect((await health()).json).toMatchObject({ status: "ok", services: { trendspy: "ok" } });
});

test("a frozen tool service: JSON 504 within the proxy timeout, health degraded; it works again once it continues", async () => {
  const sessionId = await signIn();
  const pid = product.pids().seosnapshot!;
  frozen.freeze(pid);
  const [slow, report] = await Promise.all([useTool("seosnapshot", sessionId), health()]);
  expectJsonError(slow, 504);
  expect(slow.ms).toBeGreaterThanOrEqual(PROXY_TIMEOUT_MS - 100);
  expect(slow.ms).toBeLessThan(PROXY_TIMEOUT_MS + 2_000);
  expect(report.status).toBe(200);
  expect(report.ms).toBeLessThan(2_500);
  expect(report.json).toMatchObject({ status: "degraded", services: { seosnapshot: "unavailable" } });
  expect((await useTool("hookgenie", sessionId)).status).toBe(200);

  frozen.thaw(pid);
  await eventually("seosnapshot answers again", async () => (await useTool("seosnapshot", sessionId)).status === 200);
  expect(product.pids().seosnapshot).toBe(pid); // continued, not restarted
});

(embeddedDatabase ? describe : describe.skip)("the embedded database (a process of its own)", () => {
  test("killed: requests that need it answer JSON 503, health 503; once restarted, sign-in works and the data is still there", async () => {
    const email = `kept-${randomBytes(4).toString("hex")}@example.com`;
    const signup = await api("POST", "/api/auth/signup", {
      body: { email, password: "kept-password", firstName: "Kept", lastName: "Data" },
    });
    expect(signup.status).toBe(201);

    const pid = product.pids().db!;
    signal(pid, "SIGKILL");
    const [refused, report] = await Promise.all([login(email, "kept-password"), health()]);
    expectJsonError(refused, 503);
    expect(refused.json).toEqual({
      error: "The service is temporarily unavailable. Please try again shortly.",
      code: "DEPENDENCY_UNAVAILABLE",
      requestId: expect.any(String),
    });
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(report.status).toBe(503);
    expect(report.json).toMatchObject({ status: "unavailable", database: "unavailable", store: "ok" });

    await restartedPid("db", pid);
    // Health, not sign-in, is polled: each sign-in attempt counts towards the login throttle.
    await eventually("the database is back", async () => (await health()).json.database === "ok", 60_000);
    expect((await login(email, "kept-password")).status).toBe(200);
    expect((await login("pro@example.com")).status).toBe(200);
  });

  test("frozen: JSON 503 with Retry-After in under 5 s, health 503 quickly; it recovers once the database continues", async () => {
    const pid = product.pids().db!;
    frozen.freeze(pid);
    const refused = await login("pro@example.com");
    expectJsonError(refused, 503);
    expect(refused.json.code).toBe("DEPENDENCY_UNAVAILABLE");
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(refused.ms).toBeLessThan(5_000);

    const report = await health();
    expect(report.status).toBe(503);
    expect(report.ms).toBeLessThan(2_500);
    expect(report.json).toMatchObject({ status: "unavailable", database: "unavailable" });

    frozen.thaw(pid);
    await eventually("the database answers again", async () => (await health()).json.database === "ok", 30_000);
    expect((await login("pro@example.com")).status).toBe(200);
    expect(product.pids().db).toBe(pid); // continued, not restarted
  });
});

test("a restarted BFF keeps sessions and used free tries (the store survives the restart)", async () => {
  // A user without a plan spends one free try from a known device.
  const email = `restart-${randomBytes(4).toString("hex")}@example.com`;
  const signup = await api("POST", "/api/auth/signup", {
    body: { email, password: "restart-pass", firstName: "Re", lastName: "Start" },
  });
  expect(signup.status).toBe(201);
  const sessionId = signup.json.sessionId as string;
  const cookie = `did=${randomBytes(16).toString("base64url")}`;
  const remaining = async () => (await api("GET", "/api/user/subscription", { sessionId, cookie })).json.freeTriesRemaining;
  const before = await remaining();
  expect(before).toBeGreaterThan(0);
  const tried = await api("POST", TOOL_CALLS.hookgenie.path, { sessionId, cookie, body: TOOL_CALLS.hookgenie.body });
  expect(tried.status).toBe(200);
  expect(await remaining()).toBe(before - 1);
  const me = await api("GET", "/api/auth/user", { sessionId });
  expect(me.status).toBe(200);

  const pid = product.pids().bff!;
  signal(pid, "SIGTERM");
  await restartedPid("bff", pid);
  await eventually("the BFF answers again", async () => (await health()).status === 200, 60_000);

  const again = await api("GET", "/api/auth/user", { sessionId });
  expect(again.status).toBe(200);
  expect(again.json).toEqual(me.json);
  expect(await remaining()).toBe(before - 1);
});

test("kill -9 of the BFF right after it answered sign-ins: nobody is signed out", async () => {
  // Signed in at the last moment: the sessions were on disk (or in Redis) before the answers left.
  const emails = ["pro@example.com", "starter@example.com", "pro@example.com", "starter@example.com"];
  const sessions = await Promise.all(emails.map((email) => signIn(email)));
  const pid = product.pids().bff!;
  signal(pid, "SIGKILL");
  await restartedPid("bff", pid);
  await eventually("the BFF answers again", async () => (await health()).status === 200, 60_000);
  for (const sessionId of sessions) expect((await api("GET", "/api/auth/user", { sessionId })).status).toBe(200);
});

(smallDisk ? test : test.skip)(
  "a nearly full disk: health 503 naming it, writes 507 before they change anything, reads and sign-out work; back once space is freed",
  async () => {
    const { dir, filler } = smallDisk!;
    const sessionId = await signIn();
    const spare = await signIn();
    const email = `disk-${randomBytes(4).toString("hex")}@example.com`;
    const signupBody = { email, password: "disk-password", firstName: "Disk", lastName: "Full" };

    // Leave 24 MB free: below the threshold, above what the running product still writes.
    const fs = statfsSync(dir);
    const fill = Number(fs.bavail) * Number(fs.bsize) - 24 * 1024 * 1024;
    execFileSync("fallocate", ["-l", String(fill), filler]);
    try {
      await eventually("health reports the disk full", async () => (await health()).json.disk === "full", 10_000);
      const report = await health();
      expect(report.status).toBe(503);
      expect(report.json).toMatchObject({ status: "unavailable", disk: "full", database: "ok", store: "ok" });

      const refused = await api("POST", "/api/auth/signup", { body: signupBody });
      expectJsonError(refused, 507);
      expect(refused.json.code).toBe("INSUFFICIENT_STORAGE");
      expect(refused.headers.get("retry-after")).toBe("60");
      // Reads go on; signing out is allowed.
      expect((await api("GET", "/api/auth/user", { sessionId })).status).toBe(200);
      expect((await api("GET", "/api/history", { sessionId })).status).toBe(200);
      expect((await api("POST", "/api/auth/logout", { sessionId: spare })).status).toBe(200);
    } finally {
      rmSync(filler, { force: true });
    }
    await eventually("health reports the disk ok", async () => (await health()).json.disk === "ok", 10_000);
    expect((await api("POST", "/api/auth/signup", { body: signupBody })).status).toBe(201);
    // Nothing of the refused sign-up was half-written: the account is new now.
    expect((await login(email, "disk-password")).status).toBe(200);
  },
);
