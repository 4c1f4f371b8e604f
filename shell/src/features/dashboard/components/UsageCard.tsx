// Starter's weekly usage: generations used of the weekly limit, and when the week resets.
import { Link } from "react-router-dom";
import styled from "styled-components";
import { STARTER_WEEKLY_LIMIT } from "@seo/contracts/plans";
import { Badge } from "@seo/ui/Badge";
import { Card, CardDescription, CardTitle } from "@seo/ui/Card";
import { ProgressBar } from "@seo/ui/ProgressBar";
import { ClockIcon } from "../../../components/icons";
import { iconLabel } from "../../../components/layout";
import { routes } from "../../../lib/routes";
import { Row } from "./dashboardParts";

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
    ${iconLabel(16)}
  }
`;

function formatReset(value: string | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return `${date.toLocaleDateString(undefined, { weekday: "short", month: "short", day: "numeric" })} at ${date.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" })}`;
}

export function UsageCard({ used, remaining, resetsAt }: { used: number; remaining: number; resetsAt: string | null }) {
  const limitReached = remaining === 0;
  const resetText = formatReset(resetsAt);
  return (
    <Card data-testid="usage-card">
      <Row>
        <div>
          <CardTitle>Weekly usage</CardTitle>
          <CardDescription>Starter includes {STARTER_WEEKLY_LIMIT} generations per week.</CardDescription>
        </div>
        <Badge $tone={limitReached ? "danger" : "success"}>{limitReached ? "Limit reached" : `${remaining} remaining`}</Badge>
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
          <Link to={routes.pricing}>Upgrade to Pro for unlimited</Link>
        </div>
      </Usage>
    </Card>
  );
}
