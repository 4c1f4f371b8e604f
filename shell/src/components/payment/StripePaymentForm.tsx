// Stripe's Payment Element (loaded only when a publishable key is configured). Confirms a payment
// (a subscription's first invoice, or a failed one with a new card) or a card setup (the trial);
// /success is the return address for payment methods that redirect. Used by /checkout and the
// dashboard's billing card.
import { useMemo, useState, type FormEvent } from "react";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { loadStripe } from "@stripe/stripe-js";
import { useToast } from "@seo/ui/toastStore";
import { WrappingButton } from "./paymentLayout";

interface Props {
  publishableKey: string;
  clientSecret: string;
  intent: "payment" | "setup";
  payLabel: string;
  /** Called once the payment (or setup) is confirmed. */
  onPaid: () => Promise<void> | void;
}

export default function StripePaymentForm({ publishableKey, clientSecret, intent, payLabel, onPaid }: Props) {
  const stripePromise = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripePromise} options={{ clientSecret }}>
      <ConfirmForm intent={intent} payLabel={payLabel} onPaid={onPaid} />
    </Elements>
  );
}

function ConfirmForm({ intent, payLabel, onPaid }: Pick<Props, "intent" | "payLabel" | "onPaid">) {
  const stripe = useStripe();
  const elements = useElements();
  const { toast } = useToast();
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
      toast({
        title: "Payment Failed",
        description: error.message ?? "Your payment could not be completed.",
        variant: "destructive",
      });
      return;
    }
    await onPaid();
  };

  return (
    <form onSubmit={submit} style={{ display: "grid", gap: 14, minWidth: 0 }}>
      <PaymentElement />
      <WrappingButton type="submit" variant="gradient" size="lg" fullWidth busy={busy} disabled={!stripe}>
        {payLabel}
      </WrappingButton>
    </form>
  );
}
