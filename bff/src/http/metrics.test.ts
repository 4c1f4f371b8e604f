import { metricsExposition } from "@seo/telemetry/metrics";
import { seriesValue } from "@seo/telemetry/testing/exposition";
import type { JobCount } from "@seo/jobs/queue";
import { observeJobQueue, recordRefusal, recordUpstreamError } from "./metrics";

const scrape = async () => (await metricsExposition()).body;

describe("the job queue's metrics, read on each scrape", () => {
  afterEach(() => observeJobQueue(undefined));

  it("reports the database's counts per queue and state, and the handler failures since start", async () => {
    const failures = new Map([["email-outbox", 2]]);
    const counts: JobCount[] = [
      { queue: "email-outbox", state: "created", count: 3 },
      { queue: "email-outbox", state: "failed", count: 1 },
      { queue: "bulk-run", state: "active", count: 2 },
    ];
    observeJobQueue({ counts: async () => counts, failures: () => failures });
    let text = await scrape();
    expect(seriesValue(text, "seo_job_queue_jobs", { queue: "email-outbox", state: "created" })).toBe(3);
    expect(seriesValue(text, "seo_job_queue_jobs", { queue: "email-outbox", state: "failed" })).toBe(1);
    expect(seriesValue(text, "seo_job_queue_jobs", { queue: "bulk-run", state: "active" })).toBe(2);
    expect(seriesValue(text, "seo_job_queue_stats_up")).toBe(1);
    expect(seriesValue(text, "seo_job_failures_total", { queue: "email-outbox" })).toBe(2);

    failures.set("email-outbox", 5);
    counts.splice(0, counts.length, { queue: "email-outbox", state: "created", count: 0 });
    text = await scrape();
    expect(seriesValue(text, "seo_job_failures_total", { queue: "email-outbox" })).toBe(5);
    expect(seriesValue(text, "seo_job_queue_jobs", { queue: "email-outbox", state: "created" })).toBe(0);
    // A state that emptied is no longer reported with its old value.
    expect(text).not.toMatch(/seo_job_queue_jobs\{queue="bulk-run"/);
  });

  it("says so when the counts cannot be read (the database is down or slow), and reports none", async () => {
    observeJobQueue({
      counts: async () => {
        throw new Error("job counts took over 1000 ms");
      },
      failures: () => new Map(),
    });
    const text = await scrape();
    expect(seriesValue(text, "seo_job_queue_stats_up")).toBe(0);
    expect(text).not.toMatch(/^seo_job_queue_jobs\{/m);
  });
});

describe("refusal and upstream labels", () => {
  it("keeps codes from a fixed set: anything that is not a code constant is 'other'", async () => {
    recordRefusal("descripto", { status: 402, body: { code: "LIMIT_REACHED" } });
    recordRefusal("descripto", { status: 403, body: { code: "<script>" } });
    recordRefusal("descripto", { status: 418, body: {} });
    const text = await scrape();
    expect(seriesValue(text, "seo_access_refusals_total", { kind: "quota", code: "LIMIT_REACHED", tool: "descripto" })).toBe(1);
    expect(seriesValue(text, "seo_access_refusals_total", { kind: "plan", code: "other", tool: "descripto" })).toBe(1);
    expect(seriesValue(text, "seo_access_refusals_total", { kind: "other", code: "other", tool: "descripto" })).toBe(1);
  });

  it("names socket errors it knows, and any other reason 'other'", async () => {
    recordUpstreamError("trendspy", 502, "ECONNREFUSED");
    recordUpstreamError("trendspy", 504, "timeout");
    recordUpstreamError("trendspy", 502, "ESOMETHINGNEW");
    recordUpstreamError("trendspy", 502, undefined);
    const text = await scrape();
    expect(seriesValue(text, "seo_upstream_errors_total", { service: "trendspy", status: "502", code: "ECONNREFUSED" })).toBe(1);
    expect(seriesValue(text, "seo_upstream_errors_total", { service: "trendspy", status: "504", code: "timeout" })).toBe(1);
    expect(seriesValue(text, "seo_upstream_errors_total", { service: "trendspy", status: "502", code: "other" })).toBe(2);
  });
});
