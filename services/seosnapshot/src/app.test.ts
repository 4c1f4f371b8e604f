import request from "supertest";
import { loadConfig } from "@seo/config/env";
import { seosnapshotResponseSchema } from "@seo/contracts/tools";
import { startFakeOpenAIServer } from "@seo/ai/openai/fakeOpenAIServer";
import { signedHeaders } from "@seo/service-kit/testing";
import { createApp } from "./app";

const SECRET = "seosnapshot-test-secret";
const config = loadConfig({ NODE_ENV: "test", IDENTITY_SECRET: SECRET });
const app = createApp(config).callback();
const identity = { userId: "17", plan: "all" };
const path = "/api/seosnapshot";
const goodInput = { title: "Waterproof Hiking Backpack for Weekend Trails | TrailLite", description: "A light waterproof backpack with a laptop sleeve, 28 litres of space and a lifetime warranty. Pack it for day hikes and commutes. Shop the TrailLite today.", url: "https://example.com/hiking-backpack" };

describe("seosnapshot service", () => {
  it("answers /health without identity", async () => {
    const res = await request(app).get("/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", service: "seosnapshot" });
  });

  it("answers a valid request with the contract's response shape", async () => {
    const res = await request(app).post(path).set(signedHeaders(identity, SECRET)).send(goodInput);
    expect(res.status).toBe(200);
    const body = seosnapshotResponseSchema.parse(res.body);
    expect(body.source).toBe("offline");
    expect(body.result.length).toBeGreaterThan(20);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const res = await request(app).post(path).set(signedHeaders(identity, SECRET)).send({ title: "A title", description: "A description", url: "not a url" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/url/);
    expect(res.body.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: "url" })]));
  });

  it("refuses a request without the signed identity", async () => {
    const res = await request(app).post(path).send(goodInput);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Missing or invalid service identity" });
  });

  it("refuses a forged signature", async () => {
    const res = await request(app).post(path).set(signedHeaders(identity, "not-the-secret")).send(goodInput);
    expect(res.status).toBe(401);
  });

  it("refuses a stale signature", async () => {
    const stale = signedHeaders(identity, SECRET, Date.now() - (config.identity.maxAgeSeconds + 30) * 1000);
    const res = await request(app).post(path).set(stale).send(goodInput);
    expect(res.status).toBe(401);
  });

  it("answers a clear 502 when the model fails and AI_FALLBACK=off", async () => {
    const fake = await startFakeOpenAIServer();
    try {
      fake.reply({ status: 500 });
      const strict = loadConfig({
        NODE_ENV: "test",
        IDENTITY_SECRET: SECRET,
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MAX_RETRIES: "0",
        AI_FALLBACK: "off",
      });
      const res = await request(createApp(strict).callback()).post(path).set(signedHeaders(identity, SECRET)).send(goodInput);
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: "AI provider failed: provider answered 500" });
    } finally {
      await fake.close();
    }
  });
});
