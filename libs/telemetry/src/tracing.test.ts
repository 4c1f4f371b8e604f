// Tracing off (no OTLP endpoint): nothing starts, nothing is made per request.
import { shutdownTracing, startRequestSpan, startTracing, tracingActive, tracingConfigured } from "./tracing";

describe("tracing without an OTLP endpoint", () => {
  it("is configured by either endpoint variable, unless the SDK is disabled", () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://collector:4318/v1/traces" })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_SDK_DISABLED: "true" })).toBe(false);
  });

  it("starts nothing, and requests get no span", async () => {
    expect(startTracing({ serviceName: "bff", env: {} })).toBeNull();
    expect(tracingActive()).toBe(false);
    expect(startRequestSpan("bff", "GET", { traceparent: "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01" })).toBeNull();
    await expect(shutdownTracing()).resolves.toBeUndefined();
  });
});
