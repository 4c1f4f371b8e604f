import type { AppConfig } from "@seo/config/env";
import { createToolServiceApp } from "@seo/service-kit/toolRouter";
import { createToolEngine, type ToolEngine } from "@seo/ai/engine";
import { trendspyRequestSchema, type TrendspyResponse } from "@seo/trendspy-contract";
import { trendspyTool, type TrendspyInput } from "./domain/trendspyTool";
import { withKeywordData } from "./domain/keywordData";
import { dataForSeoFromConfig } from "./provider/dataforseo";

export const SERVICE_NAME = "trendspy";

/** TrendSpy's service: the engine's estimate, with DataForSEO's numbers when DATAFORSEO_LOGIN/PASSWORD are set. */
export function createApp(config: AppConfig, engine?: ToolEngine<TrendspyInput, TrendspyResponse>) {
  const { provider, missing } = dataForSeoFromConfig(config.keywordData);
  return createToolServiceApp(SERVICE_NAME, trendspyRequestSchema, config, (log) => {
    if (provider) log.info("keyword data", { provider: provider.name, baseURL: config.keywordData.baseURL });
    return withKeywordData(engine ?? createToolEngine(trendspyTool, config, log), provider, missing);
  });
}
