import type { AppConfig } from "@seo/config/env";
import { createToolServiceApp } from "@seo/service-kit/toolRouter";
import { createToolEngine, type ToolEngine } from "@seo/ai/engine";
import { hookgenieRequestSchema, type HookgenieResponse } from "@seo/hookgenie-contract";
import { hookgenieTool, type HookgenieInput } from "./domain/hookgenieTool";

export const SERVICE_NAME = "hookgenie";

export function createApp(config: AppConfig, engine?: ToolEngine<HookgenieInput, HookgenieResponse>) {
  return createToolServiceApp(
    SERVICE_NAME,
    hookgenieRequestSchema,
    config,
    (log) => engine ?? createToolEngine(hookgenieTool, config, log),
  );
}
