// The reminder scan, run every few minutes by the job queue and, in test mode, for one user right
// after the test clock moved their time: "your trial ends tomorrow" in a trial's last day (for users
// who take product mail), and a reminder three days after a payment started failing. The clock is
// the caller's: the wall clock for the job, the customer's simulated clock for the test clock. Each
// mail's key names the trial end or the failure, so a scan run again adds nothing.
import type { OutboxMail } from "@seo/jobs/emailOutbox";
import type { BillingContext } from "../billingContext";
import type { ReminderCandidate } from "../data/mailRecords";
import { SCAN_BATCH } from "../data/mailRecords";
import { CURRENCY } from "../domain/catalogue";
import {
  checkoutPlanOf,
  paymentReminderDue,
  paymentReminderKey,
  paymentReminderMail,
  trialEndingMail,
} from "../domain/lifecycleMails";
import { notifyOutbox } from "../eventMails";

/** The job queue's name for the scan. */
export const REMINDERS_JOB = "billing-reminders";
export const REMINDERS_CRON = "*/5 * * * *";

/** What is due on the failed invoice: the processor's open invoice, else the plan's price. */
async function amountDue(ctx: BillingContext, user: ReminderCandidate): Promise<{ amount: number; currency: string }> {
  try {
    const sub = user.stripeSubscriptionId ? await ctx.processor.retrieveSubscription(user.stripeSubscriptionId) : null;
    if (sub?.paymentDue) return { amount: sub.paymentDue.amount, currency: sub.paymentDue.currency };
  } catch (err) {
    ctx.log.warn("could not read the amount due; the plan's price is named", { userId: user.id, error: (err as Error).message });
  }
  const plan = checkoutPlanOf(user);
  return { amount: plan ? ctx.amountOf(plan) * 100 : 0, currency: CURRENCY };
}

/** The mails due for these users now (failed-payment reminders already written are not re-read). */
async function remindersFor(ctx: BillingContext, users: ReminderCandidate[], now: Date): Promise<OutboxMail[]> {
  const mails = users.map((u) => trialEndingMail(u, now, ctx.mailSettings)).filter((m): m is OutboxMail => m !== null);
  const due = users.filter((u) => paymentReminderDue(u, now));
  const written = await ctx.store.existingMailKeys(due.map(paymentReminderKey));
  for (const user of due.filter((u) => !written.has(paymentReminderKey(u)))) {
    mails.push(paymentReminderMail(user, await amountDue(ctx, user), ctx.mailSettings));
  }
  return mails;
}

/** Writes the reminders due at `now` (for every user, or the one given); answers how many. */
export async function sendReminders(ctx: BillingContext, now: Date, opts: { userId?: number } = {}): Promise<number> {
  const ids: number[] = [];
  for (let afterId = 0; ;) {
    const users = await ctx.store.reminderCandidates(now, { userId: opts.userId, afterId });
    ids.push(...(await ctx.store.addMails(await remindersFor(ctx, users, now))));
    if (users.length < SCAN_BATCH) break;
    afterId = users[users.length - 1]!.id;
  }
  await notifyOutbox(ctx.queue, ids, ctx.log);
  if (ids.length) ctx.log.info("billing reminders written", { count: ids.length });
  return ids.length;
}
