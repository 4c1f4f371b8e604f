/** @jest-environment jsdom */
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { clearToasts } from "@seo/ui/toastStore";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp, testUser } from "../../../testing/render";
import { PricingPage } from "./PricingPage";
import { FAQ } from "./PricingSections";

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("sessionId", "s1");
});
afterEach(() => {
  jest.restoreAllMocks();
  act(() => clearToasts());
});

it("shows the title, trial line, two plans, trial card and the FAQ", () => {
  renderWithApp(<PricingPage />, { route: "/pricing", user: testUser });
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Simple Pricing");
  expect(screen.getByText("Start with a 3-day free trial")).toBeInTheDocument();
  expect(screen.getByTestId("plan-starter")).toHaveTextContent("$19");
  expect(screen.getByTestId("plan-pro")).toHaveTextContent("$39");
  expect(screen.getByTestId("trial-card")).toBeInTheDocument();
  expect(screen.getByText("All paid plans are unlimited. Generate as much content as your business needs.")).toBeInTheDocument();
  expect(FAQ.map((f) => f.a).join(" ")).toMatch(/prorated/);
  expect(FAQ.map((f) => f.a).join(" ")).toMatch(/30-day money-back guarantee/);
});

it("the Single Tool card says the tool is chosen at purchase and a switch waits for the renewal", () => {
  renderWithApp(<PricingPage />, { route: "/pricing", user: testUser });
  expect(screen.getByTestId("plan-single")).toHaveTextContent(
    "You choose the tool at purchase; switching to another tool takes effect at your next renewal.",
  );
  expect(screen.getByTestId("plan-all")).not.toHaveTextContent("switching to another tool");
});

it("Starter purchase stores checkoutData and goes to /checkout", async () => {
  const fetchMock = mockFetch({ "POST /api/create-subscription": { body: { clientSecret: "cs_1" } } });
  renderWithApp(<PricingPage />, { route: "/pricing", user: testUser });
  await userEvent.click(screen.getByRole("button", { name: "Get Starter" }));
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/checkout$/));
  expect(JSON.parse(localStorage.getItem("checkoutData")!)).toEqual({ clientSecret: "cs_1", plan: "starter", amount: 19 });
  const call = fetchMock.mock.calls.find(([path]) => path === "/api/create-subscription")!;
  expect(JSON.parse(String(call[1]!.body))).toEqual({ plan: "starter" });
});

it("the closing 'Start Free Trial' starts the Pro trial for a signed-in user and links to /signup otherwise", async () => {
  mockFetch({ "POST /api/create-subscription": { body: { clientSecret: "cs_3" } } });
  const { unmount } = renderWithApp(<PricingPage />, { route: "/pricing", user: testUser });
  const signedIn = screen.getAllByRole("button", { name: "Start Free Trial" });
  await userEvent.click(signedIn[signedIn.length - 1]!);
  await waitFor(() =>
    expect(screen.getByTestId("location")).toHaveTextContent("/checkout?client_secret=cs_3&plan=pro&trial=true"),
  );
  unmount();

  renderWithApp(<PricingPage />, { route: "/pricing", user: null });
  for (const link of screen.getAllByRole("link", { name: "Start Free Trial" }))
    expect(link).toHaveAttribute("href", "/signup?next=%2Fpricing");
});

it("a visitor's plan buttons lead to sign-up and back to the plans (not to /login or the landing page)", () => {
  renderWithApp(<PricingPage />, { route: "/pricing", user: null });
  for (const name of ["Get Starter", "Start Free Trial", "Choose your tool", "Get All Tools"]) {
    const links = screen.getAllByRole("link", { name });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute("href", "/signup?next=%2Fpricing");
  }
});

it("Pro start goes to /checkout with the client secret, plan=pro and trial=true", async () => {
  mockFetch({ "POST /api/create-subscription": { body: { clientSecret: "cs_2" } } });
  renderWithApp(<PricingPage />, { route: "/pricing", user: testUser });
  await userEvent.click(screen.getByTestId("plan-pro").querySelector("button")!);
  await waitFor(() =>
    expect(screen.getByTestId("location")).toHaveTextContent("/checkout?client_secret=cs_2&plan=pro&trial=true"),
  );
});

it("a 401 asks to log in (trial wording) and goes to /login", async () => {
  mockFetch({ "POST /api/create-subscription": { status: 401, body: { error: "Not logged in" } } });
  renderWithApp(<PricingPage />, { route: "/pricing", user: testUser });
  await userEvent.click(screen.getByTestId("plan-pro").querySelector("button")!);
  expect(await screen.findByText("Authentication Required")).toBeInTheDocument();
  expect(screen.getByText("Please log in to start your free trial.")).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/login"));
});

it("a 401 on Starter uses the purchase wording", async () => {
  mockFetch({ "POST /api/create-subscription": { status: 401, body: { error: "Not logged in" } } });
  renderWithApp(<PricingPage />, { route: "/pricing", user: testUser });
  await userEvent.click(screen.getByRole("button", { name: "Get Starter" }));
  expect(await screen.findByText("Please log in to purchase a subscription.")).toBeInTheDocument();
});

it("another failure shows 'Payment Error' with the message", async () => {
  mockFetch({ "POST /api/create-subscription": { status: 502, body: { error: "Billing is unavailable" } } });
  renderWithApp(<PricingPage />, { route: "/pricing", user: testUser });
  await userEvent.click(screen.getByRole("button", { name: "Get Starter" }));
  expect(await screen.findByText("Payment Error")).toBeInTheDocument();
  expect(screen.getByText("Billing is unavailable")).toBeInTheDocument();
});

it("a missing client secret shows 'No client secret received'", async () => {
  mockFetch({ "POST /api/create-subscription": { body: {} } });
  renderWithApp(<PricingPage />, { route: "/pricing", user: testUser });
  await userEvent.click(screen.getByRole("button", { name: "Get Starter" }));
  expect(await screen.findByText("No client secret received")).toBeInTheDocument();
});

it("an unconfirmed address's 403 shows the server's reason with a 'Resend link' button, not a payment error", async () => {
  mockFetch({
    "POST /api/create-subscription": {
      status: 403,
      body: { error: "Confirm your e-mail address first: we sent you a link.", code: "email_unverified" },
    },
    "POST /api/auth/resend-verification": { body: { success: true, message: "We've sent a new link to ada@example.com." } },
  });
  renderWithApp(<PricingPage />, { route: "/pricing", user: testUser });
  await userEvent.click(screen.getByTestId("plan-pro").querySelector("button")!);
  const notice = await screen.findByTestId("email-unverified");
  expect(notice).toHaveFocus();
  expect(screen.getByRole("alert")).toHaveTextContent("Confirm your e-mail address first: we sent you a link.");
  expect(screen.queryByText("Payment Error")).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Resend link" }));
  expect(await screen.findByText("We've sent a new link to ada@example.com.")).toHaveAttribute("role", "status");
});
