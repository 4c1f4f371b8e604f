import { Router } from "express";
import type { PrismaClient } from "@seo/db/client";
import type { KeyValueStore } from "../data/keyValueStore";

const CHECK_TIMEOUT_MS = 2_000;

async function probe(check: () => Promise<unknown>): Promise<"ok" | "unavailable"> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), CHECK_TIMEOUT_MS);
      }),
    ]);
    return "ok";
  } catch {
    return "unavailable";
  } finally {
    clearTimeout(timer);
  }
}

/** GET /api/health: 200 when the database and the store answer, else 503 naming the failing part. */
export function healthRoutes(deps: { prisma: PrismaClient; store: KeyValueStore }) {
  const router = Router();
  router.get("/health", async (_req, res) => {
    const [database, store] = await Promise.all([
      probe(() => deps.prisma.$queryRaw`SELECT 1`),
      probe(() => deps.store.ping()),
    ]);
    const ok = database === "ok" && store === "ok";
    res.setHeader("Cache-Control", "no-store");
    res.status(ok ? 200 : 503).json({ status: ok ? "ok" : "unavailable", database, store });
  });
  return router;
}
