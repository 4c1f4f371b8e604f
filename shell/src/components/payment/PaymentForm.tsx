// The form that confirms a payment or a card setup, for /checkout and the billing card: Stripe's
// Payment Element when a publishable key is configured (its code loads only then), otherwise the
// test-mode card form.
import { lazy, Suspense } from "react";
import { Spinner } from "@seo/ui/Spinner";
import { TestCardForm } from "./TestCardForm";

const StripePaymentForm = lazy(() => import("./StripePaymentForm"));

export function PaymentForm({
  publishableKey,
  clientSecret,
  intent,
  payLabel,
  onPaid,
}: {
  publishableKey: string | null;
  clientSecret: string;
  intent: "payment" | "setup";
  payLabel: string;
  onPaid: () => Promise<void> | void;
}) {
  if (!publishableKey) return <TestCardForm clientSecret={clientSecret} payLabel={payLabel} onPaid={onPaid} />;
  return (
    <Suspense fallback={<Spinner size={28} label="Loading the payment form" />}>
      <StripePaymentForm
        publishableKey={publishableKey}
        clientSecret={clientSecret}
        intent={intent}
        payLabel={payLabel}
        onPaid={onPaid}
      />
    </Suspense>
  );
}
