// Billing end to end on the embedded default (test mode: no Stripe keys), through the real
// product: /pricing → /checkout's test-mode card form → /success → the dashboard's billing card.
import type { Page } from "playwright-core";
import { apiCall, browserSuiteForFile, signUp } from "./harness";

const suite = browserSuiteForFile();

jest.setTimeout(90_000);

async function freshUser(): Promise<Page> {
  const context = await suite.newContext({ viewport: { width: 1280, height: 900 }, baseURL: suite.product.baseUrl });
  const page = await context.newPage();
  await signUp(page, suite.product.baseUrl);
  return page;
}

async function payStarter(page: Page, cardNumber: string) {
  await page.goto("/pricing");
  await page.getByTestId("plan-starter").getByRole("button", { name: "Get Starter" }).click();
  await page.waitForURL((u) => u.pathname === "/checkout", { timeout: 15_000 });
  await page.getByText("Test mode — no real charges").waitFor();
  await page.getByLabel("Card number").fill(cardNumber);
  await page.getByLabel("Expiry date").fill("12 / 34");
  await page.getByLabel("CVC").fill("123");
  await page.getByRole("button", { name: "Pay $19.00" }).click();
}

test("a new user buys Starter with 4242…: /success, then the dashboard shows Starter with 5 left", async () => {
  const page = await freshUser();
  await payStarter(page, "4242 4242 4242 4242");
  await page.waitForURL((u) => u.pathname === "/success", { timeout: 15_000 });
  await page.getByText("Payment Successful").first().waitFor();
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await page.waitForURL((u) => u.pathname === "/dashboard");
  await page.getByTestId("plan-badge").filter({ hasText: "Starter Plan" }).waitFor();
  await page.getByText("5 left").first().waitFor();
  await page
    .getByTestId("billing-status")
    .filter({ hasText: /renews on/ })
    .waitFor();
  const sub = await apiCall(page, "GET", "/api/user/subscription");
  expect(sub.json).toMatchObject({ hasAccess: true, plan: "starter", generationsRemaining: 5 });
});

test("4000 0000 0000 0002 shows 'Payment Failed' and leaves no plan", async () => {
  const page = await freshUser();
  await payStarter(page, "4000 0000 0000 0002");
  await page.getByText("Payment Failed").first().waitFor();
  await page.getByText("Your card was declined.").first().waitFor();
  expect(new URL(page.url()).pathname).toBe("/checkout");
  const sub = await apiCall(page, "GET", "/api/user/subscription");
  expect(sub.json).toMatchObject({ hasAccess: false, plan: null });
});

test("the Pro trial without a card unlocks the workflow and shows its end date; a second trial is refused; cancel shows 'cancels on'", async () => {
  const page = await freshUser();
  await page.goto("/pricing");
  await page.getByTestId("trial-card").waitFor();
  await page.getByTestId("plan-pro").getByRole("button", { name: "Start Free Trial" }).click();
  await page.waitForURL((u) => u.pathname === "/checkout", { timeout: 15_000 });
  await page.getByRole("button", { name: "Start trial without a card" }).click();
  await page.waitForURL((u) => u.pathname === "/success");
  await page.goto("/dashboard");
  await page.getByTestId("plan-badge").filter({ hasText: "Pro Plan" }).waitFor();
  await page.getByRole("button", { name: "Start New SEO Project" }).waitFor();
  await page
    .getByTestId("billing-status")
    .filter({ hasText: /trial ends on/ })
    .waitFor();

  // One trial per user: /pricing no longer offers it, and the API refuses a second one.
  const again = await apiCall(page, "POST", "/api/create-subscription", { plan: "pro", trial: true });
  expect(again.status).toBe(409);
  expect(again.json.error).toBe("You have already used your free trial.");
  await page.goto("/pricing");
  await page.getByTestId("current-plan-pro").waitFor();
  expect(await page.getByTestId("trial-card").count()).toBe(0);

  await page.goto("/dashboard");
  // Asked first: "Keep my plan" changes nothing; the confirmation cancels at the period's end.
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  const cancel = page.getByRole("alertdialog");
  await cancel.getByText(/stays active until/).waitFor();
  await cancel.getByRole("button", { name: "Keep my plan" }).click();
  await cancel.waitFor({ state: "detached" });
  expect(
    await page
      .getByTestId("billing-status")
      .filter({ hasText: /cancels on/ })
      .count(),
  ).toBe(0);
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await page.getByRole("button", { name: "Yes, cancel my plan" }).click();
  await page
    .getByTestId("billing-status")
    .filter({ hasText: /cancels on/ })
    .waitFor();
  await page.getByRole("button", { name: "Resume subscription" }).waitFor();
});

