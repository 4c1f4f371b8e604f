/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FORGOT_PASSWORD_MESSAGE } from "@seo/contracts/account";
import { resetAppAroundEachTest } from "../../../testing/appTestLifecycle";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp, testUser } from "../../../testing/render";
import { ForgotPasswordPage } from "./ForgotPasswordPage";

resetAppAroundEachTest();

async function send(email: string) {
  await userEvent.type(screen.getByLabelText("Email"), email);
  await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
}

it("has one heading, a labelled e-mail field and the way back to sign in", () => {
  renderWithApp(<ForgotPasswordPage />, { route: "/forgot-password", user: null });
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  expect(screen.getByRole("heading", { name: "Forgot your password?" })).toBeInTheDocument();
  expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
  expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
});

it("checks the address before sending, with the message announced", async () => {
  const fetchMock = mockFetch({});
  renderWithApp(<ForgotPasswordPage />, { route: "/forgot-password", user: null });
  await send("not-an-email");
  expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email address");
  expect(screen.getByLabelText("Email")).toHaveAttribute("aria-invalid", "true");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("sends the address and shows the server's answer in place of the form, with a link back to sign in", async () => {
  const fetchMock = mockFetch({
    "POST /api/auth/forgot-password": { body: { success: true, message: FORGOT_PASSWORD_MESSAGE } },
  });
  renderWithApp(<ForgotPasswordPage />, { route: "/forgot-password", user: null });
  await send("  ada@example.com ");
  expect(await screen.findByRole("status")).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
  expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Back to sign in" })).toHaveAttribute("href", "/login");
  const [, init] = fetchMock.mock.calls[0]!;
  expect(init?.method).toBe("POST");
  expect(JSON.parse(String(init!.body))).toEqual({ email: "ada@example.com" });
});

it("shows a 400's field message on the field", async () => {
  mockFetch({
    "POST /api/auth/forgot-password": {
      status: 400,
      body: {
        success: false,
        error: "Invalid email: Email is too long",
        issues: [{ path: "email", message: "Email is too long" }],
      },
    },
  });
  renderWithApp(<ForgotPasswordPage />, { route: "/forgot-password", user: null });
  await send("ada@example.com");
  expect(await screen.findByText("Email is too long")).toHaveAttribute("role", "alert");
});

it("a 429 shows the server's text and keeps the form", async () => {
  mockFetch({
    "POST /api/auth/forgot-password": {
      status: 429,
      body: { success: false, error: "Too many reset requests. Please try again later." },
    },
  });
  renderWithApp(<ForgotPasswordPage />, { route: "/forgot-password", user: null });
  await send("ada@example.com");
  expect(await screen.findByRole("alert")).toHaveTextContent("Too many reset requests. Please try again later.");
  expect(screen.getByRole("button", { name: "Send reset link" })).toBeEnabled();
});

it("signed in, leads back to the account page", async () => {
  mockFetch({ "POST /api/auth/forgot-password": { body: { success: true } } });
  renderWithApp(<ForgotPasswordPage />, { route: "/forgot-password", user: testUser });
  expect(screen.getByRole("link", { name: "Back to your account" })).toHaveAttribute("href", "/account");
  await send("ada@example.com");
  // The contract's wording when the server sends none.
  await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent(FORGOT_PASSWORD_MESSAGE));
});
