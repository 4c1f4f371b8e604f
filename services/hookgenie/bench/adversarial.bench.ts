// HookGenie's hostile inputs (libs/ai/bench/adversarial.bench.ts times every tool's): the topic at
// its contract limit, for every content type.
import { hostileInputs, offlineAnswer, type AdversarialBenchCase } from "@seo/ai/bench/adversarial.bench";
import { HOOK_TYPES, hookgenieRequestSchema } from "@seo/hookgenie-contract";
import { hookgenieTool } from "../src/domain/hookgenieTool";

export const adversarialCase: AdversarialBenchCase = {
  tool: "hookgenie",
  baseline: { topic: "portable espresso makers", type: "headline", style: "compelling" },
  inputs: HOOK_TYPES.flatMap((type, i) =>
    hostileInputs({ topic: "portable espresso makers", type, style: i % 2 ? "curious" : "compelling" }, { topic: 500 }).map(
      (c) => ({
        ...c,
        name: `${type} ${c.name}`,
      }),
    ),
  ),
  run: offlineAnswer(hookgenieTool, hookgenieRequestSchema),
};
