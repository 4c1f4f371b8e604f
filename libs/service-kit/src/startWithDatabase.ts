// The start-up of a service that keeps data in the database (billing, workflow): config, logger,
// migrations when the database is a real PostgreSQL, the Prisma client, then startService.
import type Koa from "koa";
import { loadConfig, type AppConfig } from "@seo/config/env";
import type { ServiceName } from "@seo/config/ports";
import type { PrismaClient } from "@seo/db/client";
import { resolveDatabase } from "@seo/db/database";
import { applyMigrations } from "@seo/db/migrate";
import { errorFields } from "@seo/log/logger";
import { installProcessHandlers } from "@seo/log/processHandlers";
import { createLogger } from "./log";
import { startService } from "./start";

export async function startDatabaseService(
  name: ServiceName,
  createApp: (config: AppConfig, prisma: PrismaClient) => Pick<Koa, "listen">,
): Promise<void> {
  const log = createLogger(name);
  installProcessHandlers(log);
  try {
    const config = loadConfig();
    const db = resolveDatabase(config);
    // The embedded database migrates itself when it starts; a real PostgreSQL is migrated by whichever
    // process starts first (idempotent, under an advisory lock), so the service never runs on an old schema.
    if (!db.embedded) await applyMigrations(db.url, { log: (msg) => log.info(msg) });
    const prisma = db.createClient();
    startService(createApp(config, prisma), config.servicePort(name), name, {
      host: config.serviceHost,
      log,
      onClose: () => prisma.$disconnect(),
      processHandlers: false, // installed above
    });
  } catch (err) {
    log.fatal(`${name} service failed to start`, errorFields(err));
    process.exit(1);
  }
}
