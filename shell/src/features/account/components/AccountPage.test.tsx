/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Account, SessionInfo } from "@seo/contracts/account";
import { USER_QUERY_KEY } from "@seo/ui/api";
import { mockFetch, type Handler } from "../../../testing/mockFetch";
import { renderWithApp, subscriptionOf, testUser } from "../../../testing/render";
import { AccountPage } from "./AccountPage";
import { signedInAroundEachTest } from "../../../testing/appTestLifecycle";

const account = (patch: Partial<Account> = {}): Account => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  emailVerified: true,
  pendingEmail: null,
  createdAt: "2030-01-01T00:00:00.000Z",
  productEmails: true,
  ...patch,
});

const session = (patch: Partial<SessionInfo>): SessionInfo => ({
  id: "s",
  device: "Chrome on Linux",
  ip: "203.0.113.7",
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  lastSeenAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  current: false,
  ...patch,
});

signedInAroundEachTest();

function renderAccount(routes: Record<string, Handler> = {}, data: Account = account()) {
  const fetchMock = mockFetch({
    "GET /api/account": { body: data },
    "GET /api/account/sessions": {
      body: { sessions: [session({ id: "a", current: true }), session({ id: "b", device: "Safari on iOS" })] },
    },
    ...routes,
  });
  const view = renderWithApp(<AccountPage onDeleted={jest.fn()} />, {
    route: "/account",
    user: testUser,
    subscription: subscriptionOf({ hasAccess: true, plan: "pro", generationsRemaining: -1 }),
  });
  return { ...view, fetchMock };
}

const section = (id: string) => within(screen.getByTestId(`account-${id}`));
const bodyOf = (fetchMock: jest.Mock, path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([p, init]) => p === path && init?.method === "POST")![1].body));

it("shows one h1, a heading per section and labelled fields", async () => {
  renderAccount();
  expect(await screen.findByRole("heading", { level: 1, name: "Account" })).toBeInTheDocument();
  const titles = screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
  expect(titles).toEqual([
    "Profile",
    "E-mail",
    "Password",
    "Sessions",
    "E-mails",
    "Plan and billing",
    "Your data",
    "Delete account",
  ]);
  expect(screen.getByLabelText("First name")).toHaveValue("Ada");
  expect(screen.getByLabelText("Last name")).toHaveValue("Lovelace");
  expect(screen.getByLabelText("New e-mail")).toBeInTheDocument();
  expect(screen.getByLabelText("Confirm new password")).toBeInTheDocument();
});

