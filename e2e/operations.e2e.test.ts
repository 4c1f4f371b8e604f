// Faults an operator meets past the embedded default, on the real product started as the README
// says (`npm start`), with PostgreSQL and Redis reached through TCP proxies this suite controls:
// each is black-holed (the connection stays open, nothing answers: a frozen server or a partition),
// refused (killed) and brought back. Every call that needs what is gone answers a JSON 503 with
// Retry-After within a few seconds; readiness says so while liveness does not (a restart would not
// help); nothing answered is lost. Then the BFF is stopped with SIGTERM under load, and `npm start`
// itself is stopped with SIGTERM.
import { randomBytes } from "node:crypto";
import { Client as PgClient } from "pg";
import { startTcpProxy, type TcpProxy } from "@seo/kv/testing/tcpProxy";
import { alive, leftoverProcesses, startProduct, type RunningProduct } from "./harness";
import { call, eventually, expectDependencyUnavailable, signal, type Answer, type CallOptions } from "./faultKit";

jest.setTimeout(120_000);

const redisServer = new URL(process.env.REDIS_URL || "redis://127.0.0.1:6379");
const pgServer = new URL(process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres");
const database = `seo_ops_${process.pid}_${randomBytes(3).toString("hex")}`;
const SHUTDOWN_DELAY_MS = 1_500;

let product: RunningProduct;
let productStopped = false; // by the last test, through npm
let redis: TcpProxy;
let pg: TcpProxy;

async function onServer(sql: string) {
  const client = new PgClient({ connectionString: pgServer.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  redis = await startTcpProxy({ host: redisServer.hostname, port: Number(redisServer.port || 6379) });
  pg = await startTcpProxy({ host: pgServer.hostname, port: Number(pgServer.port || 5432) });
  await onServer(`CREATE DATABASE ${database}`);
  const url = new URL(pgServer.toString());
  url.host = `127.0.0.1:${pg.port}`;
  url.pathname = `/${database}`;
  product = await startProduct(
    {
      DATABASE_URL: url.toString(),
      REDIS_URL: redis.url("redis", redisServer.pathname),
      SHUTDOWN_DELAY_MS: String(SHUTDOWN_DELAY_MS),
      PROXY_TIMEOUT_MS: "5000",
    },
    { viaNpm: true },
  );
}, 240_000);

afterAll(async () => {
  redis?.pass();
  pg?.pass();
  await product?.stop();
  await redis?.close();
  await pg?.close();
  await onServer(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
});

afterEach(async () => {
  // Every test leaves the product as it found it.
  redis.pass();
  pg.pass();
  if (product && !productStopped)
    await eventually("the product is ready again", async () => (await api("GET", "/api/health/ready")).status === 200, 60_000);
});

const api = (method: string, path: string, opts: CallOptions = {}) => call(product.baseUrl, method, path, opts);
const PASSWORD = "demo-password";

async function signIn(email = "pro@example.com"): Promise<string> {
  const res = await api("POST", "/api/auth/login", { body: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return res.json.sessionId as string;
}

const headline = (sessionId: string) =>
  api("POST", "/api/hookgenie", { sessionId, body: { topic: "Handmade leather wallets for men" } });

test("Redis stops answering: JSON 503 with Retry-After within 3 s, unready but live; back when it answers, nobody signed out", async () => {
  const sessionId = await signIn();
  expect((await headline(sessionId)).status).toBe(200);

  redis.blackHole();
  const answers = await Promise.all([
    api("GET", "/api/auth/user", { sessionId }),
    headline(sessionId),
    api("POST", "/api/auth/login", { body: { email: "pro@example.com", password: PASSWORD } }),
  ]);
  for (const res of answers) {
    expectDependencyUnavailable(res);
    expect(res.ms).toBeLessThan(3_000);
  }
  const ready = await api("GET", "/api/health/ready");
  expect(ready.status).toBe(503);
  expect(ready.json).toMatchObject({ status: "unavailable", store: "unavailable", database: "ok" });
  expect(ready.ms).toBeLessThan(3_000);
  expect((await api("GET", "/api/health/live")).status).toBe(200);
  // Signed-out visitors still get the tool pages' registry.
  expect((await api("GET", "/remotes.json")).status).toBe(200);

  redis.pass();
  await eventually("the store answers again", async () => (await api("GET", "/api/health/ready")).status === 200, 30_000);
  expect((await api("GET", "/api/auth/user", { sessionId })).status).toBe(200);
  expect((await headline(sessionId)).status).toBe(200);
});

test("Redis refused (killed): JSON 503 at once; back when it is", async () => {
  const sessionId = await signIn();
  redis.refuse();
  const res = await api("GET", "/api/auth/user", { sessionId });
  expectDependencyUnavailable(res);
  expect(res.ms).toBeLessThan(3_000);
  redis.pass();
  await eventually("the store answers again", async () => (await api("GET", "/api/health/ready")).status === 200, 30_000);
  expect((await api("GET", "/api/auth/user", { sessionId })).status).toBe(200);
});

test("PostgreSQL stops answering: workflow, billing and sign-in answer JSON 503 within 5 s, tool pages still load; tool calls answered meanwhile reach the history", async () => {
  const sessionId = await signIn();
  const historyTotal = async () => {
    const res = await api("GET", "/api/history?tool=hookgenie&limit=50", { sessionId });
    expect(res.status).toBe(200);
    return res.json.entries.length as number;
  };
  const before = await historyTotal();
  // Warm: the user is cached and the tool answers without the database.
  expect((await headline(sessionId)).status).toBe(200);

  pg.blackHole();
  // Answered tool calls while the database is away (the user row is cached for a few seconds):
  // their history rows wait in the BFF and are written once it is back.
  const answered: Answer[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await headline(sessionId);
    if (res.status === 200) answered.push(res);
  }
  const [workflow, billing, login] = await Promise.all([
    api("GET", "/api/workflow/projects", { sessionId }),
    api("GET", "/api/billing/subscription", { sessionId }),
    api("POST", "/api/auth/login", { body: { email: `nobody-${Date.now()}@example.com`, password: PASSWORD } }),
  ]);
  for (const res of [workflow, billing, login]) {
    expectDependencyUnavailable(res);
    expect(res.ms).toBeLessThan(6_000);
  }
  const remotes = await api("GET", "/remotes.json");
  expect(remotes.status).toBe(200);
  expect(Object.keys(remotes.json).length).toBeGreaterThan(0);
  const ready = await api("GET", "/api/health/ready");
  expect(ready.status).toBe(503);
  expect(ready.json).toMatchObject({ status: "unavailable", database: "unavailable" });
  expect((await api("GET", "/api/health/live")).status).toBe(200);

  await new Promise((r) => setTimeout(r, 3_000)); // an outage longer than a retry or two
  pg.pass();
  await eventually("the database answers again", async () => (await api("GET", "/api/health/ready")).status === 200, 30_000);
  // 1 before the outage + every call answered during it.
  await eventually(
    "every answered call is in the history",
    async () => (await historyTotal()) === before + 1 + answered.length,
    30_000,
    500,
  );
  expect((await api("GET", "/api/workflow/projects", { sessionId })).status).toBe(200);
});

test("PostgreSQL refused (killed) and back: JSON 503 meanwhile, the data is there after", async () => {
  const email = `kept-${randomBytes(4).toString("hex")}@example.com`;
  const signup = await api("POST", "/api/auth/signup", {
    body: { email, password: "kept-password", firstName: "Kept", lastName: "Data" },
  });
  expect(signup.status).toBe(201);

  pg.refuse();
  const refused = await api("POST", "/api/auth/login", { body: { email, password: "kept-password" } });
  expectDependencyUnavailable(refused);
  expect(refused.ms).toBeLessThan(6_000);

  pg.pass();
  await eventually("the database answers again", async () => (await api("GET", "/api/health/ready")).status === 200, 30_000);
  expect((await api("POST", "/api/auth/login", { body: { email, password: "kept-password" } })).status).toBe(200);
});

test("SIGTERM to the BFF under load: unready at once, serving through the pause, no answer lost; the supervisor starts a new one", async () => {
  const sessionId = await signIn();
  const bff = product.pids().bff!;
  const outcomes: { status: number | "refused" | "reset"; at: number }[] = [];
  let running = true;
  const start = Date.now();
  const worker = async () => {
    while (running) {
      try {
        const res = await api("GET", "/api/auth/user", { sessionId, timeoutMs: 10_000 });
        outcomes.push({ status: res.status, at: Date.now() - start });
      } catch (err) {
        const code = String((err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message);
        outcomes.push({ status: /ECONNREFUSED/.test(code) ? "refused" : "reset", at: Date.now() - start });
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  const workers = Array.from({ length: 4 }, worker);
  await new Promise((r) => setTimeout(r, 500));
  const signalledAt = Date.now() - start;
  signal(bff, "SIGTERM");
  await new Promise((r) => setTimeout(r, 200));
  const ready = await api("GET", "/api/health/ready").catch(() => null);
  expect(ready?.status).toBe(503);
  expect(ready?.json).toEqual({ status: "draining" });

  await eventually("the supervisor started a new BFF", async () => (product.pids().bff ?? bff) !== bff, 30_000);
  await eventually("the new BFF is ready", async () => (await api("GET", "/api/health/ready")).status === 200, 60_000);
  running = false;
  await Promise.all(workers);

  const during = outcomes.filter((o) => o.at >= signalledAt && o.at < signalledAt + SHUTDOWN_DELAY_MS - 100);
  expect(during.length).toBeGreaterThan(5);
  expect(during.every((o) => o.status === 200)).toBe(true); // the pause: everything answered
  // Nothing but answers, then (from the end of the pause until the new BFF listens) connections
  // refused, or reset when caught in the accept queue as the port closed: never an error status.
  const failures = outcomes.filter((o) => o.status !== 200);
  expect(failures.filter((o) => typeof o.status === "number" || o.at < signalledAt + SHUTDOWN_DELAY_MS - 50)).toEqual([]);
  expect(product.output()).toMatch(/bff stopped \(code 0\)/);
});

test("`npm start` stops every process of the product on SIGTERM to npm", async () => {
  const pids = Object.values(product.pids());
  expect(pids.length).toBeGreaterThan(5);
  const npm = product.launcherPid();
  productStopped = true;
  signal(npm, "SIGTERM");
  expect(await leftoverProcesses(product.dataDir, 30_000)).toEqual([]);
  expect(pids.filter(alive)).toEqual([]);
});
