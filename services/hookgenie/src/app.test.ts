import { describeToolService } from "@seo/service-kit/testing/toolServiceTests";
import { hookgenieResponseSchema } from "@seo/hookgenie-contract";
import { createApp } from "./app";

describeToolService({
  tool: "hookgenie",
  responseSchema: hookgenieResponseSchema,
  createApp: (config) => createApp(config),
  goodInput: { topic: "waterproof hiking backpacks", type: "headline", style: "compelling" },
  badInput: { topic: "backpacks", type: "billboard" },
  badField: "type",
});
