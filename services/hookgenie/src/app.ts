import type { AppConfig } from "@seo/config/env";
import { createServiceApp } from "@seo/service-kit/app";
import { createLogger } from "@seo/service-kit/log";
import { toolRouter } from "@seo/service-kit/toolRouter";
import { createToolEngine, type ToolEngine } from "@seo/ai/engine";
import { hookgenieRequestSchema, type HookgenieResponse } from "@seo/hookgenie-contract";
import { hookgenieTool, type HookgenieInput } from "./domain/hookgenieTool";

export const SERVICE_NAME = "hookgenie";

export function createApp(config: AppConfig, engine?: ToolEngine<HookgenieInput, HookgenieResponse>) {
  const log = createLogger(SERVICE_NAME);
  const toolEngine = engine ?? createToolEngine(hookgenieTool, config, log);
  return createServiceApp({
    name: SERVICE_NAME,
    router: toolRouter(SERVICE_NAME, hookgenieRequestSchema, toolEngine),
    config,
    log,
  });
}
