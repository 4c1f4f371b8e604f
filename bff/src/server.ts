// Wires the real dependencies and listens. Everything else is in app.ts.
import path from "node:path";
import { loadConfig, logLevelOf, type AppConfig } from "@seo/config/env";
import type { PrismaClient } from "@seo/db/client";
import { resolveDatabase } from "@seo/db/database";
import { applyMigrations } from "@seo/db/migrate";
import { createStore, prefixedKvStore } from "@seo/kv/store";
import { createBroadcast } from "@seo/kv/broadcast";
import { createLogger, errorFields } from "@seo/log/logger";
import { installProcessHandlers } from "@seo/log/processHandlers";
import { shutdownTracing, startTracing } from "@seo/telemetry/tracing";
import { shutdownOnSignals, type Lifecycle } from "@seo/log/lifecycle";
import { createApp } from "./app";
import { startJobQueue } from "@seo/jobs/queue";
import { runOutbox } from "@seo/jobs/emailOutbox";
import { createMailer } from "@seo/mail/mailer";
import { createAccountTokens } from "./data/accountTokens";
import { createOutboxDelivery } from "./mail/outboxDelivery";
import { seedDemoAccounts } from "./data/demoAccounts";
import { seedDemoPartner } from "./embed/partners";
import { accessPolicyOf } from "./domain/planAccess";
import { createHistoryRepository } from "./history/historyRepository";
import { runHistoryRetention } from "./history/historyRetention";

const STARTUP_RETRY_MS = 500;
const STARTUP_DEADLINE_MS = 60_000;

/** The database may still be starting (embedded server, compose): retry until the deadline. */
async function withRetry<T>(what: string, fn: () => Promise<T>, log: (m: string) => void): Promise<T> {
  const deadline = Date.now() + STARTUP_DEADLINE_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      if (attempt === 1) log(`${what}: ${(err as Error).message}; retrying`);
      await new Promise((r) => setTimeout(r, STARTUP_RETRY_MS));
    }
  }
}

const logger = createLogger("bff", { level: logLevelOf() });
installProcessHandlers(logger);
// Traces only when OTEL_EXPORTER_OTLP_ENDPOINT (or _TRACES_ENDPOINT) is set: the SDK is loaded only then.
startTracing({ serviceName: "bff", logger });

/** Sessions, counters and throttles: Redis when configured, else the embedded store. */
async function openStore(config: AppConfig) {
  // The embedded default keeps sessions, counters and throttles in a file under DATA_DIR, so a BFF
  // restart neither signs everyone out nor refills free tries (a crash loses at most ~1 s of changes).
  // KV_PREFIX namespaces every key, for deployments or test instances that share one Redis.
  return prefixedKvStore(
    await createStore(
      config.redisUrl,
      {
        persistPath: path.resolve(config.dataDir, "kv-store.json"),
        onWarning: (m) => logger.warn(m),
      },
      { commandTimeoutMs: config.redisCommandTimeoutMs, onWarning: (m) => logger.warn(m) },
    ),
    config.kvPrefix,
  );
}

async function seedDemo(prisma: PrismaClient) {
  const created = await seedDemoAccounts(prisma);
  if (created.length) logger.info("demo accounts created", { accounts: created });
  // The demo partner (pk_test_demo, localhost:8090) lives and dies with the demo accounts: never in production.
  if (await seedDemoPartner(prisma)) logger.info("demo partner created", { key: "pk_test_demo" });
}

/** The job queue and what runs on it: the e-mail outbox and the daily history retention. */
async function startJobs(config: AppConfig, dbUrl: string, prisma: PrismaClient) {
  // E-mail: the outbox is sent by jobs on the product's database (pg-boss), over SMTP_URL or into
  // the dev mailbox (DATA_DIR/mailbox, shown at /dev/mailbox) when none is configured.
  const mailer = createMailer({ ...config.mail, logger, production: config.production });
  const jobs = await withRetry(
    "starting the job queue",
    () => startJobQueue({ connectionString: dbUrl, logger, role: "worker" }),
    (m) => logger.warn(m),
  );
  await runOutbox({
    prisma,
    queue: jobs,
    deliver: createOutboxDelivery({ prisma, tokens: createAccountTokens(prisma), mailer, appUrl: config.appUrl, logger }),
    onError: (row, err) => logger.warn("e-mail not sent; will retry", { kind: row.kind, outboxId: row.id, error: err.message }),
  });
  if (!config.mail.smtpUrl) logger.info(`e-mail goes to the dev mailbox: ${config.appUrl}/dev/mailbox`);
  // History: Starter's (and no plan's) entries older than 30 days are deleted daily.
  await runHistoryRetention({ queue: jobs, history: createHistoryRepository(prisma), policy: accessPolicyOf(config), logger });
  return { mailer, jobs };
}

async function main() {
  const config = loadConfig();
  const db = resolveDatabase(config);
  await withRetry(
    "applying migrations",
    () => applyMigrations(db.url, { log: (m) => logger.info(m) }),
    (m) => logger.warn(m),
  );
  const prisma = db.createClient();
  const store = await openStore(config);
  if (config.seedDemoAccounts) await seedDemo(prisma);

  const { mailer, jobs } = await startJobs(config, db.url, prisma);

  // Changes to a user (plan, admin, account) reach every replica's user cache at once (Redis pub/sub).
  const userBroadcast = await createBroadcast(config.redisUrl, {
    kvPrefix: config.kvPrefix,
    name: "users",
    onWarning: (m) => logger.warn(m),
  });
  // The readiness probe asks the lifecycle, which needs the server, which needs the app.
  const shutdown: { lifecycle?: Lifecycle } = {};
  const app = createApp({
    ...{ config, prisma, store, logger, jobs, userBroadcast },
    accepting: () => shutdown.lifecycle?.accepting() ?? true,
  });
  // Bulk runs: rows a dead worker left running go back to pending, unfinished runs are queued again.
  await (app.locals.startBulkWorker as () => Promise<void>)();
  const server = app.listen(config.port, () => {
    logger.info(`bff listening on http://localhost:${config.port}`, {
      database: db.embedded ? "embedded" : "postgresql",
      store: config.redisUrl ? "redis" : "in-process",
    });
  });
  server.keepAliveTimeout = 65_000; // longer than typical load balancer idle timeouts
  server.headersTimeout = 66_000;

  // SIGTERM/SIGINT: unready (GET /api/health/ready answers 503) but serving for SHUTDOWN_DELAY_MS,
  // then no new connections, requests under way finish (SHUTDOWN_GRACE_MS at most), then the queued
  // generation history is written, the job queue stops and connections close (libs/log/lifecycle).
  shutdown.lifecycle = shutdownOnSignals(server, {
    ...config.shutdown,
    log: logger,
    onDrained: async () => {
      await Promise.resolve(app.locals.flushGenerations?.()).catch(() => undefined);
      await jobs.stop().catch(() => undefined);
      await Promise.allSettled([prisma.$disconnect(), store.close?.(), mailer.close(), userBroadcast.close()]);
      await shutdownTracing().catch(() => undefined); // the spans still waiting to be sent
    },
  });
}

main().catch((err) => {
  logger.fatal("bff failed to start", errorFields(err));
  process.exit(1);
});
