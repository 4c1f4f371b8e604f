// Test helpers for traces: an in-process OTLP/HTTP receiver (POST /v1/traces, the JSON encoding the
// installed exporter sends), and the one shim the exporter needs under jest.
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
}

/** One span as OTLP JSON carries it, with its scope (the tracer's name) and its process's service.name. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: OtlpValue }[];
  scope: string;
  serviceName: string | undefined;
}

interface OtlpTraces {
  resourceSpans: {
    resource: { attributes: { key: string; value: OtlpValue }[] };
    scopeSpans: { scope: { name: string }; spans: Omit<ReceivedSpan, "scope" | "serviceName">[] }[];
  }[];
}

/** A span attribute's value (a string, or an integer as a number). */
export function spanAttribute(span: ReceivedSpan, key: string): string | number | undefined {
  const v = span.attributes.find((a) => a.key === key)?.value;
  return v?.stringValue ?? (v?.intValue !== undefined ? Number(v.intValue) : undefined);
}

/** Listens on loopback; keeps every span it is sent and the content types they came in. */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const contentTypes: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      if (req.method !== "POST" || req.url !== "/v1/traces") return void res.writeHead(404).end();
      contentTypes.push(String(req.headers["content-type"]));
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as OtlpTraces;
      for (const rs of body.resourceSpans) {
        const serviceName = rs.resource.attributes.find((a) => a.key === "service.name")?.value.stringValue;
        for (const ss of rs.scopeSpans) for (const s of ss.spans) spans.push({ ...s, scope: ss.scope.name, serviceName });
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** The endpoint to export to (OTEL_EXPORTER_OTLP_TRACES_ENDPOINT's form). */
    tracesUrl: `${url}/v1/traces`,
    spans,
    contentTypes,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * jest runs modules in a vm context without dynamic import(), and the OTLP exporter's transport
 * loads node:http with import() on its first send. This gives it node:http directly, for this test
 * process only; outside jest (the product) the exporter runs unchanged.
 */
export function letOtlpExporterSendUnderJest(): void {
  const nodeHttp = path.dirname(require.resolve("@opentelemetry/otlp-exporter-base/node-http"));
  const { createHttpExporterTransport } = require(path.join(nodeHttp, "transport", "http-exporter-transport.cjs")) as {
    createHttpExporterTransport(parameters: object): object;
  };
  type Transport = { _utils: unknown };
  const prototype = Object.getPrototypeOf(createHttpExporterTransport({})) as { _loadUtils(this: Transport): Promise<unknown> };
  prototype._loadUtils = async function (this: Transport) {
    return (this._utils ??= { agent: new http.Agent(), request: http.request });
  };
}
