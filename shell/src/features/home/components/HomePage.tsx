// Home for a signed-in user: the four tools and, without access, the plan banner (and, until the
// address is confirmed, the confirmation banner with Resend); when a failed
// payment has cost the plan its access (past due beyond the grace period, or unpaid), the billing
// card with "Update card", since the dashboard that holds it is closed to them. A user with access
// is sent to /dashboard about 100 ms after load.
import { Link } from "react-router-dom";
import styled from "styled-components";
import type { SubscriptionInfo, User } from "@seo/contracts/auth";
import { paymentFailed } from "@seo/contracts/subscriptionStatus";
import { ButtonLink } from "@seo/ui/Button";
import { TRIAL_OFFER_TEXT, useTrialOffered } from "@seo/ui/trialOffer";
import { mayActivateAdmin, mayUseTool } from "../../../lib/access";
import { BillingCard } from "../../../components/payment/BillingCard";
import { VerifyEmailBanner } from "../../../components/EmailVerification";
import { ArrowRightIcon, CrownIcon, LockIcon } from "../../../components/icons";
import { Container, GradientText, Grid, iconLabel, spreadRow, ToolIcon } from "../../../components/layout";
import { ToolCard } from "../../../components/ToolCard";
import { useToolCatalog, type ToolInfo } from "../../../components/toolCatalog";
import { routes } from "../../../lib/routes";
import { useRedirectCheck } from "../../../lib/useRedirectCheck";
import { MAIN_ID } from "@seo/ui/SkipLink";

export const HOME_BANNER_TEXT = "Choose a subscription plan to access your SEO tools";

const Hero = styled.section`
  background: ${({ theme }) => theme.gradients.hero};
  color: #fff;
  padding: 48px 0 96px;
  h1 {
    font-size: ${({ theme }) => theme.typography.sizes.h1};
    font-weight: 800;
  }
  p {
    margin-top: 10px;
    color: ${({ theme }) => theme.colors.textOnDark};
    max-width: 620px;
  }
`;

const Banner = styled.div`
  margin-bottom: 32px;
  /* Only the first notice rises into the hero; the ones after it stack below (never over it). */
  &:first-child {
    margin-top: -56px;
  }
  ${spreadRow(16)}
  padding: 20px 24px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 5px solid ${({ theme }) => theme.colors.primary};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  strong {
    display: flex;
    align-items: center;
    gap: 10px;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  svg {
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const BillingSlot = styled.div`
  margin-bottom: 32px;
`;

const Cards = styled(Grid)<{ $lifted: boolean }>`
  margin-top: ${({ $lifted }) => ($lifted ? "-56px" : "0")};
  padding-bottom: 64px;
`;

/** The description takes the card's free height, so the buttons of a row of cards line up. */
const HomeToolCard = styled(ToolCard)`
  p {
    flex: 1;
  }
`;

const Locked = styled.span`
  ${iconLabel(14)}
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const TrialNote = styled.p`
  && {
    flex: 0 0 auto;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: 600;
    text-decoration: underline;
  }
`;

/** Under "Not included in your plan" while the user may still start the Pro trial (every tool). */
export const TRIAL_NOTE = "Included in the Pro trial.";

export interface HomePageProps {
  user: User;
  subscription: SubscriptionInfo | null;
  subscriptionLoading: boolean;
}

export function HomePage({ user, subscription, subscriptionLoading }: HomePageProps) {
  const tools = useToolCatalog();
  const hasAccess = Boolean(subscription?.hasAccess);
  useRedirectCheck(!subscriptionLoading && hasAccess, routes.dashboard);

  const hasPlan = Boolean(subscription?.plan);
  // Starting the trial is the pricing page's (it creates the subscription): the note links there.
  const trialOffered = useTrialOffered({ signedIn: true, subscription, enabled: !subscriptionLoading && !hasAccess });
  return (
    <main id={MAIN_ID}>
      <Hero>
        <Container>
          <h1>
            Welcome, <GradientText>{user.firstName}</GradientText>
          </h1>
          <p>Pick a tool to get started. Your plan decides which tools open right away.</p>
        </Container>
      </Hero>
      <Container>
        <HomeNotices user={user} subscription={subscription} hasAccess={hasAccess} />
        <Cards $min={240} $lifted={hasAccess}>
          {tools.map((tool) => (
            <HomeTool
              key={tool.id}
              tool={tool}
              access={mayUseTool(subscription, tool.id)}
              hasPlan={hasPlan}
              trialOffered={trialOffered}
            />
          ))}
        </Cards>
      </Container>
    </main>
  );
}

/**
 * What stands above the tools: without access, the plan banner, the admin's way in and the billing
 * card; for anyone, the address confirmation while it is pending.
 */
function HomeNotices({
  user,
  subscription,
  hasAccess,
}: {
  user: User;
  subscription: SubscriptionInfo | null;
  hasAccess: boolean;
}) {
  return (
    <>
      {!hasAccess && (
        <Banner role="region" aria-label="Plan required">
          <strong>
            <CrownIcon /> {HOME_BANNER_TEXT}
          </strong>
          <ButtonLink as={Link} to={routes.pricing} $variant="gradient">
            View Plans
          </ButtonLink>
        </Banner>
      )}
      {/* New accounts land here: the trial and purchases wait for a confirmed address. */}
      {user.emailVerified === false && (
        <BillingSlot>
          <VerifyEmailBanner email={user.email} />
        </BillingSlot>
      )}
      {!hasAccess && mayActivateAdmin(user, subscription) && (
        <Banner role="region" aria-label="Admin">
          <strong>Admin account: activate admin access from your dashboard.</strong>
          <ButtonLink as={Link} to={routes.dashboard} $variant="outline">
            Open Dashboard
          </ButtonLink>
        </Banner>
      )}
      {/* A new card fixes a failed payment: the subscription is kept, only its payment is missing. */}
      {!hasAccess && paymentFailed(subscription?.status) && (
        <BillingSlot>
          <BillingCard />
        </BillingSlot>
      )}
    </>
  );
}

interface HomeToolProps {
  tool: ToolInfo;
  /** The plan opens this tool. */
  access: boolean;
  hasPlan: boolean;
  trialOffered: boolean;
}

/** A tool: "Get Started" when the plan opens it, else locked with the way to a plan that does. */
function HomeTool({ tool, access, hasPlan, trialOffered }: HomeToolProps) {
  const label = access ? "Get Started" : hasPlan ? "Upgrade Plan" : "Choose Plan";
  return (
    <HomeToolCard $gap={12} $interactive data-testid={`home-tool-${tool.id}`}>
      <ToolIcon $gradient={tool.gradient}>{tool.icon}</ToolIcon>
      <h2>{tool.name}</h2>
      <p>{tool.description}</p>
      {!access && (
        <Locked>
          <LockIcon /> Not included in your plan
        </Locked>
      )}
      {!access && trialOffered && (
        <TrialNote>
          {TRIAL_NOTE} <Link to={routes.pricing}>{TRIAL_OFFER_TEXT}</Link>
        </TrialNote>
      )}
      <ButtonLink as={Link} to={access ? tool.path : routes.pricing} $variant={access ? "primary" : "outline"} $fullWidth>
        {label} <ArrowRightIcon width={16} height={16} />
      </ButtonLink>
    </HomeToolCard>
  );
}
