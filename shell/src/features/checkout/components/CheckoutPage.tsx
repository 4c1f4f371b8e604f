// Placeholder until the billing issue builds the payment form: the loading state of SPEC.md.
import { useSearchParams } from "react-router-dom";
import { Spinner } from "@seo/ui/Spinner";
import { CenteredPanel } from "../../../components/CenteredPanel";

export function CheckoutPage() {
  const [params] = useSearchParams();
  const plan = params.get("plan");
  return (
    <CenteredPanel>
      <Spinner size={40} label="Setting up your payment" />
      <h1>Setting up your payment...</h1>
      <p>{plan ? `Preparing your ${plan} plan checkout.` : "Preparing a secure checkout."} This only takes a moment.</p>
    </CenteredPanel>
  );
}
