import type { PaidInvoice } from "../processor/types";
import {
  endedWithoutNotice,
  mailsForEvent,
  paymentReminderDue,
  trialEndingMail,
  type EventMailFacts,
  type ReminderSubject,
} from "./lifecycleMails";
import type { SubscriptionSnapshot } from "./subscriptionState";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOW = new Date("2030-03-10T12:00:00.000Z");
const settings = { appUrl: "https://app.example.com", testMode: false };
const user = { id: 7, email: "ann@example.com", firstName: "Ann", productEmails: true, subscriptionType: "pro" };

const snap = (over: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  id: "sub_1",
  customerId: "cus_1",
  status: "active",
  priceId: "price_pro",
  plan: "pro",
  selectedTool: null,
  pendingTool: null,
  toolLock: null,
  userId: 7,
  currentPeriodEnd: new Date(NOW.getTime() + 20 * DAY),
  trialStart: null,
  trialEnd: null,
  cancelAtPeriodEnd: false,
  clientSecret: null,
  intent: null,
  itemId: "si_1",
  hasPaymentMethod: true,
  paymentDue: null,
  cancelledFor: null,
  ...over,
});

const facts = (over: Partial<EventMailFacts>): EventMailFacts => ({
  type: "customer.subscription.updated",
  user,
  snapshot: snap(),
  paid: null,
  failed: null,
  refund: null,
  paidFor: true,
  endedAt: NOW,
  ...over,
});

const paid = (amount: number): PaidInvoice => ({
  invoiceId: "in_1",
  subscriptionId: "sub_1",
  customerId: "cus_1",
  paymentIntentId: "pi_1",
  amount,
  currency: "usd",
  paidAt: NOW,
  periodStart: NOW,
  periodEnd: new Date(NOW.getTime() + 30 * DAY),
  hostedInvoiceUrl: "https://invoice.stripe.com/i/1",
});

describe("the mails an event causes", () => {
  it("a paid invoice: a receipt keyed by the invoice, none for $0, and no invoice link in test mode", () => {
    expect(mailsForEvent(facts({ type: "invoice.paid", paid: paid(3900) }), settings)).toEqual([
      expect.objectContaining({ kind: "receipt", eventKey: "receipt:in_1", to: "ann@example.com" }),
    ]);
    expect(mailsForEvent(facts({ type: "invoice.paid", paid: paid(0) }), settings)).toEqual([]);
    const [testMode] = mailsForEvent(facts({ type: "invoice.paid", paid: paid(3900) }), { ...settings, testMode: true });
    expect(testMode!.props).not.toHaveProperty("invoiceUrl");
    expect(testMode!.props).toMatchObject({ testMode: true, planName: "Pro" });
  });

  it("a failed payment mails only a subscription that had access (not a checkout's declined card)", () => {
    const failed = { invoiceId: "in_2", amount: 3900, currency: "usd" };
    const type = "invoice.payment_failed";
    expect(mailsForEvent(facts({ type, failed, snapshot: snap({ status: "past_due" }) }), settings)).toHaveLength(1);
    expect(mailsForEvent(facts({ type, failed, snapshot: snap({ status: "incomplete" }) }), settings)).toEqual([]);
  });

  it("no user (unknown customer or a deleted account): no mail", () => {
    expect(mailsForEvent(facts({ type: "invoice.paid", paid: paid(3900), user: null }), settings)).toEqual([]);
  });

  it("a cancellation scheduled for the period end is confirmed with that end, on any later event too (one key)", () => {
    const [mail] = mailsForEvent(facts({ snapshot: snap({ cancelAtPeriodEnd: true }) }), settings);
    const end = snap().currentPeriodEnd!.toISOString();
    expect(mail).toMatchObject({ kind: "subscription-cancelled", eventKey: `subscription-cancelled:sub_1:${end}` });
    expect(mail!.props).toEqual({ firstName: "Ann", planName: "Pro", accessEndsAt: end });
    expect(mailsForEvent(facts({ snapshot: snap({ cancelAtPeriodEnd: true }), type: "invoice.paid" }), settings)).toEqual([]);
  });

  it("an ended subscription is announced only when it ended without notice", () => {
    const ended = snap({ status: "canceled" });
    const deleted = (s: SubscriptionSnapshot, over: Partial<EventMailFacts> = {}) =>
      mailsForEvent(facts({ type: "customer.subscription.deleted", snapshot: s, ...over }), settings);
    expect(deleted(ended)).toEqual([
      expect.objectContaining({
        eventKey: "subscription-cancelled:sub_1:ended",
        props: expect.objectContaining({ accessEndsAt: NOW.toISOString() }),
      }),
    ]);
    expect(deleted(snap({ status: "canceled", cancelAtPeriodEnd: true }))).toEqual([]);
    for (const cancelledFor of ["refunded", "account_closed", "checkout_replaced"] as const)
      expect(deleted(snap({ status: "canceled", cancelledFor }))).toEqual([]);
    expect(deleted(ended, { paidFor: false })).toEqual([]);
  });

  it("a trial counts as ended without notice only when stopped well before its end", () => {
    const trial = snap({ status: "canceled", trialEnd: NOW });
    expect(endedWithoutNotice(trial, { paidFor: false, endedAt: NOW })).toBe(false);
    expect(endedWithoutNotice(trial, { paidFor: false, endedAt: new Date(NOW.getTime() - DAY) })).toBe(true);
  });
});

describe("reminders", () => {
  const subject = (over: Partial<ReminderSubject>): ReminderSubject => ({
    ...user,
    subscriptionStatus: "trialing",
    trialEndsAt: new Date(NOW.getTime() + 20 * HOUR),
    pastDueSince: null,
    cancelAtPeriodEnd: false,
    ...over,
  });

  it("'trial ending' in the trial's last day only, and only with product mail and no cancellation", () => {
    const mail = trialEndingMail(subject({}), NOW, settings);
    expect(mail).toMatchObject({ kind: "trial-ending", eventKey: `trial-ending:7:${subject({}).trialEndsAt!.toISOString()}` });
    expect(mail!.props).not.toHaveProperty("unsubscribeUrl");
    expect(trialEndingMail(subject({ trialEndsAt: new Date(NOW.getTime() + 25 * HOUR) }), NOW, settings)).toBeNull();
    expect(trialEndingMail(subject({ trialEndsAt: new Date(NOW.getTime() - HOUR) }), NOW, settings)).toBeNull();
    expect(trialEndingMail(subject({ productEmails: false }), NOW, settings)).toBeNull();
    expect(trialEndingMail(subject({ cancelAtPeriodEnd: true }), NOW, settings)).toBeNull();
  });

  it("the failed-payment reminder is due from three days after the failure, for a week", () => {
    const since = (days: number) =>
      subject({ subscriptionStatus: "past_due", pastDueSince: new Date(NOW.getTime() - days * DAY) });
    expect(paymentReminderDue(since(2.9), NOW)).toBe(false);
    expect(paymentReminderDue(since(3), NOW)).toBe(true);
    expect(paymentReminderDue({ ...since(5), subscriptionStatus: "unpaid" }, NOW)).toBe(true);
    expect(paymentReminderDue(since(10.5), NOW)).toBe(false);
    expect(paymentReminderDue({ ...since(5), subscriptionStatus: "active" }, NOW)).toBe(false);
  });
});
