// trendspy under hostile inputs inside its contract's limits: see describeHostileInputs.
import { describeHostileInputs } from "@seo/service-kit/testing/toolServiceTests";
import { trendspyResponseSchema } from "@seo/trendspy-contract";
import { adversarialCase } from "../bench/adversarial.bench";
import { createApp } from "./app";

describeHostileInputs({
  tool: "trendspy",
  responseSchema: trendspyResponseSchema,
  createApp,
  bench: adversarialCase,
  reported: {
    niche: "ab".repeat(100),
  },
});
