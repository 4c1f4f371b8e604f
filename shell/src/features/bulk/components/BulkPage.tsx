// /bulk: for the plans with bulk runs, the tool choice, the upload and the recent runs; for the
// others (Starter, a single-tool plan, no plan or a lapsed one) the feature explained with an upgrade.
import { Link, useSearchParams } from "react-router-dom";
import styled from "styled-components";
import type { SubscriptionInfo } from "@seo/contracts/auth";
import { isBulkTool, type BulkTool } from "@seo/contracts/bulk";
import { ButtonLink } from "@seo/ui/Button";
import { Card, CardDescription, CardTitle } from "@seo/ui/Card";
import { PageSpinner } from "@seo/ui/Spinner";
import { CrownIcon } from "../../../components/icons";
import { Container, PageHeader } from "../../../components/layout";
import { routes } from "../../../lib/routes";
import { mayRunBulk } from "../bulkAccess";
import { BULK_TEXTS } from "../bulkTexts";
import { Page, Panel, Stack } from "./bulkParts";
import { RecentRuns } from "./RecentRuns";
import { ToolChoice } from "./ToolChoice";
import { UploadPanel } from "./UploadPanel";

const Upgrade = styled(Card)`
  display: grid;
  gap: 12px;
  justify-items: start;
  background: linear-gradient(135deg, #f5f3ff 0%, #fdf2f8 100%);
  border-color: #ddd6fe;
`;

export interface BulkPageProps {
  subscription: SubscriptionInfo | null;
  loading: boolean;
}

export function BulkPage({ subscription, loading }: BulkPageProps) {
  const [params, setParams] = useSearchParams();
  if (loading) return <PageSpinner />;
  const asked = params.get("tool") ?? "";
  const tool: BulkTool = isBulkTool(asked) ? asked : "descripto";
  return (
    <Page>
      <Container>
        <PageHeader>
          <h1>{BULK_TEXTS.title}</h1>
          <p>{BULK_TEXTS.intro}</p>
        </PageHeader>
        {mayRunBulk(subscription) ? (
          <Stack>
            <Panel>
              <ToolChoice value={tool} onChange={(t) => setParams({ tool: t }, { replace: true })} />
            </Panel>
            <UploadPanel key={tool} tool={tool} />
            <RecentRuns />
          </Stack>
        ) : (
          <Upgrade data-testid="bulk-upgrade">
            <CardTitle as="h2">{BULK_TEXTS.upgradeTitle}</CardTitle>
            <CardDescription>{BULK_TEXTS.upgradeText}</CardDescription>
            <ButtonLink as={Link} to={routes.pricing} $variant="gradient">
              <CrownIcon width={16} height={16} /> {BULK_TEXTS.upgradeButton}
            </ButtonLink>
          </Upgrade>
        )}
      </Container>
    </Page>
  );
}
