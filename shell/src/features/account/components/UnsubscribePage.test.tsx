/** @jest-environment jsdom */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LINK_INVALID_MESSAGE } from "@seo/contracts/account";
import { resetAppAroundEachTest } from "../../../testing/appTestLifecycle";
import { mockFetch } from "../../../testing/mockFetch";
import { renderWithApp } from "../../../testing/render";
import { UNSUBSCRIBED, UnsubscribePage } from "./UnsubscribePage";

const TOKEN = "c".repeat(43);

resetAppAroundEachTest();

const renderPage = (search = `?token=${TOKEN}`) =>
  renderWithApp(<UnsubscribePage />, { route: `/unsubscribe${search}`, path: "/unsubscribe", user: null });

it("changes nothing on opening: the button does it, then says what still arrives", async () => {
  const fetchMock = mockFetch({ "POST /api/email/unsubscribe": { body: { success: true, message: UNSUBSCRIBED } } });
  renderPage();
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Product e-mails");
  const button = screen.getByRole("button", { name: "Unsubscribe from product e-mails" });
  await waitFor(() => expect(button).toBeEnabled());
  expect(fetchMock).not.toHaveBeenCalled();
  await userEvent.click(button);
  expect(await screen.findByText(UNSUBSCRIBED)).toHaveAttribute("role", "status");
  expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ token: TOKEN });
});

it("a missing token is an invalid link without a call", async () => {
  const fetchMock = mockFetch({});
  renderPage("");
  expect(await screen.findByRole("alert")).toHaveTextContent(LINK_INVALID_MESSAGE);
  expect(fetchMock).not.toHaveBeenCalled();
});

it("a link the server does not know is an invalid link", async () => {
  mockFetch({ "POST /api/email/unsubscribe": { status: 400, body: { success: false, error: LINK_INVALID_MESSAGE } } });
  renderPage();
  const button = screen.getByRole("button", { name: "Unsubscribe from product e-mails" });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  expect(await screen.findByRole("alert")).toHaveTextContent(LINK_INVALID_MESSAGE);
  expect(screen.getByRole("link", { name: "account page" })).toHaveAttribute("href", "/account");
});

it("a 429 shows the server's text and keeps the button", async () => {
  mockFetch({
    "POST /api/email/unsubscribe": { status: 429, body: { success: false, error: "Too many requests. Please wait a minute." } },
  });
  renderPage();
  const button = screen.getByRole("button", { name: "Unsubscribe from product e-mails" });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  expect(await screen.findByRole("alert")).toHaveTextContent("Too many requests. Please wait a minute.");
  expect(screen.getByRole("button", { name: "Unsubscribe from product e-mails" })).toBeEnabled();
});