it("saves the profile and marks the user (the navbar's greeting) for reading again", async () => {
  const { fetchMock, queryClient } = renderAccount({
    "POST /api/account/profile": { body: { success: true, message: "Profile saved." } },
  });
  const first = await screen.findByLabelText("First name");
  await userEvent.clear(first);
  await userEvent.type(first, "Augusta");
  await userEvent.click(section("profile").getByRole("button", { name: "Save" }));
  expect(await section("profile").findByRole("status")).toHaveTextContent("Profile saved.");
  expect(bodyOf(fetchMock, "/api/account/profile")).toEqual({ firstName: "Augusta", lastName: "Lovelace" });
  await waitFor(() => expect(queryClient.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(true));
});

it("checks the profile before sending", async () => {
  const { fetchMock } = renderAccount();
  await userEvent.clear(await screen.findByLabelText("First name"));
  await userEvent.click(section("profile").getByRole("button", { name: "Save" }));
  expect(await section("profile").findByRole("alert")).toHaveTextContent("First name is required");
  expect(fetchMock.mock.calls.some(([p]) => p === "/api/account/profile")).toBe(false);
});

it("shows the address, whether it is confirmed, a resend and an address waiting for its link", async () => {
  renderAccount(
    {
      "POST /api/auth/resend-verification": {
        status: 429,
        body: { success: false, error: "Please wait a few minutes before asking for another link." },
      },
    },
    account({ emailVerified: false, pendingEmail: "new@example.com" }),
  );
  const email = within(await screen.findByTestId("account-email"));
  expect(email.getByText("ada@example.com")).toBeInTheDocument();
  expect(email.getByText("Not confirmed")).toBeInTheDocument();
  expect(email.getByTestId("pending-email")).toHaveTextContent("Waiting for confirmation of new@example.com");
  await userEvent.click(email.getByRole("button", { name: "Resend" }));
  await waitFor(() =>
    expect(email.getAllByRole("status")[0]).toHaveTextContent("Please wait a few minutes before asking for another link."),
  );
});

it("changes the address with the current password, then says a link was sent", async () => {
  const { fetchMock } = renderAccount({ "POST /api/account/email": { body: { success: true } } });
  await userEvent.type(await screen.findByLabelText("New e-mail"), "new@example.com");
  await userEvent.type(section("email").getByLabelText("Current password"), "secret123");
  await userEvent.click(screen.getByRole("button", { name: "Change e-mail" }));
  expect(
    await section("email").findByText("We've sent a link to new@example.com. Your address changes when you open it."),
  ).toHaveAttribute("role", "status");
  expect(bodyOf(fetchMock, "/api/account/email")).toEqual({ newEmail: "new@example.com", currentPassword: "secret123" });
});

it("shows a wrong current password on its field", async () => {
  renderAccount({
    "POST /api/account/password": {
      status: 400,
      body: {
        success: false,
        error: "Current password is incorrect",
        issues: [{ path: "currentPassword", message: "Current password is incorrect" }],
      },
    },
  });
  const password = within(await screen.findByTestId("account-password"));
  await userEvent.type(password.getByLabelText("Current password"), "wrong-one");
  await userEvent.type(password.getByLabelText("New password"), "new-secret-1");
  await userEvent.type(password.getByLabelText("Confirm new password"), "new-secret-1");
  await userEvent.click(password.getByRole("button", { name: "Change password" }));
  expect(await password.findByText("Current password is incorrect")).toHaveAttribute("role", "alert");
  expect(password.getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
});

it("changes the password (the confirmation never sent) and empties the form", async () => {
  const { fetchMock } = renderAccount({ "POST /api/account/password": { body: { success: true } } });
  const password = within(await screen.findByTestId("account-password"));
  await userEvent.type(password.getByLabelText("Current password"), "old-secret");
  await userEvent.type(password.getByLabelText("New password"), "new-secret-1");
  await userEvent.type(password.getByLabelText("Confirm new password"), "new-secret-1");
  await userEvent.click(password.getByRole("button", { name: "Change password" }));
  expect(await password.findByText("Password changed. Your other sessions were signed out.")).toBeInTheDocument();
  expect(bodyOf(fetchMock, "/api/account/password")).toEqual({ currentPassword: "old-secret", newPassword: "new-secret-1" });
  expect(password.getByLabelText("Current password")).toHaveValue("");
});

it("lists the sessions with this device marked, and signs out of the others", async () => {
  let listed = 0;
  const { fetchMock } = renderAccount({
    "GET /api/account/sessions": () => ({
      body: {
        sessions:
          ++listed === 1 ? [session({ id: "b" }), session({ id: "a", current: true })] : [session({ id: "a", current: true })],
      },
    }),
    "POST /api/account/sessions/sign-out-others": { body: { success: true, message: "Signed out of 1 other session." } },
  });
  const list = await screen.findByRole("list", { name: "Signed-in sessions" });
  const rows = within(list).getAllByRole("listitem");
  expect(rows).toHaveLength(2);
  expect(rows[0]).toHaveTextContent("This device");
  expect(rows[0]).toHaveTextContent("IP 203.0.113.7");
  expect(rows[0]).toHaveTextContent("last seen 5 minutes ago");
  await userEvent.click(screen.getByRole("button", { name: "Sign out of all other sessions" }));
  expect(await section("sessions").findByText("Signed out of 1 other session.")).toBeInTheDocument();
  await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
  expect(fetchMock.mock.calls.filter(([p]) => p === "/api/account/sessions")).toHaveLength(2);
});

it("switches product e-mails off, saying receipts and security e-mails are always sent", async () => {
  const { fetchMock } = renderAccount({
    "POST /api/account/product-emails": { body: { success: true, message: "Product e-mails are off." } },
  });
  const box = await screen.findByRole("checkbox", { name: "Product e-mails (welcome, trial reminders)" });
  expect(box).toBeChecked();
  expect(section("emails").getByText(/Receipts and security e-mails .* are always sent/)).toBeInTheDocument();
  await userEvent.click(box);
  expect(await section("emails").findByText("Product e-mails are off.")).toBeInTheDocument();
  expect(box).not.toBeChecked();
  expect(bodyOf(fetchMock, "/api/account/product-emails")).toEqual({ enabled: false });
});

it("leads to the dashboard's billing card and the plans, and downloads the data export", async () => {
  renderAccount();
  const plan = within(await screen.findByTestId("account-plan"));
  expect(plan.getByRole("link", { name: "Manage billing on the dashboard" })).toHaveAttribute("href", "/dashboard");
  expect(plan.getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
  const download = section("data").getByRole("link", { name: "Download my data" });
  expect(download).toHaveAttribute("href", "/api/account/export");
  expect(download).toHaveAttribute("download");
  expect(
    section("data").getByText(/profile, subscription and payments, workflow projects, generation history and bulk runs/),
  ).toBeInTheDocument();
});

it("says when the account cannot be loaded, and tries again", async () => {
  let calls = 0;
  mockFetch({
    "GET /api/account": () => (++calls === 1 ? { status: 503, body: { error: "Unavailable" } } : { body: account() }),
  });
  renderWithApp(<AccountPage onDeleted={jest.fn()} />, { route: "/account", user: testUser, subscription: null });
  expect(await screen.findByRole("alert")).toHaveTextContent("Unavailable");
  await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByLabelText("First name")).toHaveValue("Ada");
});
