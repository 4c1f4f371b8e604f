// The Grafana dashboard (deploy/grafana/seo-suite-red.json) queries only metrics the processes
// export: a renamed metric fails here, not silently on a screen.
import fs from "node:fs";
import path from "node:path";
import { collectProcessMetrics, metricsRegistry } from "@seo/telemetry/metrics";
import "./metrics";

const DASHBOARD = path.resolve(__dirname, "../../../deploy/grafana/seo-suite-red.json");

interface Panel {
  title: string;
  type: string;
  targets?: { expr: string }[];
}

describe("the RED dashboard", () => {
  const dashboard = JSON.parse(fs.readFileSync(DASHBOARD, "utf8")) as { uid: string; panels: Panel[] };
  const exprs = dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr })));

  it("queries only metrics the BFF and the services export", async () => {
    collectProcessMetrics();
    const exported = new Set((await metricsRegistry.getMetricsAsJSON()).map((m) => m.name));
    const used = new Set(exprs.flatMap(({ expr }) => expr.match(/\b(?:seo|nodejs|process)_[a-z0-9_]+/g) ?? []));
    expect(used.size).toBeGreaterThan(10);
    for (const name of used) {
      const metric = name.replace(/_(bucket|count|sum)$/, "");
      expect({ name, exported: exported.has(name) || exported.has(metric) }).toEqual({ name, exported: true });
    }
  });

  it("shows rate, errors and p50/p95/p99 per route and per tool, upstream errors, refusals, queue depth, event-loop lag and memory", () => {
    const all = exprs.map((e) => e.expr).join("\n");
    for (const q of ["0.5", "0.95", "0.99"]) {
      expect(all).toContain(
        `histogram_quantile(${q}, sum by (le, service, route) (rate(seo_http_request_duration_seconds_bucket`,
      );
      expect(all).toContain(`histogram_quantile(${q}, sum by (le, tool) (rate(seo_tool_call_duration_seconds_bucket`);
    }
    for (const needle of [
      'status=~"5.."',
      "seo_upstream_errors_total",
      "seo_access_refusals_total",
      "seo_job_queue_jobs",
      "nodejs_eventloop_lag_p99_seconds",
      "process_resident_memory_bytes",
    ]) {
      expect(all).toContain(needle);
    }
    expect(dashboard.uid).toBe("seo-suite-red");
  });
});
