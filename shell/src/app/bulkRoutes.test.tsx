/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setUpAppRoutesTests, signedIn } from "../testing/appRoutes";
import { mockFetch } from "../testing/mockFetch";
import { renderWithApp, subscriptionOf } from "../testing/render";
import { AppRoutes } from "./AppRoutes";

jest.mock("@module-federation/enhanced/runtime", () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

setUpAppRoutesTests();
const noRuns = { "GET /api/bulk/runs": { body: { runs: [] } } };

it("signed in: the navbar's Bulk link opens /bulk with the plan the shell loaded", async () => {
  signedIn(subscriptionOf({ hasAccess: true, plan: "pro", generationsRemaining: -1 }), noRuns);
  renderWithApp(<AppRoutes />, { route: "/pricing" });
  const nav = await screen.findByRole("navigation", { name: "Account" });
  await userEvent.click(within(nav).getByRole("link", { name: "Bulk" }));
  expect(await screen.findByRole("heading", { level: 1, name: "Bulk runs" })).toBeInTheDocument();
  expect(screen.getByLabelText("CSV file")).toBeInTheDocument();
  expect(screen.getByTestId("location")).toHaveTextContent(/^\/bulk$/);
});

it("signed in on Starter: /bulk explains the feature with an upgrade", async () => {
  signedIn(subscriptionOf({ hasAccess: true, plan: "starter", generationsRemaining: 5 }), noRuns);
  renderWithApp(<AppRoutes />, { route: "/bulk" });
  expect(await screen.findByRole("link", { name: "Upgrade to Pro" })).toHaveAttribute("href", "/pricing");
  expect(screen.queryByLabelText("CSV file")).toBeNull();
});

it("signed out: a run's page shows the landing page, and asks nothing of the bulk API", async () => {
  const fetchMock = mockFetch({});
  renderWithApp(<AppRoutes />, { route: "/bulk/runs/3" });
  expect(await screen.findByText("10K+")).toBeInTheDocument();
  expect(screen.queryByRole("heading", { name: "Bulk runs" })).toBeNull();
  expect(fetchMock.mock.calls.some(([p]) => String(p).startsWith("/api/bulk"))).toBe(false);
});
