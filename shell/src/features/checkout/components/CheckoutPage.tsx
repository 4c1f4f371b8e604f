// /checkout: 'Setting up your payment...' until a client secret
// arrives, then Stripe's Payment Element when a publishable key is configured, otherwise the
// test-mode card form. Confirmation goes to /success.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import styled from "styled-components";
import { isCheckoutPlan, type CheckoutPlan } from "@seo/contracts/billing";
import { SUBSCRIPTION_QUERY_KEY } from "@seo/ui/api";
import { Button, ButtonLink } from "@seo/ui/Button";
import { Card } from "@seo/ui/Card";
import { Spinner } from "@seo/ui/Spinner";
import { useToast } from "@seo/ui/toastStore";
import { CenteredPanel } from "../../../components/CenteredPanel";
import { EmailUnverifiedNotice } from "../../../components/EmailVerification";
import { Field, Hint, TestCardForm } from "../../../components/payment/TestCardForm";
import { useToolCatalog } from "../../../components/toolCatalog";
import {
  billingAction,
  BILLING_STATUS_QUERY_KEY,
  createSubscription,
  formatMoney,
  SINGLE_TOOL_RULE,
  useCatalogue,
} from "../../../lib/billing";
import { emailUnverifiedMessage } from "../../../lib/accountActions";
import { routes } from "../../../lib/routes";

const StripePaymentForm = lazy(() => import("../../../components/payment/StripePaymentForm"));

export const PAYMENT_SUCCESS = { title: "Payment Successful", description: "Welcome to Pro! Your subscription is now active." };

interface Secret {
  clientSecret: string;
  intent: "payment" | "setup";
}

const Page = styled.main`
  padding: 40px 0 72px;
  display: flex;
  justify-content: center;
`;
const Panel = styled(Card)`
  width: min(480px, 92vw);
  display: grid;
  gap: 16px;
  h1 {
    font-size: 1.6rem;
    font-weight: 800;
  }
  .summary {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
  }
  .amount {
    font-size: 1.4rem;
    font-weight: 800;
  }
`;

/** The Starter purchase hands its secret over in localStorage (`checkoutData`), read once here. */
function storedCheckout(plan: string | null): Secret | null {
  try {
    const data = JSON.parse(localStorage.getItem("checkoutData") ?? "null") as {
      clientSecret?: string;
      plan?: string;
      intent?: Secret["intent"];
    } | null;
    if (data?.clientSecret && (!plan || data.plan === plan))
      return { clientSecret: data.clientSecret, intent: data.intent ?? "payment" };
  } catch {
    /* unreadable: start afresh */
  }
  return null;
}

function planFromParams(params: URLSearchParams): string | null {
  const plan = params.get("plan");
  if (plan) return plan;
  try {
    return (JSON.parse(localStorage.getItem("checkoutData") ?? "null") as { plan?: string } | null)?.plan ?? null;
  } catch {
    return null;
  }
}

export function CheckoutPage() {
  const [params] = useSearchParams();
  const plan = planFromParams(params);
  if (!isCheckoutPlan(plan)) {
    return (
      <CenteredPanel>
        <h1>Unknown plan</h1>
        <p>{plan ? `There is no plan called "${plan}".` : "No plan was chosen."} Pick one of our plans to continue.</p>
        <ButtonLink as={Link} to={routes.pricing} $variant="gradient" $size="lg">
          Back to Pricing
        </ButtonLink>
      </CenteredPanel>
    );
  }
  return <Checkout plan={plan} trial={params.get("trial") === "true"} querySecret={params.get("client_secret")} />;
}

