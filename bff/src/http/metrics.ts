// The BFF's own metrics, beside the HTTP request metrics every process has (libs/telemetry): tool
// calls by tool and outcome, upstream failures by service, refusals (quota, plan, embed limits),
// free tries, the job queue, and generation history writes. Each is incremented where the thing
// happens; every label comes from a fixed set (a tool id from the registry, a code constant), never
// from a URL or a user. docs/operating/metrics-and-traces.md lists them with sample queries.
import { Counter, Gauge, Histogram } from "prom-client";
import { metricsRegistry } from "@seo/telemetry/metrics";
import type { JobCount, JobQueue } from "@seo/jobs/queue";

const registers = [metricsRegistry];

// ---- tool calls ----

/** How one tool call ended: ok (usable answer, recorded), rejected (answered, nothing usable: refunded), refused (not allowed or over a limit), unavailable / timeout (the service failed: 502 / 504), abandoned (the caller left). */
export type ToolCallOutcome = "ok" | "rejected" | "refused" | "unavailable" | "timeout" | "abandoned";

const toolCalls = new Counter({
  name: "seo_tool_calls_total",
  help: "Tool calls (browser, embed and bulk), by tool and outcome",
  labelNames: ["tool", "outcome"] as const,
  registers,
});

const toolCallDuration = new Histogram({
  name: "seo_tool_call_duration_seconds",
  help: "Time of one tool call from its gate to the service's answer, by tool and outcome",
  labelNames: ["tool", "outcome"] as const,
  // Offline drafts answer in milliseconds, a model in seconds.
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60],
  registers,
});

export function recordToolCall(tool: string, outcome: ToolCallOutcome, seconds: number): void {
  toolCalls.inc({ tool, outcome });
  toolCallDuration.observe({ tool, outcome }, seconds);
}

// ---- refusals ----

const accessRefusals = new Counter({
  name: "seo_access_refusals_total",
  help: "Calls refused before any service was called, by kind (quota 402, plan 403, embed_limit 429), code and tool",
  labelNames: ["kind", "code", "tool"] as const,
  registers,
});

const CODE = /^[A-Z][A-Z_]{0,39}$/;
const refusalKind = (status: number) =>
  status === 402 ? "quota" : status === 403 ? "plan" : status === 429 ? "embed_limit" : "other";

/** Counts one refusal: `tool` is a registry id or "workflow"; the code comes from the answer's body. */
export function recordRefusal(tool: string, refusal: { status: number; body: object }): void {
  const code = (refusal.body as { code?: unknown }).code;
  accessRefusals.inc({
    kind: refusalKind(refusal.status),
    code: typeof code === "string" && CODE.test(code) ? code : "other",
    tool,
  });
}

const freeTries = new Counter({
  name: "seo_free_tries_total",
  help: "Free tries asked for by visitors and users without a plan: granted, or refused (the day's tries used up)",
  labelNames: ["outcome"] as const,
  registers,
});

export const recordFreeTry = (outcome: "granted" | "refused"): void => freeTries.inc({ outcome });

const embedLimitHits = new Counter({
  name: "seo_embed_limit_hits_total",
  help: "Embedded tool calls refused by a limit: visitor (per day), address (per day) or partner (monthly quota)",
  labelNames: ["limit"] as const,
  registers,
});

export const recordEmbedLimitHit = (limit: "visitor" | "address" | "partner"): void => embedLimitHits.inc({ limit });

// ---- upstreams ----

const upstreamErrors = new Counter({
  name: "seo_upstream_errors_total",
  help: "Calls to a service that failed, by service, the status the client got (502, 504, or the service's own 5xx) and why",
  labelNames: ["service", "status", "code"] as const,
  registers,
});

const KNOWN_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EPIPE", "ECONNABORTED"]);

