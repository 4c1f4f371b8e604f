// GET /metrics on a service's own port: Prometheus text for this machine (or METRICS_TOKEN), before
// the identity check; every request counted under its route's pattern.
import request from "supertest";
import { Router } from "@koa/router";
import { createServiceApp } from "./app";
import { signedAs } from "./testing/signedRequests";
import type { ServiceState } from "./identity";

const secret = "metrics-test-secret";
const TOKEN = "service-scrape-token";

function buildApp(metricsToken?: string) {
  const router = new Router<ServiceState>();
  router.get("/api/projects/:id", (ctx) => {
    ctx.body = { id: ctx.params.id };
  });
  return createServiceApp({ name: "metrics-test", router, config: { identity: { secret }, metricsToken } }).callback();
}

/** The value of one series in the exposition text (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe("a service's /metrics", () => {
  const app = buildApp(TOKEN);

  it("answers this machine without identity: Node's own metrics and the requests by route pattern, never by URL", async () => {
    const ok = await signedAs(app, { userId: "7", plan: "pro" }, secret).get("/api/projects/123");
    expect(ok.status).toBe(200);
    expect((await request(app).get("/api/projects/456")).status).toBe(401);

    const res = await request(app).get("/metrics");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(res.text).toMatch(/^process_resident_memory_bytes /m);
    const route = 'service="metrics-test",method="GET",route="/api/projects/:id"';
    expect(sample(res.text, `seo_http_requests_total{${route},status="200"}`)).toBe(1);
    expect(sample(res.text, `seo_http_request_duration_seconds_count{${route},status_class="2xx"}`)).toBe(1);
    // Refused before routing (no identity): counted, under no route.
    expect(sample(res.text, 'seo_http_requests_total{service="metrics-test",method="GET",route="(other)",status="401"}')).toBe(1);
    expect(res.text).not.toContain("/api/projects/123");
  });

  it("gives a relayed caller without the token the plain 404, and one with it the metrics", async () => {
    const relayed = await request(app).get("/metrics").set("X-Forwarded-For", "198.51.100.4");
    expect(relayed.status).toBe(404);
    expect(relayed.body).toEqual({ error: "Not found", requestId: expect.any(String) });
    const wrong = await request(app).get("/metrics").set("X-Forwarded-For", "198.51.100.4").set("Authorization", "Bearer nope");
    expect(wrong.status).toBe(404);
    const withToken = await request(app)
      .get("/metrics")
      .set("X-Forwarded-For", "198.51.100.4")
      .set("Authorization", `Bearer ${TOKEN}`);
    expect(withToken.status).toBe(200);
    expect(withToken.text).toContain("seo_http_requests_total");
  });

  it("accepts requests with or without a traceparent (tracing off: it changes nothing)", async () => {
    const res = await signedAs(app, { userId: "7", plan: "pro" }, secret)
      .get("/api/projects/9")
      .set("traceparent", "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: "9" });
  });
});
