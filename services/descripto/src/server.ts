import { startToolService } from "@seo/service-kit/startToolService";
import { descriptoRequestSchema } from "@seo/descripto-contract";
import { createApp, SERVICE_NAME } from "./app";
import { descriptoTool } from "./domain/descriptoTool";

startToolService(SERVICE_NAME, createApp, () =>
  descriptoTool.offline(
    descriptoRequestSchema.parse({
      productName: "Oak Dining Table",
      keyFeatures: "solid oak, seats 6",
      targetAudience: "families",
      tone: "professional",
    }),
  ),
);
