import { useEffect, useState } from "react";
import { Link, Navigate, useNavigate } from "react-router-dom";
import styled, { css } from "styled-components";
import type { SubscriptionInfo, User } from "@seo/contracts/auth";
import { REDIRECT_CHECK_DELAY_MS, STARTER_WEEKLY_LIMIT, UPGRADE_REDIRECT_DELAY_MS } from "@seo/contracts/constants";
import { Badge } from "@seo/ui/Badge";
import { browserLocation } from "@seo/ui/browserLocation";
import { Button, ButtonLink } from "@seo/ui/Button";
import { Card, CardDescription, CardTitle } from "@seo/ui/Card";
import { ProgressBar } from "@seo/ui/ProgressBar";
import { PageSpinner } from "@seo/ui/Spinner";
import { workflowTools } from "@seo/registry/registry";
import { toolGradient } from "@seo/ui/theme";
import { toastAcrossReload, useToast } from "@seo/ui/toastStore";
import { mayActivateAdmin, mayUseTool, mayUseWorkflow, meteredGenerationsLeft } from "../../../lib/access";
import { useRegistry } from "../../../lib/registry";
import { CheckIcon, ClockIcon, CrownIcon, FlowIcon, LockIcon, LogOutIcon, ShieldIcon } from "../../../components/icons";
import { Container, Grid, ToolIcon } from "../../../components/layout";
import { useToolCatalog } from "../../../components/toolCatalog";
import { grantAdminAccess } from "../api/grantAdminAccess";
import { BillingCard } from "../../../components/payment/BillingCard";

