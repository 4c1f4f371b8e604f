// Test mode (no Stripe keys): a simulated processor that keeps Stripe-shaped customers,
// subscriptions, invoices and intents in the database (test_mode_objects) and delivers Stripe-shaped
// events, signed with the SDK's test-header helper, to the SAME webhook handler Stripe's events
// reach. So the state machine, the once-only event store and the user-row writes are the ones
// production runs. Test cards (Stripe's numbers):
//   4242 4242 4242 4242  succeeds
//   4000 0000 0000 0002  declined
//   4000 0000 0000 9995  insufficient funds
//   4000 0025 0000 3155  asks for an authentication step (completed or failed on the checkout page)
// A test clock per customer (never in production) moves time for renewals, failures and trial ends.
import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import type { Prisma, PrismaClient } from "@seo/db/client";
import type { CheckoutPlan } from "@seo/contracts/billing";
import { STRIPE_API_VERSION } from "./stripeClient";
import { snapshotOf } from "./stripeShape";
import { PaymentDeclinedError, type PaidInvoice, type PaymentProcessor } from "./types";
import type { SubscriptionSnapshot } from "../domain/subscriptionState";

const DAY = 24 * 60 * 60;
const PERIOD = 30 * DAY;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface TestCardOutcome {
  status: "succeeded" | "requires_action";
}

export interface TestModeProcessor extends PaymentProcessor {
  /** Confirms the checkout's intent (payment or card setup) with a test card. */
  confirmCard(
    customerId: string,
    input: { clientSecret: string; cardNumber: string; expiry: string; cvc: string },
  ): Promise<TestCardOutcome>;
  /** Completes or fails the simulated authentication step of 4000 0025 0000 3155. */
  authenticate(customerId: string, input: { clientSecret: string; succeed: boolean }): Promise<TestCardOutcome>;
  /** Moves the customer's clock forward and runs what falls due: renewals, trial ends, dunning. */
  advanceClock(customerId: string, input: { days: number; failPayments?: boolean }): Promise<{ now: string }>;
  /** Where events go (the webhook handler's entry point, raw bytes and signature header). */
  setDelivery(deliver: (rawBody: Buffer, signature: string) => Promise<unknown>): void;
}

export interface TestModeOptions {
  prisma: PrismaClient;
  /** Signs the simulated events; the webhook handler verifies with it. */
  webhookSecret: string;
  planOfPrice: (priceId: string | null) => CheckoutPlan | null;
  /** Monthly price of a plan, in whole currency units. */
  amountOf: (plan: CheckoutPlan) => number;
  currency: string;
  /** After this many days past_due the simulated dunning gives up: the subscription becomes unpaid. */
  dunningDays: number;
}

