// The services' logger is libs/log's: one JSON line per event, tagged with the service name, at
// LOG_LEVEL (silent under jest unless LOG_LEVEL is set).
import { logLevelOf } from "@seo/config/env";
import { createLogger as createAppLogger, type AppLogger, type Logger } from "@seo/log/logger";

export type { AppLogger, Logger };

export function createLogger(service: string, env: NodeJS.ProcessEnv = process.env): AppLogger {
  return createAppLogger(service, { level: logLevelOf(env) });
}
