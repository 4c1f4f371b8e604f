// A SeoSnapshot run's pages: title, URL and score, sortable by score, each row opening to its issues
// and recommendations; the server's CSV of every audited page and one PDF report of all of them,
// made here with libs/export's PDF writer.
import { Fragment, useState } from "react";
import styled from "styled-components";
import type { BulkRow, BulkRun } from "@seo/contracts/bulk";
import { EXPORT_TEXTS, runExport } from "@seo/export/ExportBar";
import { SCORE_THRESHOLDS } from "@seo/seosnapshot-contract";
import { Badge, type BadgeTone } from "@seo/ui/Badge";
import { Button, ButtonLink } from "@seo/ui/Button";
import { toast } from "@seo/ui/toastStore";
import { bulkPaths } from "../api/bulkPaths";
import { PAGE_SIZE, useAllRows } from "../api/rows";
import { BULK_TEXTS } from "../bulkTexts";
import { auditOf, pageTitle, seoReportText } from "../seoReportText";
import { Actions, Muted, Panel } from "./bulkParts";
import { Pager } from "./Pager";
import { LoadedRows, pageCaption, RowsTable } from "./RowsTable";

type Sort = "none" | "ascending" | "descending";
const NEXT_SORT: Record<Sort, Sort> = { none: "ascending", ascending: "descending", descending: "none" };

const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  border: 0;
  padding: 2px 4px;
  margin: -2px -4px;
  background: none;
  font: inherit;
  color: inherit;
  text-transform: inherit;
  letter-spacing: inherit;
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Url = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.typography.weights.regular};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

const Details = styled.div`
  display: grid;
  gap: 12px;
  padding: 4px 0 8px;
  h3 {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  ul,
  ol {
    padding-left: 20px;
    display: grid;
    gap: 4px;
  }
`;

const scoreTone = (score: number): BadgeTone =>
  score >= SCORE_THRESHOLDS.excellent ? "success" : score >= SCORE_THRESHOLDS.good ? "warning" : "danger";

const scoreOf = (row: BulkRow) => auditOf(row)?.scores.overall ?? null;

/** Sorted by score (pages without one last), or in file order. */
export function sortRows(rows: BulkRow[], sort: Sort): BulkRow[] {
  if (sort === "none") return rows;
  const sign = sort === "ascending" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const [x, y] = [scoreOf(a), scoreOf(b)];
    if (x === null || y === null) return x === y ? a.rowNumber - b.rowNumber : x === null ? 1 : -1;
    return (x - y) * sign || a.rowNumber - b.rowNumber;
  });
}

const baseName = (fileName: string) => fileName.replace(/\.csv$/i, "") || "bulk";

export function SeoSnapshotReport({ run, live }: { run: BulkRun; live: boolean }) {
  const all = useAllRows(run.id, { live });
  const [sort, setSort] = useState<Sort>("none");
  const [offset, setOffset] = useState(0);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const sorted = sortRows(all.data?.rows ?? [], sort);
  const rows = sorted.slice(offset, offset + PAGE_SIZE);

  const toggle = (n: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(n)) next.add(n);
      return next;
    });

  return (
    <Panel aria-labelledby="bulk-pages-title">
      <h2 id="bulk-pages-title">{BULK_TEXTS.pagesTitle}</h2>
      <ReportExports run={run} rows={all.data ? sorted : null} />
      <LoadedRows query={all} loading="Loading the pages">
        <RowsTable
          caption={sorted.length === 0 ? "No pages yet" : pageCaption(offset, sorted.length)}
          heads={
            <>
              <th scope="col">Page</th>
              <th scope="col" aria-sort={sort}>
                <SortButton type="button" onClick={() => setSort(NEXT_SORT[sort])}>
                  Score
                  <span aria-hidden="true">{sort === "ascending" ? "▲" : sort === "descending" ? "▼" : "↕"}</span>
                </SortButton>
              </th>
              <th scope="col">{BULK_TEXTS.showIssues}</th>
            </>
          }
        >
          {rows.map((row) => (
            <PageRow key={row.rowNumber} row={row} expanded={open.has(row.rowNumber)} onToggle={() => toggle(row.rowNumber)} />
          ))}
        </RowsTable>
      </LoadedRows>
      <Pager offset={offset} total={sorted.length} onChange={setOffset} label="Pages of the report" />
    </Panel>
  );
}

