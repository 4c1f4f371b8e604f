// Hostile inputs inside the contract's limits (long single words, repeated words, unicode,
// punctuation runs) still get a valid answer from the offline engine. No timing is asserted here:
// `npm run bench` measures; before the spelling and casing bounds these inputs took seconds to
// minutes (or exhausted the heap), so this suite could not finish within its timeout.
import { loadConfig } from "@seo/config/env";
import { signedAs } from "@seo/service-kit/testing/signedRequests";
import { trendspyResponseSchema } from "@seo/trendspy-contract";
import { adversarialCase } from "../bench/adversarial.bench";
import { createApp } from "./app";

describe("trendspy under hostile inputs", () => {
  it("answers every hostile input of the benchmark with a contract-valid offline answer", () => {
    for (const { name, input } of adversarialCase.inputs) {
      const answer = trendspyResponseSchema.safeParse(adversarialCase.run(input));
      if (!answer.success) throw new Error(`${name}: ${answer.error.message}`);
    }
  });

  it("answers the reported request through HTTP with 200", async () => {
    const secret = "trendspy-adversarial-secret";
    const config = loadConfig({ NODE_ENV: "test", IDENTITY_SECRET: secret });
    const res = await signedAs(createApp(config).callback(), { userId: "17", plan: "all" }, secret).post("/api/trendspy", {
      niche: "ab".repeat(100),
    });
    expect(res.status).toBe(200);
    expect(trendspyResponseSchema.safeParse(res.body).success).toBe(true);
  });
});
