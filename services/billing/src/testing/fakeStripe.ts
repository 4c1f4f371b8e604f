// TEST-ONLY: a small, stateful fake of the Stripe API over real HTTP, for the official `stripe` SDK
// pointed at it with its host / port / protocol options (STRIPE_API_BASE). Never imported by
// production code. It implements exactly what services/billing calls, in the shapes of the API
// version the SDK pins:
//   customers create / retrieve; subscriptions create / retrieve / update / cancel (with
//   cancellation_details);
//   invoices retrieve (payments and confirmation_secret are includable, never there by default;
//   lines carry the period an invoice pays for; hosted_invoice_url);
//   payment_intents and setup_intents confirm (what Stripe.js does in the browser);
//   refunds create; billing_portal sessions create.
// Requests are form-encoded the way the SDK sends them; `Idempotency-Key` is honoured (same key and
// same parameters → the stored answer again; other parameters → 400 idempotency_error); expand[]
// works for the paths billing asks for; card outcomes follow Stripe's test payment methods
// (pm_card_visa, pm_card_chargeDeclined, pm_card_chargeDeclinedInsufficientFunds,
// pm_card_chargeCustomerFail: attaches, then every charge fails). Events are signed with the SDK's
// test-header helper and handed to `deliver` in order after the answer, like Stripe's webhooks.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

type Obj = Record<string, any>;

const DAY = 24 * 60 * 60;
const MONTH = 30 * DAY;

export interface FakeStripeOptions {
  secretKey: string;
  /** The API version requests must carry (the SDK's pinned one); anything else is refused. */
  apiVersion: string;
  /** Price id → monthly amount in cents. */
  prices: Record<string, number>;
  currency?: string;
  /** Where events go: the webhook endpoint's raw bytes and Stripe-Signature header. */
  webhook?: { secret: string; deliver: (payload: string, signature: string) => Promise<unknown> };
}

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: Obj;
  status: number;
}

