import { loadConfig } from "@seo/config/env";
import { resolveDatabase } from "@seo/db/database";
import { applyMigrations } from "@seo/db/migrate";
import { startService } from "@seo/service-kit/start";
import { createLogger } from "@seo/service-kit/log";
import { createApp, SERVICE_NAME } from "./app";

async function main() {
  const config = loadConfig();
  const log = createLogger(SERVICE_NAME);
  const db = resolveDatabase(config);
  // The embedded database migrates itself when it starts; a real PostgreSQL is migrated by whichever
  // process starts first (idempotent, under an advisory lock), so the service never runs on an old schema.
  if (!db.embedded) await applyMigrations(db.url, { log: (msg) => log.info(msg) });
  const prisma = db.createClient();
  startService(createApp(config, prisma), config.servicePort(SERVICE_NAME), SERVICE_NAME, {
    host: config.serviceHost,
    log,
    onClose: () => prisma.$disconnect(),
  });
}

main().catch((err) => {
  console.error(`${SERVICE_NAME} service failed to start:`, err);
  process.exit(1);
});
