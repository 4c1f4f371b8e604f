// The separate SEO landing page (/seo-tools). Its meta tags are in dist/seo-tools.html, which the
// BFF serves for this path, so crawlers see them without JavaScript
// (docs/decisions/0020-small-product-rules.md); the title is also set here for in-app navigation.
import { useEffect } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { PRODUCT_NAME } from "@seo/ui/brand";
import { ButtonLink } from "@seo/ui/Button";
import { Card } from "@seo/ui/Card";
import { ArrowRightIcon } from "../../../components/icons";
import { Container, Eyebrow, GradientText, Grid, stackedColumn, ToolIcon } from "../../../components/layout";
import { FeatureChecks, HeadedSection, MarketingPage } from "../../../components/marketing";
import { TOOL_CATALOG } from "../../../components/toolCatalog";
import { routes, signupThen } from "../../../lib/routes";

export const SEO_PAGE_TITLE = `AI SEO Tools: Descriptions, Headlines, Keyword Research & Audits | ${PRODUCT_NAME}`;

const STEPS = [
  { tool: "trendspy", title: "Research", text: "TrendSpy finds rising keywords and the audience behind them." },
  { tool: "descripto", title: "Write", text: "Descripto turns those keywords into an SEO-optimised description." },
  { tool: "hookgenie", title: "Hook", text: "HookGenie crafts headlines, titles and H1s that earn the click." },
  { tool: "seosnapshot", title: "Audit", text: "SeoSnapshot scores your meta tags and tells you what to fix." },
] as const;

export const BLOG_POSTS = [
  {
    title: "How to Write Product Descriptions That Rank and Convert",
    tag: "Copywriting",
    minutes: 7,
    teaser: "Lead with the benefit, weave in two keywords, end with proof.",
  },
  {
    title: "10 Headline Formulas That Double Your Click-Through Rate",
    tag: "Headlines",
    minutes: 5,
    teaser: "Numbers, questions and how-tos — and when each one wins.",
  },
  {
    title: "Finding Low-Competition Keywords Before They Trend",
    tag: "Keyword research",
    minutes: 8,
    teaser: "Spot rising searches early and own them while rivals sleep.",
  },
  {
    title: "The 60-Second Meta Tag Audit Every Page Needs",
    tag: "Technical SEO",
    minutes: 4,
    teaser: "Length, intent and a clear call to action: the three checks.",
  },
];

const Hero = styled.section`
  background: ${({ theme }) => theme.gradients.hero};
  color: #fff;
  padding: 120px 0 80px;
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.typography.sizes.display};
    font-weight: 900;
    letter-spacing: -0.035em;
    max-width: 880px;
    margin: 0 auto;
  }
  p {
    margin: 18px auto 28px;
    max-width: 640px;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

const Step = styled(Card)`
  ${stackedColumn(10)}
  .num {
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    font-weight: 800;
    color: ${({ theme }) => theme.colors.primary};
    letter-spacing: 0.1em;
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

const Feature = styled(Card)`
  ${stackedColumn(12)}
`;

const Post = styled(Card)`
  ${stackedColumn(10)}
  .cover {
    position: relative;
    display: grid;
    place-items: center;
    height: 120px;
    border-radius: ${({ theme }) => theme.radii.md};
    margin: -4px -4px 4px;
    color: #fff;
    overflow: hidden;
  }
  .cover::after {
    content: "";
    position: absolute;
    inset: 0;
    background: radial-gradient(160px 90px at 85% 10%, rgba(255, 255, 255, 0.35), transparent 70%);
  }
  .cover svg {
    width: 44px;
    height: 44px;
    opacity: 0.95;
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  small {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
`;

const toolOf = (id: string) => TOOL_CATALOG.find((t) => t.id === id)!;

/** `signedIn`: under the app's navigation bar, so without the public header of its own. */
export function SeoToolsPage({ signedIn = false }: { signedIn?: boolean }) {
  useEffect(() => {
    document.title = SEO_PAGE_TITLE;
  }, []);
  return (
    <MarketingPage header={signedIn ? false : "dark"}>
      <SeoHero trialPath={trialPathFor(signedIn)} />
      <WorkflowSteps />
      <ToolFeatures />
      <BlogTeasers trialPath={trialPathFor(signedIn)} />
    </MarketingPage>
  );
}

/** "Start Free Trial": a visitor signs up first, then chooses on the plans; a user goes straight there. */
const trialPathFor = (signedIn: boolean) => (signedIn ? routes.pricing : signupThen(routes.pricing));

function SeoHero({ trialPath }: { trialPath: string }) {
  return (
    <Hero>
      <Container>
        <Eyebrow style={{ color: "#c4b5fd" }}>SEO tool suite</Eyebrow>
        <h1>
          AI SEO Tools for <GradientText>Content That Ranks</GradientText>
        </h1>
        <p>
          Research trending keywords, write product descriptions, craft headlines and audit your meta tags — one guided 4-step
          workflow.
        </p>
        <ButtonLink as={Link} to={trialPath} $variant="gradient" $size="lg">
          Start Free Trial <ArrowRightIcon width={18} height={18} />
        </ButtonLink>
      </Container>
    </Hero>
  );
}

function WorkflowSteps() {
  return (
    <HeadedSection eyebrow="The workflow" title="From idea to optimised page in 4 steps">
      <Grid $min={220}>
        {STEPS.map((s, i) => {
          const tool = toolOf(s.tool);
          return (
            <Step key={s.tool}>
              <ToolIcon $gradient={tool.gradient}>{tool.icon}</ToolIcon>
              <span className="num">STEP {i + 1}</span>
              <h3>
                {s.title} with {tool.name}
              </h3>
              <p>{s.text}</p>
            </Step>
          );
        })}
      </Grid>
    </HeadedSection>
  );
}

function ToolFeatures() {
  return (
    <HeadedSection title="Every tool, fully featured" style={{ background: "#fff" }}>
      <Grid $min={240}>
        {TOOL_CATALOG.map((tool) => (
          <Feature key={tool.id}>
            <ToolIcon $gradient={tool.gradient}>{tool.icon}</ToolIcon>
            <h3>{tool.name}</h3>
            <FeatureChecks features={tool.features} />
          </Feature>
        ))}
      </Grid>
    </HeadedSection>
  );
}

function BlogTeasers({ trialPath }: { trialPath: string }) {
  return (
    <HeadedSection eyebrow="From the blog" title="Learn to rank">
      <Grid $min={240}>
        {BLOG_POSTS.map((post, i) => (
          <Post key={post.title} as="article" $interactive>
            <div className="cover" style={{ background: TOOL_CATALOG[i % 4]!.gradient }} aria-hidden="true">
              {TOOL_CATALOG[i % 4]!.icon}
            </div>
            <small>
              {post.tag} · {post.minutes} min read
            </small>
            <h3>{post.title}</h3>
            <p>{post.teaser}</p>
          </Post>
        ))}
      </Grid>
      <div style={{ textAlign: "center", marginTop: 48 }}>
        <ButtonLink as={Link} to={trialPath} $variant="gradient" $size="lg">
          Start Free Trial
        </ButtonLink>
      </div>
    </HeadedSection>
  );
}
