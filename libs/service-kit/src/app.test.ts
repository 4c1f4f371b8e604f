import request from "supertest";
import { Router } from "@koa/router";
import { z } from "zod";
import { createServiceApp } from "./app";
import { HttpError } from "./errorMiddleware";
import { signedAs, signedHeaders } from "./testing/signedRequests";
import type { ServiceState } from "./identity";
import { REQUEST_ID_HEADER } from "@seo/contracts/identity";
import { createLogger, type AppLogger } from "@seo/log/logger";
import { randomUUID } from "node:crypto";
import { sharedReplayGuard } from "@seo/identity/signature";
import { KvUnavailableError } from "@seo/kv/redisStore";
import { createStore, prefixedKvStore } from "@seo/kv/store";

const config = { identity: { secret: "test-secret", maxAgeSeconds: 30 } };
const identity = { userId: "42", plan: "pro" };

function buildApp(log?: AppLogger) {
  return buildKoa(log).callback();
}

function buildKoa(log?: AppLogger) {
  const router = new Router<ServiceState>();
  router.get("/api/whoami", (ctx) => {
    ctx.body = ctx.state.identity;
  });
  router.post("/api/echo", (ctx) => {
    ctx.body = z.object({ name: z.string().min(1, "Required") }).parse(ctx.request.body);
  });
  router.get("/api/missing", () => {
    throw new HttpError(404, "Project not found");
  });
  router.get("/api/boom", () => {
    throw new Error("secret database password in this message");
  });
  router.get("/api/db-down", () => {
    // What Prisma throws when the database cannot be reached.
    throw Object.assign(new Error("Can't reach database server at `127.0.0.1:5432`"), { code: "P1001" });
  });
  router.get("/api/logs", async (ctx) => {
    await new Promise((r) => setTimeout(r, 1));
    log?.info("handling");
    ctx.body = { ok: true };
  });
  return createServiceApp({ name: "test", router, config, log });
}

