import type { AppConfig } from "@seo/config/env";
import { createServiceApp } from "@seo/service-kit/app";
import { createLogger } from "@seo/service-kit/log";
import { toolRouter } from "@seo/service-kit/toolRouter";
import { createToolEngine, type ToolEngine } from "@seo/ai/engine";
import { descriptoRequestSchema, type DescriptoResponse } from "@seo/descripto-contract";
import { descriptoTool, type DescriptoInput } from "./domain/descriptoTool";

export const SERVICE_NAME = "descripto";

export function createApp(config: AppConfig, engine?: ToolEngine<DescriptoInput, DescriptoResponse>) {
  const log = createLogger(SERVICE_NAME);
  const toolEngine = engine ?? createToolEngine(descriptoTool, config, log);
  return createServiceApp({
    name: SERVICE_NAME,
    router: toolRouter(SERVICE_NAME, descriptoRequestSchema, toolEngine),
    config,
    log,
  });
}