test("a refund within 30 days ends access", async () => {
  const page = await freshUser();
  await payStarter(page, "4242 4242 4242 4242");
  await page.waitForURL((u) => u.pathname === "/success", { timeout: 15_000 });
  await page.goto("/dashboard");
  await page.getByTestId("billing-card").waitFor();
  await page.getByRole("button", { name: "Cancel and refund" }).click();
  await page
    .getByRole("alertdialog")
    .getByText(/ends now/)
    .waitFor();
  await page.getByRole("button", { name: "Yes, refund $19.00 and end my plan" }).click();
  await page.getByText("Refund Issued").first().waitFor();
  const sub = await apiCall(page, "GET", "/api/user/subscription");
  expect(sub.json).toMatchObject({ hasAccess: false, plan: null });
  const billing = await apiCall(page, "GET", "/api/billing/subscription");
  expect(billing.json).toMatchObject({ status: "canceled", refunded: true, refundEligible: false });
  // Without access the dashboard sends the user home.
  await page.waitForURL((u) => u.pathname === "/", { timeout: 10_000 });
});

test("after a failed renewal the dashboard's 'Update card' takes a new test card: 0002 is declined and stays past due, 4242 pays and the plan is active again", async () => {
  const page = await freshUser();
  await payStarter(page, "4242 4242 4242 4242");
  await page.waitForURL((u) => u.pathname === "/success", { timeout: 15_000 });
  // The test clock (test mode only): the renewal a month later fails.
  const clock = await apiCall(page, "POST", "/api/billing/test-clock/advance", { days: 30.5, failPayments: true });
  expect(clock.status).toBe(200);
  expect(clock.json.subscription).toMatchObject({ status: "past_due" });

  await page.goto("/dashboard");
  await page.getByTestId("billing-status").filter({ hasText: "Payment failed — update card" }).waitFor();
  await page.getByRole("button", { name: "Update card" }).click();
  const form = page.getByTestId("update-card-form");
  await form.getByText("Test mode — no real charges").waitFor();
  await form.getByLabel("Card number").fill("4000 0000 0000 0002");
  await form.getByLabel("Expiry date").fill("12 / 34");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: "Pay $19.00" }).click();
  await page.getByText("Payment Failed").first().waitFor();
  await page.getByText("Your card was declined.").first().waitFor();
  expect((await apiCall(page, "GET", "/api/billing/subscription")).json).toMatchObject({ status: "past_due" });

  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByRole("button", { name: "Pay $19.00" }).click();
  await page.getByText("Your card was updated and your subscription is active again.").first().waitFor();
  await page
    .getByTestId("billing-status")
    .filter({ hasText: /renews on/ })
    .waitFor();
  expect(await form.count()).toBe(0);
  const sub = await apiCall(page, "GET", "/api/user/subscription");
  expect(sub.json).toMatchObject({ hasAccess: true, plan: "starter" });
});

test("once a failed payment has cost the plan its access, home offers 'Update card' (the dashboard is closed) and 4242 brings the user back to it", async () => {
  const page = await freshUser();
  await payStarter(page, "4242 4242 4242 4242");
  await page.waitForURL((u) => u.pathname === "/success", { timeout: 15_000 });
  expect((await apiCall(page, "POST", "/api/billing/test-clock/advance", { days: 30.5, failPayments: true })).status).toBe(200);
  // past the grace period the retries are exhausted: unpaid, no access
  const later = await apiCall(page, "POST", "/api/billing/test-clock/advance", { days: 5, failPayments: true });
  expect(later.json.subscription).toMatchObject({ status: "unpaid" });
  expect((await apiCall(page, "GET", "/api/user/subscription")).json).toMatchObject({ hasAccess: false, status: "unpaid" });

  await page.goto("/dashboard");
  await page.waitForURL((u) => u.pathname === "/", { timeout: 15_000 });
  await page.getByText("Choose a subscription plan to access your SEO tools").waitFor();
  await page.getByTestId("billing-status").filter({ hasText: "Unpaid" }).waitFor();
  await page.getByRole("button", { name: "Update card" }).click();
  const form = page.getByTestId("update-card-form");
  await form.getByLabel("Card number").waitFor();
  // on a phone the card form fits the screen (the inputs' default width once pushed it wider)
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry date").fill("12 / 34");
  await form.getByLabel("CVC").fill("123");
  await form.getByRole("button", { name: /^Pay \$19\.00$/ }).click();
  await page.getByText("Your card was updated and your subscription is active again.").first().waitFor();
  await page.waitForURL((u) => u.pathname === "/dashboard", { timeout: 15_000 });
  await page.getByTestId("plan-badge").filter({ hasText: "Starter Plan" }).waitFor();
  expect((await apiCall(page, "GET", "/api/user/subscription")).json).toMatchObject({ hasAccess: true, plan: "starter" });
});
