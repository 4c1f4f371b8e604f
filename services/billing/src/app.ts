import type { AppConfig } from "@seo/config/env";
import { createServiceApp } from "@seo/service-kit/app";
import { createLogger } from "@seo/service-kit/log";
import { createBillingRoutes } from "./routes";

export const SERVICE_NAME = "billing";

export function createApp(config: AppConfig) {
  return createServiceApp({
    name: SERVICE_NAME,
    router: createBillingRoutes(config),
    config,
    log: createLogger(SERVICE_NAME),
  });
}