/**
 * Counts one failed call to a service. `code`: the socket error's code (ECONNREFUSED, ...), "timeout"
 * (no answer in PROXY_TIMEOUT_MS), "broken_answer" (the answer stopped half-way) or "answered_5xx".
 */
export function recordUpstreamError(service: string, status: number, code: string | undefined): void {
  const reason = code && (KNOWN_CODES.has(code) || ["timeout", "broken_answer", "answered_5xx"].includes(code)) ? code : "other";
  upstreamErrors.inc({ service, status: String(status), code: reason });
}

// ---- generation history (bff/src/data/generationLog.ts increments these) ----

/** A batch of generation history rows written again after a failed write. */
export const generationHistoryRetries = new Counter({
  name: "seo_generation_history_retries_total",
  help: "Generation history writes retried after a failure",
  registers,
});

/** Generation history rows given up on (not written). */
export const generationHistoryDropped = new Counter({
  name: "seo_generation_history_dropped_total",
  help: "Generation history rows dropped (never written)",
  registers,
});

let historyQueued: () => number = () => 0;
/** Rows answered but not yet written (a database outage makes it grow; GENERATION_LOG_MAX_QUEUED bounds it). */
export const generationHistoryQueued = new Gauge({
  name: "seo_generation_history_queued",
  help: "Generation history rows waiting to be written",
  registers,
  collect() {
    this.set(historyQueued());
  },
});
/** app.ts tells the gauge where to read the queue's length. */
export function observeGenerationHistory(queued: () => number): void {
  historyQueued = queued;
}

// ---- the job queue (pg-boss), read when Prometheus scrapes ----

/** A scrape waits at most this long for the database's job counts. */
const JOB_COUNTS_TIMEOUT_MS = 1_000;
let jobQueue: Pick<JobQueue, "counts" | "failures"> | undefined;
/** The last read of the counts: the two gauges below share it (one query a second at most, however many scrapers). */
let scrapeCounts: { at: number; counts: Promise<JobCount[] | null> } | undefined;
/** The last failure counts passed to the counter, per queue (the queue keeps running totals). */
const failuresSeen = new Map<string, number>();

/** The job queue whose depth and failures /metrics reports (the last one given wins: one per process). */
export function observeJobQueue(queue: Pick<JobQueue, "counts" | "failures"> | undefined): void {
  jobQueue = queue;
  scrapeCounts = undefined;
}

/** The job counts, read at most once a second; null when they could not be read in time. */
function jobCounts(): Promise<JobCount[] | null> {
  const now = Date.now();
  if (!scrapeCounts || now - scrapeCounts.at > JOB_COUNTS_TIMEOUT_MS) {
    const queue = jobQueue;
    scrapeCounts = { at: now, counts: queue ? queue.counts(JOB_COUNTS_TIMEOUT_MS).catch(() => null) : Promise.resolve(null) };
  }
  return scrapeCounts.counts;
}

new Gauge({
  name: "seo_job_queue_stats_up",
  help: "1 when the last scrape read the job counts from the database, 0 when it failed or took over 1 s",
  registers,
  async collect() {
    this.set((await jobCounts()) ? 1 : 0);
  },
});

new Gauge({
  name: "seo_job_queue_jobs",
  help: "Jobs per queue and state on the database: created and retry (waiting), active (running), failed (gave up)",
  labelNames: ["queue", "state"] as const,
  registers,
  async collect() {
    this.reset();
    for (const c of (await jobCounts()) ?? []) this.set({ queue: c.queue, state: c.state }, c.count);
  },
});

new Counter({
  name: "seo_job_failures_total",
  help: "Job handler failures in this process, per queue (each failed attempt; pg-boss retries with backoff)",
  labelNames: ["queue"] as const,
  registers,
  collect() {
    for (const [queue, total] of jobQueue?.failures() ?? []) {
      const delta = total - (failuresSeen.get(queue) ?? 0);
      if (delta > 0) this.inc({ queue }, delta);
      failuresSeen.set(queue, total);
    }
  },
});
