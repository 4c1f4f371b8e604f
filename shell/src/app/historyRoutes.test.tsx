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
const emptyHistory = { "GET /api/history?limit=25": { body: { entries: [], nextCursor: null, keptForDays: 30 } } };

it.each([
  ["Starter", subscriptionOf({ hasAccess: true, plan: "starter", generationsRemaining: 5 })],
  ["no plan", subscriptionOf({ hasAccess: false, plan: null })],
])("signed in (%s): the navbar's History link opens /history", async (_plan, subscription) => {
  signedIn(subscription, emptyHistory);
  renderWithApp(<AppRoutes />, { route: "/pricing" });
  const nav = await screen.findByRole("navigation", { name: "Account" });
  await userEvent.click(within(nav).getByRole("link", { name: "History" }));
  expect(await screen.findByRole("heading", { level: 1, name: "History" })).toBeInTheDocument();
  expect(await screen.findByText(/Your history is kept for 30 days\./)).toBeInTheDocument();
  expect(screen.getByTestId("location")).toHaveTextContent(/^\/history$/);
});

it("signed out: /history shows the landing page and asks nothing of the history API", async () => {
  const fetchMock = mockFetch({});
  renderWithApp(<AppRoutes />, { route: "/history" });
  expect(await screen.findByText("10K+")).toBeInTheDocument();
  expect(fetchMock.mock.calls.some(([p]) => String(p).startsWith("/api/history"))).toBe(false);
});
