// /api/health tells the truth about each part, in parallel and quickly: ok, degraded (a service is
// down: 200) or unavailable (the database or the store is down: 503).
import http from "node:http";
import net from "node:net";
import express from "express";
import request from "supertest";
import type { ServiceName } from "@seo/config/ports";
import type { PrismaClient } from "@seo/db/client";
import type { KvStore } from "@seo/kv/store";
import type { DiskSpace } from "../http/diskSpace";
import { HEALTH_CHECK_TIMEOUT_MS, healthRoutes } from "./healthRoutes";

const SERVICES: ServiceName[] = ["descripto", "hookgenie", "trendspy", "seosnapshot", "workflow", "billing"];
const never = () => new Promise<never>(() => {});

const database = (check: () => Promise<unknown>) => ({ $queryRaw: check }) as unknown as PrismaClient;
const store = (ping: () => Promise<unknown>) => ({ ping }) as unknown as KvStore;

const servers: http.Server[] = [];
async function serve(handler: http.RequestListener): Promise<string> {
  const server = http.createServer(handler);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
}
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

let healthyUrl: string;
let hangingUrl: string;
let deadUrl: string;
const seen: string[] = [];
beforeAll(async () => {
  healthyUrl = await serve((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(req.url === "/health" ? 200 : 404, { "content-type": "application/json" });
    res.end(JSON.stringify({ status: "ok" }));
  });
  hangingUrl = await serve(() => {}); // accepts, never answers (a frozen service)
  const port = Number(new URL(await serve(() => {})).port);
  await new Promise((r) => servers.pop()!.close(r));
  deadUrl = `http://127.0.0.1:${port}`;
});

function appWith(
  deps: {
    db?: PrismaClient;
    kv?: KvStore;
    urls?: Partial<Record<ServiceName, string>>;
    accepting?: () => boolean;
    disk?: DiskSpace;
  } = {},
) {
  const serviceUrls = Object.fromEntries(SERVICES.map((s) => [s, deps.urls?.[s] ?? healthyUrl])) as Record<ServiceName, string>;
  const app = express();
  app.use(
    "/api",
    healthRoutes({
      prisma: deps.db ?? database(async () => [{ "?column?": 1 }]),
      store: deps.kv ?? store(async () => undefined),
      serviceUrls,
      accepting: deps.accepting,
      disk: deps.disk,
    }),
  );
  return app;
}

const allOk = Object.fromEntries(SERVICES.map((s) => [s, "ok"]));

test("ok when every part answers, naming each; never cached", async () => {
  const res = await request(appWith()).get("/api/health");
  expect(res.status).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.body).toEqual({ status: "ok", database: "ok", store: "ok", services: allOk });
  // Each service's own unauthenticated /health is what gets probed.
  expect(seen).toContain("GET /health");
});

test("degraded (still 200) when a service is down or frozen, naming it; in well under 2 s", async () => {
  const started = Date.now();
  const res = await request(appWith({ urls: { seosnapshot: deadUrl, trendspy: hangingUrl } })).get("/api/health");
  const took = Date.now() - started;
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    status: "degraded",
    database: "ok",
    store: "ok",
    services: { ...allOk, seosnapshot: "unavailable", trendspy: "unavailable" },
  });
  expect(took).toBeGreaterThanOrEqual(HEALTH_CHECK_TIMEOUT_MS - 50);
  expect(took).toBeLessThan(2_000);
});

test("a service answering an error status counts as down", async () => {
  const failing = await serve((_req, res) => {
    res.writeHead(500);
    res.end();
  });
  const res = await request(appWith({ urls: { billing: failing } })).get("/api/health");
  expect(res.status).toBe(200);
  expect(res.body.status).toBe("degraded");
  expect(res.body.services.billing).toBe("unavailable");
});

test("503 when the database is down or frozen, with every part still reported", async () => {
  const down = await request(appWith({ db: database(() => Promise.reject(new Error("ECONNREFUSED"))) })).get("/api/health");
  expect(down.status).toBe(503);
  expect(down.headers["cache-control"]).toBe("no-store");
  expect(down.body).toEqual({ status: "unavailable", database: "unavailable", store: "ok", services: allOk });

  const started = Date.now();
  const frozen = await request(appWith({ db: database(never), urls: { workflow: hangingUrl } })).get("/api/health");
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(frozen.status).toBe(503);
  expect(frozen.body).toMatchObject({ status: "unavailable", database: "unavailable", services: { workflow: "unavailable" } });
});

test("503 when the store is down or frozen", async () => {
  const down = await request(appWith({ kv: store(() => Promise.reject(new Error("down"))) })).get("/api/health");
  expect(down.status).toBe(503);
  expect(down.body).toEqual({ status: "unavailable", database: "ok", store: "unavailable", services: allOk });

  const frozen = await request(appWith({ kv: store(never) })).get("/api/health");
  expect(frozen.status).toBe(503);
  expect(frozen.body.store).toBe("unavailable");
});

describe("liveness and readiness", () => {
  function probed(deps: { db?: PrismaClient; kv?: KvStore; accepting?: () => boolean }) {
    const app = appWith({ ...deps, urls: Object.fromEntries(SERVICES.map((s) => [s, deadUrl])) });
    return async (path: string) => {
      const res = await request(app).get(path);
      return { status: res.status, body: res.body };
    };
  }

  it("ready while the database and the store answer, whatever the tool services do", async () => {
    const get = probed({});
    expect(await get("/api/health/ready")).toEqual({
      status: 200,
      body: { status: "ready", database: "ok", store: "ok" },
    });
    expect(await get("/api/health/live")).toEqual({ status: 200, body: { status: "ok" } });
  });

  it("unready (503) while the database or the store is down, and still live: a restart would not help", async () => {
    const noDb = probed({ db: database(() => Promise.reject(new Error("ECONNREFUSED"))) });
    expect(await noDb("/api/health/ready")).toEqual({
      status: 503,
      body: { status: "unavailable", database: "unavailable", store: "ok" },
    });
    expect((await noDb("/api/health/live")).status).toBe(200);

    const frozenStore = probed({ kv: store(never) });
    const started = Date.now();
    expect((await frozenStore("/api/health/ready")).body.store).toBe("unavailable");
    expect(Date.now() - started).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS + 1_000);
    expect((await frozenStore("/api/health/live")).status).toBe(200);
  });

  it("unready from the moment the process is shutting down, still live", async () => {
    let accepting = true;
    const get = probed({ accepting: () => accepting });
    expect((await get("/api/health/ready")).status).toBe(200);
    accepting = false;
    expect(await get("/api/health/ready")).toEqual({ status: 503, body: { status: "draining" } });
    expect((await get("/api/health/live")).status).toBe(200);
  });
});

describe("a full disk", () => {
  it("makes health 503 naming the disk, while the database and the store still answer", async () => {
    const app = appWith({ disk: { status: async () => "full", freeBytes: () => 1_000 } });
    const res = await request(app).get("/api/health");
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ status: "unavailable", database: "ok", store: "ok", disk: "full" });
  });
});
