// Billing in test mode (no Stripe keys) over a real database: the simulated processor, the same
// state machine and webhook handler, and the webhook's guarantees with SDK-signed events.
import request from "supertest";
import Stripe from "stripe";
import { loadConfig } from "@seo/config/env";
import type { PrismaClient } from "@seo/db/client";
import { testDatabaseKinds } from "@seo/db/testing/databases";
import { signedAs } from "@seo/service-kit/testing/signedRequests";
import { createApp } from "./app";
import { startTestModeBilling } from "./testing/billingHarness";

const SECRET = "billing-test-secret";
const CARD = { expiry: "12 / 34", cvc: "123" };

describe.each(testDatabaseKinds())("billing service in test mode on %s", (kind) => {
  let h: Awaited<ReturnType<typeof startTestModeBilling>>;
  let prisma: PrismaClient;
  let app: ReturnType<ReturnType<typeof createApp>["callback"]>;

  beforeAll(async () => {
    h = await startTestModeBilling({ kind, purpose: "billing", secret: SECRET });
    ({ prisma, app } = h);
  }, 60_000);
  afterAll(() => h?.close());

  const as = (userId: number) => h.as(userId);
  const buy = async (userId: number, plan = "starter", cardNumber = "4242 4242 4242 4242") => {
    const created = await as(userId).post("/api/create-subscription", { plan });
    expect(created.status).toBe(200);
    return as(userId).post("/api/billing/test/confirm", { clientSecret: created.body.clientSecret, cardNumber, ...CARD });
  };
  const signed = (event: object) => {
    const payload = JSON.stringify(event);
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: h.webhookSecret }) };
  };

  it("answers /health without identity, needs the identity otherwise, and says test mode", async () => {
    expect((await request(app).get("/health")).body).toEqual({ status: "ok", service: "billing" });
    expect((await request(app).get("/api/billing/mode")).status).toBe(401);
    expect((await as(1).get("/api/billing/mode")).body).toEqual({ mode: "test" });
  });

  it("serves the plan catalogue from configuration", async () => {
    const res = await signedAs(app, { userId: "anon:1", plan: "" }, SECRET).get("/api/billing/plans");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mode: "test", currency: "usd", trialDays: 3, moneyBackDays: 30, publishableKey: null });
    expect(res.body.plans.map((p: { id: string; price: number }) => [p.id, p.price])).toEqual([
      ["starter", 19],
      ["pro", 39],
      ["single", 9],
      ["all", 29],
    ]);
  });

  it("refuses an unknown plan with 400 naming the field, and visitors with 401", async () => {
    const userId = await h.newUser();
    const res = await as(userId).post("/api/create-subscription", { plan: "gold" });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].path).toBe("plan");
    expect(
      (await signedAs(app, { userId: "anon:x", plan: "" }, SECRET).post("/api/create-subscription", { plan: "starter" })).status,
    ).toBe(401);
  });

  it("a Single Tool plan needs a tool the registry knows: missing or unknown is a 400 naming selectedTool", async () => {
    const userId = await h.newUser();
    for (const body of [
      { plan: "single" },
      { plan: "single", selectedTool: "nosuchtool" },
      { plan: "single", selectedTool: "Bad Id!" },
    ]) {
      const res = await as(userId).post("/api/create-subscription", body);
      expect({ body, status: res.status, path: res.body.issues?.[0]?.path }).toEqual({ body, status: 400, path: "selectedTool" });
    }
    const ok = await as(userId).post("/api/create-subscription", { plan: "single", selectedTool: "seosnapshot" });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ plan: "single", intent: "payment" });
  });

  it("creates the customer once and one subscription under double clicks, then 4242 makes Starter active with the week starting", async () => {
    const userId = await h.newUser();
    const clicks = await Promise.all([1, 2, 3].map(() => as(userId).post("/api/create-subscription", { plan: "starter" })));
    for (const c of clicks) expect(c.status).toBe(200);
    expect(new Set(clicks.map((c) => c.body.clientSecret)).size).toBe(1);
    expect(clicks[0]!.body).toMatchObject({ plan: "starter", amount: 19, mode: "test", intent: "payment", status: "incomplete" });
    const user = await h.row(userId);
    expect(
      await prisma.testModeObject.count({
        where: { kind: "customer", data: { path: ["metadata", "userId"], equals: String(userId) } },
      }),
    ).toBe(1);
    expect(await prisma.testModeObject.count({ where: { kind: "subscription", ownerId: user.stripeCustomerId } })).toBe(1);
    expect(user).toMatchObject({ subscriptionType: "starter", subscriptionStatus: "incomplete" });

    const paid = await as(userId).post("/api/billing/test/confirm", {
      clientSecret: clicks[0]!.body.clientSecret,
      cardNumber: "4242424242424242",
      ...CARD,
    });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ status: "succeeded" });
    const after = await h.row(userId);
    expect(after).toMatchObject({
      subscriptionType: "starter",
      subscriptionStatus: "active",
      generationsUsed: 0,
      cancelAtPeriodEnd: false,
    });
    expect(after.weeklyResetDate!.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect(await prisma.payment.count({ where: { userId } })).toBe(1);
    const status = await as(userId).get("/api/billing/subscription");
    expect(status.body).toMatchObject({ plan: "starter", status: "active", refundEligible: true, trialAvailable: true });
  });

  it.each([
    ["4000 0000 0000 0002", "Your card was declined.", "card_declined"],
    ["4000 0000 0000 9995", "Your card has insufficient funds.", "insufficient_funds"],
  ])("%s is refused with the card's message and leaves no plan", async (cardNumber, message, code) => {
    const userId = await h.newUser();
    const res = await buy(userId, "starter", cardNumber);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ error: message, code });
    expect(await h.row(userId)).toMatchObject({ subscriptionStatus: "incomplete" });
    expect(await prisma.payment.count({ where: { userId } })).toBe(0);
  });

  it("4000 0025 0000 3155 asks for authentication; completing it activates, failing it does not", async () => {
    const userId = await h.newUser();
    const created = await as(userId).post("/api/create-subscription", { plan: "pro" });
    const confirm = await as(userId).post("/api/billing/test/confirm", {
      clientSecret: created.body.clientSecret,
      cardNumber: "4000002500003155",
      ...CARD,
    });
    expect(confirm.body).toEqual({ status: "requires_action" });
    expect((await h.row(userId)).subscriptionStatus).toBe("incomplete");
    const failed = await as(userId).post("/api/billing/test/authenticate", {
      clientSecret: created.body.clientSecret,
      succeed: false,
    });
    expect(failed.status).toBe(402);
    await as(userId).post("/api/billing/test/confirm", {
      clientSecret: created.body.clientSecret,
      cardNumber: "4000002500003155",
      ...CARD,
    });
    const ok = await as(userId).post("/api/billing/test/authenticate", {
      clientSecret: created.body.clientSecret,
      succeed: true,
    });
    expect(ok.body).toEqual({ status: "succeeded" });
    expect(await h.row(userId)).toMatchObject({ subscriptionType: "pro", subscriptionStatus: "active" });
  });

  it("starts the Pro trial without a card, once per user; with no card the trial just ends", async () => {
    const userId = await h.newUser();
    const trial = await as(userId).post("/api/create-subscription", { plan: "pro", trial: true });
    expect(trial.status).toBe(200);
    expect(trial.body).toMatchObject({ intent: "setup", trial: true, status: "trialing" });
    const user = await h.row(userId);
    expect(user).toMatchObject({ subscriptionType: "pro", subscriptionStatus: "trialing" });
    expect(user.trialEndsAt!.getTime() - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    const again = await as(userId).post("/api/create-subscription", { plan: "pro", trial: true });
    expect(again.status).toBe(409);
    expect((await as(userId).get("/api/billing/subscription")).body).toMatchObject({ trialAvailable: false, status: "trialing" });

    const clock = await as(userId).post("/api/billing/test-clock/advance", { days: 4 });
    expect(clock.status).toBe(200);
    expect(await h.row(userId)).toMatchObject({ subscriptionStatus: "canceled" }); // not past_due
    const second = await as(userId).post("/api/create-subscription", { plan: "pro", trial: true });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe("You have already used your free trial.");
  });

  it("a trial with a saved card renews into a paid Pro subscription", async () => {
    const userId = await h.newUser();
    const trial = await as(userId).post("/api/create-subscription", { plan: "pro", trial: true });
    await as(userId).post("/api/billing/test/confirm", {
      clientSecret: trial.body.clientSecret,
      cardNumber: "4242424242424242",
      ...CARD,
    });
    await as(userId).post("/api/billing/test-clock/advance", { days: 3.5 });
    expect(await h.row(userId)).toMatchObject({ subscriptionType: "pro", subscriptionStatus: "active" });
    expect(await prisma.payment.count({ where: { userId } })).toBe(1);
  });

  it("changes plan with proration, cancels at period end and resumes", async () => {
    const userId = await h.newUser();
    await buy(userId, "starter");
    const up = await as(userId).post("/api/billing/change-plan", { plan: "pro" });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ plan: "pro", status: "active" });
    expect(await prisma.payment.count({ where: { userId } })).toBe(2); // the prorated difference
    const single = await as(userId).post("/api/billing/change-plan", { plan: "single", selectedTool: "trendspy" });
    expect(single.body).toMatchObject({ plan: "single", selectedTool: "trendspy" });

    const cancel = await as(userId).post("/api/billing/cancel");
    expect(cancel.body).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });
    const resume = await as(userId).post("/api/billing/resume");
    expect(resume.body).toMatchObject({ cancelAtPeriodEnd: false });
    await as(userId).post("/api/billing/cancel");
    await as(userId).post("/api/billing/test-clock/advance", { days: 31 });
    expect(await h.row(userId)).toMatchObject({ subscriptionStatus: "canceled" });
  });

  it("a Single Tool subscriber's other tool waits for the next renewal: scheduled once, shown, never free at once", async () => {
    const userId = await h.newUser();
    const created = await as(userId).post("/api/create-subscription", { plan: "single", selectedTool: "descripto" });
    await as(userId).post("/api/billing/test/confirm", {
      clientSecret: created.body.clientSecret,
      cardNumber: "4242 4242 4242 4242",
      ...CARD,
    });
    const bought = await as(userId).get("/api/billing/subscription");
    expect(bought.body).toMatchObject({ plan: "single", selectedTool: "descripto", pendingToolChange: null });
    const renewal = bought.body.currentPeriodEnd as string;
    const payments = await prisma.payment.count({ where: { userId } });

    const ask = (selectedTool?: string) => as(userId).post("/api/billing/change-plan", { plan: "single", selectedTool });
    const switched = await ask("hookgenie");
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({
      plan: "single",
      selectedTool: "descripto",
      pendingToolChange: { selectedTool: "hookgenie", effectiveAt: renewal },
    });
    expect(await h.row(userId)).toMatchObject({ subscriptionType: "single", selectedTool: "descripto" });
    // the same switch again is refused; another tool replaces it (still one pending switch)
    const again = await ask("hookgenie");
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "SWITCH_ALREADY_SCHEDULED" });
    expect(again.body.error).toContain("HookGenie");
    expect((await ask("trendspy")).body.pendingToolChange).toEqual({ selectedTool: "trendspy", effectiveAt: renewal });
    // the current tool cancels the switch
    expect((await ask("descripto")).body).toMatchObject({ selectedTool: "descripto", pendingToolChange: null });
    expect((await ask("descripto")).status).toBe(409);
    // bad input: 400 naming the field, nothing changes
    for (const body of [
      { plan: "single" },
      { plan: "single", selectedTool: "nosuchtool" },
      { plan: "single", selectedTool: 7 },
    ]) {
      const bad = await as(userId).post("/api/billing/change-plan", body);
      expect({ status: bad.status, path: bad.body.issues?.[0]?.path }).toEqual({ status: 400, path: "selectedTool" });
    }
    expect((await as(userId).get("/api/billing/subscription")).body).toMatchObject({
      selectedTool: "descripto",
      pendingToolChange: null,
    });
    expect(await prisma.payment.count({ where: { userId } })).toBe(payments);

    // leaving the plan and coming back within the period does not free the tool either
    expect((await as(userId).post("/api/billing/change-plan", { plan: "all" })).status).toBe(200);
    const back = await ask("seosnapshot");
    expect(back.body).toMatchObject({
      plan: "single",
      selectedTool: "descripto",
      pendingToolChange: { selectedTool: "seosnapshot", effectiveAt: renewal },
    });
    expect(await h.row(userId)).toMatchObject({ subscriptionType: "single", selectedTool: "descripto" });

    // the renewal brings the new tool, and a later switch waits for the renewal after that
    const advanced = await as(userId).post("/api/billing/test-clock/advance", { days: 31 });
    expect(advanced.body.subscription).toMatchObject({ status: "active", selectedTool: "seosnapshot", pendingToolChange: null });
    expect(await h.row(userId)).toMatchObject({
      subscriptionType: "single",
      subscriptionStatus: "active",
      selectedTool: "seosnapshot",
    });
    const next = await ask("hookgenie");
    expect(next.body).toMatchObject({ selectedTool: "seosnapshot", pendingToolChange: { selectedTool: "hookgenie" } });
    expect(new Date(next.body.pendingToolChange.effectiveAt).getTime()).toBeGreaterThan(new Date(renewal).getTime());
  });

  it("a plan round trip never refills the Starter week: 5/5 -> single -> starter is still 5/5 with the same reset", async () => {
    const userId = await h.newUser();
    await buy(userId, "starter");
    const week = (await h.row(userId)).weeklyResetDate!;
    await prisma.user.update({ where: { id: userId }, data: { generationsUsed: 5 } });
    const single = await as(userId).post("/api/billing/change-plan", { plan: "single", selectedTool: "hookgenie" });
    expect(single.status).toBe(200);
    const back = await as(userId).post("/api/billing/change-plan", { plan: "starter" });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ plan: "starter", status: "active" });
    const after = await h.row(userId);
    expect(after).toMatchObject({ subscriptionType: "starter", generationsUsed: 5 });
    expect(after.weeklyResetDate!.getTime()).toBe(week.getTime());
  });

  it("a new Starter week starts with the plan when the last one is over", async () => {
    const userId = await h.newUser();
    await prisma.user.update({
      where: { id: userId },
      data: { generationsUsed: 5, weeklyResetDate: new Date(Date.now() - 60_000) },
    });
    await buy(userId, "starter");
    const after = await h.row(userId);
    expect(after).toMatchObject({ subscriptionType: "starter", subscriptionStatus: "active", generationsUsed: 0 });
    expect(after.weeklyResetDate!.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
  });

  it("refunds the first payment within 30 days once and ends access", async () => {
    const userId = await h.newUser();
    await buy(userId, "starter");
    const [a, b] = await Promise.all([as(userId).post("/api/billing/refund"), as(userId).post("/api/billing/refund")]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await h.row(userId)).toMatchObject({ subscriptionStatus: "canceled" });
    const payments = await prisma.payment.findMany({ where: { userId } });
    expect(payments).toHaveLength(1);
    expect(payments[0]!.refundedAt).not.toBeNull();
    expect(payments[0]!.refundId).toMatch(/^re_test_/);
    expect((await as(userId).get("/api/billing/subscription")).body).toMatchObject({ refunded: true, refundEligible: false });
  });

  it("a failed renewal makes the subscription past_due, and unpaid once the grace period is over", async () => {
    const userId = await h.newUser();
    await buy(userId, "pro");
    await as(userId).post("/api/billing/test-clock/advance", { days: 30.5, failPayments: true });
    const pastDue = await h.row(userId);
    expect(pastDue.subscriptionStatus).toBe("past_due");
    expect(pastDue.pastDueSince).not.toBeNull();
    await as(userId).post("/api/billing/test-clock/advance", { days: 3.5, failPayments: true });
    // the first failure's day is kept (it dates the reminder) until a payment succeeds
    expect(await h.row(userId)).toMatchObject({ subscriptionStatus: "unpaid", pastDueSince: pastDue.pastDueSince });
  });

  it("update card after a failed renewal: only the owner can pay it; 0002 stays past_due, 4242 pays the open invoice and makes it active", async () => {
    const userId = await h.newUser();
    expect((await as(userId).post("/api/billing/update-card")).status).toBe(409);
    await buy(userId, "starter");
    const nothing = await as(userId).post("/api/billing/update-card");
    expect(nothing.status).toBe(409);
    expect(nothing.body.error).toBe("There is no failed payment to pay.");
    await as(userId).post("/api/billing/test-clock/advance", { days: 30.5, failPayments: true });
    expect((await h.row(userId)).subscriptionStatus).toBe("past_due");
    const upgrade = await as(userId).post("/api/billing/change-plan", { plan: "pro" });
    expect(upgrade.status).toBe(402); // the prorated charge fails: the plan stays as it was
    expect(await h.row(userId)).toMatchObject({ subscriptionType: "starter", subscriptionStatus: "past_due" });

    const due = await as(userId).post("/api/billing/update-card");
    expect(due.status).toBe(200);
    expect(due.body).toMatchObject({ intent: "payment", amount: 19, currency: "usd", mode: "test" });
    const other = await h.newUser();
    const stolen = await as(other).post("/api/billing/test/confirm", {
      clientSecret: due.body.clientSecret,
      cardNumber: "4242424242424242",
      ...CARD,
    });
    expect(stolen.status).toBe(402);
    expect((await h.row(userId)).subscriptionStatus).toBe("past_due");

    const declined = await as(userId).post("/api/billing/test/confirm", {
      clientSecret: due.body.clientSecret,
      cardNumber: "4000 0000 0000 0002",
      ...CARD,
    });
    expect(declined.status).toBe(402);
    expect(declined.body).toMatchObject({ error: "Your card was declined.", code: "card_declined" });
    expect((await h.row(userId)).subscriptionStatus).toBe("past_due");
    expect(await prisma.payment.count({ where: { userId } })).toBe(1);

    const paid = await as(userId).post("/api/billing/test/confirm", {
      clientSecret: due.body.clientSecret,
      cardNumber: "4242 4242 4242 4242",
      ...CARD,
    });
    expect(paid.body).toEqual({ status: "succeeded" });
    expect(await h.row(userId)).toMatchObject({ subscriptionStatus: "active", pastDueSince: null });
    expect(await prisma.payment.count({ where: { userId } })).toBe(2);
    expect((await as(userId).post("/api/billing/update-card")).status).toBe(409);
  });

  describe("webhook", () => {
    it("refuses a bad signature with 400 and changes nothing", async () => {
      const before = await prisma.stripeEvent.count();
      const { payload } = signed({ id: "evt_bad", type: "customer.subscription.updated", data: { object: { id: "sub_x" } } });
      const bad = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" });
      const res = await h.deliver(payload, bad);
      expect(res.status).toBe(400);
      expect((await h.deliver(payload, "t=1,v1=00")).status).toBe(400);
      expect(await prisma.stripeEvent.count()).toBe(before);
    });

    it("applies the same event once, delivered 10 times in parallel and again later", async () => {
      const userId = await h.newUser();
      await buy(userId, "starter");
      const user = await h.row(userId);
      const sub = await h.built.processor.retrieveSubscription(user.stripeSubscriptionId!);
      const event = signed({
        id: `evt_dup_${userId}`,
        object: "event",
        type: "customer.subscription.updated",
        created: 1,
        data: {
          object: {
            id: sub!.id,
            object: "subscription",
            customer: sub!.customerId,
            status: "active",
            items: { data: [] },
            metadata: {},
          },
        },
      });
      const results = await Promise.all(Array.from({ length: 10 }, () => h.deliver(event.payload, event.signature)));
      expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(results.filter((r) => r.body.result === "applied")).toHaveLength(1);
      const later = await h.deliver(event.payload, event.signature);
      expect(later.body.result).toBe("duplicate");
      expect(await prisma.stripeEvent.count({ where: { id: `evt_dup_${userId}` } })).toBe(1);
    });

    it("ends in the newer state whatever the order: updated before created, an older event after a newer one", async () => {
      const userId = await h.newUser();
      await buy(userId, "starter");
      const user = await h.row(userId);
      const stale = {
        id: user.stripeSubscriptionId,
        object: "subscription",
        customer: user.stripeCustomerId,
        status: "incomplete",
        items: { data: [] },
        metadata: {},
      };
      const updated = signed({
        id: `evt_upd_${userId}`,
        type: "customer.subscription.updated",
        created: 200,
        data: { object: { ...stale, status: "active" } },
      });
      const created = signed({
        id: `evt_cre_${userId}`,
        type: "customer.subscription.created",
        created: 100,
        data: { object: stale },
      });
      expect((await h.deliver(updated.payload, updated.signature)).status).toBe(200);
      expect((await h.deliver(created.payload, created.signature)).status).toBe(200);
      expect(await h.row(userId)).toMatchObject({ subscriptionStatus: "active", subscriptionType: "starter" });
      const older = signed({
        id: `evt_old_${userId}`,
        type: "invoice.payment_failed",
        created: 50,
        data: {
          object: {
            id: "in_old",
            object: "invoice",
            parent: { subscription_details: { subscription: user.stripeSubscriptionId } },
          },
        },
      });
      await h.deliver(older.payload, older.signature);
      expect(await h.row(userId)).toMatchObject({ subscriptionStatus: "active" });
    });

    it("records a refund once, whatever the deliveries", async () => {
      const userId = await h.newUser();
      await buy(userId, "starter");
      const payment = await prisma.payment.findFirstOrThrow({ where: { userId } });
      const refund = (eventId: string) =>
        signed({
          id: eventId,
          type: "charge.refunded",
          data: {
            object: {
              id: "ch_1",
              object: "charge",
              payment_intent: payment.paymentIntentId,
              refunds: { data: [{ id: `re_${eventId}` }] },
            },
          },
        });
      const first = refund(`evt_ref1_${userId}`);
      const second = refund(`evt_ref2_${userId}`);
      await Promise.all([
        h.deliver(first.payload, first.signature),
        h.deliver(second.payload, second.signature),
        h.deliver(first.payload, first.signature),
      ]);
      const after = await prisma.payment.findUniqueOrThrow({ where: { id: payment.id } });
      expect(after.refundedAt).not.toBeNull();
      expect([`re_evt_ref1_${userId}`, `re_evt_ref2_${userId}`]).toContain(after.refundId);
    });
  });

  it("refuses to start in test mode in production unless a staging site asks for it, which has no test clock", () => {
    const prod = { NODE_ENV: "production", IDENTITY_SECRET: "x".repeat(40) };
    expect(() => createApp(loadConfig(prod), prisma)).toThrow(/STRIPE_SECRET_KEY must be set in production/);
    expect(loadConfig({ ...prod, ALLOW_TEST_BILLING_IN_PRODUCTION: "true" }).billing.testClock).toBe(false);
  });
});
