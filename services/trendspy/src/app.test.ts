import { describeToolService } from "@seo/service-kit/testing/toolServiceTests";
import { createApp } from "./app";

describeToolService({
  tool: "trendspy",
  createApp: (config) => createApp(config),
  goodInput: { niche: "dog food", category: "Ecommerce" },
  badInput: { niche: "   " },
  badField: "niche",
});
