// OpenTelemetry traces: off (and free) unless OTEL_EXPORTER_OTLP_ENDPOINT or
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is set. Then the Node SDK is loaded (required at that moment,
// never before), spans go out in batches over OTLP/HTTP (JSON), and W3C `traceparent` carries a trace
// from the BFF to the services. Spans are made by hand around each request (no auto-instrumentation):
// one server span per request, named by the route's pattern.
import type { IncomingHttpHeaders } from "node:http";
import {
  context,
  diag,
  DiagLogLevel,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Context,
  type Span,
} from "@opentelemetry/api";

export interface TracingOptions {
  /** The process's name in every span it exports ("bff", "billing", ...); OTEL_SERVICE_NAME overrides it. */
  serviceName: string;
  env?: NodeJS.ProcessEnv;
  /** Where spans go (tests); otherwise the exporter reads the OTEL_EXPORTER_OTLP_* variables. */
  url?: string;
  /** How long spans wait to be sent together (default 5 s; OTEL_BSP_SCHEDULE_DELAY is not read). */
  exportDelayMs?: number;
  /** Where the SDK's own complaints go (an unreachable collector, say); warnings and errors only. */
  logger?: { warn(message: string, fields?: Record<string, unknown>): void };
}

export interface Tracing {
  /** Sends every finished span now. */
  flush(): Promise<void>;
  /** Sends what is left and stops exporting. */
  shutdown(): Promise<void>;
}

/** Tracing is on for a process when an OTLP endpoint is configured (and the SDK is not disabled). */
export function tracingConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  if (["true", "1"].includes(String(env.OTEL_SDK_DISABLED ?? "").toLowerCase())) return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT);
}

let started: Tracing | null = null;

/** Is a tracer provider exporting spans in this process? */
export const tracingActive = (): boolean => started !== null;

/**
 * Starts the SDK once per process when tracing is configured (or `url` is given); null when it is
 * off. A second call returns the first one's handle.
 */
export function startTracing(opts: TracingOptions): Tracing | null {
  if (started) return started;
  const env = opts.env ?? process.env;
  if (!opts.url && !tracingConfigured(env)) return null;
  // Required here, not imported: a process without tracing never loads the SDK.
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { startNodeSdk } = require("@opentelemetry/sdk-node") as typeof import("@opentelemetry/sdk-node");
  const { BatchSpanProcessor } = require("@opentelemetry/sdk-trace") as typeof import("@opentelemetry/sdk-trace");
  const { OTLPTraceExporter } =
    require("@opentelemetry/exporter-trace-otlp-http") as typeof import("@opentelemetry/exporter-trace-otlp-http");
  const { W3CTraceContextPropagator } = require("@opentelemetry/core") as typeof import("@opentelemetry/core");
  /* eslint-enable @typescript-eslint/no-require-imports */
  const processor = new BatchSpanProcessor({
    exporter: new OTLPTraceExporter(opts.url ? { url: opts.url } : {}),
    ...(opts.exportDelayMs !== undefined ? { scheduledDelayMillis: opts.exportDelayMs } : {}),
  });
  const sdk = startNodeSdk({
    resourceAttributes: { "service.name": env.OTEL_SERVICE_NAME || opts.serviceName },
    propagators: [new W3CTraceContextPropagator()],
    spanProcessors: [processor],
    // Traces only: Prometheus has the metrics, the log lines carry the trace id.
    metricReaders: [],
    logRecordProcessors: [],
  });
  const log = opts.logger;
  if (log) {
    const warn = (message: string, ...args: unknown[]) => log.warn(`opentelemetry: ${message}`, { detail: args.map(String) });
    diag.disable(); // the SDK's console logger goes (replacing it would print a warning with a stack)
    diag.setLogger({ error: warn, warn, info: () => {}, debug: () => {}, verbose: () => {} }, DiagLogLevel.WARN);
  }
  started = { flush: () => processor.forceFlush(), shutdown: () => sdk.shutdown() };
  return started;
}

/**
 * Sends the spans still waiting and stops exporting (nothing when tracing is off): for a process's
 * graceful shutdown, after its server stopped taking requests. Spans ended later are not sent.
 */
export async function shutdownTracing(): Promise<void> {
  await started?.shutdown();
}

/** One request's server span, while it is handled. */
export interface RequestSpan {
  span: Span;
  method: string;
  /** The span as the current context: what runs inside sees it, and `traceparent` is made from it. */
  context: Context;
  /** What every log line written while the request is handled carries. */
  logFields: { traceId: string; spanId: string };
}

/**
 * Opens the server span of one incoming request, as the child of the caller's span when `from`
 * carries a W3C traceparent, or as a new trace (the BFF never continues a browser's trace: null).
 * Null when tracing is off.
 */
export function startRequestSpan(tracerName: string, method: string, from: IncomingHttpHeaders | null): RequestSpan | null {
  if (!started) return null;
  const parent = from ? propagation.extract(ROOT_CONTEXT, from) : ROOT_CONTEXT;
  const span = trace
    .getTracer(tracerName)
    .startSpan(method, { kind: SpanKind.SERVER, attributes: { "http.request.method": method } }, parent);
  const { traceId, spanId } = span.spanContext();
  return { span, method, context: trace.setSpan(parent, span), logFields: { traceId, spanId } };
}

/** Runs `fn` with the request's span as the current context. */
export function inRequestSpan<T>(s: RequestSpan, fn: () => T): T {
  return context.with(s.context, fn);
}

/** The `traceparent` (and `tracestate`) headers that make a service's span this request's child. */
export function traceHeaders(s: RequestSpan): Record<string, string> {
  const headers: Record<string, string> = {};
  propagation.inject(s.context, headers);
  return headers;
}

/** Ends the span, named by the route's pattern; a 5xx or an answer never completed marks it failed. */
export function endRequestSpan(s: RequestSpan, answer: { route: string; status: number | null }): void {
  s.span.updateName(`${s.method} ${answer.route}`);
  s.span.setAttribute("http.route", answer.route);
  if (answer.status !== null) s.span.setAttribute("http.response.status_code", answer.status);
  if (answer.status === null || answer.status >= 500) s.span.setStatus({ code: SpanStatusCode.ERROR });
  s.span.end();
}
