// Hostile inputs inside the contract's limits (long single words, repeated words, unicode,
// punctuation runs) still get a valid answer from the offline engine. No timing is asserted here:
// `npm run bench` measures; before the spelling and casing bounds these inputs took seconds to
// minutes (or exhausted the heap), so this suite could not finish within its timeout.
import { loadConfig } from "@seo/config/env";
import { signedAs } from "@seo/service-kit/testing/signedRequests";
import { descriptoResponseSchema } from "@seo/descripto-contract";
import { adversarialCase } from "../bench/adversarial.bench";
import { createApp } from "./app";

describe("descripto under hostile inputs", () => {
  it("answers every hostile input of the benchmark with a contract-valid offline answer", () => {
    for (const { name, input } of adversarialCase.inputs) {
      const answer = descriptoResponseSchema.safeParse(adversarialCase.run(input));
      if (!answer.success) throw new Error(`${name}: ${answer.error.message}`);
    }
  });

  it("answers the reported request through HTTP with 200", async () => {
    const secret = "descripto-adversarial-secret";
    const config = loadConfig({ NODE_ENV: "test", IDENTITY_SECRET: secret });
    const res = await signedAs(createApp(config).callback(), { userId: "17", plan: "all" }, secret).post("/api/descripto", {
      productName: "AeroBrew Travel Coffee Maker",
      keyFeatures: "a".repeat(4000),
      targetAudience: "Busy professionals",
      tone: "casual",
    });
    expect(res.status).toBe(200);
    expect(descriptoResponseSchema.safeParse(res.body).success).toBe(true);
  });
});
