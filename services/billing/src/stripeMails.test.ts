// Billing's mails with Stripe configured (the real SDK against the fake Stripe, whose signed events
// come back through the webhook): one outbox row per event's mail, whatever the deliveries, and the
// scheduled reminder scan on the wall clock it is given.
import Stripe from "stripe";
import { testDatabaseKinds } from "@seo/db/testing/databases";
import { APP_URL, DAY_MS, harnessAroundBlock, startStripeBilling } from "./testing/billingHarness";

const SECRET = "billing-stripe-mails-secret";
const DAY = 86_400;

describe.each(testDatabaseKinds())("billing mails with Stripe on %s", (kind) => {
  const h = harnessAroundBlock(() => startStripeBilling({ kind, purpose: "billing_stripe_mails", secret: SECRET }));

  const piOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf("_secret_"));
  const buy = async (userId: number, plan = "starter") => {
    const created = await h.as(userId).post("/api/create-subscription", { plan });
    expect(created.status).toBe(200);
    await h.browser.paymentIntents.confirm(piOf(created.body.clientSecret), { payment_method: "pm_card_visa" });
    await h.fake.settled();
  };
  const subOf = async (userId: number) => h.fake.objects.get((await h.row(userId)).stripeSubscriptionId!)!;
  const remindAt = (msFromNow: number) => h.built.billing.sendReminders(new Date(Date.now() + msFromNow));

  it("a purchase writes one receipt linking Stripe's invoice page, though invoice.paid and invoice.payment_succeeded both come, and again", async () => {
    const userId = await h.newUser({ firstName: "Sue" });
    await buy(userId, "pro");
    const invoice = h.fake.objects.get((await subOf(userId)).latest_invoice)!;
    const mails = await h.mails(userId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "receipt", eventKey: `receipt:${invoice.id}`, to: (await h.row(userId)).email });
    expect(mails[0]!.props).toEqual({
      firstName: "Sue",
      amountCents: 3900,
      currency: "usd",
      planName: "Pro",
      periodStart: new Date(invoice.lines.data[0].period.start * 1000).toISOString(),
      periodEnd: new Date(invoice.lines.data[0].period.end * 1000).toISOString(),
      invoiceUrl: invoice.hosted_invoice_url,
      testMode: false,
    });
    const paidTypes = ["invoice.paid", "invoice.payment_succeeded"];
    const events = h.fake.events.filter((e) => paidTypes.includes(e.type) && e.data.object.id === invoice.id);
    expect(events.map((e) => e.type)).toEqual(paidTypes);
    const again = JSON.stringify(events[0]);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: again, secret: h.webhookSecret });
    expect((await h.deliver(again, signature)).body.result).toBe("duplicate");
    expect(await h.mails(userId)).toHaveLength(1);
  });

  it("the trial's $0 invoice writes no receipt; 'trial ending' comes in its last day, only to users who take product mail", async () => {
    const userId = await h.newUser();
    const quiet = await h.newUser({ productEmails: false });
    for (const id of [userId, quiet]) await h.as(id).post("/api/create-subscription", { plan: "pro", trial: true });
    await h.fake.settled();
    expect(await h.mails(userId)).toEqual([]);
    expect(await remindAt(DAY_MS)).toBe(0);
    await remindAt(2.5 * DAY_MS);
    await remindAt(2.6 * DAY_MS);
    const trialEndsAt = (await h.row(userId)).trialEndsAt!.toISOString();
    const mails = await h.mails(userId);
    expect(mails.map((m) => [m.kind, m.eventKey])).toEqual([["trial-ending", `trial-ending:${userId}:${trialEndsAt}`]]);
    expect(mails[0]!.props).toEqual({ firstName: "Bo", planName: "Pro", trialEndsAt, manageUrl: `${APP_URL}/dashboard` });
    expect(await h.mails(quiet)).toEqual([]);
  });

  it("a failed renewal writes one mail whatever the retries, and one reminder three days on", async () => {
    const userId = await h.newUser();
    await buy(userId, "starter");
    const sub = await subOf(userId);
    await h.browser.subscriptions.update(sub.id, { default_payment_method: "pm_card_chargeCustomerFail" });
    await h.fake.advance(31 * DAY);
    await h.fake.settled();
    expect((await h.row(userId)).subscriptionStatus).toBe("past_due");
    const renewal = (await subOf(userId)).latest_invoice;
    const due = await h.as(userId).post("/api/billing/update-card");
    await h.browser.paymentIntents
      .confirm(piOf(due.body.clientSecret), { payment_method: "pm_card_chargeDeclined" })
      .catch(() => undefined);
    await h.fake.settled();
    const failed = await h.mails(userId, "payment-failed");
    expect(failed.map((m) => m.eventKey)).toEqual([`payment-failed:${renewal}`]);
    expect(failed[0]!.props).toMatchObject({ amountCents: 1900, planName: "Starter", reminder: false });

    expect(await remindAt(2 * DAY_MS)).toBe(0);
    expect(await remindAt(3 * DAY_MS + 60_000)).toBe(1);
    expect(await remindAt(3 * DAY_MS + 120_000)).toBe(0);
    const since = (await h.row(userId)).pastDueSince!.toISOString();
    const reminders = (await h.mails(userId, "payment-failed")).filter((m) => m.eventKey.startsWith("payment-failed-reminder:"));
    expect(reminders.map((m) => m.eventKey)).toEqual([`payment-failed-reminder:${userId}:${since}`]);
    expect(reminders[0]!.props).toEqual({
      firstName: "Bo",
      amountCents: 1900,
      currency: "usd",
      planName: "Starter",
      updateCardUrl: `${APP_URL}/dashboard`,
      reminder: true,
    });
  });

  it("cancelling at the period end confirms once with the period end; ending early (in Stripe's dashboard) says access ends now", async () => {
    const userId = await h.newUser();
    await buy(userId, "pro");
    await h.as(userId).post("/api/billing/cancel");
    await h.fake.settled();
    const sub = await subOf(userId);
    const periodEnd = new Date(sub.items.data[0].current_period_end * 1000).toISOString();
    const scheduled = await h.mails(userId, "subscription-cancelled");
    expect(scheduled.map((m) => m.eventKey)).toEqual([`subscription-cancelled:${sub.id}:${periodEnd}`]);
    expect(scheduled[0]!.props).toEqual({ firstName: "Bo", planName: "Pro", accessEndsAt: periodEnd });
    await h.fake.advance(31 * DAY);
    await h.fake.settled();
    expect(await h.mails(userId, "subscription-cancelled")).toHaveLength(1);

    const other = await h.newUser();
    await buy(other, "starter");
    const live = await subOf(other);
    await h.browser.subscriptions.cancel(live.id);
    await h.fake.settled();
    const ended = await h.mails(other, "subscription-cancelled");
    expect(ended.map((m) => m.eventKey)).toEqual([`subscription-cancelled:${live.id}:ended`]);
    expect(ended[0]!.props).toEqual({
      firstName: "Bo",
      planName: "Starter",
      accessEndsAt: new Date(live.ended_at * 1000).toISOString(),
    });
  });

  it("a refund writes one refund mail, and the plan it ends no cancellation mail", async () => {
    const userId = await h.newUser();
    await buy(userId, "starter");
    expect((await h.as(userId).post("/api/billing/refund")).status).toBe(200);
    await h.fake.settled();
    const payment = await h.prisma.payment.findFirstOrThrow({ where: { userId } });
    const mails = await h.mails(userId);
    expect(mails.map((m) => [m.kind, m.eventKey])).toEqual([
      ["receipt", `receipt:${payment.id}`],
      ["refund", `refund:${payment.paymentIntentId}`],
    ]);
    expect(mails[1]!.props).toEqual({
      firstName: "Bo",
      amountCents: 1900,
      currency: "usd",
      planName: "Starter",
      testMode: false,
    });
  });
});
