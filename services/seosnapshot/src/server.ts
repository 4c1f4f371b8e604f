import { loadConfig } from "@seo/config/env";
import { startService } from "@seo/service-kit/start";
import { seosnapshotRequestSchema } from "@seo/seosnapshot-contract";
import { createApp, SERVICE_NAME } from "./app";
import { seosnapshotTool } from "./domain/seosnapshotTool";

const config = loadConfig();
startService(createApp(config), config.servicePort(SERVICE_NAME), SERVICE_NAME, {
  host: config.serviceHost,
  shutdown: config.shutdown,
  redis: config,
  // One offline answer at start: the dictionaries load now, not in the first user's request.
  warmUp: () =>
    seosnapshotTool.offline(
      seosnapshotRequestSchema.parse({
        title: "Oak Dining Tables | Leeds Furniture",
        description: "Solid oak dining tables made in Leeds, seating 4 to 8.",
      }),
    ),
});
