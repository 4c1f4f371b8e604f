import { describeToolService } from "@seo/service-kit/toolServiceTests";
import { trendspyResponseSchema } from "@seo/trendspy-contract";
import { createApp } from "./app";

describeToolService({
  tool: "trendspy",
  responseSchema: trendspyResponseSchema,
  createApp: (config) => createApp(config),
  goodInput: { niche: "dog food", category: "Ecommerce" },
  badInput: { niche: "   " },
  badField: "niche",
});
