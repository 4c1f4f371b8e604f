// The pricing page's sections around the plan cards: the hero, the tools overview, the trial offer,
// the FAQ and the closing call to action.
import { Link } from "react-router-dom";
import styled from "styled-components";
import { MONEY_BACK_DAYS, TRIAL_DAYS } from "@seo/contracts/constants";
import { Button, ButtonLink } from "@seo/ui/Button";
import { Card } from "@seo/ui/Card";
import { ShieldIcon } from "../../../components/icons";
import { Container, Eyebrow, GradientText, Grid, spreadRow, stackedColumn, ToolIcon } from "../../../components/layout";
import { HeadedSection } from "../../../components/marketing";
import { TOOL_CATALOG } from "../../../components/toolCatalog";
import { routes, signupThen } from "../../../lib/routes";
import type { PlanPurchase } from "../hooks/usePlanPurchase";

export const FAQ = [
  {
    q: "How does the free trial work?",
    a: `Start with a ${TRIAL_DAYS}-day free trial of Pro — no credit card required. You get every tool and the guided workflow; if you don't continue, you're never charged.`,
  },
  {
    q: "Can I switch plans at any time?",
    a: "Yes. Upgrade or downgrade whenever you like. Changes take effect immediately and are prorated, so you only pay for what you use.",
  },
  {
    q: "Are there any usage limits?",
    a: "All paid plans are unlimited. Generate as much content as your business needs.",
  },
  {
    q: "What if I'm not satisfied?",
    a: `We offer a ${MONEY_BACK_DAYS}-day money-back guarantee. If it isn't right for you, contact us within ${MONEY_BACK_DAYS} days for a full refund.`,
  },
];

const Hero = styled.section`
  background: ${({ theme }) => theme.gradients.hero};
  color: #fff;
  text-align: center;
  padding: 64px 0 140px;
  h1 {
    font-size: ${({ theme }) => theme.typography.sizes.display};
    font-weight: 900;
    letter-spacing: -0.035em;
  }
  p {
    margin-top: 12px;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const ToolRow = styled(Card)`
  display: flex;
  gap: 14px;
  align-items: flex-start;
  h3 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    margin-top: 4px;
  }
`;

const TrialCard = styled.div`
  ${spreadRow(20)}
  padding: 28px;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: linear-gradient(135deg, #ecfdf5 0%, #eff6ff 100%);
  border: 1px solid #a7f3d0;
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    font-weight: 800;
  }
  p {
    margin-top: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Faq = styled.div`
  max-width: 760px;
  margin: 0 auto;
  display: grid;
  gap: 12px;
  details {
    background: #fff;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    padding: 18px 20px;
  }
  summary {
    cursor: pointer;
    font-weight: 700;
    list-style: none;
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  summary::after {
    content: "+";
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 800;
  }
  details[open] summary::after {
    content: "–";
  }
  details p {
    margin-top: 10px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Closing = styled.div`
  text-align: center;
  padding: 48px 20px;
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.gradients.hero};
  color: #fff;
  ${stackedColumn(14)}
  align-items: center;
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.h2};
    font-weight: 800;
  }
  p {
    color: ${({ theme }) => theme.colors.textOnDark};
    max-width: 520px;
  }
`;

export function PricingHero() {
  return (
    <Hero>
      <Container>
        <Eyebrow style={{ color: "#c4b5fd" }}>Pricing</Eyebrow>
        <h1>
          Simple <GradientText>Pricing</GradientText>
        </h1>
        <p>Start with a 3-day free trial</p>
      </Container>
    </Hero>
  );
}

/** The built-in tools: the page is prerendered from them. */
export function ToolsOverview() {
  return (
    <HeadedSection title="Every plan includes all four tools" intro="One subscription covers your whole content process.">
      <Grid $min={250}>
        {TOOL_CATALOG.map((tool) => (
          <ToolRow key={tool.id}>
            <ToolIcon $gradient={tool.gradient} $size={44}>
              {tool.icon}
            </ToolIcon>
            <div>
              <h3>{tool.name}</h3>
              <p>{tool.description}</p>
            </div>
          </ToolRow>
        ))}
      </Grid>
    </HeadedSection>
  );
}

export function TrialOffer({ purchase }: { purchase: PlanPurchase }) {
  return (
    <Container>
      <TrialCard data-testid="trial-card">
        <div>
          <h2>Try Pro free for {TRIAL_DAYS} days</h2>
          <p>No credit card required · Secure payments · {MONEY_BACK_DAYS}-day money-back guarantee</p>
        </div>
        <Button
          size="lg"
          variant="gradient"
          busy={purchase.pro.isPending}
          onClick={() => purchase.pro.mutate()}
          icon={<ShieldIcon width={18} height={18} />}
        >
          Start my free trial
        </Button>
      </TrialCard>
    </Container>
  );
}

export function FaqSection() {
  return (
    <HeadedSection title="Frequently asked questions">
      <Faq>
        {FAQ.map((item) => (
          <details key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </Faq>
    </HeadedSection>
  );
}

export function ClosingCall({ purchase }: { purchase: PlanPurchase }) {
  return (
    <Container style={{ paddingBottom: 72 }}>
      <Closing>
        <h2>Start creating content that ranks</h2>
        <p>Join hundreds of marketers who write, research and audit faster.</p>
        {purchase.user ? (
          // Signed in, /signup would only lead home: start the Pro trial like the cards do.
          <Button size="lg" variant="gradient" busy={purchase.pro.isPending} onClick={() => purchase.pro.mutate()}>
            Start Free Trial
          </Button>
        ) : (
          <ButtonLink as={Link} to={signupThen(routes.pricing)} $variant="gradient" $size="lg">
            Start Free Trial
          </ButtonLink>
        )}
      </Closing>
    </Container>
  );
}
