// The start-up of a service that keeps data in the database (billing, workflow): config, logger,
// migrations when the database is a real PostgreSQL, the Prisma client, the service's own set-up
// (which may start more on the same database, such as a job queue, and register how to stop it),
// then startService. On shutdown the registered hooks run, in turn, before the database is let go.
import type Koa from "koa";
import { loadConfig, type AppConfig } from "@seo/config/env";
import type { ServiceName } from "@seo/config/ports";
import type { PrismaClient } from "@seo/db/client";
import { resolveDatabase } from "@seo/db/database";
import { applyMigrations } from "@seo/db/migrate";
import { errorFields } from "@seo/log/logger";
import { installProcessHandlers } from "@seo/log/processHandlers";
import { createLogger, type AppLogger } from "./log";
import { startService } from "./start";

/** What the set-up gets besides the config and the client. */
export interface DatabaseServiceContext {
  databaseUrl: string;
  log: AppLogger;
  /** Runs on shutdown, before the database is let go (hooks run in the order registered). */
  onShutdown(hook: () => Promise<void>): void;
}

type ServiceApp = Pick<Koa, "listen" | "context">;

export async function startDatabaseService(
  name: ServiceName,
  createApp: (config: AppConfig, prisma: PrismaClient, context: DatabaseServiceContext) => ServiceApp | Promise<ServiceApp>,
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
    const shutdownHooks: (() => Promise<void>)[] = [];
    const app = await createApp(config, prisma, { databaseUrl: db.url, log, onShutdown: (hook) => shutdownHooks.push(hook) });
    startService(app, config.servicePort(name), name, {
      host: config.serviceHost,
      shutdown: config.shutdown,
      redis: config,
      // Ready while the database answers: a replica that lost it takes no new work.
      dependencies: () => prisma.$queryRaw`SELECT 1`,
      log,
      onClose: async () => {
        for (const hook of shutdownHooks) await hook();
        await prisma.$disconnect();
      },
      processHandlers: false, // installed above
    });
  } catch (err) {
    log.fatal(`${name} service failed to start`, errorFields(err));
    process.exit(1);
  }
}
