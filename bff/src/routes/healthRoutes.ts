import { Router } from "express";
import type { ServiceName } from "@seo/config/ports";
import type { PrismaClient } from "@seo/db/client";
import type { KvStore } from "@seo/kv/store";
import type { DiskSpace } from "../http/diskSpace";

/** Every check runs in parallel with this limit, so the answer comes within about 1.5 s. */
export const HEALTH_CHECK_TIMEOUT_MS = 1_500;

type PartState = "ok" | "unavailable";

async function probe(check: (signal: AbortSignal) => Promise<unknown>): Promise<PartState> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(controller.signal),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error("timeout")), HEALTH_CHECK_TIMEOUT_MS);
      }),
    ]);
    return "ok";
  } catch {
    return "unavailable";
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** A service's unauthenticated GET /health answered 2xx. */
async function serviceHealth(baseUrl: string, signal: AbortSignal): Promise<void> {
  const res = await fetch(new URL("/health", baseUrl), { signal, headers: { accept: "application/json" } });
  await res.body?.cancel();
  if (!res.ok) throw new Error(`status ${res.status}`);
}

/**
 * GET /api/health reports each part: the database, the store and every service.
 * - 200 `status: "ok"`: everything answers.
 * - 200 `status: "degraded"`: one or more services are down (their tools answer 502, the rest of
 *   the product works).
 * - 503 `status: "unavailable"`: the database or the store is down (sign-in and most routes fail), or
 *   DATA_DIR's disk is (nearly) full (`disk: "full"`: writes are refused with 507, reads work).
 */
export function healthRoutes(deps: {
  prisma: PrismaClient;
  store: KvStore;
  serviceUrls: Record<ServiceName, string>;
  /** False once the process is shutting down (server.ts's lifecycle); always true in tests. */
  accepting?: () => boolean;
  /** DATA_DIR's free space (diskSpace.ts); not checked when absent. */
  disk?: DiskSpace;
}) {
  const router = Router();
  const services = Object.entries(deps.serviceUrls) as [ServiceName, string][];
  const accepting = deps.accepting ?? (() => true);

  // Liveness (Kubernetes restarts the pod when it fails): the process answers. Never a
  // dependency's state: restarting every BFF because PostgreSQL is down would only add an outage.
  router.get("/health/live", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });

  // Readiness (a load balancer sends traffic only while it passes): not shutting down, and the
  // database and the store answer. A tool service being down is not a reason: the other tools work.
  router.get("/health/ready", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (!accepting()) {
      res.status(503).json({ status: "draining" });
      return;
    }
    const [database, store] = await Promise.all([probe(() => deps.prisma.$queryRaw`SELECT 1`), probe(() => deps.store.ping())]);
    const ready = database === "ok" && store === "ok";
    res.status(ready ? 200 : 503).json({ status: ready ? "ready" : "unavailable", database, store });
  });

  router.get("/health", async (_req, res) => {
    const [disk, database, store, ...serviceStates] = await Promise.all([
      deps.disk?.status() ?? ("ok" as const),
      probe(() => deps.prisma.$queryRaw`SELECT 1`),
      probe(() => deps.store.ping()),
      ...services.map(([, url]) => probe((signal) => serviceHealth(url, signal))),
    ]);
    const servicesReport = Object.fromEntries(services.map(([name], i) => [name, serviceStates[i]!])) as Record<
      ServiceName,
      PartState
    >;
    const essentialUp = database === "ok" && store === "ok" && disk === "ok";
    const status = !essentialUp ? "unavailable" : serviceStates.every((s) => s === "ok") ? "ok" : "degraded";
    res.setHeader("Cache-Control", "no-store");
    res
      .status(essentialUp ? 200 : 503)
      .json({ status, database, store, ...(deps.disk ? { disk } : {}), services: servicesReport });
  });
  return router;
}
