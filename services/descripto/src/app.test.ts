import { describeToolService } from "@seo/service-kit/testing/toolServiceTests";
import { descriptoResponseSchema } from "@seo/descripto-contract";
import { createApp } from "./app";

describeToolService({
  tool: "descripto",
  responseSchema: descriptoResponseSchema,
  createApp: (config) => createApp(config),
  goodInput: {
    productName: "TrailLite Backpack",
    keyFeatures: "waterproof nylon, 28 litre capacity",
    targetAudience: "weekend hikers",
    tone: "casual",
    keywords: "hiking backpack",
  },
  badInput: { productName: "TrailLite", keyFeatures: "", targetAudience: "hikers", tone: "casual" },
  badField: "keyFeatures",
});
