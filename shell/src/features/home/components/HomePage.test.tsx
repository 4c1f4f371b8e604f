/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import { billingStatusOf, catalogueOf } from "../../../testing/billing";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp, subscriptionOf, testUser } from "../../../testing/render";
import { HomePage } from "./HomePage";

function renderHome(sub: ReturnType<typeof subscriptionOf> | null, user = testUser) {
  return renderWithApp(<HomePage user={user} subscription={sub} subscriptionLoading={false} />, { route: "/", path: "/" });
}

it("without a plan: the banner, 'View Plans' and 'Choose Plan' cards to /pricing", () => {
  renderHome(subscriptionOf({ hasAccess: false, plan: null }));
  expect(screen.getByText("Choose a subscription plan to access your SEO tools")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/pricing");
  const choose = screen.getAllByRole("link", { name: /Choose Plan/ });
  expect(choose).toHaveLength(4);
  choose.forEach((l) => expect(l).toHaveAttribute("href", "/pricing"));
});

it("an unconfirmed address: the confirmation banner with Resend; none once confirmed", () => {
  const { unmount } = renderHome(subscriptionOf({ hasAccess: false, plan: null }), { ...testUser, emailVerified: false });
  expect(screen.getByText(/Confirm your e-mail address/)).toBeInTheDocument();
  expect(screen.getByText(testUser.email, { exact: false })).toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Resend" })).toBeInTheDocument();
  unmount();
  renderHome(subscriptionOf({ hasAccess: false, plan: null }), { ...testUser, emailVerified: true });
  expect(screen.queryByText(/Confirm your e-mail address/)).not.toBeInTheDocument();
});

it("a single plan without access to the others: 'Get Started' for its tool, 'Upgrade Plan' for the rest", () => {
  // hasAccess false keeps the user on the home page (no redirect), as a lapsed single plan would.
  renderHome(subscriptionOf({ hasAccess: false, plan: "single", selectedTool: "hookgenie" }));
  const cards = screen.getAllByRole("link", { name: /Upgrade Plan/ });
  expect(cards).toHaveLength(4);
});

it("plan single with access opens only its selected tool", () => {
  jest.useFakeTimers();
  renderHome(subscriptionOf({ hasAccess: true, plan: "single", selectedTool: "hookgenie" }));
  expect(screen.getByRole("link", { name: /Get Started/ })).toHaveAttribute("href", "/hookgenie");
  expect(screen.getAllByRole("link", { name: /Upgrade Plan/ })).toHaveLength(3);
  jest.useRealTimers();
});

it("a user with access is sent to /dashboard about 100 ms after load", async () => {
  renderHome(subscriptionOf({ hasAccess: true, plan: "pro" }));
  expect(screen.queryByTestId("elsewhere")).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard"));
});

it("a user without access stays on the home page", async () => {
  renderHome(subscriptionOf({ hasAccess: false }));
  await new Promise((r) => setTimeout(r, 200));
  expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
});

describe("a plan that lost access to a failed payment", () => {
  afterEach(() => jest.restoreAllMocks());

  it("past due beyond the grace period: home shows the billing card with 'Update card' (the dashboard is closed)", async () => {
    mockFetch({
      "GET /api/billing/subscription": {
        body: billingStatusOf({ plan: "pro", status: "past_due", pastDueSince: "2030-01-02T00:00:00.000Z" }),
      },
      "GET /api/billing/plans": { body: catalogueOf() },
    });
    // the server's answer past the grace period: no effective plan, the subscription's status
    renderHome(subscriptionOf({ hasAccess: false, plan: null, status: "past_due" }));
    expect(await screen.findByRole("button", { name: "Update card" })).toBeInTheDocument();
    expect(screen.getByTestId("billing-status")).toHaveTextContent("Payment failed — update card");
    expect(screen.getByText("Choose a subscription plan to access your SEO tools")).toBeInTheDocument();
  });

  it("no card to update without a failed payment: a canceled plan or no plan shows no billing card", async () => {
    const fetchMock = mockFetch({});
    renderHome(subscriptionOf({ hasAccess: false, plan: null, status: "canceled" }));
    renderHome(subscriptionOf({ hasAccess: false, plan: null, status: null }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId("billing-card")).not.toBeInTheDocument();
    // Only billing's status is asked (whether the Pro trial is still offered), not the card's plans.
    expect(fetchMock).not.toHaveBeenCalledWith(expect.stringContaining("/api/billing/plans"), expect.anything());
  });
});

describe("tools not included in the plan", () => {
  afterEach(() => jest.restoreAllMocks());

  it("a user who never had the trial is told the tools are in the Pro trial, with a link to start it", async () => {
    mockFetch({ "GET /api/billing/subscription": { body: billingStatusOf({ plan: null, status: null, trialAvailable: true }) } });
    renderHome(subscriptionOf({ hasAccess: false, plan: null }));
    const links = await screen.findAllByRole("link", { name: "Start your 3-day Pro trial — no card needed" });
    expect(links).toHaveLength(4);
    links.forEach((l) => expect(l).toHaveAttribute("href", "/pricing"));
    expect(screen.getAllByText("Included in the Pro trial.", { exact: false })).toHaveLength(4);
    expect(screen.getAllByText("Not included in your plan")).toHaveLength(4);
  });

  it("no word of the trial once it was used", async () => {
    const fetchMock = mockFetch({
      "GET /api/billing/subscription": { body: billingStatusOf({ plan: "pro", status: "canceled", trialAvailable: false }) },
    });
    renderHome(subscriptionOf({ hasAccess: false, plan: null, status: "canceled" }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/billing/subscription", expect.anything()));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getAllByText("Not included in your plan")).toHaveLength(4);
    expect(screen.queryByRole("link", { name: /Pro trial/ })).not.toBeInTheDocument();
  });
});
