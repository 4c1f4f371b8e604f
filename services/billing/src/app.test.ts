import request from "supertest";
import { loadConfig } from "@seo/config/env";
import { signedAs } from "@seo/service-kit/testing";
import { createApp } from "./app";

const config = loadConfig({ NODE_ENV: "test", IDENTITY_SECRET: "billing-test-secret" });
const app = createApp(config).callback();

describe("billing service (placeholder)", () => {
  it("answers /health without identity", async () => {
    const res = await request(app).get("/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", service: "billing" });
  });

  it("requires the signed identity", async () => {
    expect((await request(app).get("/api/billing/mode")).status).toBe(401);
  });

  it("says it runs in test mode without a Stripe key", async () => {
    const res = await signedAs(app, { userId: "1", plan: "" }, "billing-test-secret").get("/api/billing/mode");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mode: "test" });
  });
});

describe("test-mode create-subscription", () => {
  const request = require("supertest") as typeof import("supertest");
  const { loadConfig } = require("@seo/config/env") as typeof import("@seo/config/env");
  const { signedAs } = require("@seo/service-kit/testing") as typeof import("@seo/service-kit/testing");
  const { createApp } = require("./app") as typeof import("./app");
  const secret = "billing-test-secret";
  const app = createApp(loadConfig({ NODE_ENV: "test", IDENTITY_SECRET: secret })).callback();

  it("answers a simulated client secret and the plan's amount", async () => {
    const res = await signedAs(app, { userId: "5", plan: "" }, secret).post("/api/create-subscription", { plan: "starter" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ plan: "starter", amount: 19, mode: "test" });
    expect(res.body.clientSecret).toMatch(/^test_pi_starter_secret_[0-9a-f]{24}$/);
  });

  it("refuses an unknown plan with 400 naming the field", async () => {
    const res = await signedAs(app, { userId: "5", plan: "" }, secret).post("/api/create-subscription", { plan: "gold" });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("plan");
  });
});
