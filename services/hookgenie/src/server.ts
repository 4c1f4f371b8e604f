import { loadConfig } from "@seo/config/env";
import { startService } from "@seo/service-kit/start";
import { hookgenieRequestSchema } from "@seo/hookgenie-contract";
import { createApp, SERVICE_NAME } from "./app";
import { hookgenieTool } from "./domain/hookgenieTool";

const config = loadConfig();
startService(createApp(config), config.servicePort(SERVICE_NAME), SERVICE_NAME, {
  host: config.serviceHost,
  shutdown: config.shutdown,
  redis: config,
  // One offline answer at start: the dictionaries load now, not in the first user's request.
  warmUp: () =>
    hookgenieTool.offline(hookgenieRequestSchema.parse({ topic: "oak dining tables in Leeds, 20% off until Friday" })),
});
