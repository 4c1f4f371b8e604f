import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "react-router-dom";
import styled, { css } from "styled-components";
import { MONEY_BACK_DAYS, PRO_PRICE, STARTER_PRICE, TRIAL_DAYS } from "@seo/contracts/constants";
import { errorMessage, SUBSCRIPTION_QUERY_KEY, useUser } from "@seo/ui/api";
import { Badge } from "@seo/ui/Badge";
import { Button, ButtonLink } from "@seo/ui/Button";
import { Card } from "@seo/ui/Card";
import { useToast } from "@seo/ui/toastStore";
import { CheckIcon, ShieldIcon, XIcon } from "../../../components/icons";
import { Container, Eyebrow, GradientText, Grid, Section, SectionHeading, ToolIcon } from "../../../components/layout";
import { TOOL_CATALOG } from "../../../components/toolCatalog";
import {
  billingAction,
  BILLING_STATUS_QUERY_KEY,
  createSubscription,
  formatMoney,
  SINGLE_TOOL_RULE,
  useBillingStatus,
  useCatalogue,
} from "../../../lib/billing";
import type { CheckoutPlan } from "@seo/contracts/billing";

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
  display: flex;
  flex-direction: column;
  gap: 18px;
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
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 20px;
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
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 14px;
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.h2};
    font-weight: 800;
  }
  p {
    color: ${({ theme }) => theme.colors.textOnDark};
    max-width: 520px;
  }
