// /checkout: 'Setting up your payment...' until a client secret
// arrives, then Stripe's Payment Element when a publishable key is configured, otherwise the
// test-mode card form. Confirmation goes to /success. The Pro trial needs no card: its checkout
// leads with "Start trial without a card" and offers the card form below it, for Pro to continue
// after the trial. The layout is fluid down to a 320 px screen.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import { isCheckoutPlan, type CheckoutPlan } from "@seo/contracts/billing";
import { PLAN_NAMES } from "@seo/contracts/plans";
import { ButtonLink } from "@seo/ui/Button";
import { Card } from "@seo/ui/Card";
import { SelectField } from "@seo/ui/FormField";
import { Spinner } from "@seo/ui/Spinner";
import { useToast } from "@seo/ui/toastStore";
import { CenteredPanel } from "../../../components/CenteredPanel";
import { EmailUnverifiedNotice } from "../../../components/EmailVerification";
import { Hint, WrappingButton } from "../../../components/payment/paymentLayout";
import { PaymentForm } from "../../../components/payment/PaymentForm";
import { useToolCatalog } from "../../../components/toolCatalog";
import { createSubscription, formatMoney, SINGLE_TOOL_RULE, useCatalogue, useSyncBilling } from "../../../lib/billing";
import { emailUnverifiedMessage } from "../../../lib/accountActions";
import { routes } from "../../../lib/routes";
import { MAIN_ID } from "@seo/ui/SkipLink";

/** The toast after a confirmed payment names the plan bought. */
export const paymentSuccess = (planName: string) => ({
  title: "Payment Successful",
  description: `Welcome to ${planName}! Your subscription is now active.`,
});
/** The trial's card is saved, nothing is paid. */
export const CARD_SAVED = { title: "Card Saved", description: "Pro continues after your trial. Nothing is charged today." };

interface Secret {
  clientSecret: string;
  intent: "payment" | "setup";
}

const Page = styled.main.attrs({ id: MAIN_ID })`
  padding: 32px 12px 72px;
  display: flex;
  justify-content: center;
  min-width: 0;
  ${({ theme }) => theme.media.sm} {
    padding: 40px 16px 72px;
  }
`;
const Panel = styled(Card)`
  width: 100%;
  max-width: 480px;
  min-width: 0;
  padding: 20px 16px;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  overflow-wrap: anywhere;
  ${({ theme }) => theme.media.sm} {
    padding: 32px;
  }
  h1 {
    font-size: 1.6rem;
    font-weight: 800;
  }
  h2 {
    font-size: 1.05rem;
    font-weight: 700;
  }
  .summary {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 4px 12px;
  }
  .amount {
    font-size: 1.4rem;
    font-weight: 800;
  }
`;
/** The trial's card form: a secondary option under the no-card start. */
const CardOption = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  min-width: 0;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
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

/**
 * The checkout's client secret: the one the URL or an earlier visit brought, else one made here
 * once the plan (and for Single Tool, its tool) is known. A failure is only logged and the page
 * stays on the loading screen, like the other subscription calls' failures, unless the server
 * refused because the address is not confirmed: that is said, with a new link.
 */
function useCheckoutSecret(plan: CheckoutPlan, trial: boolean, querySecret: string | null, tool: string | null) {
  const initial: Secret | null = querySecret
    ? { clientSecret: querySecret, intent: querySecret.startsWith("seti_") ? "setup" : "payment" }
    : storedCheckout(plan);
  const [secret, setSecret] = useState<Secret | null>(initial);
  const [unverified, setUnverified] = useState<string | null>(null);
  const started = useRef(false);

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

  return { secret, unverified };
}

