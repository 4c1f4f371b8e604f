import { loadConfig } from "@seo/config/env";
import { startService } from "@seo/service-kit/start";
import { createApp, SERVICE_NAME } from "./app";

const config = loadConfig();
startService(createApp(config), config.servicePort(SERVICE_NAME), SERVICE_NAME, { host: config.serviceHost });
