// Test-only entry: startEmbeddedDatabase() in its own process. Jest cannot load PGlite in-process
// (its CommonJS build uses dynamic import(), which jest's VM refuses without
// --experimental-vm-modules), so tests bundle this with scripts/build-node.mjs and spawn it.
import { startEmbeddedDatabase } from "../embedded";

async function main() {
  const db = await startEmbeddedDatabase({
    dataDir: process.env.DATA_DIR!,
    port: Number(process.env.PORT ?? 0),
    password: process.env.EMBEDDED_DB_PASSWORD || undefined,
  });
  const stop = () =>
    void db.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  console.log(`ready ${db.url}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
