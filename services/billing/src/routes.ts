// Billing's HTTP surface (reached through the BFF, which signs the caller's identity).
import { Router } from "@koa/router";
import type { Context } from "koa";
import {
  changePlanSchema,
  createSubscriptionSchema,
  testAuthenticationSchema,
  testCardSchema,
  testClockSchema,
} from "@seo/contracts/billing";
import { HttpError } from "@seo/service-kit/errorMiddleware";
import type { ServiceState } from "@seo/service-kit/identity";
import type { Billing } from "./billing";
import { buildCatalogue, type CatalogueConfig } from "./domain/catalogue";
import { PaymentDeclinedError } from "./processor/types";
import type { TestModeProcessor } from "./processor/testModeProcessor";
import type { WebhookHandler } from "./webhook";

export interface BillingRouteDeps {
  billing: Billing;
  webhook: WebhookHandler;
  catalogue: CatalogueConfig;
  /** Present in test mode only. */
  testMode: TestModeProcessor | null;
  /** The test clock routes exist (test mode, never production). */
  testClock: boolean;
}

/** The signed-in caller's user id (the BFF signs "anon:..." for visitors). */
function userIdOf(ctx: Context & { state: ServiceState }): number {
  const id = Number(ctx.state.identity.userId);
  if (!Number.isInteger(id) || id <= 0) throw new HttpError(401, "Not authenticated");
  return id;
}

/** Card problems are the user's to fix: 402 with the processor's message and code. */
async function cardErrors<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof PaymentDeclinedError) throw new HttpError(402, err.message, { code: err.code });
    throw err;
  }
}

/** Test mode's simulated card form, authentication step and test clock (404 with Stripe). */
function testModeRoutes(router: Router<ServiceState>, deps: BillingRouteDeps) {
  const { billing } = deps;
  const testMode = () => {
    if (!deps.testMode) throw new HttpError(404, "Not found");
    return deps.testMode;
  };
  router.post("/api/billing/test/confirm", async (ctx) => {
    const sim = testMode();
    const input = testCardSchema.parse(ctx.request.body ?? {});
    const userId = userIdOf(ctx);
    const customerId = await billing.ensureCustomerOf(userId);
    ctx.body = await cardErrors(() => sim.confirmCard(customerId, input));
  });
  router.post("/api/billing/test/authenticate", async (ctx) => {
    const sim = testMode();
    const input = testAuthenticationSchema.parse(ctx.request.body ?? {});
    const customerId = await billing.ensureCustomerOf(userIdOf(ctx));
    ctx.body = await cardErrors(() => sim.authenticate(customerId, input));
  });
  router.post("/api/billing/test-clock/advance", async (ctx) => {
    if (!deps.testClock) throw new HttpError(404, "Not found");
    const sim = testMode();
    const input = testClockSchema.parse(ctx.request.body ?? {});
    const userId = userIdOf(ctx);
    const customerId = await billing.ensureCustomerOf(userId);
    const clock = await sim.advanceClock(customerId, input);
    // The reminders this user's moved time makes due, as the scheduled scan would send them then.
    await billing.sendReminders(new Date(clock.now), { userId });
    ctx.body = { ...clock, subscription: await billing.status(userId) };
  });
}

export function createBillingRoutes(deps: BillingRouteDeps) {
  const router = new Router<ServiceState>();
  const { billing } = deps;

  router.get("/api/billing/mode", (ctx) => {
    ctx.body = { mode: billing.mode };
  });

  router.get("/api/billing/plans", (ctx) => {
    ctx.body = buildCatalogue(deps.catalogue, billing.mode);
  });

  router.get("/api/billing/subscription", async (ctx) => {
    ctx.set("Cache-Control", "no-store");
    ctx.body = await billing.status(userIdOf(ctx));
  });

  router.post("/api/create-subscription", async (ctx) => {
    const input = createSubscriptionSchema.parse(ctx.request.body ?? {});
    ctx.body = await cardErrors(() => billing.createSubscription(userIdOf(ctx), input));
  });

  router.post("/api/billing/change-plan", async (ctx) => {
    const input = changePlanSchema.parse(ctx.request.body ?? {});
    ctx.body = await cardErrors(() => billing.changePlan(userIdOf(ctx), input));
  });
  router.post("/api/billing/cancel", async (ctx) => {
    ctx.body = await billing.setCancelAtPeriodEnd(userIdOf(ctx), true);
  });
  router.post("/api/billing/resume", async (ctx) => {
    ctx.body = await billing.setCancelAtPeriodEnd(userIdOf(ctx), false);
  });
  router.post("/api/billing/refund", async (ctx) => {
    ctx.body = await billing.refund(userIdOf(ctx));
  });
  router.post("/api/billing/update-card", async (ctx) => {
    ctx.body = await billing.updateCard(userIdOf(ctx));
  });
  router.post("/api/billing/portal", async (ctx) => {
    ctx.body = await billing.portal(userIdOf(ctx));
  });
  router.post("/api/billing/sync", async (ctx) => {
    ctx.body = await billing.sync(userIdOf(ctx));
  });

  // The gateway's own call before it deletes an account; never proxied from browsers (only
  // /api/billing/* is), and like every route it needs the gateway's signed identity.
  router.post("/internal/billing/close-account", async (ctx) => {
    ctx.body = await billing.closeAccount(userIdOf(ctx));
  });

  router.post("/api/stripe/webhook", async (ctx) => {
    const result = await deps.webhook.receive(ctx.state.rawBody, ctx.get("stripe-signature"));
    ctx.status = result.status;
    ctx.body = result.body;
  });

  testModeRoutes(router, deps);
  return router;
}
