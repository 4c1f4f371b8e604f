// seosnapshot under hostile inputs inside its contract's limits: see describeHostileInputs.
import { describeHostileInputs } from "@seo/service-kit/testing/toolServiceTests";
import { seosnapshotResponseSchema } from "@seo/seosnapshot-contract";
import { adversarialCase } from "../bench/adversarial.bench";
import { createApp } from "./app";

describeHostileInputs({
  tool: "seosnapshot",
  responseSchema: seosnapshotResponseSchema,
  createApp,
  bench: adversarialCase,
  reported: {
    title: "ab".repeat(150),
    description: "ab".repeat(500),
  },
});