/** The test cards: what each number does. */
export function testCardOutcome(
  cardNumber: string,
): "succeed" | "decline" | "insufficient_funds" | "authenticate" | "unknown" | "invalid" {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return "invalid";
  switch (digits) {
    case "4242424242424242":
      return "succeed";
    case "4000000000000002":
      return "decline";
    case "4000000000009995":
      return "insufficient_funds";
    case "4000002500003155":
      return "authenticate";
    default:
      return "unknown";
  }
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "MM / YY", "MM/YY" or "MM/YYYY", not in the past (by the customer's clock). */
export function checkExpiry(expiry: string, nowMs: number): string | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (!m) return "Your card's expiration date is incomplete.";
  const month = Number(m[1]);
  const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  const now = new Date(nowMs);
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)) {
    return "Your card's expiration date is in the past.";
  }
  return null;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(10).toString("hex")}`;

export function createTestModeProcessor(opts: TestModeOptions): TestModeProcessor {
  const { prisma } = opts;
  let deliver: ((raw: Buffer, sig: string) => Promise<unknown>) | null = null;

  // One simulated processor per billing process; its operations run one at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = queue.then(fn, fn);
    queue = run.catch(() => undefined);
    return run;
  };

  const get = async (objectId: string): Promise<Json | null> =>
    ((await prisma.testModeObject.findUnique({ where: { id: objectId } }))?.data as Json | undefined) ?? null;
  const put = async (data: Json, ownerId: string | null = null) => {
    await prisma.testModeObject.upsert({
      where: { id: data.id },
      create: { id: data.id, kind: data.object, ownerId, data: data as Prisma.InputJsonValue },
      update: { data: data as Prisma.InputJsonValue },
    });
    return data;
  };
  const must = async (objectId: string) => {
    const o = await get(objectId);
    if (!o) throw Object.assign(new Error(`No such object: ${objectId}`), { code: "resource_missing" });
    return o;
  };

  /** The customer's test clock, in Unix seconds. */
  const clockOf = (customer: Json) => Math.floor((Date.now() + (customer.clockOffsetMs ?? 0)) / 1000);

  /** Stripe-shaped events raised by one operation, delivered once it has finished. */
  type Pending = { type: string; object: Json; created: number }[];
  const event = (pending: Pending, type: string, object: Json, created: number) =>
    pending.push({ type, object: structuredClone(object), created });
  const flush = async (pending: Pending) => {
    if (!deliver) return;
    for (const e of pending) {
      const payload = JSON.stringify({
        id: id("evt"),
        object: "event",
        api_version: STRIPE_API_VERSION,
        created: e.created,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: e.type,
        data: { object: e.object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: opts.webhookSecret });
      await deliver(Buffer.from(payload, "utf8"), signature);
    }
  };
  /** Runs an operation serially, then delivers its events (outside the lock: the handler reads back). */
  const operation = async <T>(fn: (pending: Pending) => Promise<T>): Promise<T> => {
    const pending: Pending = [];
    const result = await serial(() => fn(pending));
    await flush(pending);
    return result;
  };

  /** The subscription as the SDK returns it with latest_invoice.confirmation_secret and pending_setup_intent expanded. */
  async function expanded(sub: Json): Promise<Stripe.Subscription> {
    const invoice = sub.latest_invoice ? await get(sub.latest_invoice) : null;
    const setup = sub.pending_setup_intent ? await get(sub.pending_setup_intent) : null;
    return { ...sub, latest_invoice: invoice, pending_setup_intent: setup } as unknown as Stripe.Subscription;
  }
  const snap = async (sub: Json) => snapshotOf(await expanded(sub), opts.planOfPrice);

  function newInvoice(sub: Json, customer: Json, amount: number, now: number): { invoice: Json; intent: Json } {
    const invoice: Json = {
      id: id("in"),
      object: "invoice",
      customer: customer.id,
      parent: { type: "subscription_details", subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      status: "open",
      amount_due: amount,
      amount_paid: 0,
      currency: opts.currency,
      created: now,
      status_transitions: { paid_at: null },
    };
    const intent: Json = {
      id: id("pi"),
      object: "payment_intent",
      amount,
      currency: opts.currency,
      customer: customer.id,
      invoice: invoice.id,
      status: "requires_payment_method",
    };
    intent.client_secret = `${intent.id}_secret_${randomBytes(12).toString("hex")}`;
    invoice.payment_intent = intent.id; // kept privately: the API version shows only confirmation_secret
    invoice.confirmation_secret = { client_secret: intent.client_secret, type: "payment_intent" };
    return { invoice, intent };
  }

  async function markPaid(invoice: Json, intent: Json, now: number, pending: Pending) {
    intent.status = "succeeded";
    intent.latest_charge = id("ch");
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    invoice.status_transitions = { paid_at: now };
    await put(intent, intent.customer);
    await put(invoice, invoice.customer);
    event(pending, "invoice.paid", invoice, now);
  }

  const amountCents = (plan: CheckoutPlan | null) => (plan ? opts.amountOf(plan) * 100 : 0);

  function startPeriod(sub: Json, from: number) {
    const item = sub.items.data[0];
    item.current_period_start = from;
    item.current_period_end = from + PERIOD;
  }

  /** Finds the customer's intent behind a client secret (ownership: only the customer's own). */
  async function intentBySecret(customerId: string, clientSecret: string): Promise<Json> {
    const rows = await prisma.testModeObject.findMany({
      where: { ownerId: customerId, kind: { in: ["payment_intent", "setup_intent"] } },
    });
    const row = rows.find((r) => (r.data as Json).client_secret === clientSecret);
    if (!row) throw new PaymentDeclinedError("This payment could not be found. Start the checkout again.", "resource_missing");
    return row.data as Json;
  }

  /** The card step shared by confirm and authenticate once the card is accepted. */
  async function succeedIntent(intent: Json, card: Json, pending: Pending): Promise<TestCardOutcome> {
    const customer = await must(intent.customer);
    const now = clockOf(customer);
    const pm = { id: id("pm"), last4: card.last4, brand: "visa" };
    customer.default_payment_method = pm;
    await put(customer);
    if (intent.object === "setup_intent") {
      intent.status = "succeeded";
      intent.payment_method = pm.id;
      await put(intent, intent.customer);
      const sub = await must(intent.subscription);
      sub.default_payment_method = pm.id;
      sub.pending_setup_intent = null;
      await put(sub, sub.customer);
      event(pending, "customer.subscription.updated", sub, now);
      return { status: "succeeded" };
    }
    const invoice = await must(intent.invoice);
    await markPaid(invoice, intent, now, pending);
    const sub = await must(invoice.parent.subscription_details.subscription);
    sub.default_payment_method = pm.id;
    if (sub.status === "incomplete" || sub.status === "past_due" || sub.status === "unpaid") {
      if (sub.status === "incomplete") startPeriod(sub, now);
      sub.status = "active";
    }
    await put(sub, sub.customer);
    event(pending, "customer.subscription.updated", sub, now);
    return { status: "succeeded" };
  }

  async function failIntent(intent: Json, message: string, code: string, pending: Pending): Promise<never> {
    const customer = await must(intent.customer);
    intent.status = "requires_payment_method";
    intent.last_payment_error = { code, message };
    delete intent.pending_card;
    await put(intent, intent.customer);
    if (intent.object === "payment_intent")
      event(pending, "invoice.payment_failed", await must(intent.invoice), clockOf(customer));
    throw new PaymentDeclinedError(message, code);
  }

  /** One renewal: a new invoice charged to the saved card (or failing: past_due). */
  async function renew(sub: Json, customer: Json, at: number, pending: Pending) {
    const { invoice, intent } = newInvoice(sub, customer, amountCents(opts.planOfPrice(sub.items.data[0].price.id)), at);
    sub.latest_invoice = invoice.id;
    if (!sub.default_payment_method || customer.failPayments) {
      intent.last_payment_error = { code: "card_declined", message: "Your card was declined." };
      await put(intent, customer.id);
      await put(invoice, customer.id);
      sub.status = "past_due";
      sub.past_due_since = at;
      event(pending, "invoice.payment_failed", invoice, at);
    } else {
      await markPaid(invoice, intent, at, pending);
      sub.status = "active";
      delete sub.past_due_since;
    }
    startPeriod(sub, at);
  }

  function end(sub: Json, at: number, pending: Pending) {
    sub.status = "canceled";
    sub.canceled_at = at;
    sub.ended_at = at;
    event(pending, "customer.subscription.deleted", sub, at);
  }

  const processor: TestModeProcessor = {
    mode: "test",

    setDelivery(fn) {
      deliver = fn;
    },

    createCustomer({ userId, email, name }, idempotencyKey) {
      return operation(async () => {
        const key = `idem_${idempotencyKey}`;
        const seen = await get(key);
        if (seen) return seen.result as string;
        const customer = await put({
          id: id("cus"),
          object: "customer",
          email,
          name,
          metadata: { userId: String(userId) },
          clockOffsetMs: 0,
        });
        await put({ id: key, object: "idempotency_key", result: customer.id });
        return customer.id as string;
      });
    },

    createSubscription(input, idempotencyKey) {
      return operation(async (pending) => {
        const key = `idem_${idempotencyKey}`;
        const seen = await get(key);
        if (seen) return snap(await must(seen.result));
        const customer = await must(input.customerId);
        const now = clockOf(customer);
        const sub: Json = {
          id: id("sub"),
          object: "subscription",
          customer: customer.id,
          status: "incomplete",
          created: now,
          cancel_at_period_end: false,
          default_payment_method: null,
          latest_invoice: null,
          pending_setup_intent: null,
          trial_start: null,
          trial_end: null,
          metadata: {
            userId: String(input.userId),
            plan: input.plan,
            ...(input.selectedTool ? { selectedTool: input.selectedTool } : {}),
          },
          items: {
            object: "list",
            data: [{ id: id("si"), object: "subscription_item", price: { id: input.priceId, object: "price" } }],
          },
        };
        if (input.trialDays) {
          sub.status = "trialing";
          sub.trial_start = now;
          sub.trial_end = now + input.trialDays * DAY;
          sub.items.data[0].current_period_start = now;
          sub.items.data[0].current_period_end = sub.trial_end;
          const setup: Json = {
            id: id("seti"),
            object: "setup_intent",
            customer: customer.id,
            subscription: sub.id,
            status: "requires_payment_method",
          };
          setup.client_secret = `${setup.id}_secret_${randomBytes(12).toString("hex")}`;
          sub.pending_setup_intent = setup.id;
          await put(setup, customer.id);
        } else {
          const { invoice, intent } = newInvoice(sub, customer, amountCents(input.plan), now);
          sub.latest_invoice = invoice.id;
          startPeriod(sub, now);
          await put(invoice, customer.id);
          await put(intent, customer.id);
        }
        await put(sub, customer.id);
        await put({ id: key, object: "idempotency_key", result: sub.id });
        event(pending, "customer.subscription.created", sub, now);
        if (sub.status === "trialing") event(pending, "customer.subscription.trial_will_end", sub, now);
        return snap(sub);
      });
    },

    async retrieveSubscription(subId) {
      return serial(async () => {
        const sub = await get(subId);
        return sub ? snap(sub) : null;
      });
    },

    changePlan(current, input, idempotencyKey) {
      return operation(async (pending) => {
        const key = `idem_${idempotencyKey}`;
        const seen = await get(key);
        const sub = await must(current.id);
        if (seen) return snap(sub);
        const customer = await must(sub.customer);
        const now = clockOf(customer);
        const item = sub.items.data[0];
        const oldPlan = opts.planOfPrice(item.price.id);
        item.price = { id: input.priceId, object: "price" };
        sub.metadata = { ...sub.metadata, plan: input.plan, ...input.tool };
        // Proration ("always_invoice"): the unused part of the period at the new price minus the old.
        if (sub.status === "active" || sub.status === "past_due") {
          const left =
            Math.max(0, item.current_period_end - now) / Math.max(1, item.current_period_end - item.current_period_start);
          const due = Math.round((amountCents(input.plan) - amountCents(oldPlan)) * left);
          if (due > 0) {
            // Like Stripe with payment_behavior "error_if_incomplete": a card that fails refuses
            // the change and nothing is saved.
            if (customer.failPayments || !sub.default_payment_method)
              throw new PaymentDeclinedError("Your card was declined.", "card_declined");
            const { invoice, intent } = newInvoice(sub, customer, due, now);
            await markPaid(invoice, intent, now, pending);
            sub.latest_invoice = invoice.id;
          }
        }
        await put(sub, customer.id);
        await put({ id: key, object: "idempotency_key", result: sub.id });
        event(pending, "customer.subscription.updated", sub, now);
        return snap(sub);
      });
    },

    setToolTerms(subId, tool, idempotencyKey) {
      return operation(async (pending) => {
        const key = `idem_${idempotencyKey}`;
        const seen = await get(key);
        const sub = await must(subId);
        if (seen) return snap(sub);
        sub.metadata = { ...sub.metadata, ...tool };
        await put(sub, sub.customer);
        await put({ id: key, object: "idempotency_key", result: sub.id });
        event(pending, "customer.subscription.updated", sub, clockOf(await must(sub.customer)));
        return snap(sub);
      });
    },

    setCancelAtPeriodEnd(subId, cancel) {
      return operation(async (pending) => {
        const sub = await must(subId);
        sub.cancel_at_period_end = cancel;
        await put(sub, sub.customer);
        event(pending, "customer.subscription.updated", sub, clockOf(await must(sub.customer)));
        return snap(sub);
      });
    },

    cancelNow(subId) {
      return operation(async (pending) => {
        const sub = await must(subId);
        if (sub.status !== "canceled" && sub.status !== "incomplete_expired") {
          end(sub, clockOf(await must(sub.customer)), pending);
          await put(sub, sub.customer);
        }
        return snap(sub);
      });
    },

    async paidInvoice(invoiceId): Promise<PaidInvoice | null> {
      const invoice = await get(invoiceId);
      if (!invoice || invoice.status !== "paid" || !invoice.amount_paid) return null;
      return {
        invoiceId: invoice.id,
        subscriptionId: invoice.parent?.subscription_details?.subscription ?? null,
        customerId: invoice.customer,
        paymentIntentId: invoice.payment_intent ?? null,
        amount: invoice.amount_paid,
        currency: invoice.currency,
        // Recorded by the wall clock: the 30-day guarantee is counted in real days.
        paidAt: new Date(),
      };
    },

    refund(paymentIntentId, idempotencyKey) {
      return operation(async (pending) => {
        const key = `idem_${idempotencyKey}`;
        const seen = await get(key);
        if (seen) return { refundId: seen.result as string };
        const intent = await must(paymentIntentId);
        const customer = await must(intent.customer);
        const refund = await put(
          { id: id("re"), object: "refund", payment_intent: intent.id, amount: intent.amount, status: "succeeded" },
          customer.id,
        );
        await put({ id: key, object: "idempotency_key", result: refund.id });
        event(
          pending,
          "charge.refunded",
          {
            id: intent.latest_charge ?? id("ch"),
            object: "charge",
            payment_intent: intent.id,
            amount: intent.amount,
            amount_refunded: intent.amount,
            refunded: true,
            refunds: { object: "list", data: [{ id: refund.id, object: "refund", amount: intent.amount }] },
          },
          clockOf(customer),
        );
        return { refundId: refund.id as string };
      });
    },

    async portalUrl() {
      return null;
    },

    verifyWebhook(rawBody, signature) {
      return Stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
    },

    confirmCard(customerId, input) {
      return operation(async (pending) => {
        const intent = await intentBySecret(customerId, input.clientSecret);
        if (intent.status === "succeeded") return { status: "succeeded" as const };
        const customer = await must(customerId);
        const expiryProblem = checkExpiry(input.expiry, clockOf(customer) * 1000);
        if (expiryProblem) throw new PaymentDeclinedError(expiryProblem, "invalid_expiry");
        if (!/^\d{3,4}$/.test(input.cvc.trim()))
          throw new PaymentDeclinedError("Your card's security code is incomplete.", "invalid_cvc");
        const outcome = testCardOutcome(input.cardNumber);
        const last4 = input.cardNumber.replace(/\D/g, "").slice(-4);
        switch (outcome) {
          case "succeed":
            return succeedIntent(intent, { last4 }, pending);
          case "decline":
            return failIntent(intent, "Your card was declined.", "card_declined", pending);
          case "insufficient_funds":
            return failIntent(intent, "Your card has insufficient funds.", "insufficient_funds", pending);
          case "authenticate":
            intent.status = "requires_action";
            intent.pending_card = { last4 };
            await put(intent, intent.customer);
            if (intent.object === "payment_intent") {
              event(pending, "invoice.payment_action_required", await must(intent.invoice), clockOf(customer));
            }
            return { status: "requires_action" as const };
          case "invalid":
            throw new PaymentDeclinedError("Your card number is incorrect.", "incorrect_number");
          default:
            throw new PaymentDeclinedError(
              "Test mode accepts Stripe's test cards only, such as 4242 4242 4242 4242.",
              "card_declined",
            );
        }
      });
    },

    authenticate(customerId, input) {
      return operation(async (pending) => {
        const intent = await intentBySecret(customerId, input.clientSecret);
        if (intent.status !== "requires_action") {
          throw new PaymentDeclinedError("This payment is not waiting for authentication.", "payment_intent_unexpected_state");
        }
        if (!input.succeed) {
          return failIntent(
            intent,
            "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
            "payment_intent_authentication_failure",
            pending,
          );
        }
        const card = intent.pending_card;
        delete intent.pending_card;
        return succeedIntent(intent, card, pending);
      });
    },

    advanceClock(customerId, input) {
      return operation(async (pending) => {
        const customer = await must(customerId);
        customer.clockOffsetMs = (customer.clockOffsetMs ?? 0) + Math.round(input.days * DAY * 1000);
        customer.failPayments = Boolean(input.failPayments);
        await put(customer);
        const now = clockOf(customer);
        const subs = await prisma.testModeObject.findMany({ where: { ownerId: customerId, kind: "subscription" } });
        for (const row of subs) {
          const sub = row.data as Json;
          let changed = false;
          // Walk every boundary that has passed, in order.
          for (let guard = 0; guard < 48; guard++) {
            const item = sub.items.data[0];
            if (sub.status === "trialing" && sub.trial_end <= now) {
              const at = sub.trial_end;
              if (!sub.default_payment_method)
                end(sub, at, pending); // no card: the trial just ends
              else await renew(sub, customer, at, pending);
            } else if (
              (sub.status === "active" || sub.status === "past_due") &&
              sub.cancel_at_period_end &&
              item.current_period_end <= now
            ) {
              end(sub, item.current_period_end, pending);
            } else if (sub.status === "past_due" && sub.past_due_since + opts.dunningDays * DAY <= now) {
              sub.status = "unpaid"; // retries exhausted
            } else if (sub.status === "active" && item.current_period_end <= now) {
              await renew(sub, customer, item.current_period_end, pending);
            } else if (sub.status === "incomplete" && sub.created + DAY <= now) {
              sub.status = "incomplete_expired"; // Stripe gives the first payment 23 hours
            } else break;
            changed = true;
            if (sub.status !== "canceled") event(pending, "customer.subscription.updated", sub, now);
          }
          if (changed) await put(sub, customerId);
        }
        return { now: new Date(now * 1000).toISOString() };
      });
    },
  };
  return processor;
}

export type { SubscriptionSnapshot };
