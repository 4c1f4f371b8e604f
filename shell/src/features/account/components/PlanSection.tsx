// Plan and billing live on the dashboard's billing card and the pricing page; this section leads
// there rather than repeat them.
import { Link } from "react-router-dom";
import { planBadgeLabel } from "@seo/contracts/plans";
import { useSubscription } from "@seo/ui/api";
import { ButtonLink } from "@seo/ui/Button";
import { routes } from "../../../lib/routes";
import { AccountSection, Actions } from "./AccountSection";

export function PlanSection() {
  const { subscription } = useSubscription({ enabled: true });
  const subscribed = Boolean(subscription?.hasAccess);
  return (
    <AccountSection
      id="plan"
      title="Plan and billing"
      description={
        subscribed
          ? `You are on the ${planBadgeLabel(subscription?.plan ?? null)}. Change or cancel your plan, update your card or ask for a refund on your dashboard's billing card.`
          : "You have no plan yet. Compare the plans and start your free trial on the pricing page."
      }
    >
      <Actions>
        {subscribed && (
          <ButtonLink as={Link} to={routes.dashboard} $variant="outline">
            Manage billing on the dashboard
          </ButtonLink>
        )}
        <ButtonLink as={Link} to={routes.pricing} $variant={subscribed ? "ghost" : "outline"}>
          See plans
        </ButtonLink>
      </Actions>
    </AccountSection>
  );
}
