import type { AppConfig } from "@seo/config/env";
import { createServiceApp } from "@seo/service-kit/app";
import { createLogger } from "@seo/service-kit/log";
import { toolRouter } from "@seo/service-kit/toolRouter";
import { createToolEngine, type ToolEngine } from "@seo/ai/engine";
import { trendspyRequestSchema, type TrendspyResponse } from "@seo/trendspy-contract";
import { trendspyTool, type TrendspyInput } from "./domain/trendspyTool";

export const SERVICE_NAME = "trendspy";

export function createApp(config: AppConfig, engine?: ToolEngine<TrendspyInput, TrendspyResponse>) {
  const log = createLogger(SERVICE_NAME);
  const toolEngine = engine ?? createToolEngine(trendspyTool, config, log);
  return createServiceApp({
    name: SERVICE_NAME,
    router: toolRouter(SERVICE_NAME, trendspyRequestSchema, toolEngine),
    config,
    log,
  });
}
