// "Your tools": each tool's card says whether the plan opens it now (the server's capabilities) and
// leads to the tool, or to the plans when it is locked.
import { useNavigate } from "react-router-dom";
import styled, { css } from "styled-components";
import type { SubscriptionInfo } from "@seo/contracts/auth";
import { UPGRADE_REDIRECT_DELAY_MS } from "@seo/contracts/constants";
import { Badge } from "@seo/ui/Badge";
import { Button } from "@seo/ui/Button";
import { Card } from "@seo/ui/Card";
import { useToast } from "@seo/ui/toastStore";
import { Grid, stackedColumn, ToolIcon } from "../../../components/layout";
import { useToolCatalog, type ToolInfo } from "../../../components/toolCatalog";
import { mayUseTool } from "../../../lib/access";
import { routes } from "../../../lib/routes";

export const UPGRADE_REQUIRED_TEXT = "You've reached your weekly generation limit. Upgrade to Pro for unlimited access.";

const ToolCard = styled(Card)<{ $locked: boolean }>`
  ${stackedColumn(12)}
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

/** Metered generations (Starter): how many are left; null when they are not metered. */
type Metered = number | null;

function ToolAction({ tool, usable, limitReached }: { tool: ToolInfo; usable: boolean; limitReached: boolean }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const open = () => {
    localStorage.removeItem("workflowMode");
    localStorage.removeItem("currentWorkflowStep");
    navigate(tool.path);
  };
  const upgradeRequired = () => {
    toast({ title: "Upgrade Required", description: UPGRADE_REQUIRED_TEXT, variant: "destructive" });
    setTimeout(() => navigate(routes.pricing), UPGRADE_REDIRECT_DELAY_MS);
  };
  if (usable) {
    return (
      <Button size="sm" onClick={open} aria-label={`LAUNCH ${tool.name}`}>
        LAUNCH
      </Button>
    );
  }
  if (limitReached) {
    return (
      <Button size="sm" variant="outline" onClick={upgradeRequired} aria-label={`LIMIT REACHED ${tool.name}`}>
        LIMIT REACHED
      </Button>
    );
  }
  return (
    <Button size="sm" variant="outline" onClick={() => navigate(routes.pricing)} aria-label={`UPGRADE REQUIRED ${tool.name}`}>
      UPGRADE REQUIRED
    </Button>
  );
}

export function ToolCards({ subscription, metered }: { subscription: SubscriptionInfo | null; metered: Metered }) {
  const tools = useToolCatalog();
  const limitReached = metered === 0;
  return (
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
              {metered !== null ? <span className="left">{limitReached ? "Locked" : `${metered} left`}</span> : <span />}
              <ToolAction tool={tool} usable={usable} limitReached={limitReached} />
            </div>
          </ToolCard>
        );
      })}
    </Grid>
  );
}
