// Stripe's Payment Element (loaded only when a publishable key is configured). Confirms the
// subscription's first payment, or the trial's card setup, with /success as the return address.
import { useMemo, useState, type FormEvent } from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";
import { useNavigate } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { SUBSCRIPTION_QUERY_KEY } from "@seo/ui/api";
import { Button } from "@seo/ui/Button";
import { useToast } from "@seo/ui/toastStore";
import { billingAction, BILLING_STATUS_QUERY_KEY } from "../../../lib/billing";

interface Props {
  publishableKey: string;
  clientSecret: string;
  intent: "payment" | "setup";
  amountLabel: string;
}

export default function StripePaymentForm({ publishableKey, clientSecret, intent, amountLabel }: Props) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret }}>
      <ConfirmForm intent={intent} amountLabel={amountLabel} />
    </Elements>
  );
}

function ConfirmForm({ intent, amountLabel }: { intent: Props["intent"]; amountLabel: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const { toast } = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const confirmParams = { return_url: `${window.location.origin}/success` };
    const { error } =
      intent === "setup"
        ? await stripe.confirmSetup({ elements, confirmParams, redirect: "if_required" })
        : await stripe.confirmPayment({ elements, confirmParams, redirect: "if_required" });
    setBusy(false);
    if (error) {
      toast({ title: "Payment Failed", description: error.message ?? "Your payment could not be completed.", variant: "destructive" });
      return;
    }
    // The webhook may still be on its way: read the subscription now.
    await billingAction("sync").catch(() => undefined);
    localStorage.removeItem("checkoutData");
    await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: BILLING_STATUS_QUERY_KEY });
    toast({ title: "Payment Successful", description: "Welcome to Pro! Your subscription is now active." });
    navigate("/success");
  };

  return (
    <form onSubmit={submit} style={{ display: "grid", gap: 14 }}>
      <PaymentElement />
      <Button type="submit" variant="gradient" size="lg" fullWidth busy={busy} disabled={!stripe}>
        {intent === "setup" ? "Save card" : `Pay ${amountLabel}`}
      </Button>
    </form>
  );
}
