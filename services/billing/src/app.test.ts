import request from "supertest";
import { loadConfig } from "@seo/config/env";
import { signedHeaders } from "@seo/service-kit/testing";
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
    const res = await request(app)
      .get("/api/billing/mode")
      .set(signedHeaders({ userId: "1", plan: "" }, "billing-test-secret"));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ mode: "test" });
  });
});
