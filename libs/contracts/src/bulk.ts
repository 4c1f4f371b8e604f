// Bulk runs: a CSV of rows for one tool (Descripto's products, SeoSnapshot's pages), validated as a
// whole before anything runs, then run row by row as a job, reviewed and exported. Shared by the
// BFF (bff/src/bulk) and the shell's /bulk screen.
//
// HTTP (every route signed in; another user's run answers 404):
//   GET    /api/bulk/template/:tool            the CSV template (text/csv, attachment)
//   POST   /api/bulk/:tool/check               body: the CSV (text/csv, ≤ BULK_MAX_BYTES; 413/415)
//                                              → 200 BulkCheck (rows valid or not; nothing stored)
//   POST   /api/bulk/:tool/runs                body: the CSV; query fileName=…, skipInvalid=1 drops bad rows
//                                              → 201 BulkRun; 400 BulkCheck-shaped body when rows are
//                                              invalid and skipInvalid is not set; 403 for plans without bulk
//   GET    /api/bulk/runs                      → { runs: BulkRun[] } newest first (the last 20)
//   GET    /api/bulk/runs/:id                  → BulkRun (progress)
//   POST   /api/bulk/runs/:id/cancel           → BulkRun
//   GET    /api/bulk/runs/:id/rows?offset=&limit=  → { rows: BulkRow[], total }
//   PATCH  /api/bulk/runs/:id/rows/:rowNumber  body BulkRowPatch → BulkRow
//   POST   /api/bulk/runs/:id/rows/:rowNumber/regenerate → BulkRow (one generation)
//   GET    /api/bulk/runs/:id/export?format=csv|shopify|woocommerce   approved rows (Descripto), or
//                                              every done row (SeoSnapshot: format=csv); text/csv attachment
import { z } from "zod";

/** The tools a bulk run can use, with the columns of their CSV (header row, in this order). */
export const BULK_COLUMNS = {
  descripto: ["productName", "keyFeatures", "targetAudience", "tone", "keywords"],
  seosnapshot: ["title", "description", "url"],
} as const;
export type BulkTool = keyof typeof BULK_COLUMNS;
export const BULK_TOOLS = Object.keys(BULK_COLUMNS) as BulkTool[];
export const isBulkTool = (id: string): id is BulkTool => id in BULK_COLUMNS;

export const BULK_MAX_ROWS = 1000;
export const BULK_MAX_BYTES = 1024 * 1024;
/** Plans whose users may start bulk runs; Starter and users without a plan see an upgrade prompt. */
export const BULK_PLANS = ["pro", "all", "admin"] as const;

/** One problem with one cell (or the whole row when column is null), by its row number in the file. */
export const bulkRowErrorSchema = z.object({
  /** 1 is the first row under the header. */
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});
export type BulkRowError = z.infer<typeof bulkRowErrorSchema>;

/** The answer to a check (and to a run refused for invalid rows). */
export const bulkCheckSchema = z.object({
  /** A problem with the file as a whole (encoding, header, size), when there is one. */
  error: z.string().optional(),
  rows: z.number().int(),
  validRows: z.number().int(),
  errors: z.array(bulkRowErrorSchema),
});
export type BulkCheck = z.infer<typeof bulkCheckSchema>;

export const BULK_RUN_STATUSES = ["queued", "running", "done", "cancelled", "stopped"] as const;
export type BulkRunStatus = (typeof BULK_RUN_STATUSES)[number];

export const bulkRunSchema = z.object({
  id: z.number().int(),
  tool: z.enum(["descripto", "seosnapshot"]),
  fileName: z.string(),
  status: z.enum(BULK_RUN_STATUSES),
  /** Why a run stopped before its end ("Your plan no longer includes bulk runs."), shown as it is. */
  stopReason: z.string().nullable(),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  approved: z.number().int(),
  /** Rows per second since the run started (null before the first row). */
  rowsPerSecond: z.number().nullable(),
  /** Seconds left at the current rate (null when unknown or finished). */
  secondsLeft: z.number().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BulkRun = z.infer<typeof bulkRunSchema>;

export const BULK_ROW_STATUSES = ["pending", "running", "done", "failed"] as const;
export const BULK_REVIEWS = ["pending", "approved", "rejected"] as const;
export type BulkReview = (typeof BULK_REVIEWS)[number];

export const bulkRowSchema = z.object({
  rowNumber: z.number().int(),
  /** The row's cells by column name. */
  input: z.record(z.string(), z.string()),
  status: z.enum(BULK_ROW_STATUSES),
  /** The tool's answer as its contract defines it (DescriptoResponse, SeoSnapshotResponse). */
  output: z.unknown().nullable(),
  error: z.string().nullable(),
  /** The user's edit of the generated text (Descripto's description), when they made one. */
  editedText: z.string().nullable(),
  review: z.enum(BULK_REVIEWS),
});
export type BulkRow = z.infer<typeof bulkRowSchema>;

export const bulkRowPatchSchema = z
  .object({
    editedText: z.string().max(20_000).nullable().optional(),
    review: z.enum(BULK_REVIEWS).optional(),
  })
  .strict();
export type BulkRowPatch = z.infer<typeof bulkRowPatchSchema>;

export const BULK_EXPORT_FORMATS = ["csv", "shopify", "woocommerce"] as const;
export type BulkExportFormat = (typeof BULK_EXPORT_FORMATS)[number];
