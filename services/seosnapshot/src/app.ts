import type { AppConfig } from "@seo/config/env";
import { createToolServiceApp } from "@seo/service-kit/toolRouter";
import { createToolEngine, type ToolEngine } from "@seo/ai/engine";
import { seosnapshotAnyRequestSchema, type SeosnapshotResponse } from "@seo/seosnapshot-contract";
import { seosnapshotTool, type SeosnapshotInput } from "./domain/seosnapshotTool";
import { withLiveAudit } from "./live/liveAudit";
import { ALLOW_PRIVATE_VARIABLE, liveFetchSettings } from "./live/liveSettings";
import type { FetchPageOptions } from "./live/fetchPage";

export const SERVICE_NAME = "seosnapshot";

export interface AppOptions {
  /** The live fetch's settings (tests: a local page server's address allowed, an injected resolver, short limits). */
  liveFetch?: FetchPageOptions;
}

export function createApp(
  config: AppConfig,
  engine?: ToolEngine<SeosnapshotInput, SeosnapshotResponse>,
  options: AppOptions = {},
) {
  return createToolServiceApp(SERVICE_NAME, seosnapshotAnyRequestSchema, config, (log) => {
    const settings = liveFetchSettings(config);
    if (settings.ignoredAllowance) log.warn(`${ALLOW_PRIVATE_VARIABLE} is ignored outside NODE_ENV=test`);
    const { ignoredAllowance: _ignored, ...fromEnv } = settings;
    return withLiveAudit(engine ?? createToolEngine(seosnapshotTool, config, log), options.liveFetch ?? fromEnv);
  });
}
