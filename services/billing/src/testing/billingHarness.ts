// TEST-ONLY: the billing app over a throwaway database, in test mode or with Stripe (the real SDK
// against the fake Stripe over HTTP, its webhooks delivered back through /api/stripe/webhook), with
// the helpers the tests share: signed calls as a user, new users, their rows and their mails.
import Stripe from "stripe";
import { loadConfig } from "@seo/config/env";
import { createPrismaClient, type Prisma, type PrismaClient } from "@seo/db/client";
import { applyMigrations } from "@seo/db/migrate";
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from "@seo/db/testing/databases";
import type { JobQueue } from "@seo/jobs/queue";
import { signedAs } from "@seo/service-kit/testing/signedRequests";
import { createApp, testModeWebhookSecret } from "../app";
import { STRIPE_API_VERSION } from "../processor/stripeClient";
import type { TestModeProcessor } from "../processor/testModeProcessor";
import { startFakeStripe, type FakeStripe } from "./fakeStripe";

export const APP_URL = "https://app.example.com";
export const DAY_MS = 86_400_000;

export interface HarnessOptions {
  kind: TestDatabaseKind;
  purpose: string;
  secret: string;
  queue?: JobQueue;
}

async function database(opts: HarnessOptions) {
  const db: TestDatabase = await createTestDatabase(opts.kind, opts.purpose);
  await applyMigrations(db.url);
  const prisma = createPrismaClient(db.url, { maxConnections: opts.kind === "pglite" ? 1 : 5 });
  return { db, prisma };
}

/** What both harnesses offer once the app is built. */
function helpers(prisma: PrismaClient, built: ReturnType<typeof createApp>, secret: string, prefix: string) {
  const app = built.callback();
  let n = 0;
  const as = (userId: number) => signedAs(app, { userId: String(userId), plan: "" }, secret);
  return {
    app,
    built,
    as,
    /** A user with a confirmed address who takes product mail, unless told otherwise. */
    newUser: async (data: Partial<Prisma.UserCreateInput> = {}) =>
      (
        await prisma.user.create({
          data: {
            email: `${prefix}${++n}-${Date.now()}@example.com`,
            password: "x",
            firstName: "Bo",
            lastName: "Buyer",
            emailVerifiedAt: new Date(),
            ...data,
          },
        })
      ).id,
    row: (id: number) => prisma.user.findUniqueOrThrow({ where: { id } }),
    /** The user's mails in the outbox, oldest first. */
    mails: (userId: number, kind?: string) =>
      prisma.emailOutbox.findMany({ where: { userId, ...(kind ? { kind } : {}) }, orderBy: { id: "asc" } }),
    /** Posts a Stripe-shaped delivery to the webhook, as the gateway forwards it. */
    deliver: (payload: string, signature: string) =>
      signedAs(app, { userId: "stripe:webhook", plan: "" }, secret)
        .post("/api/stripe/webhook", JSON.parse(payload))
        .set("Stripe-Signature", signature),
  };
}

/**
 * Starts a harness before a describe block's tests and closes it after them. The object returned is
 * filled in when the block starts: read it inside tests and hooks only.
 */
export function harnessAroundBlock<H extends { close(): Promise<void> }>(start: () => Promise<H>): H {
  const harness = {} as H;
  beforeAll(async () => {
    Object.assign(harness, await start());
  }, 60_000);
  afterAll(async () => {
    if ("close" in harness) await harness.close();
  });
  return harness;
}

/** Billing in test mode; every simulated event delivered is kept in `events` (payload and signature). */
export async function startTestModeBilling(opts: HarnessOptions) {
  const { db, prisma } = await database(opts);
  const config = loadConfig({ NODE_ENV: "test", IDENTITY_SECRET: opts.secret, APP_URL });
  const built = createApp(config, prisma, { queue: opts.queue });
  const events: { type: string; payload: string; signature: string }[] = [];
  const sim = built.processor as TestModeProcessor;
  sim.setDelivery((raw, signature) => {
    const payload = raw.toString("utf8");
    events.push({ type: JSON.parse(payload).type, payload, signature });
    return built.webhook.receive(raw, signature);
  });
  return {
    ...helpers(prisma, built, opts.secret, "mode-buyer"),
    prisma,
    events,
    webhookSecret: testModeWebhookSecret(opts.secret),
    close: async () => {
      await prisma.$disconnect();
      await db.drop();
    },
  };
}

export const STRIPE_PRICES = { price_starter: 1900, price_pro: 3900, price_single: 900, price_all: 2900 };

/** Billing with Stripe configured, against the fake; `browser` is Stripe.js's side (confirming intents). */
export async function startStripeBilling(opts: HarnessOptions) {
  const { db, prisma } = await database(opts);
  const secretKey = "sk_test_fake_billing";
  const webhookSecret = "whsec_fake_billing";
  let deliver: ((payload: string, signature: string) => Promise<{ status: number; body: unknown }>) | null = null;
  const fake: FakeStripe = await startFakeStripe({
    secretKey,
    apiVersion: STRIPE_API_VERSION,
    prices: STRIPE_PRICES,
    webhook: {
      secret: webhookSecret,
      deliver: async (payload, signature) => {
        const res = await deliver!(payload, signature);
        if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${JSON.stringify(res.body)}`);
      },
    },
  });
  const config = loadConfig({
    NODE_ENV: "test",
    IDENTITY_SECRET: opts.secret,
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PUBLISHABLE_KEY: "pk_test_fake",
    STRIPE_API_BASE: fake.url,
    ...Object.fromEntries(Object.keys(STRIPE_PRICES).map((id) => [`STRIPE_PRICE_${id.slice(6).toUpperCase()}`, id])),
    APP_URL,
  });
  const built = createApp(config, prisma, { queue: opts.queue });
  const h = helpers(prisma, built, opts.secret, "stripe-buyer");
  deliver = h.deliver;
  const base = new URL(fake.url);
  const browser = new Stripe(secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: base.hostname,
    port: base.port,
    protocol: "http",
    maxNetworkRetries: 0,
  });
  return {
    ...h,
    prisma,
    fake,
    browser,
    webhookSecret,
    close: async () => {
      await fake.settled();
      await fake.close();
      await prisma.$disconnect();
      await db.drop();
    },
  };
}
