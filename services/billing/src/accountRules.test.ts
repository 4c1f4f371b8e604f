// Billing's own checks on who may buy and on closing an account, in test mode and with Stripe: a
// purchase needs a confirmed address (the gateway refuses first; billing refuses too), and the
// gateway's close-account call cancels any subscription at once, without a cancellation mail.
import request from "supertest";
import { testDatabaseKinds } from "@seo/db/testing/databases";
import { signedAs } from "@seo/service-kit/testing/signedRequests";
import { harnessAroundBlock, startStripeBilling, startTestModeBilling } from "./testing/billingHarness";

const SECRET = "billing-account-rules-secret";
const CLOSE = "/internal/billing/close-account";
const CARD = { expiry: "12 / 34", cvc: "123" };

describe.each(testDatabaseKinds())("billing account rules in test mode on %s", (kind) => {
  const h = harnessAroundBlock(() => startTestModeBilling({ kind, purpose: "billing_rules", secret: SECRET }));

  const buy = async (userId: number, plan = "starter") => {
    const created = await h.as(userId).post("/api/create-subscription", { plan });
    expect(created.status).toBe(200);
    await h.as(userId).post("/api/billing/test/confirm", {
      clientSecret: created.body.clientSecret,
      cardNumber: "4242424242424242",
      ...CARD,
    });
  };

  it("an unconfirmed address can neither buy nor change plan, and nothing is created", async () => {
    const userId = await h.newUser({ emailVerifiedAt: null });
    for (const body of [{ plan: "starter" }, { plan: "pro", trial: true }]) {
      const res = await h.as(userId).post("/api/create-subscription", body);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        error: "Confirm your e-mail address first: we sent you a link.",
        code: "email_unverified",
      });
    }
    expect(await h.row(userId)).toMatchObject({ stripeCustomerId: null, trialUsedAt: null });

    const buyer = await h.newUser();
    await buy(buyer);
    await h.prisma.user.update({ where: { id: buyer }, data: { emailVerifiedAt: null } });
    const change = await h.as(buyer).post("/api/billing/change-plan", { plan: "pro" });
    expect(change.status).toBe(403);
    expect(change.body.code).toBe("email_unverified");
    expect(await h.row(buyer)).toMatchObject({ subscriptionType: "starter" });
  });

  it("close-account cancels at once (no renewal, no mail), answers the same when asked again, and needs the gateway's signature", async () => {
    const userId = await h.newUser();
    await buy(userId, "pro");
    expect((await request(h.app).post(CLOSE)).status).toBe(401);
    expect((await signedAs(h.app, { userId: String(userId), plan: "" }, "not-the-secret").post(CLOSE)).status).toBe(401);
    expect((await h.row(userId)).subscriptionStatus).toBe("active");

    const closed = await h.as(userId).post(CLOSE);
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ closed: true, subscriptionCancelled: true });
    const user = await h.row(userId);
    expect(user.subscriptionStatus).toBe("canceled");
    const sub = await h.prisma.testModeObject.findUniqueOrThrow({ where: { id: user.stripeSubscriptionId! } });
    expect(sub.data).toMatchObject({ status: "canceled", cancellation_details: { comment: "rankforge:account_closed" } });
    expect((await h.mails(userId)).map((m) => m.kind)).toEqual(["receipt"]);

    expect((await h.as(userId).post(CLOSE)).body).toEqual({ closed: true, subscriptionCancelled: false });
    await h.as(userId).post("/api/billing/test-clock/advance", { days: 31 });
    expect(await h.prisma.payment.count({ where: { userId } })).toBe(1);

    const never = await h.newUser();
    expect((await h.as(never).post(CLOSE)).body).toEqual({ closed: true, subscriptionCancelled: false });
  });

  it("close-account also ends a trial and a subscription whose payments failed", async () => {
    const trial = await h.newUser();
    await h.as(trial).post("/api/create-subscription", { plan: "pro", trial: true });
    expect((await h.as(trial).post(CLOSE)).body).toEqual({ closed: true, subscriptionCancelled: true });
    expect((await h.row(trial)).subscriptionStatus).toBe("canceled");

    const unpaid = await h.newUser();
    await buy(unpaid);
    await h.as(unpaid).post("/api/billing/test-clock/advance", { days: 35, failPayments: true });
    expect((await h.row(unpaid)).subscriptionStatus).toBe("unpaid");
    expect((await h.as(unpaid).post(CLOSE)).body).toEqual({ closed: true, subscriptionCancelled: true });
    expect((await h.row(unpaid)).subscriptionStatus).toBe("canceled");
    expect(await h.mails(unpaid, "subscription-cancelled")).toEqual([]);
  });
});

describe.each(testDatabaseKinds())("billing account rules with Stripe on %s", (kind) => {
  const h = harnessAroundBlock(() => startStripeBilling({ kind, purpose: "billing_rules_stripe", secret: SECRET }));

  it("an unconfirmed address cannot buy: no Stripe customer is created", async () => {
    const userId = await h.newUser({ emailVerifiedAt: null });
    const res = await h.as(userId).post("/api/create-subscription", { plan: "starter" });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("email_unverified");
    expect(h.fake.ofKind("customer").filter((c) => c.metadata.userId === String(userId))).toEqual([]);
  });

  it("close-account cancels the Stripe subscription at once, stamped as an account closure, with no cancellation mail", async () => {
    const userId = await h.newUser();
    const created = await h.as(userId).post("/api/create-subscription", { plan: "starter" });
    const pi = created.body.clientSecret.slice(0, created.body.clientSecret.indexOf("_secret_"));
    await h.browser.paymentIntents.confirm(pi, { payment_method: "pm_card_visa" });
    await h.fake.settled();
    const closed = await h.as(userId).post(CLOSE);
    expect(closed.body).toEqual({ closed: true, subscriptionCancelled: true });
    await h.fake.settled();
    const sub = h.fake.objects.get((await h.row(userId)).stripeSubscriptionId!)!;
    expect(sub).toMatchObject({ status: "canceled", cancellation_details: { comment: "rankforge:account_closed" } });
    expect((await h.row(userId)).subscriptionStatus).toBe("canceled");
    expect((await h.mails(userId)).map((m) => m.kind)).toEqual(["receipt"]);
    expect((await h.as(userId).post(CLOSE)).body).toEqual({ closed: true, subscriptionCancelled: false });
    expect(h.fake.requests.filter((r) => r.method === "DELETE" && r.path === `/v1/subscriptions/${sub.id}`)).toHaveLength(1);
  });
});
