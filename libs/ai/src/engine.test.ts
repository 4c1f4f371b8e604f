import { loadConfig } from "@seo/config/env";
import { HOOK_LIMITS } from "@seo/contracts/constants";
import {
  descriptoRequestSchema,
  descriptoResponseSchema,
  hookgenieRequestSchema,
  hookgenieResponseSchema,
  seosnapshotRequestSchema,
  seosnapshotResponseSchema,
  trendspyRequestSchema,
  trendspyResponseSchema,
} from "@seo/contracts/tools";
import { AiProviderError, createToolEngine, type EngineLogger } from "./engine";
import { startFakeOpenAIServer, type FakeOpenAIServer } from "./openai/fakeOpenAIServer";

let fake: FakeOpenAIServer;
beforeAll(async () => {
  fake = await startFakeOpenAIServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const recordingLog = () => {
  const lines: { message: string; fields?: Record<string, unknown> }[] = [];
  const log: EngineLogger = {
    info: (message, fields) => lines.push({ message, fields }),
    warn: (message, fields) => lines.push({ message, fields }),
  };
  return { log, lines };
};

const quiet: EngineLogger = { info: () => {}, warn: () => {} };

const openaiConfig = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: "test",
    OPENAI_API_KEY: "sk-test-key",
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_MODEL: "fake-model-1",
    OPENAI_TIMEOUT_MS: "300",
    OPENAI_MAX_RETRIES: "0",
    ...env,
  });

const descripto = descriptoRequestSchema.parse({
  productName: "TrailLite Backpack",
  keyFeatures: "waterproof nylon, 28 litre capacity, padded laptop sleeve, 700 g",
  targetAudience: "weekend hikers",
  tone: "casual",
  keywords: "hiking backpack, waterproof backpack",
});

const goodDescription = {
  result:
    "Meet the TrailLite Backpack, the hiking backpack that keeps up with your weekend plans.\n\n" +
    "• Waterproof nylon keeps your gear dry when the sky changes its mind\n" +
    "• 28 litres swallow layers, lunch and a camera\n" +
    "• A padded sleeve protects your laptop on the commute\n\n" +
    "At just 700 g, this waterproof backpack feels lighter than your to-do list. Pack it and go.",
  suggestions: ["Add the capacity to the product title.", "Show a photo of the laptop sleeve."],
  seoTitle: "TrailLite Hiking Backpack: Waterproof, 28 L, 700 g",
  metaDescription:
    "The TrailLite hiking backpack keeps your gear dry with waterproof nylon, fits 28 litres and a laptop, and weighs only 700 g. Pack it and go.",
};

