/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { browserLocation } from "@seo/ui/browserLocation";
import { resetAppAroundEachTest } from "../../../testing/appTestLifecycle";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp } from "../../../testing/render";
import { SignupPage } from "./SignupPage";

resetAppAroundEachTest();
beforeEach(() => {
  sessionStorage.clear();
  // jsdom cannot load pages; the success tests read the call instead.
  jest.spyOn(browserLocation, "assign").mockImplementation(() => {});
});

async function fillAll(overrides: Partial<Record<string, string>> = {}) {
  const v = {
    first: "Ada",
    last: "Lovelace",
    email: "ada@example.com",
    password: "secret123",
    confirm: "secret123",
    ...overrides,
  };
  if (v.first) await userEvent.type(screen.getByLabelText("First name"), v.first);
  if (v.last) await userEvent.type(screen.getByLabelText("Last name"), v.last);
  if (v.email) await userEvent.type(screen.getByLabelText("Email"), v.email);
  if (v.password) await userEvent.type(screen.getByLabelText("Password"), v.password);
  if (v.confirm) await userEvent.type(screen.getByLabelText("Confirm password"), v.confirm);
}

it("shows the heading, subtitle and a link to sign in", () => {
  renderWithApp(<SignupPage />, { route: "/signup" });
  expect(screen.getByRole("heading", { name: "Create Account" })).toBeInTheDocument();
  expect(screen.getByText("Join to start optimizing your SEO")).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
});

it("shows every validation message on an empty submit", async () => {
  renderWithApp(<SignupPage />, { route: "/signup" });
  await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
  expect(await screen.findByText("First name is required")).toBeInTheDocument();
  expect(screen.getByText("Last name is required")).toBeInTheDocument();
  expect(screen.getByText("Invalid email address")).toBeInTheDocument();
  expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
});

it('shows "Passwords don\'t match" on confirmPassword and clears it on change', async () => {
  renderWithApp(<SignupPage />, { route: "/signup" });
  await fillAll({ confirm: "different" });
  await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
  const message = await screen.findByText("Passwords don't match");
  expect(screen.getByLabelText("Confirm password").closest("div")?.parentElement).toContainElement(message);
  await userEvent.clear(screen.getByLabelText("Confirm password"));
  await userEvent.type(screen.getByLabelText("Confirm password"), "secret123");
  await waitFor(() => expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument());
});

it("has independent show/hide toggles per password field", async () => {
  renderWithApp(<SignupPage />, { route: "/signup" });
  await userEvent.click(screen.getByRole("button", { name: "Show password" }));
  expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");
  expect(screen.getByLabelText("Confirm password")).toHaveAttribute("type", "password");
  await userEvent.click(screen.getByRole("button", { name: "Show confirm password" }));
  expect(screen.getByLabelText("Confirm password")).toHaveAttribute("type", "text");
});

it("on success sends the four fields (never confirmPassword), toasts and does a full page load to /", async () => {
  const fetchMock = mockFetch({ "POST /api/auth/signup": { body: { success: true } }, "/api/auth/user": { status: 401 } });
  renderWithApp(<SignupPage />, { route: "/signup" });
  await fillAll();
  await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
  expect(await screen.findByText("Account Created!")).toBeInTheDocument();
  expect(browserLocation.assign).toHaveBeenCalledWith("/");
  // The toast is still there after the page load.
  expect(JSON.parse(sessionStorage.getItem("pendingToast") ?? "null")).toMatchObject({ title: "Account Created!" });
  const call = fetchMock.mock.calls.find(([p]) => p === "/api/auth/signup")!;
  expect(JSON.parse(String(call[1]!.body))).toEqual({
    email: "ada@example.com",
    password: "secret123",
    firstName: "Ada",
    lastName: "Lovelace",
  });
});

it("keeps the session id the sign-up answer carries (sign-up also signs in)", async () => {
  mockFetch({
    "POST /api/auth/signup": { status: 201, body: { success: true, sessionId: "new-session" } },
    "/api/auth/user": { status: 401 },
  });
  renderWithApp(<SignupPage />, { route: "/signup" });
  await fillAll();
  await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
  await waitFor(() => expect(localStorage.getItem("sessionId")).toBe("new-session"));
});

it("on failure shows 'Signup Failed' with the server's message", async () => {
  mockFetch({ "POST /api/auth/signup": { status: 409, body: { error: "An account with this email already exists" } } });
  renderWithApp(<SignupPage />, { route: "/signup" });
  await fillAll();
  await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
  expect(await screen.findByText("Signup Failed")).toBeInTheDocument();
  expect(screen.getByText("An account with this email already exists")).toBeInTheDocument();
  expect(screen.getByTestId("location")).toHaveTextContent("/signup");
});

it("shows 'Creating account...' while busy", async () => {
  mockFetch({ "POST /api/auth/signup": () => new Promise<never>(() => {}) });
  renderWithApp(<SignupPage />, { route: "/signup" });
  await fillAll();
  await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
  expect(await screen.findByRole("button", { name: /Creating account\.\.\./ })).toBeDisabled();
});

it("a visitor sent by a plan button (?next=/pricing) is taken back to the plans; any other next goes home", async () => {
  mockFetch({ "POST /api/auth/signup": { body: { success: true } }, "/api/auth/user": { status: 401 } });
  const { unmount } = renderWithApp(<SignupPage />, { route: "/signup?next=%2Fpricing" });
  // "Sign in" keeps where the user is headed.
  expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login?next=%2Fpricing");
  await fillAll();
  await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
  await screen.findByText("Account Created!");
  expect(browserLocation.assign).toHaveBeenLastCalledWith("/pricing");
  unmount();

  renderWithApp(<SignupPage />, { route: "/signup?next=https%3A%2F%2Fevil.example%2F" });
  await fillAll();
  await userEvent.click(screen.getByRole("button", { name: "Create Account" }));
  await waitFor(() => expect(browserLocation.assign).toHaveBeenLastCalledWith("/"));
});
