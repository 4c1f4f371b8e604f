import { Link } from "react-router-dom";
import styled from "styled-components";
import { PRODUCT_NAME } from "@seo/ui/brand";
import { ButtonLink } from "@seo/ui/Button";
import { Card } from "@seo/ui/Card";
import { ArrowRightIcon, CheckIcon, ShieldIcon, SparkIcon, StarIcon } from "../../../components/icons";
import { Container, GradientText, Grid, iconLabel, Section, stackedColumn, ToolIcon } from "../../../components/layout";
import { FeatureChecks, HeadedSection, MarketingPage } from "../../../components/marketing";
import { ToolCard } from "../../../components/ToolCard";
import { TOOL_CATALOG } from "../../../components/toolCatalog";
import { routes, signupThen } from "../../../lib/routes";

export const STATS = [
  { value: "10K+", label: "Content generated" },
  { value: "500+", label: "Users" },
  { value: "99.9%", label: "Uptime" },
];

export const TESTIMONIALS = [
  {
    quote: "Descripto rewrote 300 product pages in an afternoon. Organic traffic is up 38% in two months.",
    name: "Sarah Mitchell",
    role: "E-commerce owner, Bloom & Co.",
  },
  {
    quote: "HookGenie is my secret weapon for subject lines. Open rates went from 18% to 27%.",
    name: "David Chen",
    role: "Content marketer",
  },
  {
    quote: "TrendSpy plus SeoSnapshot replaced three subscriptions for my freelance writing business.",
    name: "Priya Raman",
    role: "Freelance SEO writer",
  },
];

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  background: ${({ theme }) => theme.gradients.hero};
  color: #fff;
  padding: 128px 0 88px;
  ${({ theme }) => theme.media.md} {
    padding: 168px 0 120px;
  }
`;

const HeroInner = styled(Container)`
  text-align: center;
  ${stackedColumn(24)}
  align-items: center;
  h1 {
    font-size: ${({ theme }) => theme.typography.sizes.display};
    font-weight: ${({ theme }) => theme.typography.weights.black};
    max-width: 900px;
    letter-spacing: -0.035em;
  }
  > p {
    max-width: 640px;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const Pill = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  padding: 6px 14px;
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.08);
  border: 1px solid rgba(255, 255, 255, 0.16);
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textOnDark};
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  width: 100%;
  > * {
    flex: 1 1 220px;
    max-width: 260px;
  }
`;

const Reassure = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 8px 20px;
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  li {
    ${iconLabel(16)}
  }
  svg {
    color: #4ade80;
  }
`;

const Stats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px;
  width: 100%;
  max-width: 720px;
  margin: 24px 0 0;
  div {
    padding: 18px 8px;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: rgba(255, 255, 255, 0.06);
    border: 1px solid rgba(255, 255, 255, 0.1);
  }
  dt {
    font-size: clamp(1.5rem, 5vw, 2.25rem);
    font-weight: 800;
    color: #fff;
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }
`;

const Tagline = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  color: ${({ theme }) => theme.colors.primaryText};
`;

const Quote = styled(Card)`
  ${stackedColumn(16)}
  margin: 0;
  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    line-height: 1.5;
  }
  figcaption {
    margin-top: auto;
    display: flex;
    align-items: center;
    gap: 12px;
  }
  figcaption strong {
    display: block;
  }
  figcaption div span {
    display: block;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Avatar = styled.span`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme }) => theme.gradients.brand};
  color: #fff;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: 700;
`;

const initials = (name: string) =>
  name
    .split(" ")
    .map((part) => part[0])
    .join("");

const Stars = styled.div`
  display: flex;
  gap: 2px;
  color: #f59e0b;
  svg {
    width: 18px;
    height: 18px;
  }
`;

const Cta = styled.div`
  border-radius: ${({ theme }) => theme.radii.xl};
  background: ${({ theme }) => theme.gradients.brand};
  color: #fff;
  text-align: center;
  padding: 48px 20px;
  ${stackedColumn(16)}
  align-items: center;
  box-shadow: 0 30px 60px rgba(109, 74, 255, 0.35);
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.h2};
    font-weight: 800;
  }
  p {
    max-width: 560px;
    opacity: 0.92;
  }
