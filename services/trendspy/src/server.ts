import { startToolService } from "@seo/service-kit/startToolService";
import { trendspyRequestSchema } from "@seo/trendspy-contract";
import { createApp, SERVICE_NAME } from "./app";
import { trendspyTool } from "./domain/trendspyTool";

startToolService(SERVICE_NAME, createApp, () =>
  trendspyTool.offline(trendspyRequestSchema.parse({ niche: "oak dining tables" })),
);
