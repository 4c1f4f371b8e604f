/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LINK_INVALID_MESSAGE } from "@seo/contracts/account";
import { resetAppAroundEachTest } from "../../../testing/appTestLifecycle";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp } from "../../../testing/render";
import { PASSWORD_CHANGED, ResetPasswordPage } from "./ResetPasswordPage";

const TOKEN = "a".repeat(43);

resetAppAroundEachTest();

const renderReset = (search = `?token=${TOKEN}`) =>
  renderWithApp(<ResetPasswordPage />, { route: `/reset-password${search}`, path: "/reset-password", user: null });

async function choose(password: string, confirm = password) {
  await userEvent.type(screen.getByLabelText("New password"), password);
  await userEvent.type(screen.getByLabelText("Confirm new password"), confirm);
  await userEvent.click(screen.getByRole("button", { name: "Set new password" }));
}

it.each([
  ["no token", ""],
  ["a malformed token", "?token=short"],
])("with %s shows the invalid link without asking the server", async (_name, search) => {
  const fetchMock = mockFetch({});
  renderReset(search);
  expect(await screen.findByRole("alert")).toHaveTextContent(LINK_INVALID_MESSAGE);
  expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("labels both fields, each with its own show/hide toggle", async () => {
  renderReset();
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Set a new password");
  expect(screen.getByLabelText("New password")).toHaveAttribute("type", "password");
  await userEvent.click(screen.getByRole("button", { name: "Show confirm password" }));
  expect(screen.getByLabelText("Confirm new password")).toHaveAttribute("type", "text");
  expect(screen.getByLabelText("New password")).toHaveAttribute("type", "password");
});

it("checks the confirmation before sending", async () => {
  const fetchMock = mockFetch({});
  renderReset();
  await choose("new-secret-1", "new-secret-2");
  expect(await screen.findByText("Passwords don't match")).toHaveAttribute("role", "alert");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("sends the token and the password (never the confirmation), then says to sign in again", async () => {
  const fetchMock = mockFetch({ "POST /api/auth/reset-password": { body: { success: true, message: PASSWORD_CHANGED } } });
  localStorage.setItem("sessionId", "old-session");
  renderReset();
  await choose("new-secret-1");
  expect(await screen.findByText(PASSWORD_CHANGED)).toHaveAttribute("role", "status");
  expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ token: TOKEN, password: "new-secret-1" });
  // The token leaves the address; the stored session is gone (the server ended them all).
  expect(screen.getByTestId("location")).toHaveTextContent(/^\/reset-password$/);
  expect(localStorage.getItem("sessionId")).toBeNull();
});

it("an expired or used link says so, with the way to a new one", async () => {
  mockFetch({ "POST /api/auth/reset-password": { status: 400, body: { success: false, error: LINK_INVALID_MESSAGE } } });
  renderReset();
  await choose("new-secret-1");
  expect(await screen.findByRole("alert")).toHaveTextContent(LINK_INVALID_MESSAGE);
  expect(screen.getByRole("link", { name: "Request a new link" })).toBeInTheDocument();
  expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
});

it("shows the server's field messages on their fields (a common password)", async () => {
  mockFetch({
    "POST /api/auth/reset-password": {
      status: 400,
      body: {
        success: false,
        error: "Invalid password: This password is too common",
        issues: [{ path: "password", message: "This password is too common" }],
      },
    },
  });
  renderReset();
  await choose("password123");
  expect(await screen.findByText("This password is too common")).toHaveAttribute("id", "reset-password-error");
  expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
  expect(screen.getByLabelText("New password")).toHaveFocus();
});

it("a 429 or a server failure shows the message and keeps the form", async () => {
  mockFetch({
    "POST /api/auth/reset-password": {
      status: 429,
      body: { success: false, error: "Please wait a minute before trying again." },
    },
  });
  renderReset();
  await choose("new-secret-1");
  expect(await screen.findByRole("alert")).toHaveTextContent("Please wait a minute before trying again.");
  await waitFor(() => expect(screen.getByRole("button", { name: "Set new password" })).toBeEnabled());
});
