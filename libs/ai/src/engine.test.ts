// The fallback policy with a sample tool definition: the real `openai` SDK against a local
// OpenAI-compatible server. Each tool's own model path is tested in its service.
import { z } from "zod";
import { loadConfig } from "@seo/config/env";
import { AiProviderError, createToolEngine, type EngineLogger, type ToolDefinition } from "./engine";
import { useFakeModel } from "./testing/fakeModel";

const model = useFakeModel();
beforeEach(() => {
  model.server.requests.length = 0;
});

const recordingLog = () => {
  const lines: { message: string; fields?: Record<string, unknown> }[] = [];
  const log: EngineLogger = {
    info: (message, fields) => lines.push({ message, fields }),
    warn: (message, fields) => lines.push({ message, fields }),
  };
  return { log, lines };
};

const { openaiConfig, quiet } = model;

// A sample tool: shouts its input offline; asks the model for a summary with at least 10 characters.
type SampleInput = { text: string };
const sampleResponse = z.object({
  result: z.string(),
  length: z.number(),
  checked: z.boolean(),
  source: z.enum(["openai", "offline"]).optional(),
  fallbackReason: z.string().optional(),
});
type SampleResponse = z.infer<typeof sampleResponse>;
const sampleOutput = z.object({ summary: z.string().min(10, "summary is too short") });

const sampleTool: ToolDefinition<SampleInput, SampleResponse, z.infer<typeof sampleOutput>, number> = {
  name: "sample",
  response: sampleResponse,
  offline: (input) => ({ result: input.text.toUpperCase(), length: 0, checked: false }),
  model: {
    context: (input) => input.text.length,
    prompt: (input, length) => ({ system: "Summarise. Answer with JSON.", user: `Text (${length} characters): ${input.text}` }),
    schema: sampleOutput,
    assemble: (_input, out, length) => ({ result: out.summary, length, checked: false }),
  },
  finish: (_input, response) => ({ ...response, checked: true }),
};

const input = { text: "A light waterproof backpack for weekend hikes." };
const goodAnswer = { summary: "A light waterproof backpack." };

describe("createToolEngine without a key", () => {
  it("answers from the offline engine, runs the tool's finishing rules and calls no model", async () => {
    const engine = createToolEngine(sampleTool, loadConfig({ NODE_ENV: "test" }), quiet);
    expect(engine.mode).toBe("offline");
    const out = await engine.run(input);
    expect(out).toEqual({ result: input.text.toUpperCase(), length: 0, checked: true, source: "offline" });
    expect(model.server.requests).toHaveLength(0);
  });

  it("answers offline when the tool has no model definition, even with a key", async () => {
    const { model: _model, ...offlineOnly } = sampleTool;
    const engine = createToolEngine(offlineOnly, openaiConfig(), quiet);
    expect(engine.mode).toBe("offline");
    expect((await engine.run(input)).source).toBe("offline");
    expect(model.server.requests).toHaveLength(0);
  });
});

