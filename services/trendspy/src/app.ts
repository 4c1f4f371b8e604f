import type { AppConfig } from "@seo/config/env";
import { createToolServiceApp } from "@seo/service-kit/toolRouter";
import { createToolEngine, type ToolEngine } from "@seo/ai/engine";
import { trendspyRequestSchema, type TrendspyResponse } from "@seo/trendspy-contract";
import { trendspyTool, type TrendspyInput } from "./domain/trendspyTool";

export const SERVICE_NAME = "trendspy";

export function createApp(config: AppConfig, engine?: ToolEngine<TrendspyInput, TrendspyResponse>) {
  return createToolServiceApp(
    SERVICE_NAME,
    trendspyRequestSchema,
    config,
    (log) => engine ?? createToolEngine(trendspyTool, config, log),
  );
}
