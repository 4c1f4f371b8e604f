/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { browserLocation } from "@seo/ui/browserLocation";
import { resetAppAroundEachTest } from "../../../testing/appTestLifecycle";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp } from "../../../testing/render";
import { LoginPage } from "./LoginPage";

resetAppAroundEachTest();

async function fill(email: string, password: string) {
  if (email) await userEvent.type(screen.getByLabelText("Email"), email);
  if (password) await userEvent.type(screen.getByLabelText("Password"), password);
}

it("shows the heading, subtitle, empty fields and a link to sign up", () => {
  renderWithApp(<LoginPage />, { route: "/login" });
  expect(screen.getByRole("heading", { name: "Welcome Back" })).toBeInTheDocument();
  expect(screen.getByText("Sign in to access your SEO tools")).toBeInTheDocument();
  expect(screen.getByLabelText("Email")).toHaveValue("");
  expect(screen.getByLabelText("Password")).toHaveValue("");
  expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
});

it("has a 'Forgot password?' link under the password field", () => {
  renderWithApp(<LoginPage />, { route: "/login" });
  const link = screen.getByRole("link", { name: "Forgot password?" });
  expect(link).toHaveAttribute("href", "/forgot-password");
  expect(screen.getByLabelText("Password").compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it("validates on submit, then re-validates on change", async () => {
  renderWithApp(<LoginPage />, { route: "/login" });
  await userEvent.type(screen.getByLabelText("Email"), "not-an-email");
  expect(screen.queryByText("Invalid email address")).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
  expect(await screen.findByText("Invalid email address")).toBeInTheDocument();
  expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText("Email"));
  await userEvent.type(screen.getByLabelText("Email"), "ada@example.com");
  await waitFor(() => expect(screen.queryByText("Invalid email address")).not.toBeInTheDocument());
});

it("toggles the password visibility", async () => {
  renderWithApp(<LoginPage />, { route: "/login" });
  const input = screen.getByLabelText("Password");
  expect(input).toHaveAttribute("type", "password");
  await userEvent.click(screen.getByRole("button", { name: "Show password" }));
  expect(input).toHaveAttribute("type", "text");
});

it("on success stores the session, toasts and does a full page load to /", async () => {
  const assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => {});
  let resolve!: () => void;
  const gate = new Promise<void>((r) => (resolve = r));
  const fetchMock = mockFetch({
    "POST /api/auth/login": async () => {
      await gate;
      return { body: { success: true, sessionId: "sess-1" } };
    },
  });
  renderWithApp(<LoginPage />, { route: "/login" });
  await fill("ada@example.com", "secret123");
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
  const busy = await screen.findByRole("button", { name: /Signing in\.\.\./ });
  expect(busy).toBeDisabled();
  resolve();
  await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
  expect(localStorage.getItem("sessionId")).toBe("sess-1");
  expect(await screen.findByText("Welcome back!")).toBeInTheDocument();
  expect(screen.getByText("You've been logged in successfully.")).toBeInTheDocument();
  const [, init] = fetchMock.mock.calls[0]!;
  expect(JSON.parse(String(init!.body))).toEqual({ email: "ada@example.com", password: "secret123" });
});

it("on failure shows 'Login Failed' with the server's error and stays", async () => {
  const assign = jest.spyOn(browserLocation, "assign").mockImplementation(() => {});
  mockFetch({ "POST /api/auth/login": { status: 401, body: { success: false, error: "Invalid email or password" } } });
  renderWithApp(<LoginPage />, { route: "/login" });
  await fill("ada@example.com", "wrong-pass");
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
  expect(await screen.findByText("Login Failed")).toBeInTheDocument();
  expect(screen.getByText("Invalid email or password")).toBeInTheDocument();
  expect(assign).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: "Sign In" })).toBeEnabled();
});

it("an answer without a sessionId fails with 'Login failed'", async () => {
  mockFetch({ "POST /api/auth/login": { body: { success: true } } });
  renderWithApp(<LoginPage />, { route: "/login" });
  await fill("ada@example.com", "secret123");
  await userEvent.click(screen.getByRole("button", { name: "Sign In" }));
  expect(await screen.findByText("Login failed")).toBeInTheDocument();
});
