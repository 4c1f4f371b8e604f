// The billing service's start-up: config, the database (migrated when it is a real PostgreSQL), the
// job queue on that same database (a worker: it runs the reminder scan every five minutes, and new
// mails' send jobs are queued through it), then the HTTP service. On shutdown the queue stops
// before the database is let go. Without a queue (it failed to start) billing still runs: its mails
// are written to the outbox, and the sender's sweep sends them; only the reminders wait.
import { loadConfig } from "@seo/config/env";
import { resolveDatabase } from "@seo/db/database";
import { applyMigrations } from "@seo/db/migrate";
import { startJobQueue, type JobQueue } from "@seo/jobs/queue";
import { errorFields } from "@seo/log/logger";
import { installProcessHandlers } from "@seo/log/processHandlers";
import { createLogger, type AppLogger } from "@seo/service-kit/log";
import { startService } from "@seo/service-kit/start";
import { createApp, SERVICE_NAME } from "./app";
import { REMINDERS_CRON, REMINDERS_JOB } from "./useCases/reminders";

async function startQueue(url: string, log: AppLogger): Promise<JobQueue | undefined> {
  try {
    return await startJobQueue({ connectionString: url, logger: log, role: "worker" });
  } catch (err) {
    log.error("job queue did not start: mails wait for the outbox sweep, reminders are not sent", errorFields(err));
    return undefined;
  }
}

async function main() {
  const log = createLogger(SERVICE_NAME);
  installProcessHandlers(log);
  try {
    const config = loadConfig();
    const db = resolveDatabase(config);
    if (!db.embedded) await applyMigrations(db.url, { log: (msg) => log.info(msg) });
    const prisma = db.createClient();
    const queue = await startQueue(db.url, log);
    const app = createApp(config, prisma, { queue });
    if (queue) {
      await queue.work(REMINDERS_JOB, async () => {
        await app.billing.sendReminders(new Date());
      });
      await queue.schedule(REMINDERS_JOB, REMINDERS_CRON);
    }
    startService(app, config.servicePort(SERVICE_NAME), SERVICE_NAME, {
      host: config.serviceHost,
      log,
      onClose: async () => {
        await queue?.stop();
        await prisma.$disconnect();
      },
      processHandlers: false, // installed above
    });
  } catch (err) {
    log.fatal(`${SERVICE_NAME} service failed to start`, errorFields(err));
    process.exit(1);
  }
}

void main();
