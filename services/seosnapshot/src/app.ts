import type { AppConfig } from "@seo/config/env";
import { createServiceApp } from "@seo/service-kit/app";
import { createLogger } from "@seo/service-kit/log";
import { toolRouter } from "@seo/service-kit/toolRouter";
import { createToolEngine, type ToolEngine } from "@seo/ai/engine";
import { seosnapshotRequestSchema, type SeosnapshotResponse } from "@seo/seosnapshot-contract";
import { seosnapshotTool, type SeosnapshotInput } from "./domain/seosnapshotTool";

export const SERVICE_NAME = "seosnapshot";

export function createApp(config: AppConfig, engine?: ToolEngine<SeosnapshotInput, SeosnapshotResponse>) {
  const log = createLogger(SERVICE_NAME);
  const toolEngine = engine ?? createToolEngine(seosnapshotTool, config, log);
  return createServiceApp({
    name: SERVICE_NAME,
    router: toolRouter(SERVICE_NAME, seosnapshotRequestSchema, toolEngine),
    config,
    log,
  });
}
