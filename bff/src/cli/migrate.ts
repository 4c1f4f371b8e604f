// Applies the database migrations and exits: the Kubernetes migration Job of each release
// (deploy/k8s/base/migrate-job.yaml) runs `node bff/dist/migrate.cjs`. Safe beside running BFFs:
// applyMigrations takes the same advisory lock they take at start-up, and an applied migration is
// never applied again.
import { loadConfig, logLevelOf } from "@seo/config/env";
import { resolveDatabase } from "@seo/db/database";
import { applyMigrations } from "@seo/db/migrate";
import { createLogger, errorFields } from "@seo/log/logger";

const logger = createLogger("migrate", { level: logLevelOf() });

async function main() {
  const db = resolveDatabase(loadConfig());
  if (db.embedded) throw new Error("DATABASE_URL is not set: the embedded database migrates itself when it starts");
  await applyMigrations(db.url, { log: (m) => logger.info(m) });
  logger.info("migrations applied");
}

main().then(
  () => process.exit(0),
  (err) => {
    logger.fatal("migrations failed", errorFields(err));
    process.exit(1);
  },
);
