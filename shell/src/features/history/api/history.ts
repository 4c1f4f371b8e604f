// The /history page's calls: the list (pages of 25, newest first, loaded on "Load more"), one
// entry (for Copy), star, delete one, delete selected and delete all. Every answer is read with
// the contract's schema; a change refreshes every list held (other filters are refetched when shown).
import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import {
  deletedSchema,
  historyApi,
  HISTORY_DELETE_MAX,
  historyEntrySchema,
  historyPageSchema,
  HISTORY_PAGE_SIZE,
  type HistoryEntry,
  type HistoryPage,
} from "@seo/contracts/history";
import { apiRequest } from "@seo/ui/api";

export const HISTORY_QUERY_KEY = ["history"] as const;

export interface HistoryFilters {
  /** A registry tool id, or "" for every tool. */
  tool: string;
  q: string;
  starred: boolean;
}

/** GET /api/history with the filters that are set (and the cursor of the page after). */
export function historyListPath(filters: HistoryFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.tool) params.set("tool", filters.tool);
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.starred) params.set("starred", "1");
  params.set("limit", String(HISTORY_PAGE_SIZE));
  if (cursor) params.set("cursor", cursor);
  return `${historyApi.list}?${params.toString()}`;
}

export function useHistoryList(filters: HistoryFilters) {
  return useInfiniteQuery({
    queryKey: [...HISTORY_QUERY_KEY, filters],
    queryFn: async ({ pageParam }) => {
      const res = await apiRequest("GET", historyListPath(filters, pageParam));
      return historyPageSchema.parse(await res.json());
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Another filter keeps the list on screen until its own answer is in (no spinner flash).
    placeholderData: keepPreviousData,
  });
}

/** GET /api/history/:id: the entry with its output as stored. */
export async function fetchEntry(id: number): Promise<HistoryEntry> {
  const res = await apiRequest("GET", historyApi.entry(id));
  return historyEntrySchema.parse(await res.json());
}

type Lists = InfiniteData<HistoryPage, string | null>;

export function useStarEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, starred }: { id: number; starred: boolean }) => {
      await apiRequest("PATCH", historyApi.entry(id), { starred });
      return { id, starred };
    },
    onSuccess: ({ id, starred }) => {
      // The star shows at once in every list held; the lists filtered by star are read again.
      queryClient.setQueriesData<Lists>({ queryKey: HISTORY_QUERY_KEY }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({ ...p, entries: p.entries.map((e) => (e.id === id ? { ...e, starred } : e)) })),
            }
          : data,
      );
      void queryClient.invalidateQueries({
        queryKey: HISTORY_QUERY_KEY,
        predicate: (q) => (q.queryKey[1] as HistoryFilters | undefined)?.starred === true,
      });
    },
  });
}

/**
 * Deletes one entry (DELETE /api/history/:id) or several (POST /api/history/delete, at most 100 a
 * request); answers how many.
 */
export function useDeleteEntries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: number[]) => {
      if (ids.length === 1) {
        const res = await apiRequest("DELETE", historyApi.entry(ids[0]!));
        return deletedSchema.parse(await res.json()).deleted;
      }
      let deleted = 0;
      for (let i = 0; i < ids.length; i += HISTORY_DELETE_MAX) {
        const res = await apiRequest("POST", historyApi.deleteSelected, { ids: ids.slice(i, i + HISTORY_DELETE_MAX) });
        deleted += deletedSchema.parse(await res.json()).deleted;
      }
      return deleted;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
}

/** DELETE /api/history: every entry of the account. */
export function useDeleteAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const res = await apiRequest("DELETE", historyApi.list);
      return deletedSchema.parse(await res.json()).deleted;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HISTORY_QUERY_KEY }),
  });
}
