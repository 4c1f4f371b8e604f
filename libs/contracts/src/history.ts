// The generation history (/history): every generation a signed-in user made, newest first. Shared by
// the BFF (bff/src/history), the shell's /history page and the tool pages that open an entry
// (`<tool route>?entry=<id>` reads GET /api/history/:id).
//
// HTTP (every route signed in, 401 otherwise; another user's entry answers 404):
//   GET    /api/history?tool=&q=&starred=1&cursor=&limit=   → HistoryPage (newest first; limit 1-100, default 25)
//   GET    /api/history/:id                                  → HistoryEntry (the output as stored)
//   PATCH  /api/history/:id          body { starred }        → { id, starred }
//   DELETE /api/history/:id                                  → { deleted: 1 }
//   POST   /api/history/delete       body { ids } (1-100)    → { deleted: n } (only the caller's own)
//   DELETE /api/history?tool=                                → { deleted: n } (all, or one tool's)
// Starter and accounts without a plan keep 30 days (older entries are hidden and deleted daily);
// every paid plan keeps everything until the user deletes it.
import { z } from "zod";
import type { Plan } from "./plans";

export const historyApi = {
  list: "/api/history",
  entry: (id: number) => `/api/history/${id}`,
  deleteSelected: "/api/history/delete",
} as const;

/** Where a generation was made: a tool page, a workflow step or a bulk run's row. */
export const GENERATION_SOURCES = ["page", "workflow", "bulk"] as const;
export type GenerationSource = (typeof GENERATION_SOURCES)[number];

// In paths.ts (no zod): the browser's request helper reads it on every page, the signed-out site too.
export { GENERATION_SOURCE_HEADER } from "./paths";

export const HISTORY_PAGE_SIZE = 25;
export const HISTORY_MAX_PAGE_SIZE = 100;
export const HISTORY_SEARCH_MAX = 200;
/** How many entries one "delete selected" may name. */
export const HISTORY_DELETE_MAX = 100;
/** Starter's (and no plan's) history window. */
export const HISTORY_RETENTION_DAYS = 30;

/** Days the plan keeps history (Starter and no plan: 30), or null: kept until the user deletes it. */
export function historyKeptForDays(plan: Plan | null): number | null {
  return plan === null || plan === "starter" ? HISTORY_RETENTION_DAYS : null;
}

/** PostgreSQL's integer range: a larger id names no entry (and would fail the query). */
export const MAX_HISTORY_ID = 2_147_483_647;
/** An entry's id in a body. */
export const historyIdSchema = z
  .number("Must be a number")
  .int("Must be a whole number")
  .min(1, "Must be positive")
  .max(MAX_HISTORY_ID, "No such entry");
/** The path's :id: digits only ("1e3", "0x10" and " 7" are not ids; 0 or a huge one names no entry). */
export const historyEntryParamsSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,20}$/, "Must be a number")
    .transform(Number),
});

/** The list's query string (all optional). `tool` is checked against the registry by the BFF. */
export const historyListQuerySchema = z.object({
  tool: z.string().max(40).optional(),
  q: z
    .string()
    .max(HISTORY_SEARCH_MAX, `At most ${HISTORY_SEARCH_MAX} characters`)
    .refine((v) => !v.includes("\u0000"), "Must not contain a NUL character")
    .optional(),
  starred: z.enum(["1", "0", "true", "false"], "Use 1 or 0").optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number("Must be a number").int().min(1).max(HISTORY_MAX_PAGE_SIZE).optional(),
});

/** What a list entry and a full entry both carry. */
const entryFields = {
  id: z.number().int(),
  tool: z.string(),
  source: z.enum(GENERATION_SOURCES),
  createdAt: z.string(),
  starred: z.boolean(),
  input: z.unknown(),
};

/** A list entry: small (no output), with a title and a preview the list shows. */
export const historyListEntrySchema = z.object({
  ...entryFields,
  summary: z.object({ title: z.string(), preview: z.string() }),
});
export type HistoryListEntry = z.infer<typeof historyListEntrySchema>;

export const historyPageSchema = z.object({
  entries: z.array(historyListEntrySchema),
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** How long this account's history is kept (null: until deleted), as the page says it. */
  keptForDays: z.number().int().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** One entry with its output as stored: what a tool page opens with `?entry=<id>`. */
export const historyEntrySchema = z.object({ ...entryFields, output: z.unknown() });
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const starEntrySchema = z.object({ starred: z.boolean("Must be true or false") });

export const deleteEntriesSchema = z.object({
  ids: z
    .array(historyIdSchema)
    .min(1, "Choose at least one entry")
    .max(HISTORY_DELETE_MAX, `At most ${HISTORY_DELETE_MAX} entries at a time`),
});

export const deletedSchema = z.object({ deleted: z.number().int() });
