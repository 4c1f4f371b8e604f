// The billing card (the dashboard's, and home's when a failed payment has cost the plan its access):
// plan and status in words, change plan, cancel / resume, the 30-day refund while eligible, "Update
// card" after a failed payment (the test-mode card form, or Stripe's Payment Element, paying the
// open invoice), and Stripe's portal when configured. Cancelling and the refund are asked first, in
// a dialog that says what happens and when; resuming is harmless and acts at once.
import { useEffect, useRef, useState, type RefObject } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import type { BillingStatus, PaymentDueAnswer } from "@seo/contracts/billing";
import { PLAN_NAMES } from "@seo/contracts/plans";
import { paymentFailed, statusMayGiveAccess } from "@seo/contracts/subscriptionStatus";
import { errorMessage, SUBSCRIPTION_QUERY_KEY } from "@seo/ui/api";
import { Button, ButtonLink } from "@seo/ui/Button";
import { Card, CardDescription, CardTitle } from "@seo/ui/Card";
import { Dialog, DialogActions } from "@seo/ui/Dialog";
import { useToast } from "@seo/ui/toastStore";
import { PaymentForm } from "./PaymentForm";
import { useToolCatalog } from "../toolCatalog";
import {
  billingAction,
  BILLING_STATUS_QUERY_KEY,
  formatDate,
  formatMoney,
  openBillingPortal,
  startUpdateCard,
  useBillingStatus,
  useCatalogue,
} from "../../lib/billing";
import { routes } from "../../lib/routes";

export const CARD_UPDATED = {
  title: "Payment Successful",
  description: "Your card was updated and your subscription is active again.",
};

/** The subscription's state in words. */
export function billingStatusText(s: BillingStatus): string {
  if (s.status === "trialing" && s.cancelAtPeriodEnd)
    return `Free trial — cancels on ${formatDate(s.trialEndsAt ?? s.currentPeriodEnd)}`;
  if (s.status === "trialing") return `Free trial — trial ends on ${formatDate(s.trialEndsAt ?? s.currentPeriodEnd)}`;
  if (s.status === "past_due") return "Payment failed — update card";
  if (s.status === "active" && s.cancelAtPeriodEnd) return `Active — cancels on ${formatDate(s.currentPeriodEnd)}`;
  if (s.status === "active") return `Active — renews on ${formatDate(s.currentPeriodEnd)}`;
  if (s.status === "canceled") return s.refunded ? "Canceled and refunded" : "Canceled";
  if (s.status === "unpaid") return "Unpaid — access paused until the payment succeeds";
  if (s.status === "incomplete") return "Payment not completed";
  return s.status ?? "No subscription";
}

/** The card's billing actions, each with its toasts; `due` is the open invoice being paid. */
function useBillingActions() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  const [due, setDue] = useState<PaymentDueAnswer | null>(null);
  const billingError = (e: unknown, fallback: string) =>
    toast({ title: "Billing Error", description: errorMessage(e, fallback), variant: "destructive" });
  const act = useMutation({
    mutationFn: (action: BillingCardAction) => billingAction(action),
    onSuccess: async (next, action) => {
      queryClient.setQueryData(BILLING_STATUS_QUERY_KEY, next);
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      const messages = {
        cancel: ["Subscription Canceled", `Your plan stays active until ${formatDate(next.currentPeriodEnd)}.`],
        resume: ["Subscription Resumed", "Your plan will renew as usual."],
        refund: ["Refund Issued", "Your payment has been refunded and your plan has ended."],
      } as const;
      toast({ title: messages[action][0], description: messages[action][1] });
    },
    onError: (e) => billingError(e, "Unable to update your subscription. Please try again."),
  });
  const portal = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: (url) => window.location.assign(url),
    onError: (e) => billingError(e, "Unable to open the billing portal."),
  });
  const updateCard = useMutation({
    mutationFn: startUpdateCard,
    onSuccess: setDue,
    onError: (e) => billingError(e, "Unable to update your card."),
  });
  const cardUpdated = async () => {
    setDue(null);
    const next = await billingAction("sync").catch(() => null);
    if (next) queryClient.setQueryData(BILLING_STATUS_QUERY_KEY, next);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: BILLING_STATUS_QUERY_KEY }),
    ]);
    toast(CARD_UPDATED);
  };
  return { due, setDue, act, portal, updateCard, cardUpdated };
}

