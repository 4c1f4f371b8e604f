// The plan cards: Starter and Pro side by side with what each includes, then Single Tool and All
// Tools. A card's button buys the plan, marks it as the current one, or switches to it (prorated).
import styled, { css } from "styled-components";
import type { CheckoutPlan } from "@seo/contracts/billing";
import { PLAN_NAMES } from "@seo/contracts/plans";
import { pricingFeatures } from "@seo/registry/planOffers";
import { Badge } from "@seo/ui/Badge";
import { Button, ButtonLink } from "@seo/ui/Button";
import { Card } from "@seo/ui/Card";
import { Link, useNavigate } from "react-router-dom";
import { CheckIcon, XIcon } from "../../../components/icons";
import { stackedColumn } from "../../../components/layout";
import { formatMoney, SINGLE_TOOL_RULE } from "../../../lib/billing";
import { checkoutPath, routes, signupThen } from "../../../lib/routes";
import { useRegistry } from "../../../lib/registry";
import type { PlanPurchase } from "../hooks/usePlanPurchase";

const Plans = styled.div`
  margin-top: -100px;
  display: grid;
  gap: 24px;
  grid-template-columns: 1fr;
  max-width: 880px;
  margin-left: auto;
  margin-right: auto;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const PlanCard = styled(Card)<{ $featured?: boolean }>`
  ${stackedColumn(18)}
  ${({ $featured, theme }) =>
    $featured &&
    css`
      border: 2px solid transparent;
      background:
        linear-gradient(#fff, #fff) padding-box,
        ${theme.gradients.brand} border-box;
      box-shadow: 0 30px 60px rgba(109, 74, 255, 0.22);
    `}
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    font-weight: 800;
  }
  .price {
    display: flex;
    align-items: baseline;
    gap: 6px;
  }
  .amount {
    font-size: 3rem;
    font-weight: 900;
    letter-spacing: -0.04em;
  }
  .per {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
    flex: 1;
    align-content: start;
  }
  li {
    display: flex;
    gap: 10px;
    align-items: center;
  }
  li svg {
    width: 18px;
    height: 18px;
    flex-shrink: 0;
  }
  li.yes svg {
    color: ${({ theme }) => theme.colors.success};
  }
  li.no {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  li.no svg {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

const PlanHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 8px;
`;

const MorePlans = styled.div`
  max-width: 880px;
  margin: 24px auto 0;
  display: grid;
  gap: 16px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    font-weight: 800;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 6px 0 12px;
  }
`;

interface PlanButtonProps {
  purchase: PlanPurchase;
  plan: CheckoutPlan;
  label: string;
  variant: "outline" | "gradient";
  busy: boolean;
  onBuy: () => void;
}

/** Buy the plan; or, already subscribed, the current plan marked, or a prorated switch to this one. */
function PlanButton({ purchase, plan, label, variant, busy, onBuy }: PlanButtonProps) {
  const { currentPlan, switchPlan, user } = purchase;
  // A visitor's next step is an account: sign up, then back here to buy or start the trial.
  if (!user) {
    return (
      <ButtonLink as={Link} to={signupThen(routes.pricing)} $size="lg" $variant={variant} $fullWidth>
        {label}
      </ButtonLink>
    );
  }
  if (currentPlan === plan) {
    return (
      <Button size="lg" variant="outline" fullWidth disabled data-testid={`current-plan-${plan}`}>
        Current plan
      </Button>
    );
  }
  if (currentPlan && plan !== "single") {
    return (
      <Button size="lg" variant={variant} fullWidth busy={busy} onClick={() => switchPlan.mutate(plan)}>
        Switch to {PLAN_NAMES[plan]}
      </Button>
    );
  }
  return (
    <Button size="lg" variant={variant} fullWidth busy={busy} onClick={onBuy}>
      {label}
    </Button>
  );
}

/** Starter and Pro: price, what the plan includes (from the plan rules) and the button. */
function FeaturedPlan(props: Omit<PlanButtonProps, "plan"> & { plan: "starter" | "pro"; tagline: string }) {
  const { purchase, plan, tagline } = props;
  const featured = plan === "pro";
  const registry = useRegistry();
  return (
    <PlanCard $padding="lg" $featured={featured} data-testid={`plan-${plan}`}>
      <PlanHead>
        <h2>{PLAN_NAMES[plan]}</h2>
        <Badge $tone={featured ? "gradient" : "neutral"}>{tagline}</Badge>
      </PlanHead>
      <div className="price">
        <span className="amount">{formatMoney(purchase.priceOf(plan)).replace(/\.00$/, "")}</span>
        <span className="per">/month</span>
      </div>
      <ul>
        {pricingFeatures(plan, registry).map(({ label, included }) => (
          <li key={label} className={included ? "yes" : "no"}>
            {included ? <CheckIcon /> : <XIcon />} {label}
          </li>
        ))}
      </ul>
      <PlanButton {...props} />
    </PlanCard>
  );
}

export function StarterAndPro({ purchase }: { purchase: PlanPurchase }) {
  const navigate = useNavigate();
  const { starter, pro, switching, trialOffered } = purchase;
  return (
    <Plans>
      <FeaturedPlan
        purchase={purchase}
        plan="starter"
        tagline="For getting started"
        label="Get Starter"
        variant="outline"
        busy={starter.isPending || switching("starter")}
        onBuy={() => starter.mutate()}
      />
      <FeaturedPlan
        purchase={purchase}
        plan="pro"
        tagline="Most popular"
        label={trialOffered ? "Start Free Trial" : "Get Pro"}
        variant="gradient"
        busy={pro.isPending || switching("pro")}
        onBuy={() => (trialOffered ? pro.mutate() : navigate(checkoutPath("pro")))}
      />
    </Plans>
  );
}

/** Single Tool and All Tools: name, price and description from billing's catalogue. */
export function MorePlanCards({ purchase }: { purchase: PlanPurchase }) {
  const navigate = useNavigate();
  const { catalogue, currentPlan, switching } = purchase;
  return (
    <MorePlans>
      {(["single", "all"] as const).map((id) => {
        const info = catalogue.data?.plans.find((p) => p.id === id);
        return (
          <Card key={id} $padding="lg" data-testid={`plan-${id}`}>
            <PlanHead>
              <h3>{info?.name ?? PLAN_NAMES[id]}</h3>
              {currentPlan === id && <Badge $tone="primary">Current plan</Badge>}
            </PlanHead>
            <p>{info ? `${formatMoney(info.price)}/month · ${info.description}` : ""}</p>
            {id === "single" && <p data-testid="single-tool-rule">{SINGLE_TOOL_RULE}</p>}
            <PlanButton
              purchase={purchase}
              plan={id}
              label={id === "single" ? "Choose your tool" : "Get All Tools"}
              variant="outline"
              busy={switching(id)}
              onBuy={() => navigate(checkoutPath(id))}
            />
          </Card>
        );
      })}
    </MorePlans>
  );
}