/** The server's CSV of every audited page, and one PDF report of them made here (once they are read). */
function ReportExports({ run, rows }: { run: BulkRun; rows: BulkRow[] | null }) {
  const [making, setMaking] = useState(false);
  const pdf = async (sorted: BulkRow[]) => {
    setMaking(true);
    try {
      await runExport("pdf", seoReportText(run.fileName, sorted), `${baseName(run.fileName)}-seo-report`, "SeoSnapshot");
      toast({ title: EXPORT_TEXTS.successTitle, description: EXPORT_TEXTS.exportedAs("PDF"), variant: "success" });
    } catch (error) {
      console.error("The bulk PDF report failed", error);
      toast({ title: EXPORT_TEXTS.failureTitle, description: BULK_TEXTS.pdfFailed, variant: "destructive" });
    } finally {
      setMaking(false);
    }
  };
  return (
    <Actions>
      {run.done > 0 ? (
        <ButtonLink href={bulkPaths.export(run.id, "csv")} download $variant="outline" $size="sm">
          {BULK_TEXTS.exportCsv}
        </ButtonLink>
      ) : (
        <Button variant="outline" size="sm" disabled>
          {BULK_TEXTS.exportCsv}
        </Button>
      )}
      <Button variant="outline" size="sm" busy={making} disabled={!rows || run.done === 0} onClick={() => rows && void pdf(rows)}>
        {BULK_TEXTS.pdfReport}
      </Button>
    </Actions>
  );
}

function PageRow({ row, expanded, onToggle }: { row: BulkRow; expanded: boolean; onToggle: () => void }) {
  const audit = auditOf(row);
  const title = pageTitle(row);
  const detailsId = `bulk-page-${row.rowNumber}-issues`;
  const issues = (audit?.checks ?? []).filter((c) => !c.passed);
  return (
    <Fragment>
      <tr data-testid={`page-${row.rowNumber}`}>
        <td className="num">{row.rowNumber}</td>
        <th scope="row">
          {title}
          {row.input.url && <Url>{row.input.url}</Url>}
        </th>
        <td>
          {audit ? (
            <Badge $tone={scoreTone(audit.scores.overall)} data-testid="page-score">
              {audit.scores.overall}
            </Badge>
          ) : (
            <Muted>
              {row.status === "failed" ? (row.error ?? BULK_TEXTS.rowStatuses.failed) : BULK_TEXTS.rowStatuses[row.status]}
            </Muted>
          )}
        </td>
        <td>
          {audit && (
            <Button
              size="sm"
              variant="ghost"
              aria-expanded={expanded}
              aria-controls={detailsId}
              aria-label={`${BULK_TEXTS.showIssues} of ${title}`}
              onClick={onToggle}
            >
              {BULK_TEXTS.showIssues} ({issues.length})
            </Button>
          )}
        </td>
      </tr>
      {audit && (
        <tr id={detailsId} hidden={!expanded}>
          <td colSpan={4}>
            <Details>
              <div>
                <h3>{BULK_TEXTS.issuesHeading}</h3>
                {issues.length ? (
                  <ul>
                    {issues.map((c) => (
                      <li key={c.id}>
                        <strong>{c.label}:</strong> {c.message}
                      </li>
                    ))}
                  </ul>
                ) : (
                  <Muted>{BULK_TEXTS.noIssues}</Muted>
                )}
              </div>
              {audit.recommendations.length > 0 && (
                <div>
                  <h3>{BULK_TEXTS.recommendationsHeading}</h3>
                  <ol>
                    {audit.recommendations.map((r) => (
                      <li key={r}>{r}</li>
                    ))}
                  </ol>
                </div>
              )}
            </Details>
          </td>
        </tr>
      )}
    </Fragment>
  );
}
