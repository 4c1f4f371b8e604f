// The BFF's metrics end to end: tool calls through the BFF to a real Koa service (the fifth tool's
// fake, built on the service kit), then a scrape of /metrics: counters and histograms move under the
// route's pattern and the tool's id, refusals and upstream failures are counted, and /metrics answers
// only this machine or METRICS_TOKEN.
import type { Request, Response } from "express";
import request from "supertest";
import { FIFTH_TOOL_ENTRY } from "@seo/registry/testing/fifthTool";
import { grew, seriesValue } from "@seo/telemetry/testing/exposition";
import { createUserWithSession, startBff } from "../testing/testStack";
import { useSuiteStack } from "../testing/suiteStack";
import { startFifthToolService } from "../testing/fifthToolService";
import { metricsRoute } from "./metricsRoutes";

jest.setTimeout(90_000);

const TOOL = FIFTH_TOOL_ENTRY.id;
const TOKEN = "bff-metrics-test-token";

describe("the BFF's /metrics", () => {
  const stack = useSuiteStack("pglite", {}, async ({ backends }) => {
    const service = await startFifthToolService((ctx) => {
      ctx.body = { result: "Meta tags" };
    });
    // Three free tries a day per address: the fourth visitor call is refused.
    const bff = await startBff(
      backends,
      { METRICS_TOKEN: TOKEN, FREE_TRIES_PER_ADDRESS_PER_DAY: "3" },
      { registry: service.registry },
    );
    return { service, bff };
  });

  const scrape = async () => {
    const res = await request(stack.bff.url).get("/metrics");
    expect(res.status).toBe(200);
    return res.text;
  };
  const callTool = (sessionId?: string) => {
    const r = request(stack.bff.url).post(`/api/${TOOL}`);
    if (sessionId) r.set("x-session-id", sessionId);
    return r.send({ page: "https://example.com/private-page?id=1234" });
  };

  it("reports the generation history rows waiting to be written", async () => {
    expect(await scrape()).toMatch(/^seo_generation_history_queued \d+$/m);
  });

  it("counts and times a tool call under its route and its tool, in the BFF and in the service", async () => {
    const before = await scrape();
    expect((await callTool()).status).toBe(200);
    const after = await scrape();

    const route = { service: "bff", method: "POST", route: `/api/${TOOL}` };
    expect(grew(before, after, "seo_http_requests_total", { ...route, status: "200" })).toBe(1);
    expect(grew(before, after, "seo_http_request_duration_seconds_count", { ...route, status_class: "2xx" })).toBe(1);
    expect(grew(before, after, "seo_http_request_duration_seconds_bucket", { ...route, status_class: "2xx", le: "+Inf" })).toBe(
      1,
    );
    expect(grew(before, after, "seo_tool_calls_total", { tool: TOOL, outcome: "ok" })).toBe(1);
    expect(grew(before, after, "seo_tool_call_duration_seconds_count", { tool: TOOL, outcome: "ok" })).toBe(1);
    expect(grew(before, after, "seo_free_tries_total", { outcome: "granted" })).toBe(1);
    // The service's own request metrics (the same process here: one registry, told apart by `service`).
    expect(grew(before, after, "seo_http_requests_total", { service: TOOL, route: `/api/${TOOL}`, status: "200" })).toBe(1);
    // The previous scrape is counted too, under its route.
    expect(grew(before, after, "seo_http_requests_total", { service: "bff", route: "/metrics", status: "200" })).toBe(1);

    // Node's own metrics: event-loop lag and memory.
    expect(seriesValue(after, "nodejs_eventloop_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(seriesValue(after, "process_resident_memory_bytes")).toBeGreaterThan(0);
    // Bounded labels: no URL, query or input ever becomes one.
    expect(after).not.toContain("private-page");
    expect(after).not.toContain("1234");
  });

  it("counts refusals: the day's free tries used up (quota, 402) and a tool outside a single plan (plan, 403)", async () => {
    let before = await scrape();
    let status = 200;
    for (let i = 0; i < 5 && status === 200; i++) status = (await callTool()).status;
    expect(status).toBe(402);
    let after = await scrape();
    expect(grew(before, after, "seo_access_refusals_total", { kind: "quota", code: "FREE_TRIES_USED", tool: TOOL })).toBe(1);
    expect(grew(before, after, "seo_free_tries_total", { outcome: "refused" })).toBe(1);
    expect(grew(before, after, "seo_tool_calls_total", { tool: TOOL, outcome: "refused" })).toBe(1);
    expect(grew(before, after, "seo_http_requests_total", { service: "bff", route: `/api/${TOOL}`, status: "402" })).toBe(1);

    const single = await createUserWithSession(stack.backends, stack.bff.config, {
      subscriptionType: "single",
      selectedTool: "trendspy",
    });
    before = await scrape();
    expect((await callTool(single.sessionId)).status).toBe(403);
    after = await scrape();
    expect(grew(before, after, "seo_access_refusals_total", { kind: "plan", code: "TOOL_NOT_IN_PLAN", tool: TOOL })).toBe(1);
  });

  it("answers this machine and the token; a relayed caller without the token gets the plain 404; never cached", async () => {
    const local = await request(stack.bff.url).get("/metrics");
    expect(local.status).toBe(200);
    expect(local.headers["content-type"]).toMatch(/^text\/plain/);
    expect(local.headers["cache-control"]).toBe("no-store");

    /** A scrape relayed from another machine, with this Authorization header if any. */
    const relayedScrape = (authorization?: string) => {
      const r = request(stack.bff.url).get("/metrics").set("X-Forwarded-For", "203.0.113.5");
      return authorization ? r.set("Authorization", authorization) : r;
    };
    const relayed = await relayedScrape();
    expect(relayed.status).toBe(404);
    expect(relayed.body).toEqual({ error: "Not found", requestId: expect.any(String) });
    const wrongToken = await relayedScrape("Bearer not-the-token");
    expect(wrongToken.status).toBe(404);
    const withToken = await relayedScrape(`Bearer ${TOKEN}`);
    expect(withToken.status).toBe(200);
    expect(withToken.text).toContain("seo_http_requests_total");
  });

  it("counts a service that is down under its name: the client's 502 and the socket's error", async () => {
    const pro = await createUserWithSession(stack.backends, stack.bff.config, { subscriptionType: "pro" });
    await stack.service.close();
    const before = await scrape();
    const res = await callTool(pro.sessionId);
    expect(res.status).toBe(502);
    const after = await scrape();
    expect(grew(before, after, "seo_upstream_errors_total", { service: TOOL, status: "502" })).toBe(1);
    // The pooled keep-alive socket may be the one that fails: refused or reset, never an unnamed code.
    expect(
      grew(before, after, "seo_upstream_errors_total", { service: TOOL, code: "ECONNREFUSED" }) +
        grew(before, after, "seo_upstream_errors_total", { service: TOOL, code: "ECONNRESET" }),
    ).toBe(1);
    expect(grew(before, after, "seo_tool_calls_total", { tool: TOOL, outcome: "unavailable" })).toBe(1);
    expect(grew(before, after, "seo_http_requests_total", { service: "bff", route: `/api/${TOOL}`, status: "502" })).toBe(1);
  });
});

describe("the /metrics guard on a caller from another machine", () => {
  // supertest always connects from loopback: the route is driven with a request from elsewhere.
  const call = async (remoteAddress: string, headers: Record<string, string>, token: string | undefined) => {
    const res = {
      statusCode: 200,
      body: undefined as unknown,
      headers: {} as Record<string, string>,
      setHeader(name: string, value: string) {
        this.headers[name.toLowerCase()] = value;
      },
      status(code: number) {
        this.statusCode = code;
        return this;
      },
      json(body: unknown) {
        this.body = body;
      },
      type(value: string) {
        this.headers["content-type"] = value;
        return this;
      },
      send(body: unknown) {
        this.body = body;
      },
    };
    const req = { socket: { remoteAddress }, headers } as unknown as Request;
    const next = jest.fn();
    await metricsRoute({ token })(req, res as unknown as Response, next);
    expect(next).not.toHaveBeenCalled();
    return res;
  };

  it("gives it the plain 404 without the token, and the metrics with it", async () => {
    expect((await call("10.20.30.40", {}, undefined)).statusCode).toBe(404);
    expect((await call("10.20.30.40", {}, TOKEN)).statusCode).toBe(404);
    expect((await call("10.20.30.40", { authorization: "Bearer guess" }, TOKEN)).statusCode).toBe(404);
    const refused = await call("::ffff:10.20.30.40", { "x-forwarded-for": "127.0.0.1" }, undefined);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).toEqual({ error: "Not found" });
    expect(refused.headers["cache-control"]).toBe("no-store");

    const allowed = await call("10.20.30.40", { authorization: `Bearer ${TOKEN}` }, TOKEN);
    expect(allowed.statusCode).toBe(200);
    expect(String(allowed.body)).toContain("seo_http_requests_total");
  });
});
