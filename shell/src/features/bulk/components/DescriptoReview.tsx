// A Descripto run's review: its products 25 a page (or those to review, approved or rejected), each
// editable, approved or rejected and regenerated in place; "approve all done rows"; and the approved
// rows' exports (CSV, Shopify, WooCommerce) straight from the server.
import { useState } from "react";
import { BULK_EXPORT_FORMATS, type BulkReview, type BulkRun } from "@seo/contracts/bulk";
import { Button, ButtonLink } from "@seo/ui/Button";
import { SelectField } from "@seo/ui/FormField";
import { ActionMessage } from "../../../components/ActionMessage";
import { bulkPaths } from "../api/bulkPaths";
import { bulkFailure } from "../api/bulkRequest";
import { PAGE_SIZE, useAllRows, useApproveAllDone, useRowsPage } from "../api/rows";
import { BULK_TEXTS } from "../bulkTexts";
import { Actions, Muted, Panel } from "./bulkParts";
import { DescriptoRow } from "./DescriptoRow";
import { Pager } from "./Pager";
import { LoadedRows, pageCaption, RowsTable } from "./RowsTable";

type Filter = "all" | BulkReview;
const FILTERS = ["all", "pending", "approved", "rejected"] as const satisfies readonly Filter[];

export function DescriptoReview({ run, live }: { run: BulkRun; live: boolean }) {
  const [filter, setFilter] = useState<Filter>("all");
  const [offset, setOffset] = useState(0);
  const approveAll = useApproveAllDone(run.id);
  // Unfiltered, the server pages; a filter needs every row (a run has at most 1,000).
  const page = useRowsPage(run.id, offset, { live, enabled: filter === "all" });
  const all = useAllRows(run.id, { live, enabled: filter !== "all" });
  const query = filter === "all" ? page : all;
  const matching = filter === "all" ? null : (all.data?.rows ?? []).filter((r) => r.status === "done" && r.review === filter);
  const rows = matching ? matching.slice(offset, offset + PAGE_SIZE) : (page.data?.rows ?? []);
  const total = matching ? matching.length : (page.data?.total ?? 0);

  return (
    <Panel aria-labelledby="bulk-review-title">
      <h2 id="bulk-review-title">{BULK_TEXTS.reviewTitle}</h2>
      <Actions style={{ justifyContent: "space-between", alignItems: "flex-end" }}>
        <div style={{ minWidth: 200 }}>
          <SelectField
            id="bulk-review-filter"
            label={BULK_TEXTS.filterLabel}
            options={FILTERS}
            labels={BULK_TEXTS.filters}
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as Filter);
              setOffset(0);
            }}
          />
        </div>
        <Button variant="outline" busy={approveAll.isPending} disabled={run.done === 0} onClick={() => approveAll.mutate()}>
          {BULK_TEXTS.approveAll}
        </Button>
      </Actions>
      <ActionMessage
        success={approveAll.isSuccess ? BULK_TEXTS.approvedAll(approveAll.data) : null}
        error={approveAll.isError ? bulkFailure(approveAll.error) : null}
      />
      <LoadedRows query={query} loading="Loading the rows">
        <RowsTable
          caption={`${BULK_TEXTS.filters[filter]}: ${total === 0 ? "none yet" : pageCaption(offset, total)}`}
          heads={
            <>
              <th scope="col">Product</th>
              <th scope="col">Description</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </>
          }
        >
          {rows.map((row) => (
            <DescriptoRow key={row.rowNumber} runId={run.id} row={row} live={live} />
          ))}
        </RowsTable>
      </LoadedRows>
      <Pager offset={offset} total={total} onChange={setOffset} label="Review pages" />
      <ApprovedExports run={run} />
    </Panel>
  );
}

function ApprovedExports({ run }: { run: BulkRun }) {
  const none = run.approved === 0;
  return (
    <section aria-labelledby="bulk-export-title">
      <h3 id="bulk-export-title">{BULK_TEXTS.exportTitle}</h3>
      <Muted>{none ? BULK_TEXTS.exportNone : `${run.approved} approved.`}</Muted>
      <Actions style={{ marginTop: 8 }}>
        {BULK_EXPORT_FORMATS.map((format) =>
          none ? (
            <Button key={format} variant="outline" size="sm" disabled>
              {BULK_TEXTS.exports[format]}
            </Button>
          ) : (
            // The session cookie goes with a plain link, and the server names the file.
            <ButtonLink key={format} href={bulkPaths.export(run.id, format)} download $variant="outline" $size="sm">
              {BULK_TEXTS.exports[format]}
            </ButtonLink>
          ),
        )}
      </Actions>
    </section>
  );
}
