// "Test connection" against a local OpenAI-compatible server through the real SDK: each way a
// model server can fail is told apart, and nothing reported carries the key.
import net from "node:net";
import type { AddressInfo } from "node:net";
import { loadConfig } from "@seo/config/env";
import { useFakeModel } from "../testing/fakeModel";
import { checkModelConnection } from "./modelCheck";
import { modelSettingsOf, modelSettingsView, NO_KEY_NEEDED } from "./modelSettings";

const model = useFakeModel();
beforeEach(() => {
  model.server.requests.length = 0;
});

const KEY = "sk-proj-abcdefghijklmnop0123456789";
const settings = (env: Record<string, string> = {}) =>
  modelSettingsOf(
    loadConfig({
      NODE_ENV: "test",
      OPENAI_API_KEY: KEY,
      OPENAI_BASE_URL: model.server.baseURL,
      OPENAI_MODEL: "fake-model-1",
      OPENAI_TIMEOUT_MS: "400",
      ...env,
    }).openai,
  )!;
const host = () => new URL(model.server.baseURL).host;

describe("checkModelConnection", () => {
  it("reports ok, the model, the host and the latency when the answer matches the schema", async () => {
    model.server.reply({ content: JSON.stringify({ ok: true, word: "ready" }) });
    const report = await checkModelConnection(settings());
    expect(report).toEqual({
      ok: true,
      model: "fake-model-1",
      baseUrlHost: host(),
      latencyMs: expect.any(Number),
      structuredOutput: "ok",
    });
    expect(model.server.requests).toHaveLength(1);
    const req = model.server.requests[0]!;
    expect(req.body.model).toBe("fake-model-1");
    expect(req.body.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "connection_check" } });
    expect(req.body.response_format.json_schema.schema.required).toEqual(["ok", "word"]);
  });

  it("sends a placeholder key to a local server configured by OPENAI_BASE_URL alone", async () => {
    model.server.reply({ fromSchema: true });
    const local = modelSettingsOf(
      loadConfig({ NODE_ENV: "test", OPENAI_BASE_URL: model.server.baseURL, OPENAI_MODEL: "qwen2.5:7b-instruct" }).openai,
    )!;
    const report = await checkModelConnection(local);
    expect(report).toMatchObject({ ok: true, model: "qwen2.5:7b-instruct", structuredOutput: "ok" });
    expect(model.server.requests[0]!.authorization).toBe(`Bearer ${NO_KEY_NEEDED}`);
  });

  it("tells an answer that is not JSON, or JSON out of the schema, as an invalid answer", async () => {
    model.server.reply({ content: "Sure! I'm ready." });
    expect(await checkModelConnection(settings())).toMatchObject({
      ok: false,
      structuredOutput: "invalid_answer",
      error: expect.stringMatching(/not with JSON/),
    });
    model.server.reply({ content: JSON.stringify({ ok: "yes" }) });
    expect(await checkModelConnection(settings())).toMatchObject({
      ok: false,
      structuredOutput: "invalid_answer",
      error: expect.stringMatching(/does not match the schema/),
    });
    model.server.reply({ content: "" });
    expect((await checkModelConnection(settings())).structuredOutput).toBe("invalid_answer");
  });

  it("reports a refused key (401) without the server's words, which quote the key", async () => {
    model.server.reply({
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${KEY}`, type: "invalid_request_error" } },
    });
    const report = await checkModelConnection(settings());
    expect(report).toMatchObject({
      ok: false,
      structuredOutput: "failed",
      status: 401,
      error: expect.stringMatching(/OPENAI_API_KEY/),
    });
    expect(JSON.stringify(report)).not.toContain("abcdefghijklmnop");
  });

  it("reports an unknown model (404) with the model's name and the server's words", async () => {
    model.server.reply({ status: 404, body: { error: { message: 'model "fake-model-1" not found, try pulling it first' } } });
    const report = await checkModelConnection(settings());
    expect(report).toMatchObject({ ok: false, structuredOutput: "failed", status: 404 });
    expect(report.error).toMatch(/model "fake-model-1".*404.*OPENAI_MODEL.*try pulling it first/);
  });

  it("reports a server that refuses a JSON-schema response format as unsupported", async () => {
    model.server.reply({
      status: 400,
      body: { error: { message: "response_format json_schema is not supported by this model" } },
    });
    expect(await checkModelConnection(settings())).toMatchObject({ ok: false, structuredOutput: "unsupported", status: 400 });
  });

  it("reports other refusals and server errors with their status, masking anything key-like", async () => {
    model.server.reply({ status: 500, body: { error: { message: `boom while using ${KEY}` } } });
    const failed = await checkModelConnection(settings());
    expect(failed).toMatchObject({
      ok: false,
      structuredOutput: "failed",
      status: 500,
      error: expect.stringMatching(/failed \(500\)/),
    });
    expect(failed.error).not.toContain(KEY);
    model.server.reply({ status: 429 });
    expect(await checkModelConnection(settings())).toMatchObject({ status: 429, error: expect.stringMatching(/rate limiting/) });
  });

  it("reports a timeout once OPENAI_TIMEOUT_MS has passed (one attempt, no retries)", async () => {
    model.server.reply({ content: JSON.stringify({ ok: true, word: "late" }), delayMs: 1_000 });
    const report = await checkModelConnection(settings({ OPENAI_TIMEOUT_MS: "150", OPENAI_MAX_RETRIES: "3" }));
    expect(report).toMatchObject({
      ok: false,
      structuredOutput: "failed",
      error: expect.stringMatching(/no answer within 150 ms/),
    });
    expect(report.latencyMs).toBeGreaterThanOrEqual(140);
    expect(model.server.requests).toHaveLength(1);
  });

  it("reports a server nobody answers at as unreachable, with the host", async () => {
    const s = net.createServer();
    await new Promise<void>((r) => s.listen(0, "127.0.0.1", () => r()));
    const port = (s.address() as AddressInfo).port;
    await new Promise<void>((r) => s.close(() => r()));
    const report = await checkModelConnection(settings({ OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` }));
    expect(report).toMatchObject({ ok: false, structuredOutput: "failed", baseUrlHost: `127.0.0.1:${port}` });
    expect(report.error).toMatch(new RegExp(`could not reach 127.0.0.1:${port}.*ECONNREFUSED`));
  });
});

describe("modelSettingsView", () => {
  it("shows engine, model and host, never the key or the URL's path and credentials", () => {
    const view = modelSettingsView(
      loadConfig({ OPENAI_API_KEY: KEY, OPENAI_BASE_URL: "https://user:pw@models.example:8443/v1", OPENAI_MODEL: "m" }).openai,
    );
    expect(view).toEqual({ engine: "model", model: "m", baseUrlHost: "models.example:8443", fallback: true, timeoutMs: 20_000 });
    expect(JSON.stringify(view)).not.toMatch(/sk-|user|pw/);
    expect(modelSettingsView(loadConfig({ OPENAI_API_KEY: KEY }).openai).baseUrlHost).toBe("api.openai.com");
    expect(modelSettingsView(loadConfig({ AI_FALLBACK: "off" }).openai)).toEqual({
      engine: "offline",
      model: null,
      baseUrlHost: null,
      fallback: false,
      timeoutMs: 20_000,
    });
  });
});
