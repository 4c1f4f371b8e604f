/** @jest-environment jsdom */
import { act, screen, waitFor } from "@testing-library/react";
import type { BillingStatus } from "@seo/contracts/billing";
import { billingStatusOf } from "../../../testing/billing";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp, testUser } from "../../../testing/render";
import { RECHECK_MS, RECHECKS, SuccessPage } from "./SuccessPage";
import { signedInAroundEachTest } from "../../../testing/appTestLifecycle";

signedInAroundEachTest();

const NO_PLAN = billingStatusOf({ plan: null, status: null, currentPeriodEnd: null });

/** Billing answers `current()` to the sync and to the status read. */
function billingSays(current: () => BillingStatus) {
  return mockFetch({
    "POST /api/billing/sync": () => ({ body: current() }),
    "GET /api/billing/subscription": () => ({ body: current() }),
  });
}

function renderSuccess() {
  renderWithApp(<SuccessPage />, { route: "/success", user: testUser });
}

it("Starter bought: 'Payment Successful' and 'Welcome to Starter!', with the dashboard link", async () => {
  billingSays(() => billingStatusOf({ plan: "starter", status: "active" }));
  renderSuccess();
  expect(await screen.findByRole("heading", { level: 1, name: "Welcome to Starter!" })).toBeInTheDocument();
  expect(screen.getByText("Payment Successful")).toBeInTheDocument();
  expect(screen.getByTestId("success-message")).toHaveTextContent("Your Starter plan is active.");
  expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
  expect(screen.queryByText(/Pro/)).not.toBeInTheDocument();
});

it("Pro bought: 'Welcome to Pro!'", async () => {
  billingSays(() => billingStatusOf({ plan: "pro", status: "active" }));
  renderSuccess();
  expect(await screen.findByRole("heading", { level: 1, name: "Welcome to Pro!" })).toBeInTheDocument();
  expect(screen.getByText("Payment Successful")).toBeInTheDocument();
});

it("the Pro trial: says it is a trial and when it ends, and claims no payment", async () => {
  billingSays(() =>
    billingStatusOf({
      plan: "pro",
      status: "trialing",
      trialEndsAt: "2030-01-04T12:00:00.000Z",
      currentPeriodEnd: "2030-01-04T12:00:00.000Z",
    }),
  );
  renderSuccess();
  expect(await screen.findByRole("heading", { level: 1, name: "Welcome to Pro!" })).toBeInTheDocument();
  expect(screen.getByText("Free trial started")).toBeInTheDocument();
  expect(screen.getByTestId("success-message")).toHaveTextContent("Your free Pro trial runs until January 4, 2030.");
  expect(screen.queryByText("Payment Successful")).not.toBeInTheDocument();
});

it("no plan: 'We're confirming your payment' with a way to the plans, never an active subscription", async () => {
  billingSays(() => NO_PLAN);
  renderSuccess();
  expect(await screen.findByRole("heading", { level: 1, name: "We're confirming your payment" })).toBeInTheDocument();
  expect(screen.getByTestId("success-message")).toHaveTextContent("No plan is active on your account yet.");
  expect(screen.queryByText("Payment Successful")).not.toBeInTheDocument();
  expect(screen.queryByText(/Welcome to/)).not.toBeInTheDocument();
  expect(screen.queryByText(/subscription is active/)).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "View plans" })).toHaveAttribute("href", "/pricing");
  expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
});

it("a payment still being confirmed: checks again, and names the plan once the webhook has landed", async () => {
  jest.useFakeTimers();
  let status = NO_PLAN;
  const fetchMock = billingSays(() => status);
  renderSuccess();
  expect(await screen.findByRole("heading", { name: "We're confirming your payment" })).toBeInTheDocument();
  const syncs = () => fetchMock.mock.calls.filter(([path]) => path === "/api/billing/sync").length;
  const reads = () => fetchMock.mock.calls.filter(([path]) => path === "/api/billing/subscription").length;
  // the read on arrival and the one after the first sync
  await waitFor(() => expect(reads()).toBe(2));
  expect(syncs()).toBe(1);

  status = billingStatusOf({ plan: "starter", status: "active" });
  await act(() => jest.advanceTimersByTimeAsync(RECHECK_MS));
  expect(await screen.findByRole("heading", { name: "Welcome to Starter!" })).toBeInTheDocument();
  expect(syncs()).toBe(2);
});

it("stops checking after a few tries and says what to do", async () => {
  jest.useFakeTimers();
  const fetchMock = billingSays(() => billingStatusOf({ plan: "starter", status: "incomplete" }));
  renderSuccess();
  expect(await screen.findByRole("heading", { name: "We're confirming your payment" })).toBeInTheDocument();
  for (let i = 0; i < RECHECKS + 2; i++) await act(() => jest.advanceTimersByTimeAsync(RECHECK_MS));
  expect(fetchMock.mock.calls.filter(([path]) => path === "/api/billing/sync")).toHaveLength(1 + RECHECKS);
  expect(screen.getByTestId("success-message")).toHaveTextContent("If you didn't finish a purchase, choose a plan.");
});
