import request from "supertest";
import { Router } from "@koa/router";
import { z } from "zod";
import { createServiceApp } from "./app";
import { HttpError } from "./errorMiddleware";
import { signedHeaders } from "./testing";
import type { ServiceState } from "./identity";

const config = { identity: { secret: "test-secret", maxAgeSeconds: 60 } };
const identity = { userId: "42", plan: "pro" };

function buildApp() {
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
  return createServiceApp({ name: "test", router, config }).callback();
}

describe("createServiceApp", () => {
  const app = buildApp();

  it("answers /health without identity", async () => {
    const res = await request(app).get("/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok", service: "test" });
  });

  it("refuses a request without identity headers", async () => {
    const res = await request(app).get("/api/whoami");
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Missing or invalid service identity" });
  });

  it("refuses a forged signature", async () => {
    const res = await request(app).get("/api/whoami").set(signedHeaders(identity, "wrong-secret"));
    expect(res.status).toBe(401);
  });

  it("refuses a tampered identity", async () => {
    const headers = { ...signedHeaders(identity, config.identity.secret), "x-seo-user-plan": "admin" };
    const res = await request(app).get("/api/whoami").set(headers);
    expect(res.status).toBe(401);
  });

  it("refuses a stale signature", async () => {
    const res = await request(app)
      .get("/api/whoami")
      .set(signedHeaders(identity, config.identity.secret, Date.now() - 5 * 60_000));
    expect(res.status).toBe(401);
  });

  it("puts the verified identity in ctx.state", async () => {
    const res = await request(app).get("/api/whoami").set(signedHeaders(identity, config.identity.secret));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(identity);
  });

  it("accepts a user without a plan (empty plan header)", async () => {
    const anon = { userId: "anon:abc", plan: "" };
    const res = await request(app).get("/api/whoami").set(signedHeaders(anon, config.identity.secret));
    expect(res.status).toBe(200);
    expect(res.body).toEqual(anon);
  });

  it("turns a zod error into 400 naming the field", async () => {
    const res = await request(app)
      .post("/api/echo")
      .set(signedHeaders(identity, config.identity.secret))
      .send({ name: "" });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/name/);
    expect(res.body.issues[0]).toEqual({ path: "name", message: "Required" });
  });

  it("answers malformed JSON with a JSON 400", async () => {
    const res = await request(app)
      .post("/api/echo")
      .set(signedHeaders(identity, config.identity.secret))
      .set("content-type", "application/json")
      .send("{not json");
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it("answers a body over the limit with a JSON 413", async () => {
    const res = await request(app)
      .post("/api/echo")
      .set(signedHeaders(identity, config.identity.secret))
      .send({ name: "x".repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: "Request body too large" });
  });

  it("keeps the message of an HttpError", async () => {
    const res = await request(app).get("/api/missing").set(signedHeaders(identity, config.identity.secret));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Project not found" });
  });

  it("hides the details of an unexpected error", async () => {
    const res = await request(app).get("/api/boom").set(signedHeaders(identity, config.identity.secret));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: "Internal server error" });
  });

  it("answers unknown routes and wrong methods with JSON", async () => {
    const headers = signedHeaders(identity, config.identity.secret);
    const notFound = await request(app).get("/api/nope").set(headers);
    expect(notFound.status).toBe(404);
    expect(notFound.body).toEqual({ error: "Not found" });
    const wrongMethod = await request(app).delete("/api/whoami").set(headers);
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body).toEqual({ error: "Method not allowed" });
  });
});