`;

const WhiteButton = styled(ButtonLink)`
  background: #fff;
  color: ${({ theme }) => theme.colors.primaryText};
  &:hover {
    background: #f5f3ff;
  }
`;

export function LandingPage() {
  return (
    <MarketingPage>
      <LandingHero />
      <Toolkit />
      <Testimonials />
      <ClosingCall />
    </MarketingPage>
  );
}

function LandingHero() {
  return (
    <Hero>
      <HeroInner>
        <Pill>
          <SparkIcon width={16} height={16} /> Four AI tools. One subscription.
        </Pill>
        <h1>
          Content that ranks, <GradientText>written in minutes</GradientText>
        </h1>
        <p>
          {PRODUCT_NAME} gives marketers, writers and store owners AI-assisted product descriptions, headlines, keyword research
          and SEO audits — in one guided workflow.
        </p>
        <HeroActions>
          <ButtonLink as={Link} to={signupThen(routes.pricing)} $variant="gradient" $size="lg">
            Start Free Trial <ArrowRightIcon width={18} height={18} />
          </ButtonLink>
          <ButtonLink as={Link} to={routes.pricing} $variant="light" $size="lg">
            View Pricing
          </ButtonLink>
        </HeroActions>
        <Reassure>
          {["3-day free trial", "No credit card required", "30-day money-back guarantee"].map((text) => (
            <li key={text}>
              <CheckIcon /> {text}
            </li>
          ))}
        </Reassure>
        <Stats>
          {STATS.map((s) => (
            <div key={s.label}>
              <dt>{s.value}</dt>
              <dd>{s.label}</dd>
            </div>
          ))}
        </Stats>
      </HeroInner>
    </Hero>
  );
}

function Toolkit() {
  return (
    <HeadedSection
      eyebrow="The toolkit"
      title="Everything you need to win search"
      intro="Four focused tools that work on their own — or chain together into one SEO workflow."
    >
      <Grid $min={250}>
        {TOOL_CATALOG.map((tool) => (
          <ToolCard key={tool.id} $gap={14} $interactive>
            <ToolIcon $gradient={tool.gradient}>{tool.icon}</ToolIcon>
            <div>
              <h3>{tool.name}</h3>
              <Tagline>{tool.tagline}</Tagline>
            </div>
            <p>{tool.description}</p>
            <FeatureChecks features={tool.features} gap={6} />
          </ToolCard>
        ))}
      </Grid>
    </HeadedSection>
  );
}

function Testimonials() {
  return (
    <HeadedSection eyebrow="Loved by marketers" title="Results our customers talk about" style={{ background: "#fff" }}>
      <Grid $min={280}>
        {TESTIMONIALS.map((t) => (
          <Quote key={t.name} as="figure">
            <Stars role="img" aria-label="5 out of 5 stars">
              {[0, 1, 2, 3, 4].map((i) => (
                <StarIcon key={i} />
              ))}
            </Stars>
            <blockquote>“{t.quote}”</blockquote>
            <figcaption>
              <Avatar aria-hidden="true">{initials(t.name)}</Avatar>
              <div>
                <strong>{t.name}</strong>
                <span>{t.role}</span>
              </div>
            </figcaption>
          </Quote>
        ))}
      </Grid>
    </HeadedSection>
  );
}

function ClosingCall() {
  return (
    <Section>
      <Container>
        <Cta>
          <ShieldIcon width={36} height={36} />
          <h2>Ready to grow your organic traffic?</h2>
          <p>Start your 3-day free trial today. No credit card, secure payments, and a 30-day money-back guarantee.</p>
          <WhiteButton as={Link} to={signupThen(routes.pricing)} $size="lg">
            Start Free Trial
          </WhiteButton>
        </Cta>
      </Container>
    </Section>
  );
}
