// A run's rows: one page of them (offset/limit), all of them (for filters, sorting and "approve all"),
// and the changes a review makes to one row (edit, approve or reject, regenerate).
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { bulkRowSchema, type BulkRow, type BulkRowPatch } from "@seo/contracts/bulk";
import { isTransientFailure, reconnectDelay } from "@seo/ui/api";
import { bulkPaths } from "./bulkPaths";
import { rowsQueryKey, runQueryKey } from "./bulkKeys";
import { bulkJson } from "./bulkRequest";

export const PAGE_SIZE = 25;
/** Rows asked for per request when all of them are read. */
const CHUNK = 100;
/** While a run runs, its rows are read again this often (a page; all rows less often). */
const PAGE_POLL_MS = 2000;
const ALL_POLL_MS = 5000;
/** "Approve all": PATCHes in flight at once. */
const APPROVE_CONCURRENCY = 4;

const rowsPageSchema = z.object({ rows: z.array(bulkRowSchema), total: z.number().int() });
export type RowsPage = z.infer<typeof rowsPageSchema>;

const retryTransient = {
  retry: (count: number, error: Error) => count < 60 && isTransientFailure(error),
  retryDelay: reconnectDelay,
};

const fetchPage = (id: number, offset: number, limit: number) =>
  bulkJson(rowsPageSchema, "GET", bulkPaths.rows(id, offset, limit));

/** Every row of the run, a hundred at a time (a run has at most 1,000). */
export async function fetchAllRows(id: number): Promise<RowsPage> {
  const rows: BulkRow[] = [];
  let total = Infinity;
  while (rows.length < total) {
    const page = await fetchPage(id, rows.length, CHUNK);
    total = page.total;
    if (page.rows.length === 0) break;
    rows.push(...page.rows);
  }
  return { rows, total: rows.length };
}

/** GET …/rows?offset=&limit= (25 a page), read again every 2 s while the run is live. */
export function useRowsPage(id: number, offset: number, { live, enabled = true }: { live: boolean; enabled?: boolean }) {
  return useQuery({
    queryKey: [...rowsQueryKey(id), "page", offset, PAGE_SIZE],
    queryFn: () => fetchPage(id, offset, PAGE_SIZE),
    placeholderData: keepPreviousData,
    refetchInterval: live ? PAGE_POLL_MS : false,
    enabled,
    ...retryTransient,
  });
}

/** Every row of the run (filters and sorting need them all), read again every 5 s while it is live. */
export function useAllRows(id: number, { live, enabled = true }: { live: boolean; enabled?: boolean }) {
  return useQuery({
    queryKey: [...rowsQueryKey(id), "all"],
    queryFn: () => fetchAllRows(id),
    refetchInterval: live ? ALL_POLL_MS : false,
    enabled,
    ...retryTransient,
  });
}

/** Puts the server's answer for one row into every cached list of the run's rows. */
function replaceRow(queryClient: QueryClient, id: number, row: BulkRow) {
  queryClient.setQueriesData<RowsPage>({ queryKey: rowsQueryKey(id) }, (data) =>
    data ? { ...data, rows: data.rows.map((r) => (r.rowNumber === row.rowNumber ? row : r)) } : data,
  );
}

/** PATCH …/rows/:rowNumber (an edit, a review) → the row; a review changes the run's approved count. */
export function usePatchRow(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rowNumber, patch }: { rowNumber: number; patch: BulkRowPatch }) =>
      bulkJson(bulkRowSchema, "PATCH", bulkPaths.row(id, rowNumber), patch),
    onSuccess: (row, { patch }) => {
      replaceRow(queryClient, id, row);
      if (patch.review) void queryClient.invalidateQueries({ queryKey: runQueryKey(id) });
    },
  });
}

/** POST …/rows/:rowNumber/regenerate → the row with its new output (one generation). */
export function useRegenerateRow(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rowNumber: number) => bulkJson(bulkRowSchema, "POST", bulkPaths.regenerate(id, rowNumber)),
    onSuccess: (row) => {
      replaceRow(queryClient, id, row);
      void queryClient.invalidateQueries({ queryKey: runQueryKey(id) });
    },
  });
}

/** Approves every done row not approved yet (a PATCH each, a few at a time); resolves to how many. */
export function useApproveAllDone(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { rows } = await fetchAllRows(id);
      const queue = rows.filter((r) => r.status === "done" && r.review !== "approved").map((r) => r.rowNumber);
      const count = queue.length;
      const worker = async () => {
        for (let n = queue.shift(); n !== undefined; n = queue.shift()) {
          await bulkJson(bulkRowSchema, "PATCH", bulkPaths.row(id, n), { review: "approved" } satisfies BulkRowPatch);
        }
      };
      await Promise.all(Array.from({ length: APPROVE_CONCURRENCY }, worker));
      return count;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rowsQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: runQueryKey(id) }),
      ]),
  });
}
