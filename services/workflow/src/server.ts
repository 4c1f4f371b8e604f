import { startDatabaseService } from "@seo/service-kit/startWithDatabase";
import { createApp, SERVICE_NAME } from "./app";

void startDatabaseService(SERVICE_NAME, (config, prisma) => createApp(config, prisma));
