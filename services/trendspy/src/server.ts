import { loadConfig } from "@seo/config/env";
import { startService } from "@seo/service-kit/start";
import { trendspyRequestSchema } from "@seo/trendspy-contract";
import { createApp, SERVICE_NAME } from "./app";
import { trendspyTool } from "./domain/trendspyTool";

const config = loadConfig();
startService(createApp(config), config.servicePort(SERVICE_NAME), SERVICE_NAME, {
  host: config.serviceHost,
  shutdown: config.shutdown,
  redis: config,
  // One offline answer at start: the dictionaries load now, not in the first user's request.
  warmUp: () => trendspyTool.offline(trendspyRequestSchema.parse({ niche: "oak dining tables" })),
});
