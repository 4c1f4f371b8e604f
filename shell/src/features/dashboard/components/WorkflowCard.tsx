// The guided workflow: its steps from the registry, open when the server says the plan includes it,
// greyed out with "Pro Only" and an upgrade otherwise.
import { Link, useNavigate } from "react-router-dom";
import styled, { css } from "styled-components";
import { workflowTools } from "@seo/registry/registry";
import { Badge } from "@seo/ui/Badge";
import { Button, ButtonLink } from "@seo/ui/Button";
import { Card, CardDescription, CardTitle } from "@seo/ui/Card";
import { toolGradient } from "@seo/ui/theme";
import { CrownIcon, FlowIcon, LockIcon } from "../../../components/icons";
import { ToolIcon } from "../../../components/layout";
import { useRegistry } from "../../../lib/registry";
import { routes } from "../../../lib/routes";
import { Row } from "./dashboardParts";

// Greyed out without the workflow (a muted card, the icon in grey, "Pro Only"); its texts keep
// their full contrast and the upgrade button should still invite a click.
const Frame = styled(Card)<{ $disabled: boolean }>`
  ${({ $disabled, theme }) =>
    $disabled &&
    css`
      background: ${theme.colors.surfaceMuted};
      .head > :first-child {
        filter: grayscale(1);
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

export function WorkflowCard({ enabled }: { enabled: boolean }) {
  const navigate = useNavigate();
  const steps = workflowTools(useRegistry()).map((t, i) => `${i + 1}. ${t.title}${t.workflowTask ? ` ${t.workflowTask}` : ""}`);
  return (
    <Frame $disabled={!enabled} data-testid="workflow-card">
      <div className="head">
        <ToolIcon $gradient={toolGradient("workflow")}>
          <FlowIcon />
        </ToolIcon>
        <div style={{ flex: 1 }}>
          <Row>
            <CardTitle>SEO Workflow</CardTitle>
            {!enabled && (
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
        {steps.map((s) => (
          <Badge key={s} $tone="neutral">
            {s}
          </Badge>
        ))}
      </div>
      {enabled ? (
        <Row style={{ justifyContent: "flex-start" }}>
          <Button variant="gradient" onClick={() => navigate(routes.workflowProjects)}>
            Start New SEO Project
          </Button>
          <Button variant="outline" onClick={() => navigate(routes.workflowProjects)}>
            Manage Projects
          </Button>
        </Row>
      ) : (
        <ButtonLink as={Link} to={routes.pricing} $variant="gradient">
          <CrownIcon width={16} height={16} /> Upgrade to Pro
        </ButtonLink>
      )}
    </Frame>
  );
}
