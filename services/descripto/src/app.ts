import type { AppConfig } from "@seo/config/env";
import { createServiceApp } from "@seo/service-kit/app";
import { createLogger } from "@seo/service-kit/log";
import { createToolEngine, type ToolEngine } from "@seo/ai/engine";
import type { DescriptoResponse } from "@seo/descripto-contract";
import { descriptoTool, type DescriptoInput } from "./domain/descriptoTool";
import { createDescriptoRoutes } from "./routes";

export const SERVICE_NAME = "descripto";

export function createApp(config: AppConfig, engine?: ToolEngine<DescriptoInput, DescriptoResponse>) {
  const log = createLogger(SERVICE_NAME);
  const toolEngine = engine ?? createToolEngine(descriptoTool, config, log);
  return createServiceApp({ name: SERVICE_NAME, router: createDescriptoRoutes(toolEngine), config, log });
}
