import { loadConfig } from "@seo/config/env";
import { describeToolService } from "@seo/service-kit/testing/toolServiceTests";
import { signedAs } from "@seo/service-kit/testing/signedRequests";
import { startFakeOpenAIServer } from "@seo/ai/testing/fakeOpenAIServer";
import { trendspyResponseSchema } from "@seo/trendspy-contract";
import { createApp } from "./app";

describeToolService({
  tool: "trendspy",
  responseSchema: trendspyResponseSchema,
  createApp: (config) => createApp(config),
  goodInput: { niche: "dog food", category: "Ecommerce" },
  badInput: { niche: "   " },
  badField: "niche",
});

describe("trendspy service with a model", () => {
  it("answers the model's keywords with the `estimate` flag the UI's badge reads", async () => {
    const fake = await startFakeOpenAIServer();
    try {
      fake.reply({
        content: JSON.stringify({
          result: "Coffee roasting is a steady niche.",
          keywordData: [
            { keyword: "coffee roasting", trend: "up", volume: 12000, difficulty: 29 },
            { keyword: "home coffee roaster", trend: "stable", volume: 900, difficulty: 30 },
            { keyword: "how to roast coffee", trend: "up", volume: 4400, difficulty: 59 },
          ],
          insights: ["Start with the how-to."],
        }),
      });
      const secret = "trendspy-model-secret";
      const config = loadConfig({
        NODE_ENV: "test",
        IDENTITY_SECRET: secret,
        OPENAI_API_KEY: "sk-test",
        OPENAI_BASE_URL: fake.baseURL,
        OPENAI_MAX_RETRIES: "0",
      });
      const res = await signedAs(createApp(config).callback(), { userId: "17", plan: "all" }, secret).post("/api/trendspy", {
        niche: "coffee roasting",
      });
      expect(res.status).toBe(200);
      const body = trendspyResponseSchema.parse(res.body);
      expect(body.source).toBe("openai");
      expect(body.keywordData.map((k) => k.estimate)).toEqual([true, true, true]);
    } finally {
      await fake.close();
    }
  });
});
