// /success: says what was actually bought, read from billing's subscription answer after a sync
// (the webhook may still be on its way): "Welcome to Starter!", "Welcome to Pro!", the Pro trial with
// its end date. Without a live plan it never claims one: it says the payment is being confirmed,
// checks again a few times, and offers the pricing page.
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import type { BillingStatus } from "@seo/contracts/billing";
import { PLAN_NAMES } from "@seo/contracts/plans";
import { ButtonLink } from "@seo/ui/Button";
import { CenteredPanel, PanelActions, PanelIcon } from "../../../components/CenteredPanel";
import { CheckIcon, ClockIcon } from "../../../components/icons";
import { formatDate, useBillingStatus, useSyncBilling } from "../../../lib/billing";
import { routes } from "../../../lib/routes";

/** How often, and how many times, a page still waiting for the payment asks billing again. */
export const RECHECK_MS = 3000;
export const RECHECKS = 5;

export type SuccessOutcome =
  { kind: "paid"; planName: string } | { kind: "trial"; planName: string; endsOn: string } | { kind: "pending" };

/** What the subscription says was bought; anything but a live plan is still "pending". */
export function successOutcome(s: BillingStatus | null | undefined): SuccessOutcome {
  if (!s?.plan) return { kind: "pending" };
  const planName = PLAN_NAMES[s.plan] ?? s.plan;
  if (s.status === "trialing") return { kind: "trial", planName, endsOn: formatDate(s.trialEndsAt ?? s.currentPeriodEnd) };
  if (s.status === "active") return { kind: "paid", planName };
  return { kind: "pending" };
}

const Eyebrow = styled.p`
  && {
    color: #047857;
  }
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: 0.85rem;
`;

const Message = styled.div`
  display: grid;
  gap: 12px;
  max-width: 100%;
  overflow-wrap: anywhere;
`;

export function SuccessPage() {
  const sync = useSyncBilling();
  const status = useBillingStatus();
  const outcome = successOutcome(status.data);
  const [synced, setSynced] = useState(false);
  const [rechecks, setRechecks] = useState(0);

  useEffect(() => {
    void sync().finally(() => setSynced(true));
    // once, on arrival
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const waiting = synced && outcome.kind === "pending" && rechecks < RECHECKS;
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => void sync().finally(() => setRechecks((n) => n + 1)), RECHECK_MS);
    return () => clearTimeout(timer);
    // sync is a fresh closure each render; the schedule depends only on these
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [waiting, rechecks]);

  const gaveUp = outcome.kind === "pending" && rechecks >= RECHECKS;
  return (
    <CenteredPanel>
      <PanelIcon
        aria-hidden="true"
        $bg={
          outcome.kind === "pending"
            ? "linear-gradient(135deg, #6366f1 0%, #0ea5e9 100%)"
            : "linear-gradient(135deg, #10b981 0%, #0ea5e9 100%)"
        }
      >
        {outcome.kind === "pending" ? <ClockIcon /> : <CheckIcon />}
      </PanelIcon>
      <Message role="status" data-testid="success-message">
        <OutcomeText outcome={outcome} gaveUp={gaveUp} />
      </Message>
      <PanelActions>
        <ButtonLink as={Link} to={routes.dashboard} $variant="gradient" $size="lg">
          Go to Dashboard
        </ButtonLink>
        {outcome.kind === "pending" && (
          <ButtonLink as={Link} to={routes.pricing} $variant="outline" $size="lg">
            View plans
          </ButtonLink>
        )}
        <ButtonLink as={Link} to={routes.home} $variant="outline" $size="lg">
          Back to Home
        </ButtonLink>
      </PanelActions>
    </CenteredPanel>
  );
}

function OutcomeText({ outcome, gaveUp }: { outcome: SuccessOutcome; gaveUp: boolean }) {
  if (outcome.kind === "paid") {
    return (
      <>
        <Eyebrow>Payment Successful</Eyebrow>
        <h1>Welcome to {outcome.planName}!</h1>
        <p>Your {outcome.planName} plan is active. Your SEO tools are ready — let&apos;s create content that ranks.</p>
      </>
    );
  }
  if (outcome.kind === "trial") {
    return (
      <>
        <Eyebrow>Free trial started</Eyebrow>
        <h1>Welcome to {outcome.planName}!</h1>
        <p>
          Your free {outcome.planName} trial runs until {outcome.endsOn}. Without a card it simply stops then; with one,{" "}
          {outcome.planName} continues unless you cancel before that date.
        </p>
      </>
    );
  }
  return (
    <>
      <h1>We&apos;re confirming your payment</h1>
      {gaveUp ? (
        <p>
          No plan is active on your account yet. If you just paid, the confirmation can take a little longer: look at your
          dashboard again in a minute. If you didn&apos;t finish a purchase, choose a plan.
        </p>
      ) : (
        <p>
          No plan is active on your account yet. A payment can take a few moments to confirm; this page checks again by itself.
        </p>
      )}
    </>
  );
}