describe("createToolEngine with the OpenAI SDK against an OpenAI-compatible server", () => {
  it("uses a good answer (source openai), grounded in the context, with a JSON-schema response format", async () => {
    model.server.reply({ content: JSON.stringify(goodAnswer) });
    const engine = createToolEngine(sampleTool, openaiConfig(), quiet);
    expect(engine.mode).toBe("openai");
    const out = await engine.run(input);
    expect(out).toEqual({ result: goodAnswer.summary, length: input.text.length, checked: true, source: "openai" });

    expect(model.server.requests).toHaveLength(1);
    const req = model.server.requests[0]!;
    expect(req.authorization).toBe("Bearer sk-test-key");
    expect(req.body.model).toBe("fake-model-1");
    expect(req.body.response_format.type).toBe("json_schema");
    expect(req.body.response_format.json_schema.name).toBe("sample_response");
    expect(req.body.response_format.json_schema.schema.required).toEqual(["summary"]);
    expect(req.body.messages[0].content).toBe("Summarise. Answer with JSON.");
    expect(req.body.messages[1].content).toBe(`Text (${input.text.length} characters): ${input.text}`);
  });

  it("accepts an answer wrapped in a markdown fence", async () => {
    model.server.reply({ content: "```json\n" + JSON.stringify(goodAnswer) + "\n```" });
    const out = await createToolEngine(sampleTool, openaiConfig(), quiet).run(input);
    expect(out.source).toBe("openai");
  });

  it("falls back to the offline engine on an out-of-schema answer, and logs why", async () => {
    model.server.reply({ content: JSON.stringify({ summary: "short" }) });
    const { log, lines } = recordingLog();
    const out = await createToolEngine(sampleTool, openaiConfig(), log).run(input);
    expect(out.source).toBe("offline");
    expect(out.result).toBe(input.text.toUpperCase());
    expect(out.fallbackReason).toMatch(/out of schema.*summary: summary is too short/);
    expect(lines).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/offline/),
        fields: expect.objectContaining({ tool: "sample", model: "fake-model-1", reason: out.fallbackReason }),
      }),
    ]);
  });

  it("falls back when the answer is not JSON at all", async () => {
    model.server.reply({ content: "Sure! Here is your summary: ..." });
    const out = await createToolEngine(sampleTool, openaiConfig(), quiet).run(input);
    expect(out).toMatchObject({ source: "offline", fallbackReason: "answer is not JSON" });
  });

  it("falls back on a timeout", async () => {
    model.server.reply({ content: JSON.stringify(goodAnswer), delayMs: 1500 });
    const started = Date.now();
    const out = await createToolEngine(sampleTool, openaiConfig({ OPENAI_TIMEOUT_MS: "200" }), quiet).run(input);
    expect(out.source).toBe("offline");
    expect(out.fallbackReason).toMatch(/no answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it("retries a failing provider a bounded number of times, then falls back", async () => {
    model.server.reply({ status: 500 });
    const out = await createToolEngine(sampleTool, openaiConfig({ OPENAI_MAX_RETRIES: "2" }), quiet).run(input);
    expect(model.server.requests).toHaveLength(3);
    expect(out).toMatchObject({ source: "offline", fallbackReason: "provider answered 500" });
  });

  it("recovers when a retry succeeds", async () => {
    model.server.reply((req) =>
      model.server.requests.indexOf(req) === 0 ? { status: 503 } : { content: JSON.stringify(goodAnswer) },
    );
    const out = await createToolEngine(sampleTool, openaiConfig({ OPENAI_MAX_RETRIES: "1" }), quiet).run(input);
    expect(out.source).toBe("openai");
    expect(model.server.requests).toHaveLength(2);
  });

  it("throws a 502 AiProviderError instead of falling back when AI_FALLBACK=off", async () => {
    model.server.reply({ content: JSON.stringify({ nope: true }) });
    const engine = createToolEngine(sampleTool, openaiConfig({ AI_FALLBACK: "off" }), recordingLog().log);
    const err = await engine.run(input).catch((e) => e);
    expect(err).toBeInstanceOf(AiProviderError);
    expect(err.status).toBe(502);
    expect(err.message).toMatch(/^AI provider failed: answer out of schema/);
  });

  it("refuses to send an answer of its own that breaks the tool's contract", async () => {
    model.server.reply({ content: JSON.stringify(goodAnswer) });
    const broken: typeof sampleTool = { ...sampleTool, finish: (_i, r) => ({ ...r, length: "many" as unknown as number }) };
    const err = await createToolEngine(broken, openaiConfig(), quiet)
      .run(input)
      .catch((e) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err.message).toMatch(/^sample answer breaks its contract: length/);
  });
});

describe("variants through the model", () => {
  type VariantInput = SampleInput & { variant?: number };
  const variantTool: ToolDefinition<VariantInput, SampleResponse, z.infer<typeof sampleOutput>, number> = {
    ...sampleTool,
    model: { ...sampleTool.model!, variant: (i) => i.variant },
  };

  it("sends no seed or temperature without a variant, and a seed alone for the first", async () => {
    model.server.reply({ content: JSON.stringify(goodAnswer) });
    const engine = createToolEngine(variantTool, openaiConfig(), quiet);
    await engine.run(input);
    await engine.run({ ...input, variant: 0 });
    const [plain, first] = model.server.requests.map((r) => r.body);
    expect(plain).not.toHaveProperty("seed");
    expect(plain).not.toHaveProperty("temperature");
    expect(first.seed).toBe(0);
    expect(first).not.toHaveProperty("temperature");
    expect(first.messages[1].content).toBe(`Text (${input.text.length} characters): ${input.text}`);
  });

  it("asks for a further variant with its seed, a slightly higher temperature and a line saying it is another draft", async () => {
    model.server.reply({ content: JSON.stringify(goodAnswer) });
    const engine = createToolEngine(variantTool, openaiConfig(), quiet);
    for (const variant of [1, 2, 7]) await engine.run({ ...input, variant });
    const bodies = model.server.requests.map((r) => r.body);
    expect(bodies.map((b) => b.seed)).toEqual([1, 2, 7]);
    expect(bodies.map((b) => b.temperature)).toEqual([1.1, 1.2, 1.3]);
    expect(bodies[0].messages[1].content).toMatch(/^Text \(\d+ characters\): .+\n\nThis is draft 2 of the same input/);
    expect(bodies[1].messages[1].content).toMatch(/This is draft 3 of the same input/);
  });

  it("gives a reasoning model (default temperature only) the seed alone", async () => {
    model.server.reply({ content: JSON.stringify(goodAnswer) });
    await createToolEngine(variantTool, openaiConfig({ OPENAI_MODEL: "o4-mini" }), quiet).run({ ...input, variant: 2 });
    expect(model.server.requests[0]!.body.seed).toBe(2);
    expect(model.server.requests[0]!.body).not.toHaveProperty("temperature");
  });
});

describe("a local server (OPENAI_BASE_URL without a key)", () => {
  const localConfig = (env: Record<string, string> = {}) =>
    loadConfig({
      NODE_ENV: "test",
      OPENAI_BASE_URL: model.server.baseURL,
      OPENAI_MODEL: "llama3.1:8b",
      OPENAI_TIMEOUT_MS: "300",
      ...env,
    });

  it("asks the model, with a placeholder key the SDK requires", async () => {
    model.server.reply({ content: JSON.stringify(goodAnswer) });
    const engine = createToolEngine(sampleTool, localConfig(), quiet);
    expect(engine.mode).toBe("openai");
    expect((await engine.run(input)).source).toBe("openai");
    expect(model.server.requests[0]!.authorization).toBe("Bearer not-needed");
    expect(model.server.requests[0]!.body.model).toBe("llama3.1:8b");
  });

  it("shows its settings without a key and tests the connection with one structured-output request", async () => {
    const engine = createToolEngine(sampleTool, localConfig(), quiet);
    expect(engine.modelSettings).toEqual({
      engine: "model",
      model: "llama3.1:8b",
      baseUrlHost: new URL(model.server.baseURL).host,
      fallback: true,
      timeoutMs: 300,
    });
    model.server.reply({ fromSchema: true });
    expect(await engine.checkModel()).toMatchObject({ ok: true, structuredOutput: "ok", model: "llama3.1:8b" });
    expect(model.server.requests).toHaveLength(1);
  });

  it("has nothing to test offline, or for a tool without a model definition", async () => {
    const offline = createToolEngine(sampleTool, loadConfig({ NODE_ENV: "test" }), quiet);
    expect(offline.modelSettings.engine).toBe("offline");
    expect(await offline.checkModel()).toBeNull();
    const { model: _model, ...offlineOnly } = sampleTool;
    const noModel = createToolEngine(offlineOnly, localConfig(), quiet);
    expect(noModel.modelSettings).toMatchObject({ engine: "offline", model: null });
    expect(await noModel.checkModel()).toBeNull();
    expect(model.server.requests).toHaveLength(0);
  });

  it("with fallback switched off by its caller, a failed answer throws whatever AI_FALLBACK says", async () => {
    model.server.reply({ content: "not json" });
    const engine = createToolEngine(sampleTool, localConfig({ AI_FALLBACK: "on" }), quiet, { fallback: false });
    await expect(engine.run(input)).rejects.toBeInstanceOf(AiProviderError);
  });
});
