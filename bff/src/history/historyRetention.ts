// How long a user's history is kept: Starter and accounts without a plan keep HISTORY_RETENTION_DAYS
// (older entries are hidden at once and deleted by a daily job); every paid plan keeps everything
// until the user deletes it. The plan in force is planAccess's effectivePlan (a lapsed trial or an
// unpaid subscription past its grace counts as no plan), the days are the contracts' rule.
import { HISTORY_RETENTION_DAYS, historyKeptForDays } from "@seo/contracts/history";
import type { JobQueue } from "@seo/jobs/queue";
import { effectivePlan, type AccessPolicy, type AccessSubject } from "../domain/planAccess";
import type { Logger } from "../appDeps";
import type { HistoryRepository } from "./historyRepository";

const DAY_MS = 24 * 60 * 60 * 1000;
export const HISTORY_RETENTION_QUEUE = "history-retention";
/** Every day at 03:17 UTC (off the hour, when little else runs). */
export const HISTORY_RETENTION_CRON = "17 3 * * *";
/** Users looked at per round of the job. */
const USERS_PER_ROUND = 500;

/** The days this user's plan keeps history (null: until deleted). */
export function keptForDaysOf(user: AccessSubject, now: Date, policy: AccessPolicy): number | null {
  return historyKeptForDays(effectivePlan(user, now, policy));
}

/** The oldest moment still shown to this user, or undefined when everything is kept. */
export function visibleSince(user: AccessSubject, now: Date, policy: AccessPolicy): Date | undefined {
  const days = keptForDaysOf(user, now, policy);
  return days === null ? undefined : new Date(now.getTime() - days * DAY_MS);
}

/** Deletes what each user's plan no longer keeps; answers how many entries that was. */
export async function purgeExpiredHistory(
  history: Pick<HistoryRepository, "usersWithEntriesBefore" | "deleteOlderThan">,
  now: Date,
  policy: AccessPolicy,
): Promise<{ deleted: number }> {
  // No plan keeps less than the shortest window, so only users with entries older than it matter.
  const shortest = new Date(now.getTime() - HISTORY_RETENTION_DAYS * DAY_MS);
  let after = 0;
  let deleted = 0;
  for (;;) {
    const candidates = await history.usersWithEntriesBefore(shortest, after, USERS_PER_ROUND);
    if (candidates.length === 0) return { deleted };
    after = candidates[candidates.length - 1]!.id;
    // Grouped by the moment their window starts (today: one group, the Starter window).
    const byCutoff = new Map<number, number[]>();
    for (const user of candidates) {
      const since = visibleSince(user, now, policy);
      if (since) byCutoff.set(since.getTime(), [...(byCutoff.get(since.getTime()) ?? []), user.id]);
    }
    for (const [cutoff, ids] of byCutoff) deleted += await history.deleteOlderThan(ids, new Date(cutoff));
  }
}

/** Runs the purge daily on the job queue (worker role; scheduled once across every worker). */
export async function runHistoryRetention(opts: {
  queue: Pick<JobQueue, "work" | "schedule">;
  history: Pick<HistoryRepository, "usersWithEntriesBefore" | "deleteOlderThan">;
  policy: AccessPolicy;
  logger: Logger;
  now?: () => Date;
}): Promise<void> {
  const now = opts.now ?? (() => new Date());
  await opts.queue.work(HISTORY_RETENTION_QUEUE, async () => {
    const { deleted } = await purgeExpiredHistory(opts.history, now(), opts.policy);
    opts.logger.info("history retention", { deleted });
  });
  await opts.queue.schedule(HISTORY_RETENTION_QUEUE, HISTORY_RETENTION_CRON);
}
