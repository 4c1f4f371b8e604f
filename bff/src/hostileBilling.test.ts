// The hostile-client suite for money: plan changes and Stripe's webhook, through real HTTP
// (BFF -> the real billing service in test mode) on the embedded default and, when configured, on
// PostgreSQL + Redis. Each case is a hole found by trying the product as an attacker would.
import { createHash } from "node:crypto";
import http from "node:http";
import Stripe from "stripe";
import request from "supertest";
import type { PrismaClient } from "@seo/db/client";
import type { AppConfig } from "@seo/config/env";
import { createApp as createBillingApp, testModeWebhookSecret } from "../../services/billing/src/app";
import {
  backendKinds,
  closeServer,
  createUserWithSession,
  listen,
  startBackends,
  startBff,
  testConfig,
  TEST_SECRET,
  type Backends,
} from "./testing/testStack";

jest.setTimeout(120_000);

const CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };

describe.each(backendKinds())("hostile billing clients (%s)", (kind) => {
  let backends: Backends;
  let billing: http.Server;
  let bff: Awaited<ReturnType<typeof startBff>>;
  let prisma: PrismaClient;
  let billingUrl: string;

  beforeAll(async () => {
    backends = await startBackends(kind);
    prisma = backends.prisma;
    billing = http.createServer(createBillingApp(testConfig() as AppConfig, prisma).callback());
    billingUrl = await listen(billing);
    // The user cache on, as in production: what the webhook may drop is part of what is tested.
    bff = await startBff(backends, { BILLING_SERVICE_URL: billingUrl, USER_CACHE_TTL_MS: "600000" });
  }, 180_000);
  afterAll(async () => {
    await bff?.close();
    if (billing) await closeServer(billing);
    await backends?.close();
  });

  const as = (sessionId: string) => ({
    get: (path: string) => request(bff.url).get(path).set("x-session-id", sessionId),
    post: (path: string, body?: object) =>
      request(bff.url)
        .post(path)
        .set("x-session-id", sessionId)
        .send(body ?? {}),
  });
  /** A signed-in user who bought `plan` through the BFF with the test card. */
  async function subscriber(plan: string, selectedTool?: string) {
    const { user, sessionId } = await createUserWithSession(backends, bff.config);
    const created = await as(sessionId).post("/api/create-subscription", { plan, selectedTool });
    expect(created.status).toBe(200);
    const paid = await as(sessionId).post("/api/billing/test/confirm", { clientSecret: created.body.clientSecret, ...CARD });
    expect(paid.body).toEqual({ status: "succeeded" });
    return { user, sessionId, client: as(sessionId) };
  }
  const row = (id: number) => prisma.user.findUniqueOrThrow({ where: { id } });

  describe("a Single Tool plan cannot switch its tool for free", () => {
    it("schedules the other tool for the next renewal; the current tool stays, nothing is charged", async () => {
      const { user, client } = await subscriber("single", "descripto");
      const payments = await prisma.payment.count({ where: { userId: user.id } });
      const switched = await client.post("/api/billing/change-plan", { plan: "single", selectedTool: "hookgenie" });
      expect(switched.status).toBe(200);
      expect(switched.body).toMatchObject({
        plan: "single",
        selectedTool: "descripto",
        pendingToolChange: { selectedTool: "hookgenie", effectiveAt: switched.body.currentPeriodEnd },
      });
      expect((await client.get("/api/user/subscription")).body).toMatchObject({ plan: "single", selectedTool: "descripto" });
      expect(await row(user.id)).toMatchObject({ subscriptionType: "single", selectedTool: "descripto" });
      expect(await prisma.payment.count({ where: { userId: user.id } })).toBe(payments);
      // asked again, or as often as they like: still one pending switch, still the same tool now
      for (let i = 0; i < 3; i++) {
        const again = await client.post("/api/billing/change-plan", { plan: "single", selectedTool: "hookgenie" });
        expect(again.status).toBe(409);
        expect(again.body.error).toMatch(/HookGenie is already scheduled/);
      }
      expect((await client.get("/api/user/subscription")).body).toMatchObject({ selectedTool: "descripto" });
    });

    it("bad input is a 400 naming selectedTool and changes nothing", async () => {
      const { user, client } = await subscriber("single", "trendspy");
      for (const body of [
        { plan: "single" },
        { plan: "single", selectedTool: "nosuchtool" },
        { plan: "single", selectedTool: ["hookgenie"] },
      ]) {
        const res = await client.post("/api/billing/change-plan", body);
        expect({ status: res.status, path: res.body.issues?.[0]?.path }).toEqual({ status: 400, path: "selectedTool" });
      }
      expect((await client.get("/api/billing/subscription")).body).toMatchObject({
        selectedTool: "trendspy",
        pendingToolChange: null,
      });
      expect(await row(user.id)).toMatchObject({ subscriptionType: "single", selectedTool: "trendspy" });
    });
  });

  it("a plan round trip never refills the Starter week: 5/5 -> single -> starter is still 5/5", async () => {
    const { user, client } = await subscriber("starter");
    await prisma.user.update({ where: { id: user.id }, data: { generationsUsed: 5 } });
    const week = (await row(user.id)).weeklyResetDate!.toISOString();
    expect((await client.get("/api/user/subscription")).body).toMatchObject({ generationsUsed: 5, generationsRemaining: 0 });
    expect((await client.post("/api/billing/change-plan", { plan: "single", selectedTool: "hookgenie" })).status).toBe(200);
    expect((await client.post("/api/billing/change-plan", { plan: "starter" })).status).toBe(200);
    expect((await client.get("/api/user/subscription")).body).toMatchObject({
      plan: "starter",
      generationsUsed: 5,
      generationsRemaining: 0,
      weeklyResetDate: week,
    });
    expect(await row(user.id)).toMatchObject({ subscriptionType: "starter", generationsUsed: 5 });
  });

  describe("Stripe's webhook URL", () => {
    const signed = (event: object) => {
      const payload = JSON.stringify(event);
      const secret = testModeWebhookSecret(TEST_SECRET);
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    };
    const deliver = (payload: string, signature: string) =>
      request(bff.url)
        .post("/api/stripe/webhook")
        .set("Origin", "https://hooks.stripe.example")
        .set("Content-Type", "application/json")
        .set("Stripe-Signature", signature)
        .send(payload);
    const used = async (client: ReturnType<typeof as>) =>
      (await client.get("/api/user/subscription")).body.generationsUsed as number;

    it("an unsigned event drops no cached user; a verified one drops only the user it changed", async () => {
      const a = await subscriber("starter");
      const b = await subscriber("starter");
      expect([await used(a.client), await used(b.client)]).toEqual([0, 0]); // both rows now cached
      // Rows changed behind the BFF's back (another instance, an operator): unseen until dropped.
      for (const [id, n] of [
        [a.user.id, 3],
        [b.user.id, 2],
      ] as const) {
        await prisma.user.update({ where: { id }, data: { generationsUsed: n } });
      }

      const forged = signed({ id: `evt_forged_${kind}`, type: "customer.subscription.updated", data: { object: {} } });
      for (const signature of [
        "",
        "t=1,v1=00",
        Stripe.webhooks.generateTestHeaderString({ payload: forged.payload, secret: "whsec_x" }),
      ]) {
        const res = await deliver(forged.payload, signature);
        expect(res.status).toBe(400);
      }
      expect([await used(a.client), await used(b.client)]).toEqual([0, 0]);

      const subscription = (await row(a.user.id)).stripeSubscriptionId!;
      const event = signed({
        id: `evt_a_${kind}_${a.user.id}`,
        object: "event",
        type: "customer.subscription.updated",
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: subscription, object: "subscription" } },
      });
      const applied = await deliver(event.payload, event.signature);
      expect(applied.status).toBe(200);
      expect(applied.body).toEqual({ received: true, result: "applied", userIds: [a.user.id] });
      expect([await used(a.client), await used(b.client)]).toEqual([3, 0]);

      // a replay is verified but changes nothing, and drops nothing
      await prisma.user.update({ where: { id: a.user.id }, data: { generationsUsed: 4 } });
      const replay = await deliver(event.payload, event.signature);
      expect(replay.body).toEqual({ received: true, result: "duplicate", userIds: [] });
      expect([await used(a.client), await used(b.client)]).toEqual([3, 0]);
    });
  });

  describe("free trials: one per person, not per account", () => {
    const device = (n: string) =>
      `did=${createHash("sha256").update(`trial-device-${kind}-${n}`).digest("base64url").slice(0, 22)}`;
    const startTrial = (sessionId: string, cookie: string, ip: string, body: object = { plan: "pro", trial: true }) =>
      request(proxied.url)
        .post("/api/create-subscription")
        .set("x-session-id", sessionId)
        .set("Cookie", cookie)
        .set("X-Forwarded-For", ip)
        .send(body);
    let proxied: Awaited<ReturnType<typeof startBff>>;
    beforeAll(async () => {
      proxied = await startBff(backends, {
        BILLING_SERVICE_URL: billingUrl,
        TRUST_PROXY: "loopback",
        TRIALS_PER_ADDRESS_PER_30_DAYS: "2",
      });
    });
    afterAll(async () => {
      await proxied?.close();
    });

    it("a second account in the same browser gets no trial; the first keeps billing's own answer", async () => {
      const ip = `198.18.${kind === "pglite" ? 21 : 22}.1`;
      const browser = device("shared");
      const first = await createUserWithSession(backends, proxied.config);
      expect((await startTrial(first.sessionId, browser, ip)).status).toBe(200);
      expect((await row(first.user.id)).subscriptionStatus).toBe("trialing");

      const second = await createUserWithSession(backends, proxied.config);
      const refused = await startTrial(second.sessionId, browser, ip);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: "TRIAL_ALREADY_USED", error: expect.stringContaining("already been used") });
      expect((await row(second.user.id)).subscriptionType).toBeNull();

      // The account that had it asks again: billing's one-trial-per-account rule answers.
      const again = await startTrial(first.sessionId, browser, ip);
      expect(again.body.error).toBe("You have already used your free trial.");
    });

    it("an address gets at most TRIALS_PER_ADDRESS_PER_30_DAYS, whatever browsers it claims; a refused start gives its claim back", async () => {
      const ip = `198.18.${kind === "pglite" ? 23 : 24}.1`;
      const a = await createUserWithSession(backends, proxied.config);
      // Billing refuses this one (no such plan): the browser and the address keep their trial.
      expect((await startTrial(a.sessionId, device("a"), ip, { plan: "platinum", trial: true })).status).toBe(400);
      expect((await startTrial(a.sessionId, device("a"), ip)).status).toBe(200);
      const b = await createUserWithSession(backends, proxied.config);
      expect((await startTrial(b.sessionId, device("b"), ip)).status).toBe(200);
      const c = await createUserWithSession(backends, proxied.config);
      const third = await startTrial(c.sessionId, device("c"), ip);
      expect(third.status).toBe(403);
      expect(third.body.code).toBe("TRIAL_ALREADY_USED");
      // Elsewhere, in a new browser, the same person's account is not held back by that address.
      expect((await startTrial(c.sessionId, device("c2"), `198.18.${kind === "pglite" ? 25 : 26}.1`)).status).toBe(200);
    });
  });
});
