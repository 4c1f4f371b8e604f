/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SubscriptionInfo, User } from "@seo/contracts/auth";
import { browserLocation } from "@seo/ui/browserLocation";
import { clearToasts } from "@seo/ui/toastStore";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp, subscriptionOf, testUser } from "../../../testing/render";
import { DashboardPage } from "./DashboardPage";

afterEach(() => {
  jest.restoreAllMocks();
  act(() => clearToasts());
  localStorage.clear();
});

function renderDashboard(
  sub: SubscriptionInfo | null,
  { user = testUser as User | null, loading = false, onLogout = jest.fn() } = {},
) {
  return renderWithApp(<DashboardPage user={user} subscription={sub} loading={loading} onLogout={onLogout} />, {
    route: "/dashboard",
    path: "/dashboard",
  });
}

const starter = (patch: Partial<SubscriptionInfo> = {}) =>
  subscriptionOf({
    hasAccess: true,
    plan: "starter",
    generationsUsed: 2,
    generationsRemaining: 3,
    weeklyResetDate: "2030-01-07T10:30:00.000Z",
    ...patch,
  });

it("shows a spinner while loading", () => {
  renderDashboard(null, { loading: true });
  expect(screen.getByTestId("page-spinner")).toBeInTheDocument();
});

it("goes to /login without a user", async () => {
  renderDashboard(null, { user: null });
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/login"));
});

it("without access goes to / after about 100 ms", async () => {
  renderDashboard(subscriptionOf({ hasAccess: false }));
  expect(screen.getByTestId("location")).toHaveTextContent("/dashboard");
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/$/));
});

it("Starter: badge, welcome, usage counter and bar, reset time, '{n} left' and a greyed Pro Only workflow", () => {
  renderDashboard(starter());
  expect(screen.getByTestId("plan-badge")).toHaveTextContent("Starter Plan");
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Ada Lovelace");
  const usage = screen.getByTestId("usage-card");
  expect(within(usage).getByText("2/5 generations used")).toBeInTheDocument();
  expect(within(usage).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "2");
  expect(within(usage).getByRole("progressbar")).toHaveAttribute("aria-valuemax", "5");
  expect(within(usage).getByText(/^Resets /)).toBeInTheDocument();
  expect(screen.getAllByText("3 left")).toHaveLength(4);
  expect(screen.getAllByText("AVAILABLE")).toHaveLength(4);
  const workflow = screen.getByTestId("workflow-card");
  expect(within(workflow).getByText("Pro Only")).toBeInTheDocument();
  expect(within(workflow).getByRole("link", { name: /Upgrade to Pro/ })).toHaveAttribute("href", "/pricing");
  expect(screen.queryByTestId("get-started-card")).not.toBeInTheDocument();
  expect(screen.getByTestId("benefits-card")).toBeInTheDocument();
});

it("Starter at 0 remaining: Locked, LOCKED with LIMIT REACHED, 'Upgrade Required' toast then /pricing after 1 s", async () => {
  renderDashboard(starter({ generationsUsed: 5, generationsRemaining: 0 }));
  expect(screen.getAllByText("Locked")).toHaveLength(4);
  expect(screen.getAllByText("LOCKED")).toHaveLength(4);
  await userEvent.click(screen.getByRole("button", { name: "LIMIT REACHED Descripto" }));
  expect(await screen.findByText("Upgrade Required")).toBeInTheDocument();
  expect(
    screen.getByText("You've reached your weekly generation limit. Upgrade to Pro for unlimited access."),
  ).toBeInTheDocument();
  expect(screen.getByTestId("location")).toHaveTextContent("/dashboard");
  await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/pricing"), { timeout: 2000 });
});

it("Pro: Pro Plan badge, workflow buttons to /workflow-projects, LAUNCH clears the workflow keys", async () => {
  localStorage.setItem("workflowMode", "true");
  localStorage.setItem("currentWorkflowStep", "descripto");
  renderDashboard(subscriptionOf({ hasAccess: true, plan: "pro", generationsRemaining: -1 }));
  expect(screen.getByTestId("plan-badge")).toHaveTextContent("Pro Plan");
  expect(screen.queryByText("Pro Only")).not.toBeInTheDocument();
  expect(screen.queryByTestId("usage-card")).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Manage Projects" })).toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Start New SEO Project" }));
  expect(screen.getByTestId("location")).toHaveTextContent("/workflow-projects");
});

it("LAUNCH opens the tool and clears workflowMode and currentWorkflowStep", async () => {
  localStorage.setItem("workflowMode", "true");
  localStorage.setItem("currentWorkflowStep", "descripto");
  renderDashboard(subscriptionOf({ hasAccess: true, plan: "pro", generationsRemaining: -1 }));
  await userEvent.click(screen.getByRole("button", { name: "LAUNCH TrendSpy" }));
  expect(screen.getByTestId("location")).toHaveTextContent("/trendspy");
  expect(localStorage.getItem("workflowMode")).toBeNull();
  expect(localStorage.getItem("currentWorkflowStep")).toBeNull();
});

it("single plan: other tools show LOCKED with UPGRADE REQUIRED", () => {
  renderDashboard(subscriptionOf({ hasAccess: true, plan: "single", selectedTool: "seosnapshot" }));
  expect(screen.getAllByRole("button", { name: /^UPGRADE REQUIRED/ })).toHaveLength(3);
  expect(screen.getByRole("button", { name: "LAUNCH SeoSnapshot" })).toBeInTheDocument();
});