describe("createServiceApp", () => {
  const app = buildApp();
  const as = (id = identity, opts: { now?: number } = {}) => signedAs(app, id, config.identity.secret, opts);
  const secret = config.identity.secret;

  it("answers /health without identity", async () => {
    const res = await request(app).get("/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", service: "test" });
  });

  it("answers the probes without identity: live while the process runs, ready while it takes work and reaches its database", async () => {
    const koa = createServiceApp({ name: "probed", router: new Router<ServiceState>(), config });
    let accepting = true;
    let databaseUp = true;
    koa.context.probes = {
      accepting: () => accepting,
      dependencies: async () => {
        if (!databaseUp) throw new Error("connection refused");
      },
    };
    const probe = async (path: string) => {
      const res = await request(koa.callback()).get(path);
      return [res.status, res.body.status];
    };
    expect(await probe("/health/live")).toEqual([200, "ok"]);
    expect(await probe("/health/ready")).toEqual([200, "ready"]);
    databaseUp = false;
    expect(await probe("/health/ready")).toEqual([503, "unavailable"]);
    expect(await probe("/health/live")).toEqual([200, "ok"]); // a restart would not bring the database back
    databaseUp = true;
    accepting = false; // SIGTERM came
    expect(await probe("/health/ready")).toEqual([503, "draining"]);
    expect(await probe("/health/live")).toEqual([200, "ok"]);
  });

  it("refuses a request without identity headers", async () => {
    const res = await request(app).get("/api/whoami");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Missing or invalid service identity", requestId: expect.any(String) });
  });

  it("refuses a forged signature", async () => {
    const res = await signedAs(app, identity, "wrong-secret").get("/api/whoami");
    expect(res.status).toBe(401);
  });

  it("refuses a tampered identity", async () => {
    const headers = { ...signedHeaders(identity, secret, { method: "GET", path: "/api/whoami" }), "x-seo-user-plan": "admin" };
    const res = await request(app).get("/api/whoami").set(headers);
    expect(res.status).toBe(401);
  });

  it("refuses a signature older than 30 seconds, and one from the future", async () => {
    // Well past the window each way (a busy test worker may take seconds between signing and checking).
    expect((await as(identity, { now: Date.now() - 40_000 }).get("/api/whoami")).status).toBe(401);
    expect((await as(identity, { now: Date.now() + 40_000 }).get("/api/whoami")).status).toBe(401);
    expect((await as(identity, { now: Date.now() - 20_000 }).get("/api/whoami")).status).toBe(200);
  });

  it("accepts each request id once: a replayed request is refused", async () => {
    const headers = signedHeaders(identity, secret, { method: "GET", path: "/api/whoami" });
    expect((await request(app).get("/api/whoami").set(headers)).status).toBe(200);
    const replay = await request(app).get("/api/whoami").set(headers);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ error: "Missing or invalid service identity", requestId: expect.any(String) });
  });

  it("with a shared guard, a request accepted by one instance is refused by another", async () => {
    // Two instances of a service on one store (Redis in production; CI's second pass uses it here).
    const shared = process.env.REDIS_URL
      ? prefixedKvStore(await createStore(process.env.REDIS_URL), `replay-test:${randomUUID()}:`)
      : await createStore();
    try {
      const [a, b] = [buildKoa(), buildKoa()];
      for (const instance of [a, b]) instance.context.replayGuard = sharedReplayGuard(shared.incr);
      const headers = signedHeaders(identity, secret, { method: "GET", path: "/api/whoami" });
      expect((await request(a.callback()).get("/api/whoami").set(headers)).status).toBe(200);
      expect((await request(b.callback()).get("/api/whoami").set(headers)).status).toBe(401);
      expect((await request(a.callback()).get("/api/whoami").set(headers)).status).toBe(401);
      // Each fresh request is accepted, on either instance.
      const fresh = signedHeaders(identity, secret, { method: "GET", path: "/api/whoami" });
      expect((await request(b.callback()).get("/api/whoami").set(fresh)).status).toBe(200);
    } finally {
      await shared.close();
    }
  });

  it("refuses the request (503, not let through) while the shared guard's store is unavailable", async () => {
    const koa = buildKoa();
    koa.context.replayGuard = sharedReplayGuard(() => Promise.reject(new KvUnavailableError("Redis is unavailable")));
    const res = await request(koa.callback())
      .get("/api/whoami")
      .set(signedHeaders(identity, secret, { method: "GET", path: "/api/whoami" }));
    expect(res.status).toBe(503);
    expect(res.body.code).toBe("DEPENDENCY_UNAVAILABLE");
  });

  it("binds the signature to the method, the path and the body", async () => {
    const body = JSON.stringify({ name: "Ada" });
    const signed = () => signedHeaders(identity, secret, { method: "POST", path: "/api/echo", body });
    const send = (method: "post" | "put", path: string, text: string) =>
      request(app)[method](path).set(signed()).set("content-type", "application/json").send(text);
    expect((await send("post", "/api/echo", body)).status).toBe(200);
    expect((await send("post", "/api/echo", JSON.stringify({ name: "Eve" }))).status).toBe(401);
    expect((await send("post", "/api/echo?x=1", body)).status).toBe(401);
    expect((await send("put", "/api/echo", body)).status).toBe(401);
  });

  it("puts the verified identity in ctx.state", async () => {
    const res = await as().get("/api/whoami");
    expect(res.status).toBe(200);
    expect(res.body).toEqual(identity);
    expect(res.headers["x-request-id"]).toEqual(expect.any(String));
  });

  it("accepts a user without a plan (empty plan header)", async () => {
    const anon = { userId: "anon:abc", plan: "" };
    const res = await as(anon).get("/api/whoami");
    expect(res.status).toBe(200);
    expect(res.body).toEqual(anon);
  });

  it("turns a zod error into 400 naming the field", async () => {
    const res = await as().post("/api/echo", { name: "" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/name/);
    expect(res.body.issues[0]).toEqual({ path: "name", message: "Required" });
  });

  it("answers malformed JSON with a JSON 400", async () => {
    const text = "{not json";
    const res = await request(app)
      .post("/api/echo")
      .set(signedHeaders(identity, secret, { method: "POST", path: "/api/echo", body: text }))
      .set("content-type", "application/json")
      .send(text);
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it("refuses a body that is not JSON with 415 instead of ignoring it", async () => {
    for (const [type, text] of [
      ["text/plain", '{"name":"Ada"}'],
      ["application/x-www-form-urlencoded", "name=Ada"],
    ]) {
      const res = await request(app)
        .post("/api/echo")
        .set(signedHeaders(identity, secret, { method: "POST", path: "/api/echo", body: text }))
        .set("content-type", type!)
        .send(text);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ error: "Content-Type must be application/json", requestId: expect.any(String) });
    }
  });

  it("refuses a compressed body with 415: nothing in a service inflates one", async () => {
    const text = '{"name":"Ada"}';
    const res = await request(app)
      .post("/api/echo")
      .set(signedHeaders(identity, secret, { method: "POST", path: "/api/echo", body: text }))
      .set("content-type", "application/json")
      .set("content-encoding", "gzip")
      .send(text);
    expect(res.status).toBe(415);
    expect(res.body.error).toMatch(/Content-Encoding/);
  });

  it("refuses a null character, a lone surrogate or deep nesting with 400 naming the field", async () => {
    const nul = await as().post("/api/echo", { name: "A\u0000da" });
    expect(nul.status).toBe(400);
    expect(nul.body.issues[0].path).toBe("name");
    const surrogate = await as().post("/api/echo", { name: "Ada\uD83D" });
    expect(surrogate.status).toBe(400);
    expect(surrogate.body.error).toMatch(/^Invalid name/);
    const deep = `{"name":${'{"a":'.repeat(5000)}"x"${"}".repeat(5000)}}`;
    const nested = await request(app)
      .post("/api/echo")
      .set(signedHeaders(identity, secret, { method: "POST", path: "/api/echo", body: deep }))
      .set("content-type", "application/json")
      .send(deep);
    expect(nested.status).toBe(400);
    expect(nested.body.error).toMatch(/nested too deeply/);
  });

  it("answers a body over the limit with a JSON 413", async () => {
    const res = await as().post("/api/echo", { name: "x".repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: "Request body too large", requestId: expect.any(String) });
  });

  it("keeps the message of an HttpError", async () => {
    const res = await as().get("/api/missing");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Project not found", requestId: expect.any(String) });
  });

  it("hides the details of an unexpected error", async () => {
    const res = await as().get("/api/boom");
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: "Internal server error", requestId: expect.any(String) });
  });

  it("answers a database it cannot reach with a JSON 503 and Retry-After, not a 500", async () => {
    const res = await as().get("/api/db-down");
    expect(res.status).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.body).toEqual({
      error: "The service is temporarily unavailable. Please try again shortly.",
      code: "DEPENDENCY_UNAVAILABLE",
      requestId: expect.any(String),
    });
  });

  it("answers unknown routes and wrong methods with JSON", async () => {
    const notFound = await as().get("/api/nope");
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ error: "Not found", requestId: expect.any(String) });
    const wrongMethod = await as().delete("/api/whoami");
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body).toEqual({ error: "Method not allowed", requestId: expect.any(String) });
  });
});

