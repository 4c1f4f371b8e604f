// The dashboard's plan cards: admin activation, getting started without a plan, and the benefits of
// the plan in force.
import { Link } from "react-router-dom";
import styled from "styled-components";
import { planBadgeLabel, type Plan } from "@seo/contracts/plans";
import { listOf, planBenefits } from "@seo/registry/planOffers";
import { Button, ButtonLink } from "@seo/ui/Button";
import { CardDescription, CardTitle } from "@seo/ui/Card";
import { CheckIcon, ShieldIcon } from "../../../components/icons";
import { useToolCatalog } from "../../../components/toolCatalog";
import { useRegistry } from "../../../lib/registry";
import { routes } from "../../../lib/routes";
import { useAdminActivation } from "../hooks/useAdminActivation";
import { HighlightCard, Row } from "./dashboardParts";

const Benefits = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: grid;
  gap: 10px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  li {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  svg {
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.success};
    flex-shrink: 0;
  }
`;

export function AdminActivationCard({ allowed }: { allowed: boolean }) {
  const { activating, activate } = useAdminActivation(allowed);
  return (
    <HighlightCard $tone="dark" data-testid="admin-card">
      <Row>
        <div>
          <CardTitle>
            <ShieldIcon width={18} height={18} /> Admin activation
          </CardTitle>
          <CardDescription>Grant this admin account access to every tool.</CardDescription>
        </div>
        <Button variant="gradient" busy={activating} onClick={activate}>
          Activate Admin Access
        </Button>
      </Row>
    </HighlightCard>
  );
}

export function GetStartedCard() {
  const tools = useToolCatalog();
  return (
    <HighlightCard $tone="primary" data-testid="get-started-card">
      <Row>
        <div>
          <CardTitle>Get started with your SEO tools</CardTitle>
          <CardDescription>
            Choose a plan to unlock {listOf(tools.map((t) => t.name))}. Start with a 3-day free trial.
          </CardDescription>
        </div>
        <ButtonLink as={Link} to={routes.pricing} $variant="gradient">
          View Plans
        </ButtonLink>
      </Row>
    </HighlightCard>
  );
}

export function BenefitsCard({ plan }: { plan: Plan | null }) {
  const registry = useRegistry();
  return (
    <HighlightCard $tone="warning" data-testid="benefits-card">
      <CardTitle>{plan ? `Your ${planBadgeLabel(plan)} benefits` : "Plan benefits"}</CardTitle>
      <Benefits>
        {planBenefits(plan, registry).map((b) => (
          <li key={b}>
            <CheckIcon /> {b}
          </li>
        ))}
      </Benefits>
    </HighlightCard>
  );
}
