import { randomBytes } from "node:crypto";
import { Router } from "@koa/router";
import type { AppConfig } from "@seo/config/env";
import { createSubscriptionSchema } from "@seo/contracts/billing";
import type { ServiceState } from "@seo/service-kit/identity";

/**
 * Billing until the billing issue lands (Stripe subscriptions, payment confirmation, webhooks):
 * which mode billing runs in, and in test mode a simulated payment intent for /checkout. Test mode
 * changes no subscription; a configured Stripe account answers 501 until that issue is built.
 */
export function createBillingRoutes(config: AppConfig) {
  const router = new Router<ServiceState>();
  const testMode = !config.stripe.secretKey;

  router.get("/api/billing/mode", (ctx) => {
    ctx.body = { mode: testMode ? "test" : "stripe" };
  });

  router.post("/api/create-subscription", (ctx) => {
    const { plan } = createSubscriptionSchema.parse(ctx.request.body ?? {});
    if (!testMode) {
      ctx.status = 501;
      ctx.body = { error: "Stripe subscriptions are not available yet" };
      return;
    }
    ctx.body = {
      clientSecret: `test_pi_${plan}_secret_${randomBytes(12).toString("hex")}`,
      plan,
      amount: config.stripe.amounts[plan],
      mode: "test",
    };
  });
  return router;
}
