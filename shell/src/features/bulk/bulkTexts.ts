// The words of the /bulk screens, in one place (the tests read them from here too).
import { BULK_MAX_ROWS, type BulkRunStatus, type BulkTool } from "@seo/contracts/bulk";

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;

/** "1 MB", "1.5 MB", "800 KB". */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** "45 s", "2 min 5 s", "1 h 3 min". */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ""}`;
  const minutes = Math.round((s % 3600) / 60);
  return `${Math.floor(s / 3600)} h${minutes ? ` ${minutes} min` : ""}`;
}

export const BULK_TEXTS = {
  title: "Bulk runs",
  intro: `Upload a CSV of up to ${BULK_MAX_ROWS.toLocaleString("en-US")} rows: every row is checked before anything runs, then generated one by one while you watch, ready to review and export.`,
  toolLegend: "Tool",
  tools: {
    descripto: { label: "Product descriptions", hint: "One product per row" },
    seosnapshot: { label: "SEO audits", hint: "One page per row" },
  } satisfies Record<BulkTool, { label: string; hint: string }>,
  upgradeTitle: "Bulk runs come with Pro",
  upgradeText:
    "Write hundreds of product descriptions or audit a whole site's titles and descriptions from one CSV: every row checked first, a live progress bar, a review step, and exports for Shopify and WooCommerce.",
  upgradeButton: "Upgrade to Pro",
  uploadTitle: "Upload a CSV",
  columnsIntro: "Columns, in this order (UTF-8, with a header row):",
  template: "Download template",
  fileLabel: "CSV file",
  dropHere: "or drop a CSV file here",
  checking: (name: string) => `Checking ${name}…`,
  notCsv: "Choose a .csv file (UTF-8, with a header row).",
  tooBig: (name: string, bytes: number, max: number) =>
    `${name} is ${sizeText(bytes)}; a bulk file can be at most ${sizeText(max)}. Split it into smaller files.`,
  rowsReady: (n: number) => `${plural(n, "row")} ready`,
  rowErrorsCaption: (problems: number, rows: number) =>
    `${plural(problems, "problem")} in ${plural(rows, "row")}: fix the file and choose it again, or drop these rows`,
  moreErrors: (shown: number, total: number) => `Showing the first ${shown} of ${total} problems.`,
  noValidRows: "No row can run as it is: fix the file and choose it again.",
  start: "Start run",
  dropInvalid: (n: number) => `Drop the ${plural(n, "invalid row")} and start`,
  refusedFallback: {
    400: "The file could not be read as a CSV of this tool's columns.",
    403: "Your plan does not include bulk runs.",
    413: "The file is too large for a bulk run.",
    415: "Upload the file as a CSV (text/csv).",
  } as Record<number, string>,
  genericFailure: "Something went wrong. Please try again.",
  recentTitle: "Recent runs",
  noRuns: "No bulk runs yet.",
  backToRuns: "All bulk runs",
  runNotFound: "This run was not found.",
  statuses: {
    queued: "Queued",
    running: "Running",
    done: "Done",
    cancelled: "Cancelled",
    stopped: "Stopped",
  } satisfies Record<BulkRunStatus, string>,
  progressLabel: "Rows processed",
  progressOf: (n: number, total: number) => `${n.toLocaleString("en-US")} of ${plural(total, "row")}`,
  failedRows: (n: number) => `${plural(n, "row")} failed`,
  rate: (perSecond: number) => `${perSecond < 10 ? perSecond.toFixed(1) : Math.round(perSecond)} rows per second`,
  timeLeft: (seconds: number) => `About ${durationText(seconds)} left`,
  estimating: "Estimating time left…",
  cancel: "Cancel run",
  cancelTitle: "Cancel this run?",
  cancelText: "Rows already generated stay for review; the rest are not generated.",
  keepRunning: "Keep running",
  cancelled: "This run was cancelled. The rows generated before stay below.",
  finished: (done: number) => `Finished: ${plural(done, "row")} generated.`,
  reviewTitle: "Review",
  filterLabel: "Show",
  filters: { all: "All rows", pending: "To review", approved: "Approved", rejected: "Rejected" },
  pageOf: (from: number, to: number, total: number) => `Rows ${from}–${to} of ${total}`,
  previous: "Previous",
  next: "Next",
  edit: "Edit",
  save: "Save",
  cancelEdit: "Cancel",
  edited: "Edited",
  approve: "Approve",
  reject: "Reject",
  regenerate: "Regenerate",
  approveAll: "Approve all done rows",
  approvedAll: (n: number) => (n === 0 ? "Every done row was already approved." : `Approved ${plural(n, "row")}.`),
  exportTitle: "Export approved rows",
  exportNone: "Approve rows to export them.",
  exports: { csv: "CSV", shopify: "Shopify CSV", woocommerce: "WooCommerce CSV" },
  rowStatuses: { pending: "Waiting", running: "Generating", done: "Done", failed: "Failed" },
  pagesTitle: "Pages",
  exportCsv: "Export CSV",
  pdfReport: "Download PDF report",
  pdfFailed: "The PDF report could not be made. Please try again.",
  showIssues: "Issues",
  noIssues: "No issues found.",
  issuesHeading: "Issues",
  recommendationsHeading: "Recommendations",
} as const;
