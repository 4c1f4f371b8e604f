/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { USER_QUERY_KEY } from "@seo/ui/api";
import { setUpAppRoutesTests, signedIn as signedInWith } from "../testing/appRoutes";
import { mockFetch, type Handler } from "../testing/mockFetch";
import { renderWithApp, subscriptionOf, testUser } from "../testing/render";
import { ACCOUNT_DELETED, AppRoutes } from "./AppRoutes";

jest.mock("@module-federation/enhanced/runtime", () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

const TOKEN = "d".repeat(43);

setUpAppRoutesTests();

const signedIn = (routes: Record<string, Handler> = {}) =>
  signedInWith(subscriptionOf({ hasAccess: true, plan: "pro", generationsRemaining: -1 }), {
    "GET /api/account": {
      body: { ...testUser, emailVerified: true, pendingEmail: null, createdAt: "2030-01-01T00:00:00.000Z", productEmails: true },
    },
    "GET /api/account/sessions": { body: { sessions: [] } },
    ...routes,
  });

it("signed out: /account goes to /login", async () => {
  mockFetch({});
  renderWithApp(<AppRoutes />, { route: "/account" });
  expect(await screen.findByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
  expect(screen.getByTestId("location")).toHaveTextContent(/^\/login$/);
});

it("signed in: the navbar's Account link opens the account page", async () => {
  signedIn();
  renderWithApp(<AppRoutes />, { route: "/pricing" });
  const nav = await screen.findByRole("navigation", { name: "Account" });
  await userEvent.click(within(nav).getByRole("link", { name: "Account" }));
  expect(await screen.findByRole("heading", { level: 1, name: "Account" })).toBeInTheDocument();
  expect(screen.getByText("Signed in as ada@example.com")).toBeInTheDocument();
});

it.each([
  ["/forgot-password", "Forgot your password?"],
  ["/verify-email", "This link can't be used"],
  ["/unsubscribe", "This link can't be used"],
])("signed in: %s opens too", async (path, heading) => {
  signedIn();
  renderWithApp(<AppRoutes />, { route: path });
  expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeInTheDocument();
  expect(screen.getByText("Welcome, Ada")).toBeInTheDocument();
});

it("a password reset while signed in signs this browser out too, then says to sign in again", async () => {
  signedIn({ "POST /api/auth/reset-password": { body: { success: true } } });
  const { queryClient } = renderWithApp(<AppRoutes />, { route: `/reset-password?token=${TOKEN}` });
  await userEvent.type(await screen.findByLabelText("New password"), "new-secret-1");
  await userEvent.type(screen.getByLabelText("Confirm new password"), "new-secret-1");
  await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
  expect(await screen.findByRole("heading", { name: "Password changed" })).toBeInTheDocument();
  expect(screen.getByTestId("location")).toHaveTextContent(/^\/reset-password$/);
  expect(screen.queryByText("Welcome, Ada")).not.toBeInTheDocument();
  expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
  expect(localStorage.getItem("sessionId")).toBeNull();
});

it("deleting the account forgets the user and lands on the landing page with a message", async () => {
  signedIn({ "POST /api/account/delete": { body: { success: true, message: ACCOUNT_DELETED } } });
  const { queryClient } = renderWithApp(<AppRoutes />, { route: "/account" });
  await userEvent.click(await screen.findByRole("button", { name: "Delete account" }));
  const dialog = screen.getByRole("alertdialog");
  await userEvent.type(within(dialog).getByLabelText("Password"), "secret123");
  await userEvent.type(within(dialog).getByLabelText("Type DELETE to confirm"), "DELETE");
  await userEvent.click(within(dialog).getByRole("button", { name: "Delete my account" }));
  expect(await screen.findByTestId("flash")).toHaveTextContent(ACCOUNT_DELETED);
  expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/);
  expect(await screen.findByText("10K+")).toBeInTheDocument();
  expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
  expect(queryClient.getQueryData(["/api/account"])).toBeUndefined();
  expect(localStorage.getItem("sessionId")).toBeNull();
  await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
  expect(screen.queryByTestId("flash")).not.toBeInTheDocument();
});
