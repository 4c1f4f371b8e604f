import { useNavigate } from "react-router-dom";
import styled from "styled-components";
import { Badge } from "@seo/ui/Badge";
import { Button } from "@seo/ui/Button";
import { Card } from "@seo/ui/Card";
import type { PlanRefusal } from "../lib/planRefusal";
import { ArrowLeftIcon, ArrowRightIcon, LockIcon } from "./icons";
import { CenterState, IconBubble } from "./Page";

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  max-width: 320px;
  margin-top: 8px;
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: center;
    max-width: none;
  }
`;

/**
 * The workflow refused for the user's plan (403 WORKFLOW_NOT_IN_PLAN): what it is, why it is
 * locked, and the way to the plan that has it, instead of an empty list that cannot be filled.
 */
export function UpgradeRequired({
  refusal,
  showBack = true,
}: {
  refusal: PlanRefusal;
  /** False where the page already has its own way back to the dashboard. */
  showBack?: boolean;
}) {
  const navigate = useNavigate();
  return (
    <Card data-testid="workflow-upgrade-required">
      <CenterState role="status">
        <IconBubble>
          <LockIcon size={26} />
        </IconBubble>
        <Badge $tone="dark" $size="sm">
          Pro Only
        </Badge>
        <h2>Upgrade to Pro to use the SEO Workflow</h2>
        <p>
          Your current plan doesn't include workflow projects. Pro takes each project from keyword research to a finished blog
          post in four guided steps, with unlimited generations.
        </p>
        <Actions>
          <Button variant="gradient" onClick={() => navigate(refusal.redirectTo)}>
            Upgrade to Pro
            <ArrowRightIcon size={16} />
          </Button>
          {showBack ? (
            <Button variant="outline" icon={<ArrowLeftIcon size={16} />} onClick={() => navigate("/dashboard")}>
              Back to Dashboard
            </Button>
          ) : null}
        </Actions>
      </CenterState>
    </Card>
  );
}
