// The text of a SeoSnapshot run's PDF report: a heading, then every page's own report (the audit's
// text, its ✓/✗ check lines drawn as marks by libs/export's buildPdf), in the order given.
import type { BulkRow } from "@seo/contracts/bulk";
import { seosnapshotResponseSchema, type SeosnapshotResponse } from "@seo/seosnapshot-contract";

/** The row's audit, when it has one that matches SeoSnapshot's contract. */
export function auditOf(row: BulkRow): SeosnapshotResponse | null {
  const parsed = seosnapshotResponseSchema.safeParse(row.output);
  return parsed.success ? parsed.data : null;
}

export function pageTitle(row: BulkRow): string {
  return row.input.title || row.input.url || `Row ${row.rowNumber}`;
}

export function seoReportText(fileName: string, rows: BulkRow[]): string {
  const audited = rows.map((row) => ({ row, audit: auditOf(row) }));
  const scores = audited.flatMap(({ audit }) => (audit ? [audit.scores.overall] : []));
  const average = scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null;
  const head = [
    `Bulk SEO report: ${fileName}`,
    `${scores.length} of ${rows.length} pages audited${average === null ? "" : ` · average score ${average}/100`}`,
  ];
  const pages = audited.map(({ row, audit }) => {
    const title = `Row ${row.rowNumber}: ${pageTitle(row)}${row.input.url ? ` (${row.input.url})` : ""}`;
    if (audit) return [title, "", audit.result].join("\n");
    return [title, row.status === "failed" ? `Not audited: ${row.error ?? "the audit failed"}` : "Not audited yet"].join("\n");
  });
  return [...head, "", ...pages.flatMap((p) => [p, "", "—".repeat(40), ""])].join("\n").trimEnd();
}