type BillingCardAction = "cancel" | "resume" | "refund";
type ConfirmedAction = "cancel" | "refund";

/** What a confirmation dialog says: its title, what happens, and its confirm button. */
export function confirmationText(
  action: ConfirmedAction,
  s: BillingStatus,
  refundAmount: string | null,
): { title: string; body: string; confirm: string } {
  const plan = s.plan ? (PLAN_NAMES[s.plan] ?? s.plan) : "";
  if (action === "cancel") {
    const trial = s.status === "trialing";
    const until = formatDate(trial ? (s.trialEndsAt ?? s.currentPeriodEnd) : s.currentPeriodEnd);
    const what = trial ? `Your ${plan} trial` : `Your ${plan} plan`;
    return {
      title: "Cancel your subscription?",
      body: `${what} stays active until ${until}, then stops. Nothing more is charged. You can resume it any time before then.`,
      confirm: "Yes, cancel my plan",
    };
  }
  return {
    title: "Cancel and get your money back?",
    body: `Your ${plan} plan ends now and you lose access to its tools at once. ${
      refundAmount ? `${refundAmount} is refunded` : "Your first payment is refunded"
    } to your card.`,
    confirm: refundAmount ? `Yes, refund ${refundAmount} and end my plan` : "Yes, refund and end my plan",
  };
}

