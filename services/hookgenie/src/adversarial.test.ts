// Hostile inputs inside the contract's limits (long single words, repeated words, unicode,
// punctuation runs) still get a valid answer from the offline engine. No timing is asserted here:
// `npm run bench` measures; before the spelling and casing bounds these inputs took seconds to
// minutes (or exhausted the heap), so this suite could not finish within its timeout.
import { loadConfig } from "@seo/config/env";
import { signedAs } from "@seo/service-kit/testing/signedRequests";
import { hookgenieResponseSchema } from "@seo/hookgenie-contract";
import { adversarialCase } from "../bench/adversarial.bench";
import { createApp } from "./app";

describe("hookgenie under hostile inputs", () => {
  it("answers every hostile input of the benchmark with a contract-valid offline answer", () => {
    // Every fourth of its inputs (all six content types), to keep the suite quick.
    for (const { name, input } of adversarialCase.inputs.filter((_, i) => i % 4 === 0)) {
      const answer = hookgenieResponseSchema.safeParse(adversarialCase.run(input));
      if (!answer.success) throw new Error(`${name}: ${answer.error.message}`);
    }
  });

  it("answers the reported request through HTTP with 200", async () => {
    const secret = "hookgenie-adversarial-secret";
    const config = loadConfig({ NODE_ENV: "test", IDENTITY_SECRET: secret });
    const res = await signedAs(createApp(config).callback(), { userId: "17", plan: "all" }, secret).post("/api/hookgenie", {
      topic: "ab ".repeat(166),
      type: "headline",
      style: "compelling",
    });
    expect(res.status).toBe(200);
    expect(hookgenieResponseSchema.safeParse(res.body).success).toBe(true);
  });
});
