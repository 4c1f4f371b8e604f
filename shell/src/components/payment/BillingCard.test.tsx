/** @jest-environment jsdom */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { clearToasts } from "@seo/ui/toastStore";
import type { Catalogue } from "@seo/contracts/billing";
import { billingStatusOf, catalogueOf, typeTestCard } from "../../testing/billing";
import { mockFetch } from "../../testing/mockFetch";
import { renderWithApp } from "../../testing/render";
import { BillingCard } from "./BillingCard";

afterEach(() => {
  jest.restoreAllMocks();
  act(() => clearToasts());
});

const DUE = { clientSecret: "pi_test_due_secret_abc", intent: "payment", amount: 19, currency: "usd", mode: "test" };

describe("update card after a failed payment (test mode)", () => {
  it("0002 is declined with 'Payment Failed' and stays past due; 4242 pays the open invoice and the card says active", async () => {
    const confirmations: unknown[] = [];
    let paid = false;
    const fetchMock = mockFetch({
      "GET /api/billing/subscription": () => ({
        body: paid
          ? billingStatusOf({ status: "active" })
          : billingStatusOf({ status: "past_due", pastDueSince: "2030-01-02T00:00:00.000Z" }),
      }),
      "GET /api/billing/plans": { body: catalogueOf() },
      "POST /api/billing/update-card": { body: DUE },
      "POST /api/billing/test/confirm": (init) => {
        const body = JSON.parse(String(init?.body)) as { cardNumber: string };
        confirmations.push(body);
        paid = body.cardNumber.replace(/\s/g, "") === "4242424242424242";
        return paid
          ? { body: { status: "succeeded" } }
          : { status: 402, body: { error: "Your card was declined.", code: "card_declined" } };
      },
      "POST /api/billing/sync": { body: billingStatusOf({ status: "active" }) },
    });
    renderWithApp(<BillingCard />);
    expect(await screen.findByText("Payment failed — update card")).toBeInTheDocument();
    expect(screen.queryByTestId("update-card-form")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Update card" }));

    const form = await screen.findByTestId("update-card-form");
    expect(within(form).getByText("Test mode — no real charges")).toBeInTheDocument();
    await typeTestCard("4000 0000 0000 0002", "12 / 34", form);
    await userEvent.click(within(form).getByRole("button", { name: "Pay $19.00" }));
    expect(await screen.findByText("Payment Failed")).toBeInTheDocument();
    expect(screen.getByText("Your card was declined.")).toBeInTheDocument();
    expect(screen.getByTestId("billing-status")).toHaveTextContent("Payment failed — update card");
    expect(screen.getByTestId("update-card-form")).toBeInTheDocument();

    const number = within(form).getByLabelText("Card number");
    await userEvent.clear(number);
    await userEvent.type(number, "4242 4242 4242 4242");
    await userEvent.click(within(form).getByRole("button", { name: "Pay $19.00" }));
    expect(await screen.findByText("Payment Successful")).toBeInTheDocument();
    expect(screen.getByText("Your card was updated and your subscription is active again.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("billing-status")).toHaveTextContent(/^Active — renews on/));
    expect(screen.queryByTestId("update-card-form")).not.toBeInTheDocument();
    expect(confirmations).toEqual([
      { clientSecret: DUE.clientSecret, cardNumber: "4000 0000 0000 0002", expiry: "12 / 34", cvc: "123" },
      { clientSecret: DUE.clientSecret, cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" },
    ]);
    expect(fetchMock).toHaveBeenCalledWith("/api/billing/sync", expect.objectContaining({ method: "POST" }));
  });

  it("says why when there is nothing to pay", async () => {
    mockFetch({
      "GET /api/billing/subscription": { body: billingStatusOf({ status: "past_due" }) },
      "GET /api/billing/plans": { body: catalogueOf() },
      "POST /api/billing/update-card": { status: 409, body: { error: "There is no failed payment to pay." } },
    });
    renderWithApp(<BillingCard />);
    await userEvent.click(await screen.findByRole("button", { name: "Update card" }));
    expect(await screen.findByText("Billing Error")).toBeInTheDocument();
    expect(screen.getByText("There is no failed payment to pay.")).toBeInTheDocument();
    expect(screen.queryByTestId("update-card-form")).not.toBeInTheDocument();
  });

  it("is offered only after a failed payment, and with Stripe only when the Payment Element can load", async () => {
    mockFetch({
      "GET /api/billing/subscription": { body: billingStatusOf({ status: "active" }) },
      "GET /api/billing/plans": { body: catalogueOf() },
    });
    const { unmount } = renderWithApp(<BillingCard />);
    expect(await screen.findByText(/^Active — renews on/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update card" })).not.toBeInTheDocument();
    unmount();

    mockFetch({
      "GET /api/billing/subscription": { body: billingStatusOf({ status: "past_due", mode: "stripe", portalAvailable: true }) },
      "GET /api/billing/plans": { body: { ...catalogueOf(), mode: "stripe" } },
    });
    renderWithApp(<BillingCard />);
    expect(await screen.findByRole("button", { name: "Manage billing" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Update card" })).not.toBeInTheDocument();
  });
});

describe("a Single Tool switch waiting for the renewal", () => {
  it("says which tool takes over and when; nothing is said without one", async () => {
    mockFetch({
      "GET /api/billing/subscription": {
        body: billingStatusOf({
          plan: "single",
          selectedTool: "descripto",
          pendingToolChange: { selectedTool: "hookgenie", effectiveAt: "2030-02-01T12:00:00.000Z" },
        }),
      },
      "GET /api/billing/plans": { body: catalogueOf() },
    });
    const { unmount } = renderWithApp(<BillingCard />);
    expect(await screen.findByTestId("pending-tool-change")).toHaveTextContent("Switches to HookGenie on February 1, 2030");
    unmount();

    mockFetch({
      "GET /api/billing/subscription": { body: billingStatusOf({ plan: "single", selectedTool: "descripto" }) },
      "GET /api/billing/plans": { body: catalogueOf() },
    });
    renderWithApp(<BillingCard />);
    expect(await screen.findByTestId("billing-card")).toBeInTheDocument();
    expect(screen.queryByTestId("pending-tool-change")).not.toBeInTheDocument();
  });
});

describe("cancelling and the refund are asked first", () => {
  const catalogueWithStarter = () => ({
    ...catalogueOf(),
    plans: [{ id: "starter", name: "Starter", price: 19 } as Catalogue["plans"][number]],
  });

  function billingApi(status = billingStatusOf({ refundEligible: true, refundDeadline: "2030-01-31T12:00:00.000Z" })) {
    return mockFetch({
      "GET /api/billing/subscription": { body: status },
      "GET /api/billing/plans": { body: catalogueWithStarter() },
      "POST /api/billing/cancel": { body: { ...status, cancelAtPeriodEnd: true } },
      "POST /api/billing/refund": { body: { ...status, status: "canceled", refunded: true, refundEligible: false } },
    });
  }
  const posted = (fetchMock: jest.Mock, path: string) =>
    fetchMock.mock.calls.some(([p, init]: [string, RequestInit | undefined]) => p === path && init?.method === "POST");

  it("'Cancel subscription' says until when the plan stays and that nothing more is charged; 'Keep my plan' changes nothing", async () => {
    const fetchMock = billingApi();
    renderWithApp(<BillingCard />);
    const opener = await screen.findByRole("button", { name: "Cancel subscription" });
    await userEvent.click(opener);

    const dialog = screen.getByRole("alertdialog", { name: "Cancel your subscription?" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    expect(dialog).toHaveAccessibleDescription(
      "Your Starter plan stays active until February 1, 2030, then stops. Nothing more is charged. You can resume it any time before then.",
    );
    const keep = within(dialog).getByRole("button", { name: "Keep my plan" });
    expect(keep).toHaveFocus();
    expect(within(dialog).getByRole("button", { name: "Yes, cancel my plan" })).toBeInTheDocument();

    await userEvent.click(keep);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(posted(fetchMock, "/api/billing/cancel")).toBe(false);
    expect(screen.getByTestId("billing-status")).toHaveTextContent("Active — renews on February 1, 2030");
  });

  it("confirming cancels: the card says when it ends, and the focus lands on that status", async () => {
    const fetchMock = billingApi();
    renderWithApp(<BillingCard />);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, cancel my plan" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(posted(fetchMock, "/api/billing/cancel")).toBe(true);
    expect(screen.getByTestId("billing-status")).toHaveTextContent("Active — cancels on February 1, 2030");
    expect(await screen.findByText("Subscription Canceled")).toBeInTheDocument();
    expect(screen.getByTestId("billing-status")).toHaveFocus();
  });

  it("Escape closes the dialog, the focus returns to its button, and Tab stays inside while it is open", async () => {
    const fetchMock = billingApi();
    renderWithApp(<BillingCard />);
    const opener = await screen.findByRole("button", { name: "Cancel and refund" });
    await userEvent.click(opener);
    const dialog = screen.getByRole("alertdialog");
    const keep = within(dialog).getByRole("button", { name: "Keep my plan" });
    const confirm = within(dialog).getByRole("button", { name: "Yes, refund $19.00 and end my plan" });
    confirm.focus();
    await userEvent.tab();
    expect(keep).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();

    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(posted(fetchMock, "/api/billing/refund")).toBe(false);
  });

  it("'Cancel and refund' says access ends now and how much goes back to the card; confirming refunds", async () => {
    const fetchMock = billingApi();
    renderWithApp(<BillingCard />);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel and refund" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancel and get your money back?" });
    expect(dialog).toHaveAccessibleDescription(
      "Your Starter plan ends now and you lose access to its tools at once. $19.00 is refunded to your card.",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Yes, refund $19.00 and end my plan" }));
    expect(await screen.findByText("Refund Issued")).toBeInTheDocument();
    expect(posted(fetchMock, "/api/billing/refund")).toBe(true);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByTestId("billing-status")).toHaveTextContent("Canceled and refunded");
  });

  it("a trial's cancellation says the trial runs to its end date", async () => {
    billingApi(
      billingStatusOf({
        plan: "pro",
        status: "trialing",
        trialEndsAt: "2030-01-04T12:00:00.000Z",
        currentPeriodEnd: "2030-01-04T12:00:00.000Z",
      }),
    );
    renderWithApp(<BillingCard />);
    await userEvent.click(await screen.findByRole("button", { name: "Cancel subscription" }));
    expect(screen.getByRole("alertdialog")).toHaveAccessibleDescription(
      "Your Pro trial stays active until January 4, 2030, then stops. Nothing more is charged. You can resume it any time before then.",
    );
  });

  it("resuming needs no confirmation", async () => {
    const status = billingStatusOf({ cancelAtPeriodEnd: true });
    const fetchMock = mockFetch({
      "GET /api/billing/subscription": { body: status },
      "GET /api/billing/plans": { body: catalogueOf() },
      "POST /api/billing/resume": { body: { ...status, cancelAtPeriodEnd: false } },
    });
    renderWithApp(<BillingCard />);
    await userEvent.click(await screen.findByRole("button", { name: "Resume subscription" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(await screen.findByText("Subscription Resumed")).toBeInTheDocument();
    expect(posted(fetchMock, "/api/billing/resume")).toBe(true);
  });
});
