import type { AppConfig } from "@seo/config/env";
import { createToolServiceApp } from "@seo/service-kit/toolRouter";
import { createToolEngine, type ToolEngine } from "@seo/ai/engine";
import { seosnapshotRequestSchema, type SeosnapshotResponse } from "@seo/seosnapshot-contract";
import { seosnapshotTool, type SeosnapshotInput } from "./domain/seosnapshotTool";

export const SERVICE_NAME = "seosnapshot";

export function createApp(config: AppConfig, engine?: ToolEngine<SeosnapshotInput, SeosnapshotResponse>) {
  return createToolServiceApp(
    SERVICE_NAME,
    seosnapshotRequestSchema,
    config,
    (log) => engine ?? createToolEngine(seosnapshotTool, config, log),
  );
}
