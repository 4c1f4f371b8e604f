/** @jest-environment jsdom */
import { StrictMode } from "react";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LINK_INVALID_MESSAGE } from "@seo/contracts/account";
import type { User } from "@seo/contracts/auth";
import { USER_QUERY_KEY } from "@seo/ui/api";
import { resetAppAroundEachTest } from "../../../testing/appTestLifecycle";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp, testUser } from "../../../testing/render";
import { EMAIL_CONFIRMED, VerifyEmailPage } from "./VerifyEmailPage";

const TOKEN = "b".repeat(43);

resetAppAroundEachTest();

const renderVerify = (user: User | null, search = `?token=${TOKEN}`) =>
  renderWithApp(
    <StrictMode>
      <VerifyEmailPage />
    </StrictMode>,
    { route: `/verify-email${search}`, path: "/verify-email", user },
  );

const verifyCalls = (fetchMock: jest.Mock) => fetchMock.mock.calls.filter(([path]) => path === "/api/auth/verify-email");

it("says it is confirming, then confirms once (React's double effects do not spend the token twice)", async () => {
  const fetchMock = mockFetch({ "POST /api/auth/verify-email": { body: { success: true, message: EMAIL_CONFIRMED } } });
  renderVerify(null);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Confirm your e-mail");
  expect(screen.getByRole("status", { name: "Confirming your e-mail" })).toBeInTheDocument();
  expect(await screen.findByText(EMAIL_CONFIRMED)).toHaveAttribute("role", "status");
  expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  expect(verifyCalls(fetchMock)).toHaveLength(1);
  expect(JSON.parse(String(verifyCalls(fetchMock)[0]![1].body))).toEqual({ token: TOKEN });
});

it("signed in, leads to the dashboard and reads the user again (now confirmed)", async () => {
  localStorage.setItem("sessionId", "s1");
  const fetchMock = mockFetch({
    "POST /api/auth/verify-email": { body: { success: true } },
    "/api/auth/user": { body: { ...testUser, emailVerified: true } },
  });
  const { queryClient } = renderVerify({ ...testUser, emailVerified: false });
  expect(await screen.findByRole("link", { name: "Go to dashboard" })).toHaveAttribute("href", "/dashboard");
  await waitFor(() => expect(queryClient.getQueryData<User>(USER_QUERY_KEY)?.emailVerified).toBe(true));
  expect(verifyCalls(fetchMock)).toHaveLength(1);
});

it("a malformed token is an invalid link without a call", async () => {
  const fetchMock = mockFetch({});
  renderVerify(null, "?token=nope");
  expect(await screen.findByRole("alert")).toHaveTextContent(LINK_INVALID_MESSAGE);
  expect(fetchMock).not.toHaveBeenCalled();
});

it("an expired link, signed out: the message and the way to sign in", async () => {
  mockFetch({ "POST /api/auth/verify-email": { status: 400, body: { success: false, error: LINK_INVALID_MESSAGE } } });
  renderVerify(null);
  expect(await screen.findByRole("alert")).toHaveTextContent(LINK_INVALID_MESSAGE);
  expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
  expect(screen.queryByRole("button", { name: "Resend" })).not.toBeInTheDocument();
});

it("an expired link, signed in: Resend asks for a new link and shows the answer", async () => {
  localStorage.setItem("sessionId", "s1");
  mockFetch({
    "POST /api/auth/verify-email": { status: 400, body: { success: false, error: LINK_INVALID_MESSAGE } },
    "POST /api/auth/resend-verification": { body: { success: true, message: "We've sent a new link to ada@example.com." } },
  });
  renderVerify({ ...testUser, emailVerified: false });
  await userEvent.click(await screen.findByRole("button", { name: "Resend" }));
  await waitFor(() =>
    expect(screen.getAllByRole("status").some((s) => s.textContent === "We've sent a new link to ada@example.com.")).toBe(true),
  );
});

it("a server failure says so and can try again", async () => {
  let calls = 0;
  mockFetch({
    "POST /api/auth/verify-email": () =>
      ++calls === 1 ? { status: 503, body: { error: "Try again later" } } : { body: { success: true } },
  });
  renderVerify(null);
  expect(await screen.findByRole("alert")).toHaveTextContent("Try again later");
  await userEvent.click(screen.getByRole("button", { name: "Try again" }));
  expect(await screen.findByText(EMAIL_CONFIRMED)).toBeInTheDocument();
});
