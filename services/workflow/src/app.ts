import type { AppConfig } from "@seo/config/env";
import type { PrismaClient } from "@seo/db/client";
import { createServiceApp } from "@seo/service-kit/app";
import { createLogger } from "@seo/service-kit/log";
import { createProjectStore } from "./data";
import { createWorkflowRoutes } from "./routes";

export const SERVICE_NAME = "workflow";

export function createApp(config: AppConfig, prisma: PrismaClient) {
  return createServiceApp({
    name: SERVICE_NAME,
    router: createWorkflowRoutes(createProjectStore(prisma)),
    config,
    log: createLogger(SERVICE_NAME),
  });
}