describe("the request id", () => {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger("test", { level: "info", destination: { write: (l: string) => void lines.push(JSON.parse(l)) } });
  const app = buildApp(log);
  const secret = config.identity.secret;
  beforeEach(() => lines.splice(0));

  it("is the BFF's: echoed, in every log line of the request, and in its error answer", async () => {
    const ok = await request(app)
      .get("/api/logs")
      .set(signedHeaders(identity, secret, { method: "GET", path: "/api/logs", requestId: "bff-id-1" }));
    expect(ok.status).toBe(200);
    expect(ok.headers[REQUEST_ID_HEADER]).toBe("bff-id-1");
    expect(lines).toEqual([expect.objectContaining({ msg: "handling", requestId: "bff-id-1", service: "test" })]);

    const boom = await request(app)
      .get("/api/boom")
      .set(signedHeaders(identity, secret, { method: "GET", path: "/api/boom", requestId: "bff-id-2" }));
    expect(boom.status).toBe(500);
    expect(boom.body).toEqual({ error: "Internal server error", requestId: "bff-id-2" });
    expect(lines.at(-1)).toEqual(expect.objectContaining({ level: "error", msg: "unhandled error", requestId: "bff-id-2" }));
  });

  it("is a fresh one for a request that brought none (it is refused, and its answer still names an id)", async () => {
    const res = await request(app).get("/api/whoami").set(REQUEST_ID_HEADER, "not a valid id!");
    expect(res.status).toBe(401);
    expect(res.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers[REQUEST_ID_HEADER]).toBe(res.body.requestId);
    expect(lines).toEqual([expect.objectContaining({ msg: "identity refused", requestId: res.body.requestId })]);
  });
});
