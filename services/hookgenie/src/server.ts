import { startToolService } from "@seo/service-kit/startToolService";
import { hookgenieRequestSchema } from "@seo/hookgenie-contract";
import { createApp, SERVICE_NAME } from "./app";
import { hookgenieTool } from "./domain/hookgenieTool";

startToolService(SERVICE_NAME, createApp, () =>
  hookgenieTool.offline(hookgenieRequestSchema.parse({ topic: "oak dining tables in Leeds, 20% off until Friday" })),
);
