import { describeToolService } from "@seo/service-kit/testing/toolServiceTests";
import { createApp } from "./app";

describeToolService({
  tool: "hookgenie",
  createApp: (config) => createApp(config),
  goodInput: { topic: "waterproof hiking backpacks", type: "headline", style: "compelling" },
  badInput: { topic: "backpacks", type: "billboard" },
  badField: "type",
});
