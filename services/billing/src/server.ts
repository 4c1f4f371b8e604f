// The billing service's start-up (the service kit's database start): the job queue on the service's
// database (a worker: it runs the reminder scan every five minutes, and new mails' send jobs are
// queued through it), then the HTTP service. On shutdown the queue stops before the database is let
// go. Without a queue (it failed to start) billing still runs: its mails are written to the outbox,
// and the sender's sweep sends them; only the reminders wait.
import { startJobQueue, type JobQueue } from "@seo/jobs/queue";
import { errorFields } from "@seo/log/logger";
import type { AppLogger } from "@seo/service-kit/log";
import { startDatabaseService } from "@seo/service-kit/startWithDatabase";
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

void startDatabaseService(SERVICE_NAME, async (config, prisma, { databaseUrl, log, onShutdown }) => {
  const queue = await startQueue(databaseUrl, log);
  const app = createApp(config, prisma, { queue });
  if (queue) {
    onShutdown(() => queue.stop());
    await queue.work(REMINDERS_JOB, async () => {
      await app.billing.sendReminders(new Date());
    });
    await queue.schedule(REMINDERS_JOB, REMINDERS_CRON);
  }
  return app;
});
