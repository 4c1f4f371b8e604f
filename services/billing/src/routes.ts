import { Router } from "@koa/router";
import type { AppConfig } from "@seo/config/env";
import type { ServiceState } from "@seo/service-kit/identity";

/**
 * Placeholder until the billing issue lands (checkout, Stripe webhooks). It only says which mode
 * billing runs in: the real Stripe account, or the simulated test mode of the embedded default.
 */
export function createBillingRoutes(config: AppConfig) {
  const router = new Router<ServiceState>();
  router.get("/api/billing/mode", (ctx) => {
    ctx.body = { mode: config.stripe.secretKey ? "stripe" : "test" };
  });
  return router;
}