class StripeFail extends Error {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {
    super(body.message);
  }
}
const missing = (what: string, id: string, param?: string) =>
  new StripeFail(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${what}: '${id}'`,
    ...(param ? { param } : {}),
  });
const invalid = (message: string, param?: string) =>
  new StripeFail(400, { type: "invalid_request_error", message, ...(param ? { param } : {}) });

/** Parses Stripe's form encoding (a[b][0][c]=v) into nested objects and arrays. */
export function parseForm(text: string): Obj {
  const root: Obj = {};
  for (const pair of text.split("&")) {
    if (!pair) continue;
    const eq = pair.indexOf("=");
    const rawKey = decodeURIComponent((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, " "));
    const value = eq < 0 ? "" : decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, " "));
    const parts = rawKey.split(/[[\]]+/).filter((p, i) => p !== "" || i === 0);
    let node: Obj = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      if (last) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
    });
  }
  return root;
}

const truthy = (v: unknown) => v === true || v === "true";

export interface FakeStripe {
  /** e.g. http://127.0.0.1:41234 (STRIPE_API_BASE). */
  url: string;
  requests: RecordedRequest[];
  /** Every object the fake holds, by id. */
  objects: Map<string, Obj>;
  ofKind(kind: string): Obj[];
  /** Events raised so far (delivered or queued). */
  events: Obj[];
  /** Resolves once every queued event has been delivered. */
  settled(): Promise<void>;
  /** Moves the fake's clock forward and runs what falls due (trial ends, renewals, period-end cancels). */
  advance(seconds: number): Promise<void>;
  now(): number;
  close(): Promise<void>;
}

export async function startFakeStripe(opts: FakeStripeOptions): Promise<FakeStripe> {
  const currency = opts.currency ?? "usd";
  const objects = new Map<string, Obj>();
  const idempotency = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: RecordedRequest[] = [];
  const events: Obj[] = [];
  let offset = 0;
  const now = () => Math.floor(Date.now() / 1000) + offset;
  const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
  const put = (o: Obj) => (objects.set(o.id, o), o);
  const get = (kind: string, id: unknown, param?: string) => {
    const o = typeof id === "string" ? objects.get(id) : undefined;
    if (!o || o.object !== kind) throw missing(kind.replace(/_/g, " "), String(id), param);
    return o;
  };

  // ---- events (webhooks) ----
  let delivery: Promise<void> = Promise.resolve();
  let requestId: { id: string; key: string | null } = { id: "", key: null };
  const emit = (type: string, object: Obj) => {
    const event = {
      id: newId("evt"),
      object: "event",
      api_version: opts.apiVersion,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: requestId.id || null, idempotency_key: requestId.key },
      type,
      data: { object: render(object, []) },
    };
    events.push(event);
    const hook = opts.webhook;
    if (!hook) return;
    const payload = JSON.stringify(event);
    // After the current answer, in order (Stripe does not promise order; the handler copes either way).
    delivery = delivery
      .then(() => new Promise((r) => setImmediate(r)))
      .then(() => hook.deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: hook.secret })))
      .then(
        () => undefined,
        (err) => console.error("fake stripe: webhook delivery failed", err),
      );
  };

  // ---- rendering: includable fields and expand[] ----
  /** The public shape of an object: private fields (_x) dropped, expand paths resolved. */
  function render(o: Obj, expand: string[]): Obj {
    const out: Obj = {};
    for (const [k, v] of Object.entries(o)) if (!k.startsWith("_")) out[k] = structuredClone(v);
    const here = new Set(expand.map((p) => p.split(".")[0]!));
    if (o.object === "invoice") {
      // Includable: present only when expanded.
      if (here.has("confirmation_secret")) {
        const pi = o._payment_intent ? objects.get(o._payment_intent) : null;
        out.confirmation_secret = pi && o.status === "open" ? { client_secret: pi.client_secret, type: "payment_intent" } : null;
      }
      if (here.has("payments")) {
        out.payments = {
          object: "list",
          data: (o._payments as Obj[]).map((p) => structuredClone(p)),
          has_more: false,
          url: `/v1/invoice_payments?invoice=${o.id}`,
        };
      }
    }
    for (const field of here) {
      if (o.object === "invoice" && (field === "confirmation_secret" || field === "payments")) continue;
      const value = out[field];
      if (typeof value === "string" && objects.has(value)) {
        const rest = expand.filter((p) => p.startsWith(`${field}.`)).map((p) => p.slice(field.length + 1));
        out[field] = render(objects.get(value)!, rest);
      } else if (!(field in out)) {
        throw invalid(`This property cannot be expanded (${field}).`, "expand");
      }
    }
    return out;
  }

  // ---- money movement ----
  type Card = "succeed" | "decline" | "insufficient_funds" | "customer_fail";
  const CARDS: Record<string, Card> = {
    pm_card_visa: "succeed",
    pm_card_chargeDeclined: "decline",
    pm_card_chargeDeclinedInsufficientFunds: "insufficient_funds",
    pm_card_chargeCustomerFail: "customer_fail",
  };
  function paymentMethod(token: unknown, param = "payment_method"): Obj {
    if (typeof token === "string" && objects.get(token)?.object === "payment_method") return objects.get(token)!;
    const card = typeof token === "string" ? CARDS[token] : undefined;
    if (!card) throw missing("PaymentMethod", String(token), param);
    return put({
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      card: { brand: "visa", last4: "4242" },
      _outcome: card,
    });
  }
  const cardError = (code: string, message: string, decline?: string) =>
    new StripeFail(402, { type: "card_error", code, message, ...(decline ? { decline_code: decline } : {}) });
  /** Charges a payment method: throws a card error when the card says so. */
  function charge(pm: Obj) {
    switch (pm._outcome as Card) {
      case "decline":
      case "customer_fail":
        return cardError("card_declined", "Your card was declined.", "generic_decline");
      case "insufficient_funds":
        return cardError("card_declined", "Your card has insufficient funds.", "insufficient_funds");
      default:
        return null;
    }
  }

  function newInvoice(sub: Obj, amount: number, reason: string): Obj {
    const item = sub.items.data[0];
    // The line's period: the subscription's current one; a proration's, from now to its end.
    const period = { start: reason === "subscription_update" ? now() : item.current_period_start, end: item.current_period_end };
    const id = newId("in");
    const invoice = put({
      id,
      object: "invoice",
      hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
      lines: {
        object: "list",
        data: [{ id: newId("il"), object: "line_item", amount, currency, period }],
        has_more: false,
        url: `/v1/invoices/${id}/lines`,
      },
      customer: sub.customer,
      status: "open",
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      currency,
      billing_reason: reason,
      created: now(),
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: { ...sub.metadata } },
      },
      status_transitions: { finalized_at: now(), paid_at: null },
      _payments: [] as Obj[],
      _payment_intent: null as string | null,
    });
    if (amount > 0) {
      const pi = put({
        id: newId("pi"),
        object: "payment_intent",
        amount,
        currency,
        customer: sub.customer,
        status: "requires_payment_method",
        latest_charge: null,
        last_payment_error: null,
        _invoice: invoice.id,
      });
      pi.client_secret = `${pi.id}_secret_${randomBytes(8).toString("hex")}`;
      invoice._payment_intent = pi.id;
      invoice._payments.push({
        id: newId("inpay"),
        object: "invoice_payment",
        invoice: invoice.id,
        status: "open",
        amount_requested: amount,
        amount_paid: null,
        is_default: true,
        payment: { type: "payment_intent", payment_intent: pi.id },
      });
    } else {
      markInvoicePaid(invoice);
    }
    return invoice;
  }

  function markInvoicePaid(invoice: Obj) {
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.status_transitions.paid_at = now();
    for (const p of invoice._payments)
      if (p.status === "open") Object.assign(p, { status: "paid", amount_paid: invoice.amount_due });
    emit("invoice.paid", invoice);
    emit("invoice.payment_succeeded", invoice);
  }

  /** Pays an invoice's intent with a payment method; false (and events) when the card fails. */
  function payInvoice(invoice: Obj, pm: Obj): StripeFail | null {
    const pi = objects.get(invoice._payment_intent)!;
    const failure = charge(pm);
    pi.payment_method = pm.id;
    if (failure) {
      pi.status = "requires_payment_method";
      pi.last_payment_error = { ...failure.body, payment_method: { id: pm.id } };
      emit("invoice.payment_failed", invoice);
      return failure;
    }
    const ch = put({
      id: newId("ch"),
      object: "charge",
      amount: pi.amount,
      amount_refunded: 0,
      refunded: false,
      currency,
      customer: pi.customer,
      payment_intent: pi.id,
      paid: true,
      status: "succeeded",
    });
    Object.assign(pi, { status: "succeeded", latest_charge: ch.id, last_payment_error: null });
    markInvoicePaid(invoice);
    return null;
  }

  // ---- subscriptions ----
  const priceOf = (id: unknown, param: string) => {
    if (typeof id !== "string" || !(id in opts.prices)) throw missing("price", String(id), param);
    return { id, object: "price", currency, unit_amount: opts.prices[id]!, recurring: { interval: "month", interval_count: 1 } };
  };
  const setPeriod = (sub: Obj, start: number, end: number) => {
    for (const item of sub.items.data) Object.assign(item, { current_period_start: start, current_period_end: end });
  };
  /** A subscription item for the price sent as items[n][price]. */
  const newItem = (sub: Obj, price: unknown, n: number): Obj => ({
    id: newId("si"),
    object: "subscription_item",
    price: priceOf(price, `items[${n}][price]`),
    quantity: 1,
    subscription: sub.id,
    metadata: {},
  });
  const amountOf = (sub: Obj) => sub.items.data.reduce((sum: number, i: Obj) => sum + i.price.unit_amount * (i.quantity ?? 1), 0);
  const setMetadata = (target: Obj, meta: unknown) => {
    if (meta === "") return (target.metadata = {});
    if (!meta || typeof meta !== "object") return;
    for (const [k, v] of Object.entries(meta as Obj)) {
      if (v === "") delete target.metadata[k];
      else target.metadata[k] = String(v);
    }
  };
  const changed = (sub: Obj, _previous: Obj) => emit("customer.subscription.updated", sub);

  function createSubscription(p: Obj): Obj {
    const customer = get("customer", p.customer, "customer");
    if (!Array.isArray(p.items) || p.items.length === 0) throw invalid("Missing required param: items.", "items");
    const t = now();
    const sub = put({
      id: newId("sub"),
      object: "subscription",
      customer: customer.id,
      status: "incomplete",
      created: t,
      start_date: t,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      cancellation_details: null,
      ended_at: null,
      collection_method: "charge_automatically",
      currency,
      default_payment_method: null,
      latest_invoice: null,
      pending_setup_intent: null,
      trial_start: null,
      trial_end: null,
      trial_settings: {
        end_behavior: { missing_payment_method: p.trial_settings?.end_behavior?.missing_payment_method ?? "create_invoice" },
      },
      payment_settings: { save_default_payment_method: p.payment_settings?.save_default_payment_method ?? "off" },
      metadata: {},
      items: { object: "list", data: [] as Obj[], has_more: false },
      _payment_behavior: p.payment_behavior ?? "allow_incomplete",
    });
    setMetadata(sub, p.metadata);
    sub.items.data = p.items.map((i: Obj, n: number) => newItem(sub, i.price, n));
    const trialDays = p.trial_period_days ? Number(p.trial_period_days) : 0;
    if (trialDays > 0) {
      Object.assign(sub, { status: "trialing", trial_start: t, trial_end: t + trialDays * DAY });
      setPeriod(sub, t, t + trialDays * DAY);
      sub.latest_invoice = newInvoice(sub, 0, "subscription_create").id; // the trial's $0 invoice, paid
      if (sub._payment_behavior === "default_incomplete") {
        const seti = put({
          id: newId("seti"),
          object: "setup_intent",
          customer: customer.id,
          status: "requires_payment_method",
          usage: "off_session",
          _subscription: sub.id,
        });
        seti.client_secret = `${seti.id}_secret_${randomBytes(8).toString("hex")}`;
        sub.pending_setup_intent = seti.id;
      }
    } else {
      setPeriod(sub, t, t + MONTH);
      const invoice = newInvoice(sub, amountOf(sub), "subscription_create");
      sub.latest_invoice = invoice.id;
      if (sub._payment_behavior !== "default_incomplete") {
        throw invalid("This fake implements payment_behavior=default_incomplete for new subscriptions only.", "payment_behavior");
      }
    }
    emit("customer.subscription.created", sub);
    return sub;
  }

  function updateSubscription(sub: Obj, p: Obj): Obj {
    if (["canceled", "incomplete_expired"].includes(sub.status)) {
      throw invalid(`A canceled subscription can only update its cancellation_details and metadata.`);
    }
    const previous = structuredClone(sub);
    if (p.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = truthy(p.cancel_at_period_end);
      sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0].current_period_end : null;
    }
    setMetadata(sub, p.metadata);
    if (p.default_payment_method)
      sub.default_payment_method = paymentMethod(p.default_payment_method, "default_payment_method").id;
    if (Array.isArray(p.items)) {
      const before = amountOf(sub);
      const items = structuredClone(sub.items.data) as Obj[];
      p.items.forEach((i: Obj, n: number) => {
        if (i.id) {
          const item = items.find((x) => x.id === i.id);
          if (!item) throw invalid(`Invalid subscription_item id: ${i.id}`, `items[${n}][id]`);
          if (truthy(i.deleted)) items.splice(items.indexOf(item), 1);
          else if (i.price) item.price = priceOf(i.price, `items[${n}][price]`);
        } else {
          const first = items[0];
          items.push({
            ...newItem(sub, i.price, n),
            current_period_start: first?.current_period_start,
            current_period_end: first?.current_period_end,
          });
        }
      });
      sub.items.data = items;
      const after = amountOf(sub);
      const behavior = p.proration_behavior ?? "create_prorations";
      if (behavior === "always_invoice" && sub.status !== "trialing") {
        const item = sub.items.data[0];
        const left =
          Math.max(0, item.current_period_end - now()) / Math.max(1, item.current_period_end - item.current_period_start);
        const due = Math.max(0, Math.round((after - before) * left));
        const invoice = newInvoice(sub, due, "subscription_update");
        sub.latest_invoice = invoice.id;
        if (due > 0) {
          const pm = sub.default_payment_method ? objects.get(sub.default_payment_method)! : null;
          const failure = pm
            ? payInvoice(invoice, pm)
            : cardError("payment_method_required", "This customer has no attached payment source or default payment method.");
          if (failure) {
            if ((p.payment_behavior ?? "allow_incomplete") === "error_if_incomplete") {
              // The update is rejected whole: the subscription stays as it was.
              Object.assign(invoice, { status: "void" });
              for (const k of Object.keys(sub)) delete sub[k];
              Object.assign(sub, previous);
              throw failure;
            }
            sub.status = "past_due";
          }
        }
      }
    }
    changed(sub, previous);
    return sub;
  }

  function cancelSubscription(sub: Obj, p: Obj = {}): Obj {
    if (sub.status === "canceled" || sub.status === "incomplete_expired")
      throw invalid(`The subscription '${sub.id}' is already canceled.`);
    Object.assign(sub, { status: "canceled", canceled_at: now(), ended_at: now() });
    sub.cancellation_details = {
      comment: p.cancellation_details?.comment || null,
      feedback: p.cancellation_details?.feedback || null,
      reason: "cancellation_requested",
    };
    const invoice = sub.latest_invoice ? objects.get(sub.latest_invoice) : null;
    if (invoice?.status === "open") invoice.status = "void";
    emit("customer.subscription.deleted", sub);
    return sub;
  }

  /** Stripe.js's confirmCardPayment / confirmPayment, on the server side of the fake. */
  function confirmPaymentIntent(pi: Obj, p: Obj): Obj {
    if (pi.status === "succeeded") throw invalid("This PaymentIntent's payment has already succeeded.");
    const pm = paymentMethod(p.payment_method);
    const invoice = objects.get(pi._invoice)!;
    const sub = objects.get(invoice.parent.subscription_details.subscription)!;
    const failure = payInvoice(invoice, pm);
    if (failure) throw failure;
    const previous = structuredClone(sub);
    if (sub.payment_settings.save_default_payment_method === "on_subscription") sub.default_payment_method = pm.id;
    if (["incomplete", "past_due", "unpaid"].includes(sub.status)) {
      if (sub.status === "incomplete") setPeriod(sub, now(), now() + MONTH);
      sub.status = "active";
    }
    changed(sub, previous);
    return pi;
  }

  function confirmSetupIntent(seti: Obj, p: Obj): Obj {
    if (seti.status === "succeeded") throw invalid("This SetupIntent has already succeeded.");
    const pm = paymentMethod(p.payment_method);
    if (pm._outcome === "decline" || pm._outcome === "insufficient_funds") {
      seti.last_setup_error = charge(pm)!.body;
      throw charge(pm)!;
    }
    Object.assign(seti, { status: "succeeded", payment_method: pm.id });
    const sub = objects.get(seti._subscription);
    if (sub) {
      const previous = structuredClone(sub);
      sub.default_payment_method = pm.id;
      sub.pending_setup_intent = null;
      changed(sub, previous);
    }
    return seti;
  }

  function refund(p: Obj): Obj {
    const pi = get("payment_intent", p.payment_intent, "payment_intent");
    if (pi.status !== "succeeded")
      throw invalid("This PaymentIntent does not have a successful charge to refund.", "payment_intent");
    const ch = objects.get(pi.latest_charge)!;
    if (ch.refunded)
      throw new StripeFail(400, {
        type: "invalid_request_error",
        code: "charge_already_refunded",
        message: `Charge ${ch.id} has already been refunded.`,
      });
    const amount = p.amount ? Number(p.amount) : ch.amount - ch.amount_refunded;
    const re = put({
      id: newId("re"),
      object: "refund",
      amount,
      charge: ch.id,
      payment_intent: pi.id,
      currency,
      status: "succeeded",
      created: now(),
    });
    ch.amount_refunded += amount;
    ch.refunded = ch.amount_refunded >= ch.amount;
    emit("charge.refunded", ch);
    emit("refund.created", re);
    return re;
  }

  /** The clock: trial ends, renewals, period-end cancellations, in order. */
  async function advance(seconds: number) {
    offset += seconds;
    const t = now();
    for (const sub of [...objects.values()].filter((o) => o.object === "subscription")) {
      for (let guard = 0; guard < 48; guard++) {
        const end = sub.items.data[0].current_period_end as number;
        const previous = structuredClone(sub);
        if (sub.status === "trialing" && sub.trial_end <= t) {
          if (!sub.default_payment_method && sub.trial_settings.end_behavior.missing_payment_method === "cancel") {
            cancelSubscription(sub);
            break;
          }
          renew(sub, sub.trial_end);
        } else if (sub.cancel_at_period_end && ["active", "past_due", "trialing"].includes(sub.status) && end <= t) {
          cancelSubscription(sub);
          break;
        } else if (["active", "past_due"].includes(sub.status) && end <= t) {
          renew(sub, end);
        } else break;
        changed(sub, previous);
      }
    }
    await delivery;
  }
  function renew(sub: Obj, at: number) {
    setPeriod(sub, at, at + MONTH);
    const invoice = newInvoice(sub, amountOf(sub), "subscription_cycle");
    sub.latest_invoice = invoice.id;
    const pm = sub.default_payment_method ? objects.get(sub.default_payment_method) : null;
    const failure = pm ? payInvoice(invoice, pm) : cardError("payment_method_required", "No payment method.");
    if (!pm) emit("invoice.payment_failed", invoice);
    sub.status = failure ? "past_due" : "active";
  }

  // ---- HTTP ----
  type Route = { method: string; pattern: RegExp; handle: (m: RegExpMatchArray, p: Obj) => Obj };
  const expandOf = (p: Obj): string[] =>
    (Array.isArray(p.expand) ? p.expand : p.expand ? Object.values(p.expand) : []) as string[];
  const routes: Route[] = [
    {
      method: "POST",
      pattern: /^\/v1\/customers$/,
      handle: (_m, p) => {
        const c = put({
          id: newId("cus"),
          object: "customer",
          email: p.email ?? null,
          name: p.name ?? null,
          created: now(),
          metadata: {},
          invoice_settings: { default_payment_method: null },
        });
        setMetadata(c, p.metadata);
        emit("customer.created", c);
        return c;
      },
    },
    { method: "GET", pattern: /^\/v1\/customers\/([^/]+)$/, handle: (m) => get("customer", m[1]) },
    { method: "POST", pattern: /^\/v1\/subscriptions$/, handle: (_m, p) => createSubscription(p) },
    { method: "GET", pattern: /^\/v1\/subscriptions\/([^/]+)$/, handle: (m) => get("subscription", m[1]) },
    {
      method: "POST",
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: (m, p) => updateSubscription(get("subscription", m[1]), p),
    },
    {
      method: "DELETE",
      pattern: /^\/v1\/subscriptions\/([^/]+)$/,
      handle: (m, p) => cancelSubscription(get("subscription", m[1]), p),
    },
    { method: "GET", pattern: /^\/v1\/invoices\/([^/]+)$/, handle: (m) => get("invoice", m[1]) },
    { method: "GET", pattern: /^\/v1\/payment_intents\/([^/]+)$/, handle: (m) => get("payment_intent", m[1]) },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      handle: (m, p) => confirmPaymentIntent(get("payment_intent", m[1]), p),
    },
    {
      method: "POST",
      pattern: /^\/v1\/setup_intents\/([^/]+)\/confirm$/,
      handle: (m, p) => confirmSetupIntent(get("setup_intent", m[1]), p),
    },
    { method: "POST", pattern: /^\/v1\/refunds$/, handle: (_m, p) => refund(p) },
    {
      method: "POST",
      pattern: /^\/v1\/billing_portal\/sessions$/,
      handle: (_m, p) => {
        const customer = get("customer", p.customer, "customer");
        const id = newId("bps");
        return {
          id,
          object: "billing_portal.session",
          customer: customer.id,
          return_url: p.return_url ?? null,
          url: `https://billing.stripe.test/p/session/${id}`,
          livemode: false,
          created: now(),
        };
      },
    },
  ];

  function handle(method: string, path: string, p: Obj): { status: number; body: Obj } {
    const route = routes.find((r) => r.method === method && r.pattern.test(path));
    if (!route)
      return {
        status: 404,
        body: { error: { type: "invalid_request_error", message: `Unrecognized request URL (${method}: ${path}).` } },
      };
    try {
      const obj = route.handle(path.match(route.pattern)!, p);
      return { status: 200, body: render(obj, expandOf(p)) };
    } catch (err) {
      if (err instanceof StripeFail) return { status: err.status, body: { error: err.body } };
      throw err;
    }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const method = req.method ?? "GET";
      const body = Buffer.concat(chunks).toString("utf8");
      const p =
        method === "GET" || method === "DELETE" ? parseForm(url.search.slice(1) + (body ? `&${body}` : "")) : parseForm(body);
      const key = (req.headers["idempotency-key"] as string | undefined) ?? null;
      const send = (status: number, text: string, extra: Record<string, string> = {}) => {
        requests.push({ method, path: url.pathname, idempotencyKey: key, params: p, status });
        res.writeHead(status, {
          "Content-Type": "application/json",
          "Request-Id": requestId.id,
          ...(key ? { "Idempotency-Key": key } : {}),
          ...extra,
        });
        res.end(text);
      };
      requestId = { id: newId("req"), key };
      if (req.headers.authorization !== `Bearer ${opts.secretKey}`) {
        return send(401, JSON.stringify({ error: { type: "invalid_request_error", message: "Invalid API Key provided." } }));
      }
      if (req.headers["stripe-version"] !== opts.apiVersion) {
        return send(
          400,
          JSON.stringify({
            error: {
              type: "invalid_request_error",
              message: `This fake speaks API version ${opts.apiVersion}, not ${String(req.headers["stripe-version"])}.`,
            },
          }),
        );
      }
      const fingerprint = `${method} ${url.pathname} ${JSON.stringify(p)}`;
      if (key && method === "POST") {
        const seen = idempotency.get(key);
        if (seen && seen.fingerprint !== fingerprint) {
          return send(
            400,
            JSON.stringify({
              error: {
                type: "idempotency_error",
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
              },
            }),
          );
        }
        if (seen) return send(seen.status, seen.body, { "Idempotent-Replayed": "true" });
      }
      const answer = handle(method, url.pathname, p);
      const text = JSON.stringify(answer.body);
      // Stripe stores an answer under its key unless the request was refused before it ran.
      if (key && method === "POST" && answer.status !== 401 && answer.status !== 429)
        idempotency.set(key, { fingerprint, status: answer.status, body: text });
      send(answer.status, text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    objects,
    ofKind: (kind) => [...objects.values()].filter((o) => o.object === kind),
    events,
    settled: async () => {
      let last: Promise<void> | null = null;
      while (last !== delivery) {
        last = delivery;
        await last;
      }
    },
    advance,
    now,
    close: () => new Promise((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}