it("no plan: 'No Plan' badge and the get-started card", async () => {
  renderDashboard(subscriptionOf({ hasAccess: false, plan: null }), {
    user: { ...testUser, email: "admin@example.com", canActivateAdmin: true },
  });
  expect(screen.getByTestId("plan-badge")).toHaveTextContent("No Plan");
  expect(screen.getByTestId("get-started-card")).toBeInTheDocument();
});

describe("admin activation", () => {
  // The server says this account may activate admin access (it knows ADMIN_EMAIL; the client does not).
  const admin: User = { ...testUser, email: "admin@example.com", canActivateAdmin: true };

  it("is shown to the designated admin without access, who is not redirected; success toasts and reloads", async () => {
    const reload = jest.spyOn(browserLocation, "reload").mockImplementation(() => {});
    mockFetch({ "POST /api/admin/grant-access": { body: { success: true } } });
    renderDashboard(subscriptionOf({ hasAccess: false }), { user: admin });
    await userEvent.click(screen.getByRole("button", { name: "Activate Admin Access" }));
    expect(await screen.findByText("Admin Access Granted")).toBeInTheDocument();
    expect(screen.getByText("You now have access to all tools.")).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 2000 });
    expect(screen.getByTestId("location")).toHaveTextContent("/dashboard");
  });

  it("a refused grant shows 'Access Denied' with the server's error", async () => {
    mockFetch({ "POST /api/admin/grant-access": { status: 403, body: { error: "Not the designated admin" } } });
    renderDashboard(subscriptionOf({ hasAccess: false }), { user: admin });
    await userEvent.click(screen.getByRole("button", { name: "Activate Admin Access" }));
    expect(await screen.findByText("Access Denied")).toBeInTheDocument();
    expect(screen.getByText("Not the designated admin")).toBeInTheDocument();
  });

  it("a refused grant without an error uses the fallback text", async () => {
    mockFetch({ "POST /api/admin/grant-access": { status: 500, body: {} } });
    renderDashboard(subscriptionOf({ hasAccess: false }), { user: admin });
    await userEvent.click(screen.getByRole("button", { name: "Activate Admin Access" }));
    expect(await screen.findByText("Unable to grant admin access.")).toBeInTheDocument();
  });

  it("a network failure shows 'Error' / 'Failed to grant admin access.'", async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError("Failed to fetch")) as never;
    renderDashboard(subscriptionOf({ hasAccess: false }), { user: admin });
    await userEvent.click(screen.getByRole("button", { name: "Activate Admin Access" }));
    expect(await screen.findByText("Failed to grant admin access.")).toBeInTheDocument();
    expect(screen.getByText("Error")).toBeInTheDocument();
  });

  it("is not shown to other users", () => {
    renderDashboard(starter());
    expect(screen.queryByTestId("admin-card")).not.toBeInTheDocument();
  });
});

it("the logout button calls onLogout", async () => {
  const onLogout = jest.fn();
  renderDashboard(starter(), { onLogout });
  await userEvent.click(screen.getByRole("button", { name: "Logout" }));
  expect(onLogout).toHaveBeenCalled();
});

describe("the e-mail confirmation banner", () => {
  const unconfirmed = { ...testUser, emailVerified: false };

  it("asks an unconfirmed user to confirm, naming the address", () => {
    renderDashboard(starter(), { user: unconfirmed });
    expect(screen.getByTestId("verify-email-banner")).toHaveTextContent(
      "Confirm your e-mail address: we sent a link to ada@example.com. The Pro trial and purchases need a confirmed address.",
    );
  });

  it.each([
    ["a confirmed user", { ...testUser, emailVerified: true }],
    ["a user the server says nothing about", testUser],
  ])("is not shown to %s", (_name, user) => {
    renderDashboard(starter(), { user });
    expect(screen.queryByTestId("verify-email-banner")).not.toBeInTheDocument();
  });

  it("Resend asks for a new link and shows the server's answer", async () => {
    localStorage.setItem("sessionId", "s1");
    const fetchMock = mockFetch({
      "POST /api/auth/resend-verification": { body: { success: true, message: "We've sent a new link to ada@example.com." } },
    });
    renderDashboard(starter(), { user: unconfirmed });
    const banner = within(screen.getByTestId("verify-email-banner"));
    await userEvent.click(banner.getByRole("button", { name: "Resend" }));
    await waitFor(() => expect(banner.getByRole("status")).toHaveTextContent("We've sent a new link to ada@example.com."));
    const resend = fetchMock.mock.calls.find(([path]) => path === "/api/auth/resend-verification");
    expect(resend?.[1]?.method).toBe("POST");
  });

  it("a 429 shows the server's 'Please wait' in the status", async () => {
    localStorage.setItem("sessionId", "s1");
    mockFetch({
      "POST /api/auth/resend-verification": {
        status: 429,
        body: { success: false, error: "Please wait a few minutes before asking for another link." },
      },
    });
    renderDashboard(starter(), { user: unconfirmed });
    const banner = within(screen.getByTestId("verify-email-banner"));
    await userEvent.click(banner.getByRole("button", { name: "Resend" }));
    await waitFor(() =>
      expect(banner.getByRole("status")).toHaveTextContent("Please wait a few minutes before asking for another link."),
    );
  });
});
