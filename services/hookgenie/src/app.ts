import type { AppConfig } from "@seo/config/env";
import { createServiceApp } from "@seo/service-kit/app";
import { createLogger } from "@seo/service-kit/log";
import { createToolEngine, type ToolEngine } from "@seo/ai/engine";
import type { HookgenieResponse } from "@seo/hookgenie-contract";
import { hookgenieTool, type HookgenieInput } from "./domain/hookgenieTool";
import { createHookgenieRoutes } from "./routes";

export const SERVICE_NAME = "hookgenie";

export function createApp(config: AppConfig, engine?: ToolEngine<HookgenieInput, HookgenieResponse>) {
  const log = createLogger(SERVICE_NAME);
  const toolEngine = engine ?? createToolEngine(hookgenieTool, config, log);
  return createServiceApp({ name: SERVICE_NAME, router: createHookgenieRoutes(toolEngine), config, log });
}