/** Asks before cancelling or refunding; the focus starts on "Keep my plan", the safe choice. */
function ConfirmDialog({
  action,
  status,
  refundAmount,
  busy,
  onConfirm,
  onClose,
}: {
  action: ConfirmedAction;
  status: BillingStatus;
  refundAmount: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const text = confirmationText(action, status, refundAmount);
  return (
    <Dialog title={text.title} role="alertdialog" closeButton={false} onClose={() => !busy && onClose()} description={text.body}>
      <DialogActions>
        <Button variant="outline" data-autofocus onClick={onClose} disabled={busy}>
          Keep my plan
        </Button>
        <Button variant="destructive" busy={busy} onClick={onConfirm}>
          {text.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * After a confirmed change the button that opened the dialog may be gone (Cancel becomes Resume):
 * the focus goes to the new status instead of being lost.
 */
function useStatusFocusAfterConfirm(confirming: ConfirmedAction | null) {
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusStatusAfterClose = useRef(false);
  useEffect(() => {
    if (confirming || !focusStatusAfterClose.current) return;
    focusStatusAfterClose.current = false;
    if (!document.activeElement || document.activeElement === document.body) statusRef.current?.focus();
  });
  const focusStatusOnClose = () => {
    focusStatusAfterClose.current = true;
  };
  return { statusRef, focusStatusOnClose };
}

/** The plan, its status in words, a tool switch waiting for the renewal and the refund's deadline. */
function BillingSummary({
  s,
  planName,
  statusRef,
}: {
  s: BillingStatus;
  planName: string;
  statusRef: RefObject<HTMLParagraphElement | null>;
}) {
  const tools = useToolCatalog();
  return (
    <div style={{ minWidth: 0, overflowWrap: "anywhere" }}>
      <CardTitle>
        Billing: {planName} plan{s.mode === "test" ? " (test mode)" : ""}
      </CardTitle>
      <CardDescription data-testid="billing-status" ref={statusRef} tabIndex={-1}>
        {billingStatusText(s)}
      </CardDescription>
      {s.pendingToolChange && (
        <CardDescription data-testid="pending-tool-change">
          Switches to {tools.find((t) => t.id === s.pendingToolChange!.selectedTool)?.name ?? s.pendingToolChange.selectedTool} on{" "}
          {formatDate(s.pendingToolChange.effectiveAt)}
        </CardDescription>
      )}
      {s.refundEligible && s.refundDeadline && (
        <CardDescription>30-day money-back guarantee until {formatDate(s.refundDeadline)}.</CardDescription>
      )}
    </div>
  );
}

/** A new card for the open invoice after a failed payment. */
function UpdateCardForm({
  due,
  publishableKey,
  onPaid,
  onClose,
}: {
  due: PaymentDueAnswer;
  publishableKey: string | null;
  onPaid: () => Promise<void>;
  onClose: () => void;
}) {
  const amount = formatMoney(due.amount, due.currency);
  return (
    <div
      data-testid="update-card-form"
      style={{ marginTop: 16, maxWidth: 480, minWidth: 0, display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 12 }}
    >
      <CardDescription>Enter a new card to pay the open invoice ({amount}).</CardDescription>
      <PaymentForm
        publishableKey={publishableKey}
        clientSecret={due.clientSecret}
        intent="payment"
        payLabel={`Pay ${amount}`}
        onPaid={onPaid}
      />
      <Button size="sm" variant="ghost" onClick={onClose}>
        Not now
      </Button>
    </div>
  );
}

export function BillingCard() {
  const status = useBillingStatus();
  const catalogue = useCatalogue();
  const { due, setDue, act, portal, updateCard, cardUpdated } = useBillingActions();
  const [confirming, setConfirming] = useState<ConfirmedAction | null>(null);
  const { statusRef, focusStatusOnClose } = useStatusFocusAfterConfirm(confirming);
  const actionButton = (action: BillingCardAction, label: string, variant: "outline" | "gradient") => (
    <Button
      size="sm"
      variant={variant}
      busy={act.isPending && act.variables === action}
      onClick={() => (action === "resume" ? act.mutate(action) : setConfirming(action))}
    >
      {label}
    </Button>
  );
  const confirm = (action: ConfirmedAction) =>
    act.mutate(action, { onSuccess: focusStatusOnClose, onSettled: () => setConfirming(null) });

  const s = status.data;
  if (!s || !s.plan) return null;
  const live = statusMayGiveAccess(s.status);
  const publishableKey = catalogue.data?.publishableKey ?? null;
  // Without a publishable key Stripe's users update their card in Stripe's portal ("Manage billing").
  const canUpdateCard = paymentFailed(s.status) && (s.mode === "test" || Boolean(publishableKey));
  const planPrice = catalogue.data?.plans.find((p) => p.id === s.plan)?.price;
  const refundAmount = planPrice === undefined ? null : formatMoney(planPrice, catalogue.data?.currency);
  return (
    <Card data-testid="billing-card">
      <div style={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: 16, alignItems: "center" }}>
        <BillingSummary s={s} planName={PLAN_NAMES[s.plan] ?? s.plan} statusRef={statusRef} />
        <div style={{ display: "flex", flexWrap: "wrap", gap: 8, minWidth: 0, maxWidth: "100%" }}>
          <ButtonLink as={Link} to={routes.pricing} $variant="outline" $size="sm">
            Change plan
          </ButtonLink>
          {canUpdateCard && !due && (
            <Button size="sm" variant="gradient" busy={updateCard.isPending} onClick={() => updateCard.mutate()}>
              Update card
            </Button>
          )}
          {live && !s.cancelAtPeriodEnd && actionButton("cancel", "Cancel subscription", "outline")}
          {live && s.cancelAtPeriodEnd && actionButton("resume", "Resume subscription", "gradient")}
          {s.refundEligible && actionButton("refund", "Cancel and refund", "outline")}
          {s.portalAvailable && (
            <Button size="sm" variant="ghost" busy={portal.isPending} onClick={() => portal.mutate()}>
              Manage billing
            </Button>
          )}
        </div>
      </div>
      {due && <UpdateCardForm due={due} publishableKey={publishableKey} onPaid={cardUpdated} onClose={() => setDue(null)} />}
      {confirming && (
        <ConfirmDialog
          action={confirming}
          status={s}
          refundAmount={refundAmount}
          busy={act.isPending}
          onConfirm={() => confirm(confirming)}
          onClose={() => setConfirming(null)}
        />
      )}
    </Card>
  );
}
