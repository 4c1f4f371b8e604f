import type { AppConfig } from "@seo/config/env";
import { createToolServiceApp } from "@seo/service-kit/toolRouter";
import { createToolEngine, type ToolEngine } from "@seo/ai/engine";
import { descriptoRequestSchema, type DescriptoResponse } from "@seo/descripto-contract";
import { descriptoTool, type DescriptoInput } from "./domain/descriptoTool";

export const SERVICE_NAME = "descripto";

export function createApp(config: AppConfig, engine?: ToolEngine<DescriptoInput, DescriptoResponse>) {
  return createToolServiceApp(
    SERVICE_NAME,
    descriptoRequestSchema,
    config,
    (log) => engine ?? createToolEngine(descriptoTool, config, log),
  );
}
