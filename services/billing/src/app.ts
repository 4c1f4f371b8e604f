import { createHmac } from "node:crypto";
import type { AppConfig } from "@seo/config/env";
import type { PrismaClient } from "@seo/db/client";
import type { JobQueue } from "@seo/jobs/queue";
import { createServiceApp } from "@seo/service-kit/app";
import { createLogger } from "@seo/service-kit/log";
import { createBilling } from "./billing";
import { createBillingStore } from "./data/billingStore";
import { CURRENCY, planOfPrice, type CatalogueConfig } from "./domain/catalogue";
import { createStripeClient } from "./processor/stripeClient";
import { createStripeProcessor } from "./processor/stripeProcessor";
import { createTestModeProcessor, type TestModeProcessor } from "./processor/testModeProcessor";
import type { PaymentProcessor } from "./processor/types";
import { createBillingRoutes } from "./routes";
import { createWebhookHandler } from "./webhook";

export const SERVICE_NAME = "billing";

/** Test mode signs its simulated events with a secret derived from the identity secret (never a constant). */
export const testModeWebhookSecret = (identitySecret: string) =>
  `whsec_test_${createHmac("sha256", identitySecret).update("billing test-mode webhook").digest("hex")}`;

export interface AppOptions {
  now?: () => Date;
  /** The job queue the send jobs of new mails go to (none: the outbox sweep sends them). */
  queue?: JobQueue;
}

/** Refuses (in production) or warns about a payment configuration that cannot sell or record a plan. */
function checkPaymentSettings(config: AppConfig, mode: "test" | "stripe", log: ReturnType<typeof createLogger>): void {
  if (mode === "test" && config.production && !config.billing.allowTestModeInProduction) {
    // Test mode sells plans for test card numbers: never by accident on a real deployment.
    throw new Error(
      "Invalid configuration: STRIPE_SECRET_KEY must be set in production (ALLOW_TEST_BILLING_IN_PRODUCTION=true for a staging site)",
    );
  }
  if (mode === "stripe") {
    // With Stripe, a missing webhook secret means no event is ever applied (payments unrecorded,
    // renewals and failures unseen), and a missing price id means a plan that cannot be sold.
    const missing = [
      ...(config.stripe.webhookSecret ? [] : ["STRIPE_WEBHOOK_SECRET"]),
      ...Object.entries(config.stripe.prices)
        .filter(([, id]) => !id)
        .map(([plan]) => `STRIPE_PRICE_${plan.toUpperCase()}`),
    ];
    if (missing.length && config.production)
      throw new Error(
        `Invalid configuration: Stripe is configured but ${missing.join(", ")} ${missing.length > 1 ? "are" : "is"} not set`,
      );
    if (missing.length) log.warn("Stripe is configured without some settings", { missing });
  }
}

export function createApp(config: AppConfig, prisma: PrismaClient, opts: AppOptions = {}) {
  const log = createLogger(SERVICE_NAME);
  const catalogue: CatalogueConfig = {
    amounts: config.stripe.amounts,
    prices: config.stripe.prices,
    publishableKey: config.stripe.publishableKey,
  };
  const mode = config.billing.testMode ? "test" : "stripe";
  checkPaymentSettings(config, mode, log);
  const planOf = (priceId: string | null) => planOfPrice(priceId, catalogue, mode);
  const store = createBillingStore(prisma);

  let testMode: TestModeProcessor | null = null;
  let processor: PaymentProcessor;
  if (mode === "test") {
    testMode = createTestModeProcessor({
      prisma,
      webhookSecret: testModeWebhookSecret(config.identity.secret),
      planOfPrice: planOf,
      amountOf: (plan) => config.stripe.amounts[plan],
      currency: CURRENCY,
      dunningDays: config.billing.pastDueGraceDays,
    });
    processor = testMode;
  } else {
    const stripe = createStripeClient({ secretKey: config.stripe.secretKey!, apiBase: config.stripe.apiBase });
    processor = createStripeProcessor(stripe, { webhookSecret: config.stripe.webhookSecret, planOfPrice: planOf });
  }

  const webhook = createWebhookHandler({
    processor,
    store,
    log,
    planOfPrice: planOf,
    mail: { appUrl: config.billing.appUrl, testMode: mode === "test" },
    queue: opts.queue,
  });
  // The simulated processor's events take the same path as Stripe's deliveries.
  testMode?.setDelivery((raw, signature) => webhook.receive(raw, signature));

  const billing = createBilling({
    store,
    processor,
    catalogue,
    appUrl: config.billing.appUrl,
    testClock: config.billing.testClock,
    log,
    now: opts.now,
    queue: opts.queue,
  });

  const app = createServiceApp({
    name: SERVICE_NAME,
    router: createBillingRoutes({ billing, webhook, catalogue, testMode, testClock: config.billing.testClock }),
    config,
    log,
    // Stripe's event payloads can exceed the default 100 KB.
    bodyLimit: "1mb",
  });
  return Object.assign(app, { billing, webhook, store, processor });
}
