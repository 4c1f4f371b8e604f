// Runs the embedded database as its own process (started by the product's start script from the
// bundle libs/db/dist/embedded-server.cjs): PGlite on loopback, migrations applied, one ready line.
import path from "node:path";
import { EMBEDDED_DB_PORT } from "@seo/config/ports";
import { startEmbeddedDatabase } from "./embedded";
import { applyMigrations } from "./migrate";

async function main() {
  const dataDir = path.resolve(process.env.DATA_DIR || ".data");
  const port = process.env.EMBEDDED_DB_PORT ? Number(process.env.EMBEDDED_DB_PORT) : EMBEDDED_DB_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`EMBEDDED_DB_PORT is not a port: ${process.env.EMBEDDED_DB_PORT}`);

  const db = await startEmbeddedDatabase({ dataDir, port });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.error(`embedded database: ${signal}, closing`);
    try {
      await db.close();
      process.exit(0);
    } catch (err) {
      console.error("embedded database: close failed", err);
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));

  try {
    await applyMigrations(db.url, { log: (msg) => console.error(`embedded database: ${msg}`) });
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
  console.log(`embedded database ready at ${db.url}`);
}

main().catch((err) => {
  console.error("embedded database failed to start:", err instanceof Error ? err.message : err);
  process.exit(1);
});
