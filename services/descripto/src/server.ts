import { loadConfig } from "@seo/config/env";
import { startService } from "@seo/service-kit/start";
import { descriptoRequestSchema } from "@seo/descripto-contract";
import { createApp, SERVICE_NAME } from "./app";
import { descriptoTool } from "./domain/descriptoTool";

const config = loadConfig();
startService(createApp(config), config.servicePort(SERVICE_NAME), SERVICE_NAME, {
  host: config.serviceHost,
  shutdown: config.shutdown,
  redis: config,
  // One offline answer at start: the dictionaries load now, not in the first user's request.
  warmUp: () =>
    descriptoTool.offline(
      descriptoRequestSchema.parse({
        productName: "Oak Dining Table",
        keyFeatures: "solid oak, seats 6",
        targetAudience: "families",
        tone: "professional",
      }),
    ),
});
