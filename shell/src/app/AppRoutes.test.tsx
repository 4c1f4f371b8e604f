/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { loadRemote } from "@module-federation/enhanced/runtime";
import { setUpAppRoutesTests, signedIn as signedInWith } from "../testing/appRoutes";
import { mockFetch } from "../testing/mockFetch";
import { renderWithApp, subscriptionOf } from "../testing/render";
import { PLACEHOLDER_HREF } from "../components/Footer";
import { AppRoutes } from "./AppRoutes";

jest.mock("@module-federation/enhanced/runtime", () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

setUpAppRoutesTests();
beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => {});
});

const signedIn = (patch = {}) =>
  signedInWith(subscriptionOf({ hasAccess: true, plan: "starter", generationsRemaining: 5, ...patch }), {
    "POST /api/auth/logout": { body: { success: true } },
    "/remotes.json": {
      body: { descripto: "/remotes/descripto/mf-manifest.json", workflow: "/remotes/workflow/mf-manifest.json" },
    },
  });

it("shows a spinner while authentication resolves", () => {
  global.fetch = jest.fn(() => new Promise(() => {})) as never;
  renderWithApp(<AppRoutes />, { route: "/" });
  expect(screen.getByTestId("page-spinner")).toBeInTheDocument();
});

it("signed out: an unknown path shows the landing page, with stats and free-trial links to /signup", async () => {
  mockFetch({ "/api/auth/user": { status: 401 } });
  localStorage.setItem("sessionId", "stale");
  renderWithApp(<AppRoutes />, { route: "/does-not-exist" });
  expect(await screen.findByText("10K+")).toBeInTheDocument();
  expect(screen.getByText("500+")).toBeInTheDocument();
  expect(screen.getByText("99.9%")).toBeInTheDocument();
  screen
    .getAllByRole("link", { name: /Start Free Trial/ })
    .forEach((l) => expect(l).toHaveAttribute("href", "/signup?next=%2Fpricing"));
  expect(screen.getAllByRole("link", { name: "Pricing" })[0]).toHaveAttribute("href", "/pricing");
  expect(screen.getByRole("link", { name: "Careers" })).toHaveAttribute("href", PLACEHOLDER_HREF);
  expect(screen.getByRole("link", { name: "Blog" }).getAttribute("href")).toMatch(/^https:\/\//);
  // A non-OK user call removes the stored session id.
  expect(localStorage.getItem("sessionId")).toBeNull();
});

it("signed out: /dashboard goes to /login", async () => {
  mockFetch({ "/api/auth/user": { status: 401 } });
  renderWithApp(<AppRoutes />, { route: "/dashboard" });
  expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
  expect(screen.getByTestId("location")).toHaveTextContent("/login");
});

it("signed in: the navbar shows the logo to /dashboard, Pricing and 'Welcome, {first name}'", async () => {
  signedIn();
  renderWithApp(<AppRoutes />, { route: "/pricing" });
  expect(await screen.findByText("Welcome, Ada")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: /dashboard/ })).toHaveAttribute("href", "/dashboard");
  expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
});

it("signed in: an unknown path shows the not-found page", async () => {
  signedIn();
  renderWithApp(<AppRoutes />, { route: "/nope" });
  expect(await screen.findByRole("heading", { name: /Page Not Found/ })).toBeInTheDocument();
});

it("signed in with access: / redirects to /dashboard", async () => {
  signedIn();
  renderWithApp(<AppRoutes />, { route: "/" });
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/dashboard"));
  expect(await screen.findByTestId("plan-badge")).toHaveTextContent("Starter Plan");
});

it("signed in without access: /dashboard goes back to /", async () => {
  signedIn({ hasAccess: false, plan: null });
  renderWithApp(<AppRoutes />, { route: "/dashboard" });
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
  expect(await screen.findByText("Choose a subscription plan to access your SEO tools")).toBeInTheDocument();
});

it("logout removes the session and goes to /login", async () => {
  signedIn();
  renderWithApp(<AppRoutes />, { route: "/pricing" });
  await userEvent.click(await screen.findByRole("button", { name: "Logout" }));
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/login"));
  expect(localStorage.getItem("sessionId")).toBeNull();
  expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
});

it("logout from the dashboard goes to /, even when the call fails", async () => {
  const fetchMock = signedIn();
  const original = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === "/api/auth/logout") throw new TypeError("Failed to fetch");
    return original(input, init);
  });
  renderWithApp(<AppRoutes />, { route: "/dashboard" });
  await screen.findByTestId("plan-badge");
  await userEvent.click(screen.getAllByRole("button", { name: "Logout" })[1]!);
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
  expect(localStorage.getItem("sessionId")).toBeNull();
  expect(await screen.findByText("10K+")).toBeInTheDocument();
});

it("tool and workflow routes render their remotes", async () => {
  signedIn();
  (loadRemote as jest.Mock).mockImplementation(async (id: string) => ({ default: () => <h1>{id}</h1> }));
  renderWithApp(<AppRoutes />, { route: "/workflow-projects/42/anything?step=descripto" });
  expect(await screen.findByRole("heading", { name: "mfe_workflow/WorkflowApp" })).toBeInTheDocument();
});
