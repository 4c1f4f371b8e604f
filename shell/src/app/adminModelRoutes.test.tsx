/** @jest-environment jsdom */
// /admin/model through the app's routes: an admin gets the page, a signed-out visitor the login,
// and no one else asks the admin API.
import { screen, waitFor } from "@testing-library/react";
import { setUpAppRoutesTests, signedIn } from "../testing/appRoutes";
import { mockFetch } from "../testing/mockFetch";
import { renderWithApp, subscriptionOf, testUser } from "../testing/render";
import { AppRoutes } from "./AppRoutes";

jest.mock("@module-federation/enhanced/runtime", () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

setUpAppRoutesTests();

it("signed in as an admin: /admin/model shows each tool's engine", async () => {
  signedIn(
    subscriptionOf({ hasAccess: true, plan: "admin", generationsRemaining: -1 }),
    {
      "GET /api/admin/model": {
        body: { tools: [{ id: "alpha", title: "Alpha", settings: null, error: "Alpha service is unavailable" }] },
      },
    },
    { ...testUser, isAdmin: true },
  );
  renderWithApp(<AppRoutes />, { route: "/admin/model" });
  expect(await screen.findByRole("heading", { level: 1, name: "Model engine" })).toBeInTheDocument();
  expect(await screen.findByText("Alpha service is unavailable")).toBeInTheDocument();
});

it("signed in without admin rights: /admin/model leads to the dashboard without asking the admin API", async () => {
  const fetchMock = signedIn(subscriptionOf({ hasAccess: true, plan: "pro", generationsRemaining: -1 }));
  renderWithApp(<AppRoutes />, { route: "/admin/model" });
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/dashboard$/));
  expect(fetchMock.mock.calls.some(([p]) => String(p).startsWith("/api/admin"))).toBe(false);
});

it("signed out: /admin/model leads to the login", async () => {
  const fetchMock = mockFetch({});
  renderWithApp(<AppRoutes />, { route: "/admin/model" });
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/login$/));
  expect(fetchMock.mock.calls.some(([p]) => String(p).startsWith("/api/admin"))).toBe(false);
});
