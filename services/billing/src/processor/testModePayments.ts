// The checkout page's card step in test mode: confirming a payment or setup intent with a test card,
// and the authentication step some cards ask for. A card that succeeds is saved as the customer's
// and the subscription's default; the subscription it pays for becomes active.
import { assertCardDetails, testCardOutcome } from "./testCards";
import { raise, type Pending } from "./testModeEvents";
import { markPaid, setInvoicePeriod, startPeriod } from "./testModeInvoices";
import { clockOf, newId, type Json, type TestModeContext } from "./testModeStore";
import { PaymentDeclinedError } from "./types";

export interface TestCardOutcome {
  status: "succeeded" | "requires_action";
}

export interface CardInput {
  clientSecret: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
}

/** Finds the customer's intent behind a client secret (ownership: only the customer's own). */
async function intentBySecret(ctx: TestModeContext, customerId: string, clientSecret: string): Promise<Json> {
  const intents = await ctx.store.owned(customerId, ["payment_intent", "setup_intent"]);
  const intent = intents.find((data) => data.client_secret === clientSecret);
  if (!intent) throw new PaymentDeclinedError("This payment could not be found. Start the checkout again.", "resource_missing");
  return intent;
}

/** A trial's card saved through its setup intent: the subscription gets it as its default. */
async function succeedSetup(ctx: TestModeContext, intent: Json, pm: Json, now: number, pending: Pending) {
  const { store } = ctx;
  intent.status = "succeeded";
  intent.payment_method = pm.id;
  await store.put(intent, intent.customer);
  const sub = await store.must(intent.subscription);
  sub.default_payment_method = pm.id;
  sub.pending_setup_intent = null;
  await store.put(sub, sub.customer);
  raise(pending, "customer.subscription.updated", sub, now);
}

/** An invoice paid by card: the subscription behind it starts (first payment) or recovers. */
async function succeedPayment(ctx: TestModeContext, intent: Json, pm: Json, now: number, pending: Pending) {
  const { store } = ctx;
  const invoice = await store.must(intent.invoice);
  const sub = await store.must(invoice.parent.subscription_details.subscription);
  if (sub.status === "incomplete") {
    // The first month starts when it is paid for, and the receipt says so.
    startPeriod(sub, now);
    setInvoicePeriod(invoice, { start: now, end: sub.items.data[0].current_period_end });
  }
  await markPaid(ctx, invoice, intent, now, pending);
  sub.default_payment_method = pm.id;
  if (sub.status === "incomplete" || sub.status === "past_due" || sub.status === "unpaid") sub.status = "active";
  await store.put(sub, sub.customer);
  raise(pending, "customer.subscription.updated", sub, now);
}

/** The card step shared by confirm and authenticate once the card is accepted. */
async function succeedIntent(ctx: TestModeContext, intent: Json, card: Json, pending: Pending): Promise<TestCardOutcome> {
  const customer = await ctx.store.must(intent.customer);
  const now = clockOf(customer);
  const pm = { id: newId("pm"), last4: card.last4, brand: "visa" };
  customer.default_payment_method = pm;
  await ctx.store.put(customer);
  if (intent.object === "setup_intent") await succeedSetup(ctx, intent, pm, now, pending);
  else await succeedPayment(ctx, intent, pm, now, pending);
  return { status: "succeeded" };
}

async function failIntent(ctx: TestModeContext, intent: Json, message: string, code: string, pending: Pending): Promise<never> {
  const customer = await ctx.store.must(intent.customer);
  intent.status = "requires_payment_method";
  intent.last_payment_error = { code, message };
  delete intent.pending_card;
  await ctx.store.put(intent, intent.customer);
  if (intent.object === "payment_intent")
    raise(pending, "invoice.payment_failed", await ctx.store.must(intent.invoice), clockOf(customer));
  throw new PaymentDeclinedError(message, code);
}

/** 4000 0025 0000 3155: the intent waits for the authentication step with the card kept aside. */
async function askForAuthentication(ctx: TestModeContext, intent: Json, customer: Json, last4: string, pending: Pending) {
  intent.status = "requires_action";
  intent.pending_card = { last4 };
  await ctx.store.put(intent, intent.customer);
  if (intent.object === "payment_intent") {
    raise(pending, "invoice.payment_action_required", await ctx.store.must(intent.invoice), clockOf(customer));
  }
  return { status: "requires_action" as const };
}

export async function confirmCard(
  ctx: TestModeContext,
  customerId: string,
  input: CardInput,
  pending: Pending,
): Promise<TestCardOutcome> {
  const intent = await intentBySecret(ctx, customerId, input.clientSecret);
  if (intent.status === "succeeded") return { status: "succeeded" as const };
  const customer = await ctx.store.must(customerId);
  assertCardDetails(input, clockOf(customer) * 1000);
  const last4 = input.cardNumber.replace(/\D/g, "").slice(-4);
  switch (testCardOutcome(input.cardNumber)) {
    case "succeed":
      return succeedIntent(ctx, intent, { last4 }, pending);
    case "decline":
      return failIntent(ctx, intent, "Your card was declined.", "card_declined", pending);
    case "insufficient_funds":
      return failIntent(ctx, intent, "Your card has insufficient funds.", "insufficient_funds", pending);
    case "authenticate":
      return askForAuthentication(ctx, intent, customer, last4, pending);
    case "invalid":
      throw new PaymentDeclinedError("Your card number is incorrect.", "incorrect_number");
    default:
      throw new PaymentDeclinedError("Test mode accepts Stripe's test cards only, such as 4242 4242 4242 4242.", "card_declined");
  }
}

export async function authenticate(
  ctx: TestModeContext,
  customerId: string,
  input: { clientSecret: string; succeed: boolean },
  pending: Pending,
): Promise<TestCardOutcome> {
  const intent = await intentBySecret(ctx, customerId, input.clientSecret);
  if (intent.status !== "requires_action") {
    throw new PaymentDeclinedError("This payment is not waiting for authentication.", "payment_intent_unexpected_state");
  }
  if (!input.succeed) {
    return failIntent(
      ctx,
      intent,
      "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
      "payment_intent_authentication_failure",
      pending,
    );
  }
  const card = intent.pending_card;
  delete intent.pending_card;
  return succeedIntent(ctx, intent, card, pending);
}
