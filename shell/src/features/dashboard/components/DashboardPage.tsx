// /dashboard: the plan badge and welcome, then the cards the server's answer calls for (admin
// activation, getting started, billing, weekly usage, the workflow, the tools, the plan's benefits).
import { Navigate } from "react-router-dom";
import styled from "styled-components";
import type { SubscriptionInfo, User } from "@seo/contracts/auth";
import { planBadgeLabel } from "@seo/contracts/plans";
import { Badge } from "@seo/ui/Badge";
import { Button } from "@seo/ui/Button";
import { PageSpinner } from "@seo/ui/Spinner";
import { VisuallyHidden } from "@seo/ui/VisuallyHidden";
import { mayActivateAdmin, mayUseWorkflow, meteredGenerationsLeft } from "../../../lib/access";
import { LogOutIcon } from "../../../components/icons";
import { Container } from "../../../components/layout";
import { VerifyEmailBanner } from "../../../components/EmailVerification";
import { BillingCard } from "../../../components/payment/BillingCard";
import { routes } from "../../../lib/routes";
import { useRedirectCheck } from "../../../lib/useRedirectCheck";
import { AdminActivationCard, BenefitsCard, GetStartedCard } from "./PlanCards";
import { AdminModelCard } from "./AdminModelCard";
import { ToolCards } from "./ToolCards";
import { UsageCard } from "./UsageCard";
import { WorkflowCard } from "./WorkflowCard";
import { MAIN_ID } from "@seo/ui/SkipLink";

const Page = styled.main.attrs({ id: MAIN_ID })`
  padding: 32px 0 72px;
`;

const Welcome = styled.section`
  margin-bottom: 28px;
  .top {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 12px;
  }
  h1 {
    font-size: ${({ theme }) => theme.typography.sizes.h1};
    font-weight: 800;
    margin-top: 12px;
  }
  p {
    margin-top: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 24px;
`;

const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: 800;
  margin: 12px 0 -8px;
`;

export interface DashboardPageProps {
  user: User | null;
  subscription: SubscriptionInfo | null;
  loading: boolean;
  onLogout: () => void;
}

export function DashboardPage({ user, subscription, loading, onLogout }: DashboardPageProps) {
  const hasAccess = Boolean(subscription?.hasAccess);
  const designatedAdmin = mayActivateAdmin(user, subscription);
  // The designated admin without access stays: the activation card lives here.
  useRedirectCheck(!loading && Boolean(user) && !hasAccess && !designatedAdmin, routes.home);

  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={routes.login} replace />;

  const plan = subscription?.plan ?? null;
  // Metered (Starter): the server says how many generations are left; null means unlimited.
  const metered = meteredGenerationsLeft(subscription);
  const workflowEnabled = mayUseWorkflow(subscription);

  return (
    <Page>
      <Container>
        <Welcome>
          <div className="top">
            <Badge $tone={workflowEnabled ? "gradient" : plan ? "primary" : "neutral"} data-testid="plan-badge">
              {planBadgeLabel(plan)}
            </Badge>
            <Button size="sm" variant="ghost" onClick={onLogout} icon={<LogOutIcon width={16} height={16} />}>
              Logout
            </Button>
          </div>
          <h1>
            Welcome back, {user.firstName} {user.lastName}
          </h1>
          <p>Here's your SEO workspace. Pick a tool or continue a workflow project.</p>
        </Welcome>

        <Stack>
          <VisuallyHidden as="h2">Your plan and workspace</VisuallyHidden>
          {user.emailVerified === false && <VerifyEmailBanner email={user.email} />}
          {designatedAdmin && !hasAccess && <AdminActivationCard allowed={designatedAdmin} />}
          {(!plan || !hasAccess) && <GetStartedCard />}
          {hasAccess && <BillingCard />}
          {metered !== null && (
            <UsageCard
              used={subscription?.generationsUsed ?? 0}
              remaining={metered}
              resetsAt={subscription?.weeklyResetDate ?? null}
            />
          )}
          {user.isAdmin && <AdminModelCard />}
          <WorkflowCard enabled={workflowEnabled} />
          <SectionTitle>Your tools</SectionTitle>
          <ToolCards subscription={subscription} metered={metered} />
          <BenefitsCard plan={plan} />
        </Stack>
      </Container>
    </Page>
  );
}
