// descripto under hostile inputs inside its contract's limits: see describeHostileInputs.
import { describeHostileInputs } from "@seo/service-kit/testing/toolServiceTests";
import { descriptoResponseSchema } from "@seo/descripto-contract";
import { adversarialCase } from "../bench/adversarial.bench";
import { createApp } from "./app";

describeHostileInputs({
  tool: "descripto",
  responseSchema: descriptoResponseSchema,
  createApp,
  bench: adversarialCase,
  reported: {
    productName: "AeroBrew Travel Coffee Maker",
    keyFeatures: "a".repeat(4000),
    targetAudience: "Busy professionals",
    tone: "casual",
  },
});
