import { mayReadMetrics, metricsExposition, observeHttpRequest, metricsRegistry } from "./metrics";

const TOKEN = "scrape-token-0123456789";

describe("mayReadMetrics", () => {
  const caller = (remoteAddress: string | undefined, headers: Record<string, string> = {}) => ({ remoteAddress, headers });

  it("answers a caller on this machine, over IPv4, IPv6 and IPv4-mapped IPv6, with or without a token configured", () => {
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      expect(mayReadMetrics(caller(address), undefined)).toBe(true);
      expect(mayReadMetrics(caller(address), TOKEN)).toBe(true);
    }
  });

  it("refuses another machine without the token, whatever forwarded headers claim", () => {
    expect(mayReadMetrics(caller("10.0.0.7"), undefined)).toBe(false);
    expect(mayReadMetrics(caller("10.0.0.7"), TOKEN)).toBe(false);
    expect(mayReadMetrics(caller("203.0.113.9", { "x-forwarded-for": "127.0.0.1" }), TOKEN)).toBe(false);
    expect(mayReadMetrics(caller("127.0.0.2"), undefined)).toBe(false);
    expect(mayReadMetrics(caller(undefined), undefined)).toBe(false);
  });

  it("answers another machine that shows the token as a bearer token", () => {
    expect(mayReadMetrics(caller("10.0.0.7", { authorization: `Bearer ${TOKEN}` }), TOKEN)).toBe(true);
    expect(mayReadMetrics(caller("10.0.0.7", { authorization: `bearer  ${TOKEN}` }), TOKEN)).toBe(true);
  });

  it("refuses a wrong, partial or unprefixed token, and any token when none is configured", () => {
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, TOKEN, `Basic ${TOKEN}`, "Bearer "]) {
      expect(mayReadMetrics(caller("10.0.0.7", { authorization }), TOKEN)).toBe(false);
    }
    expect(mayReadMetrics(caller("10.0.0.7", { authorization: "Bearer undefined" }), undefined)).toBe(false);
    expect(mayReadMetrics(caller("10.0.0.7", { authorization: "Bearer " }), "")).toBe(false);
  });

  it("does not take a request relayed by a reverse proxy on this machine for a local caller", () => {
    for (const name of ["x-forwarded-for", "forwarded", "x-real-ip"]) {
      expect(mayReadMetrics(caller("127.0.0.1", { [name]: "198.51.100.4" }), undefined)).toBe(false);
    }
    // The token still opens it (a scraper behind the same proxy).
    expect(
      mayReadMetrics(caller("127.0.0.1", { "x-forwarded-for": "198.51.100.4", authorization: `Bearer ${TOKEN}` }), TOKEN),
    ).toBe(true);
  });
});

describe("HTTP request metrics", () => {
  /** One series' value; `sample` picks a histogram's part (its name plus _bucket, _count or _sum). */
  const valueOf = async (name: string, labels: Record<string, string>, sample = name) => {
    const metric = await metricsRegistry.getSingleMetric(name)!.get();
    const series = metric.values.filter((v) => ((v as { metricName?: string }).metricName ?? name) === sample);
    return series.find((v) => Object.entries(labels).every(([k, l]) => String(v.labels[k]) === l))?.value ?? 0;
  };

  it("counts a request under its route pattern, status and process, and times it", async () => {
    observeHttpRequest({ service: "test", method: "POST", route: "/api/things/:id", status: 201, seconds: 0.02 });
    expect(await valueOf("seo_http_requests_total", { service: "test", route: "/api/things/:id", status: "201" })).toBe(1);
    expect(
      await valueOf(
        "seo_http_request_duration_seconds",
        { service: "test", route: "/api/things/:id", status_class: "2xx", le: "0.025" },
        "seo_http_request_duration_seconds_bucket",
      ),
    ).toBe(1);
    const { contentType, body } = await metricsExposition();
    expect(contentType).toMatch(/^text\/plain/);
    expect(body).toContain('seo_http_requests_total{service="test",method="POST",route="/api/things/:id",status="201"} 1');
  });

  it("names an unknown method OTHER and a request the client left 'aborted'", async () => {
    observeHttpRequest({ service: "test", method: "BREW", route: "/pot", status: null, seconds: 1 });
    expect(await valueOf("seo_http_requests_total", { service: "test", method: "OTHER", route: "/pot", status: "aborted" })).toBe(
      1,
    );
  });

  it("keeps the route label bounded: past 300 distinct routes, new ones count as (overflow)", async () => {
    for (let i = 0; i < 320; i++)
      observeHttpRequest({ service: "flood", method: "GET", route: `/r/${i}`, status: 200, seconds: 0 });
    const metric = await metricsRegistry.getSingleMetric("seo_http_requests_total")!.get();
    const routes = new Set(metric.values.map((v) => v.labels.route));
    expect(routes.size).toBeLessThanOrEqual(301);
    expect(await valueOf("seo_http_requests_total", { service: "flood", route: "(overflow)" })).toBeGreaterThan(0);
  });
});
