/** @jest-environment jsdom */
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { clearToasts } from "@seo/ui/toastStore";
import { mockFetch } from "../../testing/mockFetch";
import { renderWithApp } from "../../testing/render";
import { TestCardForm } from "./TestCardForm";

beforeEach(() => localStorage.setItem("sessionId", "s1"));
afterEach(() => {
  jest.restoreAllMocks();
  act(() => clearToasts());
});

function renderForm(onPaid = jest.fn()) {
  renderWithApp(<TestCardForm clientSecret="pi_test_secret" payLabel="Pay $19.00" onPaid={onPaid} />);
  return {
    onPaid,
    number: screen.getByLabelText("Card number"),
    expiry: screen.getByLabelText("Expiry date"),
    cvc: screen.getByLabelText("CVC"),
    pay: () => userEvent.click(screen.getByRole("button", { name: "Pay $19.00" })),
  };
}

it("groups the card number in fours and formats the expiry as it is typed", async () => {
  const { number, expiry, cvc } = renderForm();
  await userEvent.type(number, "4242424242424242");
  expect(number).toHaveValue("4242 4242 4242 4242");
  for (const typed of ["1230", "12/30", "12 / 30"]) {
    await userEvent.clear(expiry);
    await userEvent.type(expiry, typed);
    expect(expiry).toHaveValue("12 / 30");
  }
  await userEvent.type(cvc, "12a3");
  expect(cvc).toHaveValue("123");
});

it("numeric keyboards and the browser's card autofill", () => {
  const { number, expiry, cvc } = renderForm();
  expect(number).toHaveAttribute("inputmode", "numeric");
  expect(number).toHaveAttribute("autocomplete", "cc-number");
  expect(expiry).toHaveAttribute("inputmode", "numeric");
  expect(expiry).toHaveAttribute("autocomplete", "cc-exp");
  expect(cvc).toHaveAttribute("inputmode", "numeric");
  expect(cvc).toHaveAttribute("autocomplete", "cc-csc");
});

it("sends '1230' as '12 / 30' and the number grouped", async () => {
  const sent: unknown[] = [];
  mockFetch({
    "POST /api/billing/test/confirm": (init) => {
      sent.push(JSON.parse(String(init?.body)));
      return { body: { status: "succeeded" } };
    },
  });
  const { number, expiry, cvc, pay, onPaid } = renderForm();
  await userEvent.type(number, "4242424242424242");
  await userEvent.type(expiry, "1230");
  await userEvent.type(cvc, "123");
  await pay();
  await waitFor(() => expect(onPaid).toHaveBeenCalled());
  expect(sent).toEqual([{ clientSecret: "pi_test_secret", cardNumber: "4242 4242 4242 4242", expiry: "12 / 30", cvc: "123" }]);
});

it("shows each mistake beside its field, marks it invalid and focuses the first; nothing is sent", async () => {
  const fetchMock = mockFetch({});
  const { number, expiry, cvc, pay } = renderForm();
  await userEvent.type(number, "4242 4242 4242 4242");
  await userEvent.type(expiry, "13");
  await pay();

  expect(number).toHaveAttribute("aria-invalid", "false");
  expect(expiry).toHaveAttribute("aria-invalid", "true");
  expect(expiry).toHaveAccessibleDescription("Your card's expiration date is incomplete.");
  expect(cvc).toHaveAttribute("aria-invalid", "true");
  expect(cvc).toHaveAccessibleDescription("Enter the CVC.");
  expect(expiry).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();

  // fixing a field clears its message; the other keeps its own
  await userEvent.type(expiry, "30");
  expect(expiry).toHaveAttribute("aria-invalid", "false");
  expect(expiry).not.toHaveAccessibleDescription();
  expect(cvc).toHaveAttribute("aria-invalid", "true");
});

it("an empty form focuses the card number and says it is needed", async () => {
  mockFetch({});
  const { number, pay } = renderForm();
  await pay();
  expect(number).toHaveFocus();
  expect(number).toHaveAttribute("aria-invalid", "true");
  expect(number).toHaveAccessibleDescription("Enter your card number.");
});

it("a refusal about one field (the processor's code) goes beside that field; a decline stays a toast", async () => {
  let reply = { status: 402, body: { error: "Your card's security code is incomplete.", code: "invalid_cvc" } };
  mockFetch({ "POST /api/billing/test/confirm": () => reply });
  const { number, expiry, cvc, pay } = renderForm();
  await userEvent.type(number, "4000000000000002");
  await userEvent.type(expiry, "1230");
  await userEvent.type(cvc, "123");
  await pay();
  await waitFor(() => expect(cvc).toHaveAttribute("aria-invalid", "true"));
  expect(cvc).toHaveAccessibleDescription("Your card's security code is incomplete.");
  expect(cvc).toHaveFocus();
  expect(screen.queryByText("Payment Failed")).not.toBeInTheDocument();

  reply = { status: 402, body: { error: "Your card was declined.", code: "card_declined" } };
  await pay();
  expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
  expect(screen.getByText("Your card was declined.")).toBeInTheDocument();
});