function Checkout({ plan, trial, querySecret }: { plan: CheckoutPlan; trial: boolean; querySecret: string | null }) {
  const catalogue = useCatalogue();
  const planInfo = catalogue.data?.plans.find((p) => p.id === plan);
  const initial: Secret | null = querySecret
    ? { clientSecret: querySecret, intent: querySecret.startsWith("seti_") ? "setup" : "payment" }
    : storedCheckout(plan);
  const [secret, setSecret] = useState<Secret | null>(initial);
  const afterPayment = useAfterPayment();
  const { toast } = useToast();
  const paid = async () => {
    toast(PAYMENT_SUCCESS);
    await afterPayment();
  };
  const [tool, setTool] = useState<string | null>(null);
  const [unverified, setUnverified] = useState<string | null>(null);
  const started = useRef(false);

  // No secret yet (single, all, or a reload): create the subscription here. A failure is only
  // logged and the page stays on the loading screen, like the other subscription calls' failures,
  // unless the server refused because the address is not confirmed: that is said, with a new link.
  useEffect(() => {
    if (secret || started.current) return;
    if (plan === "single" && !tool) return;
    started.current = true;
    createSubscription({ plan, trial, selectedTool: tool ?? undefined })
      .then((answer) => setSecret({ clientSecret: answer.clientSecret, intent: answer.intent }))
      .catch((err) => {
        const unconfirmed = emailUnverifiedMessage(err);
        if (unconfirmed) setUnverified(unconfirmed);
        else console.error("create-subscription failed", err);
      });
  }, [secret, plan, trial, tool]);

  if (unverified) {
    return (
      <CenteredPanel>
        <h1>Confirm your e-mail first</h1>
        <EmailUnverifiedNotice message={unverified} />
      </CenteredPanel>
    );
  }
  if (plan === "single" && !secret && !tool) return <ToolPicker onPick={setTool} />;
  if (!secret || catalogue.isLoading) {
    return (
      <CenteredPanel>
        <Spinner size={40} label="Setting up your payment" />
        <h1>Setting up your payment...</h1>
        <p>Preparing a secure checkout. This only takes a moment.</p>
      </CenteredPanel>
    );
  }
  const publishableKey = catalogue.data?.publishableKey ?? null;
  const amount = planInfo ? formatMoney(planInfo.price) : "";
  return (
    <Page>
      <Panel $padding="lg" data-testid="checkout-form">
        <h1>Complete your purchase</h1>
        <div className="summary">
          <span>{planInfo?.name ?? plan} plan</span>
          <span className="amount">{planInfo ? `${formatMoney(planInfo.price)}/month` : ""}</span>
        </div>
        {secret.intent === "setup" && planInfo && (
          <Hint>
            Your {catalogue.data?.trialDays ?? 3}-day free trial has started. Add a card to continue after it ends — nothing is
            charged today.
          </Hint>
        )}
        {publishableKey ? (
          <Suspense fallback={<Spinner size={28} label="Loading the payment form" />}>
            <StripePaymentForm
              publishableKey={publishableKey}
              clientSecret={secret.clientSecret}
              intent={secret.intent}
              payLabel={secret.intent === "setup" ? "Save card" : `Pay ${amount}`}
              onPaid={paid}
            />
          </Suspense>
        ) : (
          <TestCardForm
            clientSecret={secret.clientSecret}
            payLabel={secret.intent === "setup" ? `Save card — ${formatMoney(0)} today, then ${amount}/month` : `Pay ${amount}`}
            onPaid={paid}
          />
        )}
        {secret.intent === "setup" && <TrialWithoutCard />}
      </Panel>
    </Page>
  );
}

/** The Single Tool plan's tool: any tool of the registry (billing checks it too). */
function ToolPicker({ onPick }: { onPick: (tool: string) => void }) {
  const tools = useToolCatalog();
  const [choice, setChoice] = useState(tools[0]?.id ?? "");
  return (
    <Page>
      <Panel $padding="lg">
        <h1>Choose your tool</h1>
        <p>The Single Tool plan unlocks one tool. Which one do you want?</p>
        <Field>
          Tool
          <select value={choice} onChange={(e) => setChoice(e.target.value)}>
            {tools.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </Field>
        <Hint data-testid="single-tool-rule">{SINGLE_TOOL_RULE}</Hint>
        <Button variant="gradient" size="lg" fullWidth onClick={() => onPick(choice)}>
          Continue
        </Button>
      </Panel>
    </Page>
  );
}

function useAfterPayment() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    localStorage.removeItem("checkoutData");
    // The webhook may still be on its way: read the subscription now.
    await billingAction("sync").catch(() => undefined);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: BILLING_STATUS_QUERY_KEY }),
    ]);
    navigate(routes.success);
  };
}

function TrialWithoutCard() {
  const afterPayment = useAfterPayment();
  return (
    <Button variant="outline" size="lg" fullWidth onClick={() => void afterPayment()}>
      Start trial without a card
    </Button>
  );
}
