/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { catalogueOf } from "../../../testing/billing";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp, testUser } from "../../../testing/render";
import { CheckoutPage } from "./CheckoutPage";

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

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
