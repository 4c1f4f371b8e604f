// Traces end to end: the SDK started in this process (as OTEL_EXPORTER_OTLP_ENDPOINT would start it)
// exports to an in-process OTLP/HTTP receiver; a tool call through the BFF to a real Koa service
// makes one trace: the BFF's server span, and the service's span as its child. Log lines written
// while a request is handled carry the trace's ids beside the request id.
import { Writable } from "node:stream";
import request from "supertest";
import { createLogger } from "@seo/log/logger";
import { FIFTH_TOOL_ENTRY } from "@seo/registry/testing/fifthTool";
import { startTracing, type Tracing } from "@seo/telemetry/tracing";
import {
  letOtlpExporterSendUnderJest,
  spanAttribute as attribute,
  startOtlpReceiver,
  type ReceivedSpan,
} from "@seo/telemetry/testing/otlpReceiver";
import { startBff } from "../testing/testStack";
import { useSuiteStack } from "../testing/suiteStack";
import { startFifthToolService } from "../testing/fifthToolService";
import { until } from "../testing/until";
import { appWithLog } from "./testing/appWithLog";

jest.setTimeout(90_000);

const TOOL = FIFTH_TOOL_ENTRY.id;

/** Log lines as parsed JSON, written by a logger whose destination is this array. */
function capturedLogger(name: string) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString("utf8").split("\n").filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger(name, { level: "info", destination }) };
}

describe("a trace from the BFF to a service", () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let tracing: Tracing;
  const serviceLog = capturedLogger(TOOL);

  // Tracing before the stack, so the BFF's requests are traced; shut down after the stack is closed.
  beforeAll(async () => {
    letOtlpExporterSendUnderJest();
    receiver = await startOtlpReceiver();
    tracing = startTracing({ serviceName: "bff", url: receiver.tracesUrl, exportDelayMs: 50 })!;
  });
  const stack = useSuiteStack("pglite", {}, async ({ backends }) => {
    const service = await startFifthToolService((ctx) => {
      serviceLog.logger.info("writing meta tags");
      ctx.body = { result: "Meta tags" };
    }, serviceLog.logger);
    return { service, bff: await startBff(backends, {}, { registry: service.registry }) };
  });
  afterAll(async () => {
    await tracing?.shutdown();
    await receiver?.close();
  });

  /** The spans of the server side of one request: the BFF's and the service's, once both are exported. */
  async function spansOf(requestName: string) {
    const find = () => ({
      bffSpan: receiver.spans.find((s) => s.scope === "bff" && s.name === requestName),
      serviceSpan: receiver.spans.find((s) => s.scope === TOOL && s.name === requestName),
    });
    await until(async () => {
      await tracing.flush();
      const { bffSpan, serviceSpan } = find();
      return Boolean(bffSpan && serviceSpan);
    });
    return find() as { bffSpan: ReceivedSpan; serviceSpan: ReceivedSpan };
  }

  it("makes the service's span a child of the BFF's, in one trace, exported as OTLP JSON", async () => {
    const browserTrace = "0af7651916cd43dd8448eb211c80319c";
    const res = await request(stack.bff.url)
      .post(`/api/${TOOL}`)
      .set("traceparent", `00-${browserTrace}-b7ad6b7169203331-01`)
      .send({ page: "https://example.com" });
    expect(res.status).toBe(200);

    const { bffSpan, serviceSpan } = await spansOf(`POST /api/${TOOL}`);
    expect(serviceSpan.traceId).toBe(bffSpan.traceId);
    expect(serviceSpan.parentSpanId).toBe(bffSpan.spanId);
    // The trace starts at the BFF: a browser's traceparent is not continued.
    expect(bffSpan.traceId).not.toBe(browserTrace);
    expect(bffSpan.parentSpanId || undefined).toBeUndefined();
    expect(bffSpan.kind).toBe(2); // SERVER
    expect(serviceSpan.kind).toBe(2);
    expect(attribute(bffSpan, "http.route")).toBe(`/api/${TOOL}`);
    expect(attribute(bffSpan, "http.response.status_code")).toBe(200);
    expect(attribute(serviceSpan, "http.route")).toBe(`/api/${TOOL}`);
    expect(bffSpan.serviceName).toBe("bff");
    expect(receiver.contentTypes.every((t) => t.startsWith("application/json"))).toBe(true);

    // The service's log line carries its request id and its span's ids.
    const line = serviceLog.lines.find((l) => l.msg === "writing meta tags");
    expect(line).toMatchObject({
      requestId: res.headers["x-request-id"],
      traceId: serviceSpan.traceId,
      spanId: serviceSpan.spanId,
    });
  });

  it("writes the BFF's trace ids beside the request id in every log line of the request", async () => {
    const { app, lines } = appWithLog();
    const res = await request(app).get("/ok");
    expect(res.status).toBe(200);
    const line = lines.find((l) => l.msg === "handled")!;
    expect(line.requestId).toBe(res.headers["x-request-id"]);
    expect(line.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(line.spanId).toMatch(/^[0-9a-f]{16}$/);
    await until(async () => {
      await tracing.flush();
      return receiver.spans.some((s) => s.traceId === line.traceId && s.spanId === line.spanId);
    });
  });
});