`;

const starterFeatures: [string, boolean][] = [
  ["All four SEO tools", true],
  ["5 generations per week (20 per month)", true],
  ["TXT export", true],
  ["Guided SEO workflow", false],
  ["CSV and PDF export", false],
];
const proFeatures: [string, boolean][] = [
  ["All four SEO tools", true],
  ["Unlimited generations", true],
  ["Guided SEO workflow projects", true],
  ["TXT, CSV and PDF export", true],
  ["Priority support", true],
];

function Features({ items }: { items: [string, boolean][] }) {
  return (
    <ul>
      {items.map(([label, included]) => (
        <li key={label} className={included ? "yes" : "no"}>
          {included ? <CheckIcon /> : <XIcon />} {label}
        </li>
      ))}
    </ul>
  );
}

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

const ACCESS_STATUSES = new Set(["active", "trialing", "past_due"]);

export function PricingPage() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user } = useUser();
  const queryClient = useQueryClient();
  const catalogue = useCatalogue();
  const billing = useBillingStatus({ enabled: Boolean(user) });
  const priceOf = (plan: CheckoutPlan, fallback: number) => catalogue.data?.plans.find((p) => p.id === plan)?.price ?? fallback;
  const currentPlan = billing.data && ACCESS_STATUSES.has(billing.data.status ?? "") ? billing.data.plan : null;
  // The trial is offered only to users who never had one.
  const trialOffered = !user || billing.data?.trialAvailable !== false;

  const switchPlan = useMutation({
    mutationFn: (plan: CheckoutPlan) => billingAction("change-plan", { plan }),
    onSuccess: async (status) => {
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
      queryClient.setQueryData(BILLING_STATUS_QUERY_KEY, status);
      toast({ title: "Plan Changed", description: `You are now on the ${status.plan ?? "new"} plan. Changes are prorated.` });
      navigate("/dashboard");
    },
    onError: (e) =>
      toast({
        title: "Payment Error",
        description: errorMessage(e, "Unable to process payment. Please try again."),
        variant: "destructive",
      }),
  });

  const onPaymentError = (error: unknown, trial: boolean) => {
    const message = error instanceof Error ? error.message : "";
    if (/\b401\b/.test(message)) {
      toast({
        title: "Authentication Required",
        description: trial ? "Please log in to start your free trial." : "Please log in to purchase a subscription.",
        variant: "destructive",
      });
      navigate("/login");
      return;
    }
    toast({
      title: "Payment Error",
      description: errorMessage(error, "Unable to process payment. Please try again."),
      variant: "destructive",
    });
  };

  const starter = useMutation({
    mutationFn: () => createSubscription({ plan: "starter" }),
    onSuccess: ({ clientSecret, intent }) => {
      localStorage.setItem(
        "checkoutData",
        JSON.stringify({ clientSecret, plan: "starter", amount: priceOf("starter", STARTER_PRICE), intent }),
      );
      navigate("/checkout");
    },
    onError: (e) => onPaymentError(e, false),
  });

  const pro = useMutation({
    mutationFn: () => createSubscription({ plan: "pro", trial: true }),
    onSuccess: ({ clientSecret }) => {
      navigate(`/checkout?client_secret=${encodeURIComponent(clientSecret)}&plan=pro&trial=true`);
    },
    onError: (e) => onPaymentError(e, true),
  });

  /** A plan card's button: buy, or (already subscribed) the current plan marked, or a prorated switch. */
  function planButton(props: {
    plan: CheckoutPlan;
    label: string;
    variant: "outline" | "gradient";
    busy: boolean;
    onBuy: () => void;
  }) {
    if (currentPlan === props.plan) {
      return (
        <Button size="lg" variant="outline" fullWidth disabled data-testid={`current-plan-${props.plan}`}>
          Current plan
        </Button>
      );
    }
    if (currentPlan && props.plan !== "single") {
      return (
        <Button size="lg" variant={props.variant} fullWidth busy={props.busy} onClick={() => switchPlan.mutate(props.plan)}>
          Switch to {props.plan === "all" ? "All Tools" : props.plan === "pro" ? "Pro" : "Starter"}
        </Button>
      );
    }
    return (
      <Button size="lg" variant={props.variant} fullWidth busy={props.busy} onClick={props.onBuy}>
        {props.label}
      </Button>
    );
  }

  return (
    <main>
      <Hero>
        <Container>
          <Eyebrow style={{ color: "#c4b5fd" }}>Pricing</Eyebrow>
          <h1>
            Simple <GradientText>Pricing</GradientText>
          </h1>
          <p>Start with a 3-day free trial</p>
        </Container>
      </Hero>

      <Container>
        <Plans>
          <PlanCard $padding="lg" data-testid="plan-starter">
            <PlanHead>
              <h2>Starter</h2>
              <Badge $tone="neutral">For getting started</Badge>
            </PlanHead>
            <div className="price">
              <span className="amount">{formatMoney(priceOf("starter", STARTER_PRICE)).replace(/\.00$/, "")}</span>
              <span className="per">/month</span>
            </div>
            <Features items={starterFeatures} />
            {planButton({
              plan: "starter",
              label: "Get Starter",
              variant: "outline",
              busy: starter.isPending || (switchPlan.isPending && switchPlan.variables === "starter"),
              onBuy: () => starter.mutate(),
            })}
          </PlanCard>
          <PlanCard $padding="lg" $featured data-testid="plan-pro">
            <PlanHead>
              <h2>Pro</h2>
              <Badge $tone="gradient">Most popular</Badge>
            </PlanHead>
            <div className="price">
              <span className="amount">{formatMoney(priceOf("pro", PRO_PRICE)).replace(/\.00$/, "")}</span>
              <span className="per">/month</span>
            </div>
            <Features items={proFeatures} />
            {planButton({
              plan: "pro",
              label: trialOffered ? "Start Free Trial" : "Get Pro",
              variant: "gradient",
              busy: pro.isPending || (switchPlan.isPending && switchPlan.variables === "pro"),
              onBuy: () => (trialOffered ? pro.mutate() : navigate("/checkout?plan=pro")),
            })}
          </PlanCard>
        </Plans>
        <MorePlans>
          {(["single", "all"] as const).map((id) => {
            const info = catalogue.data?.plans.find((p) => p.id === id);
            return (
              <Card key={id} $padding="lg" data-testid={`plan-${id}`}>
                <PlanHead>
                  <h3>{info?.name ?? (id === "single" ? "Single Tool" : "All Tools")}</h3>
                  {currentPlan === id && <Badge $tone="primary">Current plan</Badge>}
                </PlanHead>
                <p>{info ? `${formatMoney(info.price)}/month · ${info.description}` : ""}</p>
                {id === "single" && <p data-testid="single-tool-rule">{SINGLE_TOOL_RULE}</p>}
                {planButton({
                  plan: id,
                  label: id === "single" ? "Choose your tool" : "Get All Tools",
                  variant: "outline",
                  busy: switchPlan.isPending && switchPlan.variables === id,
                  onBuy: () => navigate(`/checkout?plan=${id}`),
                })}
              </Card>
            );
          })}
        </MorePlans>
      </Container>

      <Section>
        <Container>
          <SectionHeading>
            <h2>Every plan includes all four tools</h2>
            <p>One subscription covers your whole content process.</p>
          </SectionHeading>
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
        </Container>
      </Section>

      {trialOffered && !currentPlan && (
        <Container>
          <TrialCard data-testid="trial-card">
            <div>
              <h2>Try Pro free for {TRIAL_DAYS} days</h2>
              <p>No credit card required · Secure payments · {MONEY_BACK_DAYS}-day money-back guarantee</p>
            </div>
            <Button
              size="lg"
              variant="gradient"
              busy={pro.isPending}
              onClick={() => pro.mutate()}
              icon={<ShieldIcon width={18} height={18} />}
            >
              Start my free trial
            </Button>
          </TrialCard>
        </Container>
      )}

      <Section>
        <Container>
          <SectionHeading>
            <h2>Frequently asked questions</h2>
          </SectionHeading>
          <Faq>
            {FAQ.map((item) => (
              <details key={item.q}>
                <summary>{item.q}</summary>
                <p>{item.a}</p>
              </details>
            ))}
          </Faq>
        </Container>
      </Section>

      <Container style={{ paddingBottom: 72 }}>
        <Closing>
          <h2>Start creating content that ranks</h2>
          <p>Join hundreds of marketers who write, research and audit faster.</p>
          {user ? (
            // Signed in, /signup would only lead home: start the Pro trial like the cards do.
            <Button size="lg" variant="gradient" busy={pro.isPending} onClick={() => pro.mutate()}>
              Start Free Trial
            </Button>
          ) : (
            <ButtonLink as={Link} to="/signup" $variant="gradient" $size="lg">
              Start Free Trial
            </ButtonLink>
          )}
        </Closing>
      </Container>
    </main>
  );
}
