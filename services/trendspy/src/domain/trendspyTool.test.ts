// TrendSpy's model path through the real `openai` SDK and a local OpenAI-compatible server.
import { loadConfig } from "@seo/config/env";
import { createToolEngine } from "@seo/ai/engine";
import { useFakeModel } from "@seo/ai/testing/fakeModel";
import { trendspyRequestSchema, trendspyResponseSchema } from "@seo/trendspy-contract";
import { trendspyTool } from "./trendspyTool";

const fakeModel = useFakeModel();
const { quiet, openaiConfig } = fakeModel;

const modelAnswer = {
  result: "Dog food is a steady niche with rising interest in fresh and grain-free options.",
  keywordData: [
    { keyword: "grain free dog food", trend: "up", volume: 18100.4, difficulty: 62, intent: "commercial" },
    { keyword: "fresh dog food delivery", trend: "up", volume: 9900, difficulty: 48 },
    { keyword: "how much to feed a puppy", trend: "stable", volume: 22200, difficulty: 25 },
  ],
  insights: ["Start with the puppy feeding guide."],
};
const input = trendspyRequestSchema.parse({ niche: "dog food", category: "Ecommerce" });

describe("TrendSpy's engine", () => {
  it("keeps the model's keywords, drops its invented figures and adds the '- keyword:' lines the workflow parses", async () => {
    fakeModel.server.reply({ content: JSON.stringify(modelAnswer) });
    const out = trendspyResponseSchema.parse(await createToolEngine(trendspyTool, openaiConfig(), quiet).run(input));
    expect(out.source).toBe("openai");
    expect(out.result).toMatch(/^- grain free dog food:$/m);
    expect(out.keywordData[0]).toMatchObject({
      keyword: "grain free dog food",
      volume: null,
      difficulty: null,
      trend: null,
      intent: "commercial",
      interest: "high",
    });
    expect(out.dataSource).toBe("estimate");
    expect(out.result).not.toMatch(/18,?100/);
    expect(fakeModel.server.requests[0]!.body.messages[0].content).toMatch(/'- <keyword>:'/);
  });

  it("flags every keyword the model wrote with the `estimate` flag the UI's badge reads, like the offline engine", async () => {
    fakeModel.server.reply({ content: JSON.stringify(modelAnswer) });
    const model = await createToolEngine(trendspyTool, openaiConfig(), quiet).run(input);
    const offline = await createToolEngine(trendspyTool, loadConfig({ NODE_ENV: "test" }), quiet).run(input);
    expect(model.source).toBe("openai");
    expect(offline.source).toBe("offline");
    for (const answer of [model, offline]) {
      // What the client sees: the JSON on the wire, parsed with the contract the remote bundles.
      const parsed = trendspyResponseSchema.parse(JSON.parse(JSON.stringify(answer)));
      expect(parsed.keywordData.length).toBeGreaterThan(0);
      for (const k of parsed.keywordData) {
        expect(k.estimate).toBe(true);
        expect(k).not.toHaveProperty("estimated");
      }
    }
  });

  it("accepts a model answer without figures (it is asked for none)", async () => {
    fakeModel.server.reply({
      content: JSON.stringify({
        ...modelAnswer,
        keywordData: modelAnswer.keywordData.map(({ keyword, intent }) => ({ keyword, ...(intent ? { intent } : {}) })),
      }),
    });
    const out = await createToolEngine(trendspyTool, openaiConfig(), quiet).run(input);
    expect(out.source).toBe("openai");
    expect(out.keywordData.map((k) => k.volume)).toEqual([null, null, null]);
  });
  it("asks for another angle (Regenerate) with the variant as seed and a little more temperature", async () => {
    fakeModel.server.reply({ content: JSON.stringify(modelAnswer) });
    await createToolEngine(trendspyTool, openaiConfig(), quiet).run({ ...input, variant: 1 });
    expect(fakeModel.server.requests.at(-1)!.body).toMatchObject({ seed: 1, temperature: 1.1 });
  });
});
