// /bulk/runs/:runId: one run's progress (polled while it runs, so the page survives reloads), then
// its review: Descripto's products or SeoSnapshot's pages.
import { Link, useParams } from "react-router-dom";
import { ApiError } from "@seo/ui/api";
import { PageSpinner } from "@seo/ui/Spinner";
import { Container, PageHeader } from "../../../components/layout";
import { routes } from "../../../lib/routes";
import { isLive } from "../api/bulkKeys";
import { bulkFailure } from "../api/bulkRequest";
import { useRun } from "../api/runs";
import { BULK_TEXTS } from "../bulkTexts";
import { Page, Stack, toolTitle } from "./bulkParts";
import { DescriptoReview } from "./DescriptoReview";
import { RunProgress } from "./RunProgress";
import { SeoSnapshotReport } from "./SeoSnapshotReport";

export function BulkRunPage() {
  const { runId } = useParams();
  const id = Number(runId);
  const valid = Number.isInteger(id) && id > 0;
  return valid ? <RunScreen id={id} /> : <Missing message={BULK_TEXTS.runNotFound} />;
}

function Missing({ message }: { message: string }) {
  return (
    <Page>
      <Container>
        <PageHeader>
          <h1>{BULK_TEXTS.title}</h1>
        </PageHeader>
        <p role="alert">{message}</p>
        <p>
          <Link to={routes.bulk}>{BULK_TEXTS.backToRuns}</Link>
        </p>
      </Container>
    </Page>
  );
}

function RunScreen({ id }: { id: number }) {
  const run = useRun(id);
  if (run.isPending) return <PageSpinner label="Loading the run" />;
  if (!run.data) {
    const notFound = run.error instanceof ApiError && run.error.status === 404;
    return <Missing message={notFound ? BULK_TEXTS.runNotFound : bulkFailure(run.error)} />;
  }
  const data = run.data;
  const live = isLive(data);
  return (
    <Page>
      <Container>
        <PageHeader>
          <p>
            <Link to={routes.bulk}>← {BULK_TEXTS.backToRuns}</Link>
          </p>
          <h1>{data.fileName}</h1>
          <p>
            {toolTitle(data.tool)} · {BULK_TEXTS.tools[data.tool].label} · started{" "}
            {new Date(data.createdAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })}
          </p>
        </PageHeader>
        <Stack>
          <RunProgress run={data} reconnecting={run.failureCount > 0 || run.isError} />
          {data.tool === "descripto" ? <DescriptoReview run={data} live={live} /> : <SeoSnapshotReport run={data} live={live} />}
        </Stack>
      </Container>
    </Page>
  );
}
