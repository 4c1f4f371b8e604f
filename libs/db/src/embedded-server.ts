// Runs the embedded database as its own process (started by the product's start script from the
// bundle libs/db/dist/embedded-server.cjs): PGlite on loopback, migrations applied, one ready line.
import path from "node:path";
import { logLevelOf } from "@seo/config/env";
import { EMBEDDED_DB_PORT } from "@seo/config/ports";
import { createLogger, errorFields } from "@seo/log/logger";
import { installProcessHandlers } from "@seo/log/processHandlers";
import { startEmbeddedDatabase } from "./embedded";
import { applyMigrations } from "./migrate";

const log = createLogger("db", { level: logLevelOf() });
installProcessHandlers(log);

async function main() {
  const dataDir = path.resolve(process.env.DATA_DIR || ".data");
  const port = process.env.EMBEDDED_DB_PORT ? Number(process.env.EMBEDDED_DB_PORT) : EMBEDDED_DB_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`EMBEDDED_DB_PORT is not a port: ${process.env.EMBEDDED_DB_PORT}`);

  const db = await startEmbeddedDatabase({ dataDir, port });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("embedded database closing", { signal });
    try {
      await db.close();
      process.exit(0);
    } catch (err) {
      log.error("embedded database close failed", errorFields(err));
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  try {
    await applyMigrations(db.url, { log: (msg) => log.info(msg) });
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
  log.info("embedded database started", { url: db.url });
  // The supervisor's readiness signal (scripts/start.mjs waits for it), written whatever LOG_LEVEL says.
  process.stdout.write(`embedded database ready at ${db.url}\n`);
}

main().catch((err) => {
  log.fatal("embedded database failed to start", errorFields(err));
  process.exit(1);
});