function Checkout({ plan, trial, querySecret }: { plan: CheckoutPlan; trial: boolean; querySecret: string | null }) {
  const catalogue = useCatalogue();
  const planInfo = catalogue.data?.plans.find((p) => p.id === plan);
  const [tool, setTool] = useState<string | null>(null);
  const { secret, unverified } = useCheckoutSecret(plan, trial, querySecret, tool);
  const afterPayment = useAfterPayment();
  const { toast } = useToast();
  const planName = planInfo?.name ?? PLAN_NAMES[plan];
  const paid = async () => {
    toast(secret?.intent === "setup" ? CARD_SAVED : paymentSuccess(planName));
    await afterPayment();
  };

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
  const amount = planInfo ? formatMoney(planInfo.price) : "";
  const trialing = secret.intent === "setup";
  const paymentForm = (
    <PaymentForm
      publishableKey={catalogue.data?.publishableKey ?? null}
      clientSecret={secret.clientSecret}
      intent={secret.intent}
      payLabel={trialing ? "Save card" : `Pay ${amount}`}
      onPaid={paid}
    />
  );
  return (
    <Page>
      <Panel $padding="lg" data-testid="checkout-form">
        {trialing ? (
          <TrialCheckout
            planName={planName}
            trialDays={catalogue.data?.trialDays ?? 3}
            amount={amount}
            paymentForm={paymentForm}
          />
        ) : (
          <>
            <h1>Complete your purchase</h1>
            <div className="summary">
              <span>{planName} plan</span>
              <span className="amount">{amount ? `${amount}/month` : ""}</span>
            </div>
            {paymentForm}
          </>
        )}
        <Hint data-testid="checkout-legal">
          By continuing you agree to the <Link to={routes.terms}>Terms of Service</Link> and the{" "}
          <Link to={routes.privacy}>Privacy Policy</Link>. Cancel any time from your dashboard.
        </Hint>
      </Panel>
    </Page>
  );
}

/**
 * The Pro trial (a subscription already trialing, with a card setup to confirm): no card is the
 * advertised path and comes first; the card form is the option for Pro to continue afterwards.
 */
function TrialCheckout({
  planName,
  trialDays,
  amount,
  paymentForm,
}: {
  planName: string;
  trialDays: number;
  amount: string;
  paymentForm: ReactNode;
}) {
  const cardHeadingId = useId();
  return (
    <>
      <h1>Your free {planName} trial</h1>
      <p data-testid="trial-terms">
        Your {trialDays}-day free trial of {planName} has started. No card is needed: without one, {planName} simply stops when
        the trial ends and nothing is charged.
      </p>
      <TrialWithoutCard />
      <CardOption aria-labelledby={cardHeadingId}>
        <h2 id={cardHeadingId}>Or add a card now so {planName} continues after the trial</h2>
        <Hint>
          Nothing is charged today. When the trial ends, your card pays {amount ? `${amount}/month` : "the monthly price"} until
          you cancel.
        </Hint>
        {paymentForm}
      </CardOption>
    </>
  );
}

/** The Single Tool plan's tool: any tool of the registry (billing checks it too). */
function ToolPicker({ onPick }: { onPick: (tool: string) => void }) {
  const tools = useToolCatalog();
  const [choice, setChoice] = useState(tools[0]?.id ?? "");
  const idPrefix = useId();
  return (
    <Page>
      <Panel $padding="lg">
        <h1>Choose your tool</h1>
        <p>The Single Tool plan unlocks one tool. Which one do you want?</p>
        <SelectField
          id={`${idPrefix}-tool`}
          label="Tool"
          options={tools.map((t) => t.id)}
          labels={Object.fromEntries(tools.map((t) => [t.id, t.name]))}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        />
        <Hint data-testid="single-tool-rule">{SINGLE_TOOL_RULE}</Hint>
        <WrappingButton variant="gradient" size="lg" fullWidth onClick={() => onPick(choice)}>
          Continue
        </WrappingButton>
      </Panel>
    </Page>
  );
}

function useAfterPayment() {
  const navigate = useNavigate();
  const syncBilling = useSyncBilling();
  return async () => {
    localStorage.removeItem("checkoutData");
    await syncBilling();
    navigate(routes.success);
  };
}

function TrialWithoutCard() {
  const afterPayment = useAfterPayment();
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    await afterPayment();
  };
  return (
    <WrappingButton variant="gradient" size="lg" fullWidth busy={busy} onClick={() => void start()}>
      Start trial without a card
    </WrappingButton>
  );
}
