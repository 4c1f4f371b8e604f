// /api/admin/model through real HTTP: the real tool services, each with its own model settings (a
// fake OpenAI-compatible server that answers, one that refuses the key, none, a service that is
// down), behind the BFF. Admin-only; one failing service is a row, not a 500; no key ever shows.
import http from "node:http";
import request from "supertest";
import type { AppConfig } from "@seo/config/env";
import { serviceUrlVariable } from "@seo/config/ports";
import { adminModelSchema, adminModelTestSchema } from "@seo/contracts/modelEngine";
import { ADMIN_MODEL_API } from "@seo/contracts/modelEnginePaths";
import { registry } from "@seo/registry/registry";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "@seo/ai/testing/fakeOpenAIServer";
import {
  closeServer,
  createUserWithSession,
  deadUrl,
  listen,
  startBackends,
  startBff,
  testConfig,
  type Backends,
} from "../testing/testStack";

jest.setTimeout(60_000);

const KEY = "sk-live-never-shown-0123456789abcdef";
const [answering, refusing, offline, down] = registry.tools;

let backends: Backends;
let good: FakeOpenAIServer;
let badKey: FakeOpenAIServer;
let bff: Awaited<ReturnType<typeof startBff>>;
const servers: http.Server[] = [];

/** One tool's real service app, listening with the given environment. */
async function startService(tool: (typeof registry.tools)[number], env: Record<string, string>) {
  const mod = (await import(`../../../${tool.service.dir}/src/app`)) as {
    createApp(c: AppConfig): { callback(): http.RequestListener };
  };
  const server = http.createServer(mod.createApp(testConfig(env)).callback());
  servers.push(server);
  return listen(server);
}

beforeAll(async () => {
  backends = await startBackends("pglite");
  good = await startFakeOpenAIServer();
  good.reply({ fromSchema: true });
  badKey = await startFakeOpenAIServer();
  badKey.reply({ status: 401, body: { error: { message: `Incorrect API key provided: ${KEY}` } } });
  const env: Record<string, string> = {
    [serviceUrlVariable(answering!.service.name)]: await startService(answering!, {
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: good.baseURL,
      OPENAI_MODEL: "fake-model-1",
    }),
    [serviceUrlVariable(refusing!.service.name)]: await startService(refusing!, {
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: badKey.baseURL,
      OPENAI_MODEL: "fake-model-2",
    }),
    [serviceUrlVariable(offline!.service.name)]: await startService(offline!, {}),
    [serviceUrlVariable(down!.service.name)]: await deadUrl(),
  };
  bff = await startBff(backends, env);
}, 120_000);

afterAll(async () => {
  await bff?.close();
  await Promise.all(servers.map(closeServer));
  await good?.close();
  await badKey?.close();
  await backends?.close();
});

const session = async (fields: Parameters<typeof createUserWithSession>[2]) =>
  (await createUserWithSession(backends, bff.config, fields)).sessionId;

describe("/api/admin/model", () => {
  it("answers 401 signed out and 403 to a user without admin rights, for both routes", async () => {
    expect((await request(bff.url).get(ADMIN_MODEL_API.settings)).status).toBe(401);
    expect((await request(bff.url).post(ADMIN_MODEL_API.test).send({})).status).toBe(401);
    const pro = await session({ subscriptionType: "pro" });
    const read = await request(bff.url).get(ADMIN_MODEL_API.settings).set("x-session-id", pro);
    expect(read.status).toBe(403);
    expect(read.body.error).toBe("Admin access only");
    expect((await request(bff.url).post(ADMIN_MODEL_API.test).set("x-session-id", pro).send({})).status).toBe(403);
    expect(good.requests).toHaveLength(0);
  });

  it("lists each tool's engine as its own service reports it, a service that is down as a row, and no key", async () => {
    const admin = await session({ isAdmin: true });
    const res = await request(bff.url).get(ADMIN_MODEL_API.settings).set("x-session-id", admin);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { tools } = adminModelSchema.parse(res.body);
    expect(tools.map((t) => t.id)).toEqual(registry.tools.map((t) => t.id));
    const row = (id: string) => tools.find((t) => t.id === id)!;
    expect(row(answering!.id).settings).toEqual({
      engine: "model",
      model: "fake-model-1",
      baseUrlHost: new URL(good.baseURL).host,
      fallback: true,
      timeoutMs: 20_000,
    });
    expect(row(offline!.id).settings).toMatchObject({ engine: "offline", model: null });
    expect(row(down!.id)).toEqual({
      id: down!.id,
      title: down!.title,
      settings: null,
      error: `${down!.title} service is unavailable`,
    });
    expect(res.text).not.toContain("sk-live");
    expect(good.requests).toHaveLength(0);
  });

  it("tests each tool's connection in its own service: latency, structured output, why one failed", async () => {
    const admin = await session({ isAdmin: true });
    const res = await request(bff.url).post(ADMIN_MODEL_API.test).set("x-session-id", admin).send({});
    expect(res.status).toBe(200);
    const { tools } = adminModelTestSchema.parse(res.body);
    const row = (id: string) => tools.find((t) => t.id === id)!;
    expect(row(answering!.id).report).toEqual({
      ok: true,
      model: "fake-model-1",
      baseUrlHost: new URL(good.baseURL).host,
      latencyMs: expect.any(Number),
      structuredOutput: "ok",
    });
    expect(row(refusing!.id).report).toMatchObject({
      ok: false,
      model: "fake-model-2",
      structuredOutput: "failed",
      status: 401,
      error: expect.stringMatching(/refused the API key/),
    });
    expect(row(offline!.id)).toMatchObject({ settings: { engine: "offline" }, report: null });
    expect(row(down!.id)).toMatchObject({ report: null, error: `${down!.title} service is unavailable` });
    expect(res.text).not.toContain("sk-live");
    expect(res.text).not.toContain("never-shown");
    // The service asked its model once, with the key from its own environment.
    expect(good.requests).toHaveLength(1);
    expect(good.requests[0]!.authorization).toBe(`Bearer ${KEY}`);
  });

  it("tests one tool when named, refuses an unknown one (404) and extra fields (400)", async () => {
    const admin = await session({ isAdmin: true });
    const one = await request(bff.url).post(ADMIN_MODEL_API.test).set("x-session-id", admin).send({ tool: answering!.id });
    expect(one.status).toBe(200);
    expect(one.body.tools.map((t: { id: string }) => t.id)).toEqual([answering!.id]);
    const unknown = await request(bff.url).post(ADMIN_MODEL_API.test).set("x-session-id", admin).send({ tool: "nope" });
    expect(unknown.status).toBe(404);
    const extra = await request(bff.url).post(ADMIN_MODEL_API.test).set("x-session-id", admin).send({ model: "gpt-4o" });
    expect(extra.status).toBe(400);
  });

  it("refuses a cookie-authenticated test from another origin", async () => {
    const admin = await session({ isAdmin: true });
    const res = await request(bff.url)
      .post(ADMIN_MODEL_API.test)
      .set("Cookie", `sid=${admin}`)
      .set("Origin", "https://evil.example")
      .send({});
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("CROSS_SITE_REQUEST");
  });
});
