// Billing with Stripe configured: the real `stripe` SDK over real HTTP against a local stateful fake
// of Stripe's API (src/testing/fakeStripe.ts), whose webhooks come back signed through the billing
// service's own /api/stripe/webhook. Through the service's HTTP API, on PGlite and PostgreSQL.
import fs from "node:fs";
import path from "node:path";
import Stripe from "stripe";
import { loadConfig } from "@seo/config/env";
import type { PrismaClient } from "@seo/db/client";
import { testDatabaseKinds } from "@seo/db/testing/databases";
import { signedAs } from "@seo/service-kit/testing/signedRequests";
import { createApp } from "./app";
import { startStripeBilling } from "./testing/billingHarness";
import type { FakeStripe } from "./testing/fakeStripe";

const SECRET = "billing-stripe-test-secret";
const SECRET_KEY = "sk_test_fake_billing";
const DAY = 86_400;

describe.each(testDatabaseKinds())("billing service with Stripe (real SDK, fake Stripe over HTTP) on %s", (kind) => {
  let h: Awaited<ReturnType<typeof startStripeBilling>>;
  let prisma: PrismaClient;
  let fake: FakeStripe;
  let app: ReturnType<ReturnType<typeof createApp>["callback"]>;
  /** The browser's side of Stripe (Stripe.js confirms intents): the SDK against the same fake. */
  let browser: Stripe;

  beforeAll(async () => {
    h = await startStripeBilling({ kind, purpose: "billing_stripe", secret: SECRET });
    ({ prisma, fake, app, browser } = h);
  }, 60_000);
  afterAll(() => h?.close());

  const newUser = () => h.newUser({ firstName: "Sue", lastName: "Stripe" });
  const as = (userId: number) => h.as(userId);
  const row = (id: number) => h.row(id);
  const piOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf("_secret_"));
  /** Checkout: create the subscription, then confirm its first payment as Stripe.js would. */
  const buy = async (userId: number, plan = "starter", paymentMethod = "pm_card_visa") => {
    const created = await as(userId).post("/api/create-subscription", { plan });
    expect(created.status).toBe(200);
    await browser.paymentIntents.confirm(piOf(created.body.clientSecret), { payment_method: paymentMethod });
    await fake.settled();
    return created.body as { clientSecret: string };
  };
  const subOf = async (userId: number) => fake.objects.get((await row(userId)).stripeSubscriptionId!)!;

  it("says stripe mode and serves the publishable key with the catalogue", async () => {
    const userId = await newUser();
    expect((await as(userId).get("/api/billing/mode")).body).toEqual({ mode: "stripe" });
    expect((await as(userId).get("/api/billing/plans")).body).toMatchObject({ mode: "stripe", publishableKey: "pk_test_fake" });
  });

  it("creates the customer once under double clicks, stamped with the user id, and one default_incomplete subscription whose secret is latest_invoice.confirmation_secret", async () => {
    const userId = await newUser();
    const clicks = await Promise.all([1, 2, 3].map(() => as(userId).post("/api/create-subscription", { plan: "starter" })));
    for (const c of clicks) expect(c.status).toBe(200);
    expect(new Set(clicks.map((c) => c.body.clientSecret)).size).toBe(1);
    expect(clicks[0]!.body).toMatchObject({
      plan: "starter",
      amount: 19,
      mode: "stripe",
      intent: "payment",
      status: "incomplete",
      trial: false,
    });

    const customers = fake.ofKind("customer").filter((c) => c.metadata.userId === String(userId));
    expect(customers).toHaveLength(1);
    const user = await row(userId);
    expect(user.stripeCustomerId).toBe(customers[0]!.id);
    const subs = fake.ofKind("subscription").filter((s) => s.customer === user.stripeCustomerId);
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      status: "incomplete",
      metadata: { userId: String(userId), plan: "starter" },
      payment_settings: { save_default_payment_method: "on_subscription" },
    });
    const invoice = fake.objects.get(subs[0]!.latest_invoice)!;
    expect(fake.objects.get(invoice._payment_intent)!.client_secret).toBe(clicks[0]!.body.clientSecret);
    expect(user).toMatchObject({
      stripeSubscriptionId: subs[0]!.id,
      subscriptionType: "starter",
      subscriptionStatus: "incomplete",
    });

    // Every create carried an idempotency key built from our ids.
    const creates = fake.requests.filter(
      (r) =>
        r.method === "POST" &&
        (r.path === "/v1/customers" || r.path === "/v1/subscriptions") &&
        r.params.metadata?.userId === String(userId),
    );
    expect(creates.map((r) => r.idempotencyKey)).toEqual([
      expect.stringMatching(new RegExp(`^customer-user-${userId}-[0-9a-f]{16}$`)),
      `subscription-create-${user.stripeCustomerId}-starter-paid-after-none`,
    ]);
    await fake.settled();
  });

  it("a paid first invoice makes Starter active (webhook and sync), records the payment, and a declined card leaves no plan", async () => {
    const userId = await newUser();
    await buy(userId, "starter");
    expect(await row(userId)).toMatchObject({ subscriptionType: "starter", subscriptionStatus: "active", generationsUsed: 0 });
    const payments = await prisma.payment.findMany({ where: { userId } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amount: 1900, currency: "usd" });
    expect(payments[0]!.paymentIntentId).toMatch(/^pi_/);
    const status = await as(userId).post("/api/billing/sync");
    expect(status.body).toMatchObject({
      plan: "starter",
      status: "active",
      refundEligible: true,
      portalAvailable: true,
      mode: "stripe",
    });
    expect((await subOf(userId)).default_payment_method).toMatch(/^pm_/);

    const declined = await newUser();
    const created = await as(declined).post("/api/create-subscription", { plan: "starter" });
    await expect(
      browser.paymentIntents.confirm(piOf(created.body.clientSecret), { payment_method: "pm_card_chargeDeclined" }),
    ).rejects.toMatchObject({ type: "StripeCardError", code: "card_declined" });
    await fake.settled();
    expect(await row(declined)).toMatchObject({ subscriptionStatus: "incomplete" });
    expect(await prisma.payment.count({ where: { userId: declined } })).toBe(0);
    expect((await as(declined).get("/api/billing/subscription")).body).toMatchObject({
      status: "incomplete",
      refundEligible: false,
    });
  });

  it("starts the Pro trial without a card (3 days; cancels when no card), once per user", async () => {
    const userId = await newUser();
    const trial = await as(userId).post("/api/create-subscription", { plan: "pro", trial: true });
    expect(trial.status).toBe(200);
    expect(trial.body).toMatchObject({ intent: "setup", trial: true, status: "trialing" });
    expect(trial.body.clientSecret).toMatch(/^seti_/);
    const sub = await subOf(userId);
    expect(sub.trial_end - sub.trial_start).toBe(3 * DAY);
    expect(sub.trial_settings).toEqual({ end_behavior: { missing_payment_method: "cancel" } });
    await fake.settled();
    expect(await row(userId)).toMatchObject({ subscriptionType: "pro", subscriptionStatus: "trialing" });
    expect(await prisma.payment.count({ where: { userId } })).toBe(0); // the trial's $0 invoice is no payment

    const again = await as(userId).post("/api/create-subscription", { plan: "pro", trial: true });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("You have already used your free trial.");

    await fake.advance(3 * DAY + 60);
    await fake.settled();
    expect(await row(userId)).toMatchObject({ subscriptionStatus: "canceled" }); // not past_due
    expect((await as(userId).get("/api/billing/subscription")).body).toMatchObject({ trialAvailable: false, status: "canceled" });
  });

  it("a trial with a card saved through its SetupIntent renews into paid Pro", async () => {
    const userId = await newUser();
    const trial = await as(userId).post("/api/create-subscription", { plan: "pro", trial: true });
    await browser.setupIntents.confirm(piOf(trial.body.clientSecret), { payment_method: "pm_card_visa" });
    await fake.settled();
    await fake.advance(3 * DAY + 60);
    await fake.settled();
    expect(await row(userId)).toMatchObject({ subscriptionType: "pro", subscriptionStatus: "active" });
    expect(await prisma.payment.findMany({ where: { userId } })).toEqual([expect.objectContaining({ amount: 3900 })]);
  });

  it("changes plan with proration (charged at once), and a declined proration leaves the plan as it was", async () => {
    const userId = await newUser();
    await buy(userId, "starter");
    const up = await as(userId).post("/api/billing/change-plan", { plan: "pro" });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ plan: "pro", status: "active" });
    const sub = await subOf(userId);
    expect(sub.items.data).toHaveLength(1); // the item's price replaced, not a second item added
    expect(sub.items.data[0].price.id).toBe("price_pro");
    const proration = fake.objects.get(sub.latest_invoice)!;
    expect(proration).toMatchObject({ billing_reason: "subscription_update", status: "paid" });
    expect(proration.amount_paid).toBeGreaterThan(1990);
    expect(proration.amount_paid).toBeLessThanOrEqual(2000);
    await fake.settled();
    expect(await prisma.payment.count({ where: { userId } })).toBe(2);

    const single = await as(userId).post("/api/billing/change-plan", { plan: "single", selectedTool: "trendspy" });
    expect(single.body).toMatchObject({ plan: "single", selectedTool: "trendspy" });
    expect((await subOf(userId)).metadata).toMatchObject({ plan: "single", selectedTool: "trendspy" });

    // The saved card stops working (changed in Stripe's portal): an upgrade is refused, nothing changes.
    await browser.subscriptions.update(sub.id, { default_payment_method: "pm_card_chargeCustomerFail" });
    await fake.settled();
    const refused = await as(userId).post("/api/billing/change-plan", { plan: "all" });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ error: "Your card was declined.", code: "card_declined" });
    await fake.settled();
    expect(await row(userId)).toMatchObject({ subscriptionType: "single", subscriptionStatus: "active" });
    expect((await subOf(userId)).items.data[0].price.id).toBe("price_single");
  });

  it("a Single Tool subscriber's other tool is scheduled for the renewal in Stripe's metadata, charged nothing, applied by the renewal", async () => {
    const userId = await newUser();
    const created = await as(userId).post("/api/create-subscription", { plan: "single", selectedTool: "descripto" });
    await browser.paymentIntents.confirm(piOf(created.body.clientSecret), { payment_method: "pm_card_visa" });
    await fake.settled();
    await as(userId).post("/api/billing/sync");
    const invoice = (await subOf(userId)).latest_invoice;
    const switched = await as(userId).post("/api/billing/change-plan", { plan: "single", selectedTool: "hookgenie" });
    expect(switched.status).toBe(200);
    expect(switched.body).toMatchObject({
      plan: "single",
      selectedTool: "descripto",
      pendingToolChange: { selectedTool: "hookgenie", effectiveAt: switched.body.currentPeriodEnd },
    });
    const sub = await subOf(userId);
    expect(sub.metadata).toMatchObject({ selectedTool: "descripto", pendingTool: "hookgenie" });
    expect(sub.latest_invoice).toBe(invoice); // nothing invoiced
    await fake.settled();
    expect(await row(userId)).toMatchObject({ subscriptionType: "single", selectedTool: "descripto" });
    expect((await as(userId).post("/api/billing/change-plan", { plan: "single", selectedTool: "hookgenie" })).status).toBe(409);

    await fake.advance(31 * DAY);
    await fake.settled();
    expect(await row(userId)).toMatchObject({
      subscriptionType: "single",
      subscriptionStatus: "active",
      selectedTool: "hookgenie",
    });
    expect((await as(userId).get("/api/billing/subscription")).body).toMatchObject({
      selectedTool: "hookgenie",
      pendingToolChange: null,
    });
    expect(await prisma.payment.count({ where: { userId } })).toBe(2); // the first month and the renewal
  });

  it("cancels at period end, resumes, and ends at the period end", async () => {
    const userId = await newUser();
    await buy(userId, "pro");
    const cancel = await as(userId).post("/api/billing/cancel");
    expect(cancel.body).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });
    expect((await subOf(userId)).cancel_at_period_end).toBe(true);
    const resume = await as(userId).post("/api/billing/resume");
    expect(resume.body).toMatchObject({ cancelAtPeriodEnd: false, status: "active" });
    await as(userId).post("/api/billing/cancel");
    await fake.settled();
    expect(await row(userId)).toMatchObject({ cancelAtPeriodEnd: true, subscriptionStatus: "active" });
    await fake.advance(31 * DAY);
    await fake.settled();
    expect(await row(userId)).toMatchObject({ subscriptionStatus: "canceled" });
    expect(await prisma.payment.count({ where: { userId } })).toBe(1); // no renewal charged
  });

  it("refunds the first payment within 30 days once, through Stripe, and ends access", async () => {
    const userId = await newUser();
    await buy(userId, "starter");
    const [a, b] = await Promise.all([as(userId).post("/api/billing/refund"), as(userId).post("/api/billing/refund")]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    await fake.settled();
    const payment = await prisma.payment.findFirstOrThrow({ where: { userId } });
    const refunds = fake.ofKind("refund").filter((r) => r.payment_intent === payment.paymentIntentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amount).toBe(1900);
    expect(payment.refundId).toBe(refunds[0]!.id);
    expect(await row(userId)).toMatchObject({ subscriptionStatus: "canceled" });
    expect((await subOf(userId)).status).toBe("canceled");
    expect((await as(userId).get("/api/billing/subscription")).body).toMatchObject({ refunded: true, refundEligible: false });
    expect((await as(userId).post("/api/billing/refund")).status).toBe(409);
  });

  it("update card after a failed renewal: the open invoice's confirmation secret; a declined card leaves past_due, a good one makes it active", async () => {
    const userId = await newUser();
    await buy(userId, "starter");
    const sub = await subOf(userId);
    await browser.subscriptions.update(sub.id, { default_payment_method: "pm_card_chargeCustomerFail" });
    await fake.advance(31 * DAY);
    await fake.settled();
    expect(await row(userId)).toMatchObject({ subscriptionStatus: "past_due" });

    const due = await as(userId).post("/api/billing/update-card");
    expect(due.status).toBe(200);
    expect(due.body).toMatchObject({ intent: "payment", amount: 19, currency: "usd", mode: "stripe" });
    const renewal = fake.objects.get((await subOf(userId)).latest_invoice)!;
    expect(renewal).toMatchObject({ billing_reason: "subscription_cycle", status: "open" });
    expect(piOf(due.body.clientSecret)).toBe(renewal._payment_intent);

    await expect(
      browser.paymentIntents.confirm(piOf(due.body.clientSecret), { payment_method: "pm_card_chargeDeclined" }),
    ).rejects.toMatchObject({ code: "card_declined" });
    await fake.settled();
    expect(await row(userId)).toMatchObject({ subscriptionStatus: "past_due" });
    await browser.paymentIntents.confirm(piOf(due.body.clientSecret), { payment_method: "pm_card_visa" });
    await fake.settled();
    expect(await row(userId)).toMatchObject({ subscriptionStatus: "active", pastDueSince: null });
    expect(await prisma.payment.count({ where: { userId } })).toBe(2);
    expect((await as(userId).post("/api/billing/update-card")).status).toBe(409);
  });

  it("takes the price from configuration only, and refuses a forged webhook with 400", async () => {
    const userId = await newUser();
    const created = await as(userId).post("/api/create-subscription", {
      plan: "all",
      amount: 1,
      priceId: "price_single",
      currency: "jpy",
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ plan: "all", amount: 29, currency: "usd" });
    expect(fake.objects.get((await subOf(userId)).latest_invoice)!.amount_due).toBe(2900);
    const bad = await as(userId).post("/api/billing/change-plan", { plan: "gold" });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].path).toBe("plan");

    const payload = JSON.stringify({
      id: "evt_forged",
      object: "event",
      type: "customer.subscription.deleted",
      data: { object: { id: (await row(userId)).stripeSubscriptionId } },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_not_ours" });
    const res = await signedAs(app, { userId: "stripe:webhook", plan: "" }, SECRET)
      .post("/api/stripe/webhook", JSON.parse(payload))
      .set("Stripe-Signature", forged);
    expect(res.status).toBe(400);
    expect(await prisma.stripeEvent.count({ where: { id: "evt_forged" } })).toBe(0);
    await fake.settled();
  });

  it("refuses to start in production with Stripe half configured", () => {
    const prod = {
      NODE_ENV: "production",
      IDENTITY_SECRET: "x".repeat(40),
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PRICE_STARTER: "price_starter",
      STRIPE_PRICE_PRO: "price_pro",
      STRIPE_PRICE_SINGLE: "price_single",
    };
    expect(() => createApp(loadConfig(prod), prisma)).toThrow(
      "Invalid configuration: Stripe is configured but STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ALL are not set",
    );
    expect(() =>
      createApp(loadConfig({ ...prod, STRIPE_WEBHOOK_SECRET: h.webhookSecret, STRIPE_PRICE_ALL: "price_all" }), prisma),
    ).not.toThrow();
  });

  it("opens Stripe's customer portal for the user's own customer, returning to the dashboard", async () => {
    const userId = await newUser();
    expect((await as(userId).post("/api/billing/portal")).status).toBe(409);
    await buy(userId, "starter");
    const portal = await as(userId).post("/api/billing/portal");
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    const call = fake.requests.filter((r) => r.path === "/v1/billing_portal/sessions").at(-1)!;
    expect(call.params).toEqual({
      customer: (await row(userId)).stripeCustomerId,
      return_url: "https://app.example.com/dashboard",
    });
  });

  it("has no test-mode card form or test clock when Stripe is configured", async () => {
    const userId = await newUser();
    expect(
      (
        await as(userId).post("/api/billing/test/confirm", {
          clientSecret: "x",
          cardNumber: "4242424242424242",
          expiry: "12/34",
          cvc: "123",
        })
      ).status,
    ).toBe(404);
    expect((await as(userId).post("/api/billing/test-clock/advance", { days: 1 })).status).toBe(404);
  });
});

it("keeps the fake Stripe test-only: no production source imports src/testing", () => {
  const sources = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const file = path.join(dir, e.name);
      if (e.isDirectory()) return e.name === "testing" ? [] : sources(file);
      return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [file] : [];
    });
  const production = sources(__dirname);
  expect(production.length).toBeGreaterThan(10);
  const offenders = production.filter((file) => /from\s+["'][^"']*\/testing\//.test(fs.readFileSync(file, "utf8")));
  expect(offenders).toEqual([]);
});