/** "A, B and C". */
const listOf = (names: string[]) => (names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`);

export const UPGRADE_REQUIRED_TEXT = "You've reached your weekly generation limit. Upgrade to Pro for unlimited access.";

export function planBadgeLabel(plan: SubscriptionInfo["plan"] | undefined): string {
  switch (plan) {
    case "starter":
      return "Starter Plan";
    case "pro":
      return "Pro Plan";
    case "all":
      return "All Tools Plan";
    case "single":
      return "Single Tool Plan";
    case "admin":
      return "Admin Access";
    default:
      return "No Plan";
  }
}

const Page = styled.main`
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

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
`;

const HighlightCard = styled(Card)<{ $tone: "primary" | "warning" | "dark" }>`
  ${({ $tone, theme }) =>
    $tone === "dark"
      ? css`
          background: ${theme.gradients.hero};
          color: #fff;
          border: 0;
          p {
            color: ${theme.colors.textOnDark};
          }
          h3 {
            color: #fff;
          }
        `
      : $tone === "warning"
        ? css`
            background: linear-gradient(135deg, #fffbeb 0%, #fff7ed 100%);
            border-color: #fde68a;
          `
        : css`
            background: linear-gradient(135deg, #f5f3ff 0%, #fdf2f8 100%);
            border-color: #ddd6fe;
          `}
`;

const Usage = styled.div`
  display: grid;
  gap: 10px;
  .count {
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    font-weight: 800;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 8px;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .meta span {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;

// Greyed out without the workflow, except its upgrade button, which should still invite a click.
const WorkflowCard = styled(Card)<{ $disabled: boolean }>`
  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      background: ${theme.colors.surfaceMuted};
      .head,
      .steps {
        filter: grayscale(1);
        opacity: 0.7;
      }
    `}
  .head {
    display: flex;
    gap: 16px;
    align-items: flex-start;
  }
  .steps {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 16px 0;
  }
`;

const ToolCard = styled(Card)<{ $locked: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 12px;
  ${({ $locked }) =>
    $locked &&
    css`
      background: #fafafb;
    `}
  .top {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: 8px;
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    flex: 1;
  }
  .foot {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
  }
  .left {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

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

function benefitsFor(plan: SubscriptionInfo["plan"] | undefined): string[] {
  switch (plan) {
    case "starter":
      return ["5 generations per week (20 per month)", "All four SEO tools", "TXT export", "Email support"];
    case "pro":
      return [
        "Unlimited generations",
        "All four SEO tools",
        "Guided SEO workflow projects",
        "TXT, CSV and PDF export",
        "Priority support",
      ];
    case "all":
    case "admin":
      return ["Every tool unlocked", "Guided SEO workflow projects", "TXT, CSV and PDF export", "Tool hand-offs between steps"];
    case "single":
      return ["Your selected tool", "Copy and export of results"];
    default:
      return ["Choose Starter or Pro to unlock the tools", "3-day free trial, no credit card", "30-day money-back guarantee"];
  }
}

function formatReset(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.toLocaleDateString(undefined, { weekday: "short", month: "short", day: "numeric" })} at ${date.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" })}`;
}

export interface DashboardPageProps {
  user: User | null;
  subscription: SubscriptionInfo | null;
  loading: boolean;
  onLogout: () => void;
}

export function DashboardPage({ user, subscription, loading, onLogout }: DashboardPageProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const [activating, setActivating] = useState(false);
  const registry = useRegistry();
  const tools = useToolCatalog();
  const hasAccess = Boolean(subscription?.hasAccess);
  const designatedAdmin = mayActivateAdmin(user, subscription);

  useEffect(() => {
    // The designated admin without access stays: the activation card lives here.
    if (loading || !user || hasAccess || designatedAdmin) return;
    const timer = setTimeout(() => navigate("/", { replace: true }), REDIRECT_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [loading, user, hasAccess, designatedAdmin, navigate]);

  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to="/login" replace />;

  const plan = subscription?.plan ?? null;
  // Metered (Starter): the server says how many generations are left; null means unlimited.
  const metered = meteredGenerationsLeft(subscription);
  const isStarter = metered !== null;
  const remaining = metered ?? 0;
  const used = subscription?.generationsUsed ?? 0;
  const limitReached = isStarter && remaining === 0;
  const workflowEnabled = mayUseWorkflow(subscription);
  const resetText = formatReset(subscription?.weeklyResetDate ?? null);

  const openTool = (path: string) => {
    localStorage.removeItem("workflowMode");
    localStorage.removeItem("currentWorkflowStep");
    navigate(path);
  };

  const upgradeRequired = () => {
    toast({ title: "Upgrade Required", description: UPGRADE_REQUIRED_TEXT, variant: "destructive" });
    setTimeout(() => navigate("/pricing"), UPGRADE_REDIRECT_DELAY_MS);
  };

  const activateAdmin = async () => {
    if (!designatedAdmin) {
      toast({
        title: "Access Denied",
        description: "Admin access is restricted to designated admin accounts only.",
        variant: "destructive",
      });
      return;
    }
    setActivating(true);
    try {
      const result = await grantAdminAccess();
      if (result.ok) {
        toastAcrossReload({ title: "Admin Access Granted", description: "You now have access to all tools." });
        setTimeout(() => browserLocation.reload(), 800);
        return;
      }
      toast({ title: "Access Denied", description: result.error || "Unable to grant admin access.", variant: "destructive" });
    } catch {
      toast({ title: "Error", description: "Failed to grant admin access.", variant: "destructive" });
    }
    setActivating(false);
  };

  return (
    <Page>
      <Container>
        <Welcome>
          <div className="top">
            <Badge
              $tone={plan === "pro" || plan === "all" || plan === "admin" ? "gradient" : plan ? "primary" : "neutral"}
              data-testid="plan-badge"
            >
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
          {designatedAdmin && !hasAccess && (
            <HighlightCard $tone="dark" data-testid="admin-card">
              <Row>
                <div>
                  <CardTitle>
                    <ShieldIcon width={18} height={18} /> Admin activation
                  </CardTitle>
                  <CardDescription>Grant this admin account access to every tool.</CardDescription>
                </div>
                <Button variant="gradient" busy={activating} onClick={activateAdmin}>
                  Activate Admin Access
                </Button>
              </Row>
            </HighlightCard>
          )}

          {(!plan || !hasAccess) && (
            <HighlightCard $tone="primary" data-testid="get-started-card">
              <Row>
                <div>
                  <CardTitle>Get started with your SEO tools</CardTitle>
                  <CardDescription>
                    Choose a plan to unlock {listOf(tools.map((t) => t.name))}. Start with a 3-day free trial.
                  </CardDescription>
                </div>
                <ButtonLink as={Link} to="/pricing" $variant="gradient">
                  View Plans
                </ButtonLink>
              </Row>
            </HighlightCard>
          )}

          {hasAccess && <BillingCard />}

          {isStarter && (
            <Card data-testid="usage-card">
              <Row>
                <div>
                  <CardTitle>Weekly usage</CardTitle>
                  <CardDescription>Starter includes {STARTER_WEEKLY_LIMIT} generations per week.</CardDescription>
                </div>
                <Badge $tone={limitReached ? "danger" : "success"}>
                  {limitReached ? "Limit reached" : `${remaining} remaining`}
                </Badge>
              </Row>
              <Usage style={{ marginTop: 16 }}>
                <span className="count">
                  {used}/{STARTER_WEEKLY_LIMIT} generations used
                </span>
                <ProgressBar
                  value={used}
                  max={STARTER_WEEKLY_LIMIT}
                  label="Weekly generations used"
                  fill={limitReached ? "#dc2626" : undefined}
                />
                <div className="meta">
                  <span>
                    <ClockIcon /> {resetText ? `Resets ${resetText}` : "Your week starts with your next generation"}
                  </span>
                  <Link to="/pricing">Upgrade to Pro for unlimited</Link>
                </div>
              </Usage>
            </Card>
          )}

          <WorkflowCard $disabled={!workflowEnabled} data-testid="workflow-card">
            <div className="head">
              <ToolIcon $gradient={toolGradient("workflow")}>
                <FlowIcon />
              </ToolIcon>
              <div style={{ flex: 1 }}>
                <Row>
                  <CardTitle>SEO Workflow</CardTitle>
                  {!workflowEnabled && (
                    <Badge $tone="dark">
                      <LockIcon width={12} height={12} /> Pro Only
                    </Badge>
                  )}
                </Row>
                <CardDescription>
                  Research keywords, write the description, craft headlines and audit — one guided project, four steps.
                </CardDescription>
              </div>
            </div>
            <div className="steps">
              {workflowTools(registry)
                .map((t, i) => `${i + 1}. ${t.title}${t.workflowTask ? ` ${t.workflowTask}` : ""}`)
                .map((s) => (
                  <Badge key={s} $tone="neutral">
                    {s}
                  </Badge>
                ))}
            </div>
            {workflowEnabled ? (
              <Row style={{ justifyContent: "flex-start" }}>
                <Button variant="gradient" onClick={() => navigate("/workflow-projects")}>
                  Start New SEO Project
                </Button>
                <Button variant="outline" onClick={() => navigate("/workflow-projects")}>
                  Manage Projects
                </Button>
              </Row>
            ) : (
              <ButtonLink as={Link} to="/pricing" $variant="gradient">
                <CrownIcon width={16} height={16} /> Upgrade to Pro
              </ButtonLink>
            )}
          </WorkflowCard>

          <SectionTitle>Your tools</SectionTitle>
          <Grid $min={240}>
            {tools.map((tool) => {
              const usable = mayUseTool(subscription, tool.id) && !limitReached;
              return (
                <ToolCard key={tool.id} $locked={!usable} data-testid={`tool-card-${tool.id}`}>
                  <div className="top">
                    <ToolIcon $gradient={tool.gradient} $size={44}>
                      {tool.icon}
                    </ToolIcon>
                    <Badge $tone={usable ? "success" : "neutral"} $size="sm">
                      {usable ? "AVAILABLE" : "LOCKED"}
                    </Badge>
                  </div>
                  <h3>{tool.name}</h3>
                  <p>{tool.description}</p>
                  <div className="foot">
                    {isStarter ? <span className="left">{limitReached ? "Locked" : `${remaining} left`}</span> : <span />}
                    {usable ? (
                      <Button size="sm" onClick={() => openTool(tool.path)} aria-label={`LAUNCH ${tool.name}`}>
                        LAUNCH
                      </Button>
                    ) : limitReached ? (
                      <Button size="sm" variant="outline" onClick={upgradeRequired} aria-label={`LIMIT REACHED ${tool.name}`}>
                        LIMIT REACHED
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => navigate("/pricing")}
                        aria-label={`UPGRADE REQUIRED ${tool.name}`}
                      >
                        UPGRADE REQUIRED
                      </Button>
                    )}
                  </div>
                </ToolCard>
              );
            })}
          </Grid>

          <HighlightCard $tone="warning" data-testid="benefits-card">
            <CardTitle>{plan ? `Your ${planBadgeLabel(plan)} benefits` : "Plan benefits"}</CardTitle>
            <Benefits>
              {benefitsFor(plan).map((b) => (
                <li key={b}>
                  <CheckIcon /> {b}
                </li>
              ))}
            </Benefits>
          </HighlightCard>
        </Stack>
      </Container>
    </Page>
  );
}