describe("createToolEngine without a key", () => {
  it("answers from the offline engine and calls no model", async () => {
    const engine = createToolEngine(loadConfig({ NODE_ENV: "test" }), quiet);
    expect(engine.mode).toBe("offline");
    const out = await engine.run("descripto", descripto);
    expect(out.source).toBe("offline");
    expect(out.fallbackReason).toBeUndefined();
    expect(descriptoResponseSchema.parse(out).seoChecks?.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(0);
  });
});

describe("createToolEngine with the OpenAI SDK against an OpenAI-compatible server", () => {
  it("uses a good answer (source openai) and sends a JSON-schema response format", async () => {
    fake.reply({ content: JSON.stringify(goodDescription) });
    const engine = createToolEngine(openaiConfig(), quiet);
    expect(engine.mode).toBe("openai");
    const out = await engine.run("descripto", descripto);

    expect(out.source).toBe("openai");
    expect(out.result).toBe(goodDescription.result);
    expect(out.suggestions).toEqual(goodDescription.suggestions);
    // The same short outputs as the offline engine (DESIGN.md decision 14).
    expect(descriptoResponseSchema.parse(out)).toMatchObject({ seoTitle: goodDescription.seoTitle, metaDescription: goodDescription.metaDescription });
    // The SeoSnapshot rules checked the model's copy, and the checks travel with the answer.
    expect(descriptoResponseSchema.parse(out).seoChecks?.some((c) => c.id.startsWith("content-keyword-density"))).toBe(true);

    expect(fake.requests).toHaveLength(1);
    const req = fake.requests[0]!;
    expect(req.authorization).toBe("Bearer sk-test-key");
    expect(req.body.model).toBe("fake-model-1");
    expect(req.body.response_format.type).toBe("json_schema");
    expect(req.body.response_format.json_schema.schema.required).toEqual(["result", "suggestions", "seoTitle", "metaDescription"]);
    expect(req.body.messages[0].content).toMatch(/senior SEO copywriter/);
    expect(req.body.messages[0].content).toMatch(/casual/);
    expect(req.body.messages[1].content).toMatch(/hiking backpack, waterproof backpack/);
  });

  it("accepts an answer wrapped in a markdown fence", async () => {
    fake.reply({ content: "```json\n" + JSON.stringify(goodDescription) + "\n```" });
    const out = await createToolEngine(openaiConfig(), quiet).run("descripto", descripto);
    expect(out.source).toBe("openai");
  });

  it("falls back to the offline engine on an out-of-schema answer, and logs why", async () => {
    fake.reply({ content: JSON.stringify({ description: "wrong field names", tips: 3 }) });
    const { log, lines } = recordingLog();
    const out = await createToolEngine(openaiConfig(), log).run("descripto", descripto);
    expect(out.source).toBe("offline");
    expect(out.fallbackReason).toMatch(/out of schema.*result/);
    const parsed = descriptoResponseSchema.parse(out);
    expect(parsed.result.length).toBeGreaterThan(100);
    expect(parsed.fallbackReason).toBe(out.fallbackReason);
    expect(lines).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/offline/),
        fields: expect.objectContaining({ tool: "descripto", reason: out.fallbackReason }),
      }),
    ]);
  });

  it("falls back when the answer is not JSON at all", async () => {
    fake.reply({ content: "Sure! Here is your description: ..." });
    const out = await createToolEngine(openaiConfig(), quiet).run("descripto", descripto);
    expect(out).toMatchObject({ source: "offline", fallbackReason: "answer is not JSON" });
  });

  it("falls back on a timeout", async () => {
    fake.reply({ content: JSON.stringify(goodDescription), delayMs: 1500 });
    const started = Date.now();
    const out = await createToolEngine(openaiConfig({ OPENAI_TIMEOUT_MS: "200" }), quiet).run("descripto", descripto);
    expect(out.source).toBe("offline");
    expect(out.fallbackReason).toMatch(/no answer within 200 ms/);
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it("retries a failing provider a bounded number of times, then falls back", async () => {
    fake.reply({ status: 500 });
    const out = await createToolEngine(openaiConfig({ OPENAI_MAX_RETRIES: "2" }), quiet).run("descripto", descripto);
    expect(fake.requests).toHaveLength(3);
    expect(out).toMatchObject({ source: "offline", fallbackReason: "provider answered 500" });
  });

  it("recovers when a retry succeeds", async () => {
    fake.reply((req) => (fake.requests.indexOf(req) === 0 ? { status: 503 } : { content: JSON.stringify(goodDescription) }));
    const out = await createToolEngine(openaiConfig({ OPENAI_MAX_RETRIES: "1" }), quiet).run("descripto", descripto);
    expect(out.source).toBe("openai");
    expect(fake.requests).toHaveLength(2);
  });

  it("throws a 502 AiProviderError instead of falling back when AI_FALLBACK=off", async () => {
    fake.reply({ content: JSON.stringify({ nope: true }) });
    const engine = createToolEngine(openaiConfig({ AI_FALLBACK: "off" }), recordingLog().log);
    const err = await engine.run("descripto", descripto).catch((e) => e);
    expect(err).toBeInstanceOf(AiProviderError);
    expect(err.status).toBe(502);
    expect(err.message).toMatch(/^AI provider failed: answer out of schema/);
  });

  it("HookGenie: ranks the model's headlines, drops those over the channel limit, and checks the top one", async () => {
    const limit = HOOK_LIMITS.subject_line;
    const headlines = [
      "1. \"Your hiking backpack, finally waterproof\"",
      "This subject line is far too long to ever fit into an inbox preview at all",
      "7 proven ways to pack a waterproof backpack",
      "Pack light: the 700 g backpack for weekend trails",
    ];
    fake.reply({ content: JSON.stringify({ headlines, tips: ["Test two variants."] }) });
    const input = hookgenieRequestSchema.parse({ topic: "waterproof hiking backpack", type: "subject_line", style: "compelling" });
    const out = hookgenieResponseSchema.parse(await createToolEngine(openaiConfig(), quiet).run("hookgenie", input));

    expect(out.source).toBe("openai");
    expect(out.headlines).toHaveLength(3);
    for (const h of out.headlines!) expect(h.length).toBeLessThanOrEqual(limit);
    const scores = out.headlines!.map((h) => h.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(out.headlines!.map((h) => h.text)).toContain("Your hiking backpack, finally waterproof");
    expect(out.result.split("\n")[0]).toBe(`1. ${out.headlines![0]!.text}`);
    expect(out.seoChecks?.find((c) => c.id === "headline-limit")?.passed).toBe(true);
    expect(fake.requests[0]!.body.messages[0].content).toMatch(/at most 50 characters/);
  });

  it("TrendSpy: keeps the model's data and adds the '- keyword:' lines the workflow parses", async () => {
    fake.reply({
      content: JSON.stringify({
        result: "Dog food is a steady niche with rising interest in fresh and grain-free options.",
        keywordData: [
          { keyword: "grain free dog food", trend: "up", volume: 18100.4, difficulty: 62, intent: "commercial" },
          { keyword: "fresh dog food delivery", trend: "up", volume: 9900, difficulty: 48 },
          { keyword: "how much to feed a puppy", trend: "stable", volume: 22200, difficulty: 25 },
        ],
        insights: ["Start with the puppy feeding guide."],
      }),
    });
    const input = trendspyRequestSchema.parse({ niche: "dog food", category: "Ecommerce" });
    const out = trendspyResponseSchema.parse(await createToolEngine(openaiConfig(), quiet).run("trendspy", input));
    expect(out.source).toBe("openai");
    expect(out.result).toMatch(/^- grain free dog food:$/m);
    expect(out.keywordData[0]).toMatchObject({ keyword: "grain free dog food", volume: 18100, intent: "commercial" });
    expect(fake.requests[0]!.body.messages[0].content).toMatch(/'- <keyword>:'/);
  });

  it("SeoSnapshot: model scores with measured metrics and an 'SEO Score: N/100' line", async () => {
    fake.reply({
      content: JSON.stringify({
        result: "Title\nGood length, keyword first.",
        scores: { overall: 71.6, title: 80, description: 60 },
        recommendations: ['Rewrite the description: "..."'],
      }),
    });
    const input = seosnapshotRequestSchema.parse({
      title: "Waterproof Hiking Backpack for Weekend Trails | TrailLite",
      description: "A light waterproof backpack.",
      url: "https://example.com/hiking-backpack",
    });
    const out = seosnapshotResponseSchema.parse(await createToolEngine(openaiConfig(), quiet).run("seosnapshot", input));
    expect(out.source).toBe("openai");
    expect(out.scores.overall).toBe(72);
    expect(out.result.startsWith("SEO Score: 72/100")).toBe(true);
    expect(out.metrics).toMatchObject({ titleLength: input.title.length, descriptionLength: input.description.length, descriptionOptimal: false });
    // The prompt was grounded in the measured facts.
    expect(fake.requests[0]!.body.messages[1].content).toMatch(new RegExp(`description ${input.description.length} characters`));
  });
});
