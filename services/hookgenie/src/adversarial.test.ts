// hookgenie under hostile inputs inside its contract's limits: see describeHostileInputs.
import { describeHostileInputs } from "@seo/service-kit/testing/toolServiceTests";
import { hookgenieResponseSchema } from "@seo/hookgenie-contract";
import { adversarialCase } from "../bench/adversarial.bench";
import { createApp } from "./app";

describeHostileInputs({
  tool: "hookgenie",
  responseSchema: hookgenieResponseSchema,
  createApp,
  bench: adversarialCase,
  // Every fourth of its inputs (all six content types), to keep the suite quick.
  sample: (i) => i % 4 === 0,
  reported: {
    topic: "ab ".repeat(166),
    type: "headline",
    style: "compelling",
  },
});
