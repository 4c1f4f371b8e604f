import type { AppConfig } from "@seo/config/env";
import type { PrismaClient } from "@seo/db/client";
import { createServiceApp } from "@seo/service-kit/app";
import { createLogger } from "@seo/service-kit/log";
import { loadWorkflowLimits, type WorkflowLimits } from "./config";
import { createProjectStore } from "./data";
import { createWorkflowRoutes } from "./routes";

export const SERVICE_NAME = "workflow";

/**
 * Above the per-project cap of step data, so that a save over a cap gets the 413 naming its field
 * (step data is JSON inside JSON: escaping can nearly double it) rather than the generic one.
 */
const BODY_LIMIT = "512kb";

export function createApp(config: AppConfig, prisma: PrismaClient, limits: WorkflowLimits = loadWorkflowLimits()) {
  return createServiceApp({
    name: SERVICE_NAME,
    router: createWorkflowRoutes(createProjectStore(prisma), limits),
    config,
    bodyLimit: BODY_LIMIT,
    log: createLogger(SERVICE_NAME),
  });
}
