/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Catalogue } from "@seo/contracts/billing";
import { clearToasts } from "@seo/ui/toastStore";
import { catalogueOf, typeTestCard } from "../../../testing/billing";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp, testUser } from "../../../testing/render";
import { CheckoutPage } from "./CheckoutPage";

beforeEach(() => localStorage.clear());
afterEach(() => {
  jest.restoreAllMocks();
  act(() => clearToasts());
});

it("the Single Tool checkout says the tool is chosen now and a later switch waits for the renewal", async () => {
  const fetchMock = mockFetch({ "GET /api/billing/plans": { body: catalogueOf() } });
  renderWithApp(<CheckoutPage />, { route: "/checkout?plan=single", user: testUser });
  expect(await screen.findByRole("heading", { name: "Choose your tool" })).toBeInTheDocument();
  expect(screen.getByTestId("single-tool-rule")).toHaveTextContent(
    "You choose the tool at purchase; switching to another tool takes effect at your next renewal.",
  );
  // nothing is bought before a tool is picked
  expect(fetchMock.mock.calls.some(([path]) => path === "/api/create-subscription")).toBe(false);
});

it("an unconfirmed address's 403 replaces the loading screen with the reason and a 'Resend link' button", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  mockFetch({
    "GET /api/billing/plans": { body: catalogueOf() },
    "POST /api/create-subscription": {
      status: 403,
      body: { error: "Confirm your e-mail address first: we sent you a link.", code: "email_unverified" },
    },
  });
  localStorage.setItem("sessionId", "s1");
  renderWithApp(<CheckoutPage />, { route: "/checkout?plan=all", user: testUser });
  expect(await screen.findByRole("alert")).toHaveTextContent("Confirm your e-mail address first: we sent you a link.");
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Confirm your e-mail first");
  expect(screen.getByRole("button", { name: "Resend link" })).toBeInTheDocument();
  expect(screen.queryByText("Setting up your payment...")).not.toBeInTheDocument();
  expect(console.error).not.toHaveBeenCalled();
});

const catalogueWithPlans = () => ({
  ...catalogueOf(),
  plans: [
    { id: "starter", name: "Starter", price: 19 },
    { id: "pro", name: "Pro", price: 39 },
  ] as Catalogue["plans"],
});

/** Signed in, on `route`, with billing confirming the test card and syncing. */
function openCheckoutThatConfirms(route: string) {
  mockFetch({
    "GET /api/billing/plans": { body: catalogueWithPlans() },
    "POST /api/billing/test/confirm": { body: { status: "succeeded" } },
    "POST /api/billing/sync": { body: {} },
  });
  localStorage.setItem("sessionId", "s1");
  renderWithApp(<CheckoutPage />, { route, user: testUser });
}

describe("the Pro trial's checkout", () => {
  const TRIAL_ROUTE = "/checkout?client_secret=seti_test_secret&plan=pro&trial=true";

  it("leads with 'Start trial without a card'; the card form is the option below it", async () => {
    mockFetch({ "GET /api/billing/plans": { body: catalogueWithPlans() } });
    renderWithApp(<CheckoutPage />, { route: TRIAL_ROUTE, user: testUser });
    const start = await screen.findByRole("button", { name: "Start trial without a card" });
    expect(screen.getByTestId("trial-terms")).toHaveTextContent(
      "Your 3-day free trial of Pro has started. No card is needed: without one, Pro simply stops when the trial ends and nothing is charged.",
    );
    const cardOption = screen.getByRole("region", { name: "Or add a card now so Pro continues after the trial" });
    expect(
      within(cardOption).getByText(/Nothing is charged today\. When the trial ends, your card pays \$39\.00\/month/),
    ).toBeInTheDocument();
    expect(within(cardOption).getByLabelText("Card number")).toBeInTheDocument();
    expect(within(cardOption).getByRole("button", { name: "Save card" })).toBeInTheDocument();
    // the no-card start comes first, in the reading and the tab order
    expect(start.compareDocumentPosition(cardOption) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(cardOption).queryByRole("button", { name: "Start trial without a card" })).not.toBeInTheDocument();
  });

  it("'Start trial without a card' syncs the subscription and goes to /success", async () => {
    const fetchMock = mockFetch({
      "GET /api/billing/plans": { body: catalogueWithPlans() },
      "POST /api/billing/sync": { body: {} },
    });
    localStorage.setItem("sessionId", "s1");
    renderWithApp(<CheckoutPage />, { route: TRIAL_ROUTE, user: testUser });
    await userEvent.click(await screen.findByRole("button", { name: "Start trial without a card" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/success"));
    expect(fetchMock).toHaveBeenCalledWith("/api/billing/sync", expect.objectContaining({ method: "POST" }));
  });

  it("a saved card says so, and claims no payment", async () => {
    openCheckoutThatConfirms(TRIAL_ROUTE);
    await screen.findByLabelText("Card number");
    await typeTestCard("4242424242424242", "1230");
    await userEvent.click(screen.getByRole("button", { name: "Save card" }));
    expect(await screen.findByText("Card Saved")).toBeInTheDocument();
    expect(screen.queryByText("Payment Successful")).not.toBeInTheDocument();
  });
});

it("a Starter purchase's toast welcomes the user to Starter, not Pro", async () => {
  openCheckoutThatConfirms("/checkout?client_secret=pi_test_secret&plan=starter");
  expect(await screen.findByRole("heading", { name: "Complete your purchase" })).toBeInTheDocument();
  expect(screen.queryByRole("button", { name: "Start trial without a card" })).not.toBeInTheDocument();
  await typeTestCard("4242 4242 4242 4242", "12 / 30");
  await userEvent.click(screen.getByRole("button", { name: "Pay $19.00" }));
  expect(await screen.findByText("Payment Successful")).toBeInTheDocument();
  expect(screen.getByText("Welcome to Starter! Your subscription is now active.")).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/success"));
});

it("the Single Tool picker's select has a visible label", async () => {
  mockFetch({ "GET /api/billing/plans": { body: catalogueOf() } });
  renderWithApp(<CheckoutPage />, { route: "/checkout?plan=single", user: testUser });
  expect(await screen.findByRole("combobox", { name: "Tool" })).toBeVisible();
});

it("the checkout links to the Terms and the Privacy Policy before the user pays", async () => {
  mockFetch({ "GET /api/billing/plans": { body: catalogueWithPlans() } });
  localStorage.setItem("sessionId", "s1");
  renderWithApp(<CheckoutPage />, { route: "/checkout?client_secret=pi_test_secret&plan=starter", user: testUser });
  const legal = await screen.findByTestId("checkout-legal");
  expect(within(legal).getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms");
  expect(within(legal).getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
});
