// The database an operator command talks to: DATABASE_URL, else the embedded database of the running
// product (npm start; its password is read from DATA_DIR), or, when the product is stopped, one
// opened here on DATA_DIR for the duration of the command (PGlite allows one process at a time).
import net from "node:net";
import path from "node:path";
import type { AppConfig } from "@seo/config/env";
import { createPrismaClient, type PrismaClient } from "@seo/db/client";
import { resolveDatabase } from "@seo/db/database";
import { startEmbeddedDatabase } from "@seo/db/embedded";
import { applyMigrations } from "@seo/db/migrate";

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

export async function openCliDatabase(config: AppConfig): Promise<{ prisma: PrismaClient; close(): Promise<void> }> {
  const db = resolveDatabase(config);
  let ownServer: { close(): Promise<void> } | undefined;
  let url = db.url;
  if (db.embedded && !(await portOpen(config.embeddedDbPort))) {
    const server = await startEmbeddedDatabase({ dataDir: path.resolve(config.dataDir), port: 0 });
    await applyMigrations(server.url);
    ownServer = server;
    url = server.url;
  }
  const prisma = createPrismaClient(url, { maxConnections: 1 });
  return {
    prisma,
    async close() {
      await prisma.$disconnect();
      await ownServer?.close();
    },
  };
}
