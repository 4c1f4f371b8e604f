// Billing's mails in test mode, through the service's HTTP API and the simulated processor's events:
// each event's mail is one outbox row written with the event (a redelivery or a second event about
// the same invoice adds none), and the test clock drives the reminders as the scheduled scan would.
import Stripe from "stripe";
import { testDatabaseKinds } from "@seo/db/testing/databases";
import { EMAIL_QUEUE } from "@seo/jobs/emailOutbox";
import type { JobQueue } from "@seo/jobs/queue";
import { APP_URL, DAY_MS, startTestModeBilling } from "./testing/billingHarness";

const SECRET = "billing-mails-test-secret";
const CARD = { expiry: "12 / 34", cvc: "123" };

describe.each(testDatabaseKinds())("billing mails in test mode on %s", (kind) => {
  let h: Awaited<ReturnType<typeof startTestModeBilling>>;
  const sent: { queue: string; data: { outboxId: number } }[] = [];
  const queue = {
    send: async (name: string, data: { outboxId: number }) => {
      sent.push({ queue: name, data });
      return "job";
    },
  } as unknown as JobQueue;

  beforeAll(async () => {
    h = await startTestModeBilling({ kind, purpose: "billing_mails", secret: SECRET, queue });
  }, 60_000);
  afterAll(() => h?.close());

  const buy = async (userId: number, plan = "starter", cardNumber = "4242 4242 4242 4242") => {
    const created = await h.as(userId).post("/api/create-subscription", { plan });
    expect(created.status).toBe(200);
    return h.as(userId).post("/api/billing/test/confirm", { clientSecret: created.body.clientSecret, cardNumber, ...CARD });
  };
  const advance = (userId: number, days: number, failPayments = false) =>
    h.as(userId).post("/api/billing/test-clock/advance", { days, failPayments });
  const resign = (payload: string, changes: object) => {
    const text = JSON.stringify({ ...JSON.parse(payload), ...changes });
    return { payload: text, signature: Stripe.webhooks.generateTestHeaderString({ payload: text, secret: h.webhookSecret }) };
  };

  it("a purchase writes one receipt, queued once committed; the same event again, or another about the invoice, adds none", async () => {
    const userId = await h.newUser({ firstName: "Rita" });
    expect((await buy(userId)).status).toBe(200);
    const [receipt, ...others] = await h.mails(userId);
    expect(others).toEqual([]);
    const payment = await h.prisma.payment.findFirstOrThrow({ where: { userId } });
    const user = await h.row(userId);
    expect(receipt).toMatchObject({ kind: "receipt", to: user.email, eventKey: `receipt:${payment.id}`, sentAt: null });
    expect(receipt!.props).toEqual({
      firstName: "Rita",
      amountCents: 1900,
      currency: "usd",
      planName: "Starter",
      periodStart: expect.any(String),
      periodEnd: user.subscriptionPeriodEnd!.toISOString(),
      testMode: true,
    });
    const props = receipt!.props as { periodStart: string; periodEnd: string };
    expect(Date.parse(props.periodEnd) - Date.parse(props.periodStart)).toBe(30 * DAY_MS);
    expect(sent).toContainEqual({ queue: EMAIL_QUEUE, data: { outboxId: receipt!.id } });

    const paid = h.events.filter((e) => e.type === "invoice.paid").at(-1)!;
    expect((await h.deliver(paid.payload, paid.signature)).body.result).toBe("duplicate");
    const succeeded = resign(paid.payload, { id: `evt_succeeded_${userId}`, type: "invoice.payment_succeeded" });
    expect((await h.deliver(succeeded.payload, succeeded.signature)).body.result).toBe("applied");
    expect(await h.mails(userId)).toHaveLength(1);
  });

  it("a refund writes one refund mail and no cancellation mail for the plan it ends", async () => {
    const userId = await h.newUser();
    await buy(userId, "pro");
    expect((await h.as(userId).post("/api/billing/refund")).status).toBe(200);
    const payment = await h.prisma.payment.findFirstOrThrow({ where: { userId } });
    const refunds = await h.mails(userId, "refund");
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ eventKey: `refund:${payment.paymentIntentId}` });
    expect(refunds[0]!.props).toEqual({ firstName: "Bo", amountCents: 3900, currency: "usd", planName: "Pro", testMode: true });
    const charge = h.events.find((e) => e.type === "charge.refunded" && e.payload.includes(payment.paymentIntentId!))!;
    const again = resign(charge.payload, { id: `evt_refund_again_${userId}` });
    expect((await h.deliver(again.payload, again.signature)).body.result).toBe("applied");
    expect((await h.mails(userId)).map((m) => m.kind)).toEqual(["receipt", "refund"]);
  });

  it("a declined checkout writes no mail; a failed renewal one, and the reminder once the clock is 3 days on", async () => {
    const declined = await h.newUser();
    expect((await buy(declined, "starter", "4000 0000 0000 0002")).status).toBe(402);
    expect(await h.mails(declined)).toEqual([]);

    const userId = await h.newUser();
    await buy(userId, "starter");
    await advance(userId, 30.5, true);
    const [failed, ...rest] = await h.mails(userId, "payment-failed");
    expect(rest).toEqual([]);
    const user = await h.row(userId);
    expect(user.subscriptionStatus).toBe("past_due");
    const sub = await h.prisma.testModeObject.findUniqueOrThrow({ where: { id: user.stripeSubscriptionId! } });
    expect(failed!.eventKey).toBe(`payment-failed:${(sub.data as { latest_invoice: string }).latest_invoice}`);
    expect(failed!.props).toEqual({
      firstName: "Bo",
      amountCents: 1900,
      currency: "usd",
      planName: "Starter",
      updateCardUrl: `${APP_URL}/dashboard`,
      reminder: false,
    });
    // Paying with another declined card fails the same invoice again: still one mail.
    const due = await h.as(userId).post("/api/billing/update-card");
    const retry = await h.as(userId).post("/api/billing/test/confirm", {
      clientSecret: due.body.clientSecret,
      cardNumber: "4000 0000 0000 0002",
      ...CARD,
    });
    expect(retry.status).toBe(402);
    await advance(userId, 1, true);
    expect(await h.mails(userId, "payment-failed")).toHaveLength(1);

    await advance(userId, 2.1, true);
    const mails = await h.mails(userId, "payment-failed");
    expect(mails).toHaveLength(2);
    const since = (await h.row(userId)).pastDueSince!;
    expect(mails[1]).toMatchObject({ eventKey: `payment-failed-reminder:${userId}:${since.toISOString()}` });
    expect(mails[1]!.props).toMatchObject({ amountCents: 1900, currency: "usd", planName: "Starter", reminder: true });
    await advance(userId, 1, true);
    expect(await h.mails(userId, "payment-failed")).toHaveLength(2);
  });

  it("a new trial two days on writes 'trial ending' once, and none for a user who declined product mail", async () => {
    const userId = await h.newUser({ firstName: "Tia" });
    expect((await h.as(userId).post("/api/create-subscription", { plan: "pro", trial: true })).status).toBe(200);
    await advance(userId, 1);
    expect(await h.mails(userId)).toEqual([]);
    await advance(userId, 1);
    await advance(userId, 0.2);
    const trialEndsAt = (await h.row(userId)).trialEndsAt!.toISOString();
    const mails = await h.mails(userId);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ kind: "trial-ending", eventKey: `trial-ending:${userId}:${trialEndsAt}` });
    expect(mails[0]!.props).toEqual({ firstName: "Tia", planName: "Pro", trialEndsAt, manageUrl: `${APP_URL}/dashboard` });

    const quiet = await h.newUser({ productEmails: false });
    await h.as(quiet).post("/api/create-subscription", { plan: "pro", trial: true });
    await advance(quiet, 2);
    expect(await h.mails(quiet)).toEqual([]);
  });

  it("cancelling at the period end confirms once, with the period end; the end itself adds nothing", async () => {
    const userId = await h.newUser();
    await buy(userId, "pro");
    expect((await h.as(userId).post("/api/billing/cancel")).status).toBe(200);
    await h.as(userId).post("/api/billing/resume");
    await h.as(userId).post("/api/billing/cancel");
    const periodEnd = (await h.row(userId)).subscriptionPeriodEnd!.toISOString();
    const subId = (await h.row(userId)).stripeSubscriptionId!;
    const cancelled = await h.mails(userId, "subscription-cancelled");
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({ eventKey: `subscription-cancelled:${subId}:${periodEnd}` });
    expect(cancelled[0]!.props).toEqual({ firstName: "Bo", planName: "Pro", accessEndsAt: periodEnd });
    await advance(userId, 31);
    expect((await h.row(userId)).subscriptionStatus).toBe("canceled");
    expect(await h.mails(userId, "subscription-cancelled")).toHaveLength(1);
  });

  it("a trial that runs out without a card, or a checkout replaced by another plan, is not a cancellation", async () => {
    const trial = await h.newUser();
    await h.as(trial).post("/api/create-subscription", { plan: "pro", trial: true });
    await advance(trial, 4);
    expect((await h.row(trial)).subscriptionStatus).toBe("canceled");
    expect(await h.mails(trial, "subscription-cancelled")).toEqual([]);

    const switcher = await h.newUser();
    await h.as(switcher).post("/api/create-subscription", { plan: "starter" });
    await buy(switcher, "pro");
    expect((await h.mails(switcher)).map((m) => m.kind)).toEqual(["receipt"]);
  });
});
