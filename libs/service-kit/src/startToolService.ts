// The start-up of a tool service (no database): the config from the environment, the app, then
// startService on the service's port with the config's host, shutdown pause and Redis.
import type Koa from "koa";
import type { Server } from "node:http";
import { loadConfig, type AppConfig } from "@seo/config/env";
import type { ServiceName } from "@seo/config/ports";
import { startService } from "./start";

export function startToolService(
  name: ServiceName,
  createApp: (config: AppConfig) => Pick<Koa, "listen" | "context">,
  /** One offline answer at start: the dictionaries load now, not in the first user's request. */
  warmUp: () => unknown,
): Server {
  const config = loadConfig();
  return startService(createApp(config), config.servicePort(name), name, {
    host: config.serviceHost,
    shutdown: config.shutdown,
    redis: config,
    warmUp,
  });
}
