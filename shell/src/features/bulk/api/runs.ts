// The runs: the recent list, one run's progress (polled every second while it runs) and cancelling.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { bulkRunSchema, type BulkRun } from "@seo/contracts/bulk";
import { isTransientFailure, reconnectDelay } from "@seo/ui/api";
import { bulkPaths } from "./bulkPaths";
import { RUNS_QUERY_KEY, isLive, rowsQueryKey, runQueryKey } from "./bulkKeys";
import { bulkJson } from "./bulkRequest";

export const POLL_MS = 1000;

const runListSchema = z.object({ runs: z.array(bulkRunSchema) });

/** GET /api/bulk/runs: the last 20, newest first. */
export function useRuns() {
  return useQuery({
    queryKey: RUNS_QUERY_KEY,
    queryFn: async () => (await bulkJson(runListSchema, "GET", bulkPaths.runs)).runs,
  });
}

/**
 * GET /api/bulk/runs/:id, every second while the run is queued or running and no more once it has
 * finished. When it finishes, its rows are read again (the last ones were written meanwhile). A
 * server blip (a restart, a 5xx) is retried with backoff and the last progress stays on screen.
 */
export function useRun(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: runQueryKey(id),
    queryFn: async () => {
      const before = queryClient.getQueryData<BulkRun>(runQueryKey(id));
      const run = await bulkJson(bulkRunSchema, "GET", bulkPaths.run(id));
      if (isLive(before) && !isLive(run)) void queryClient.invalidateQueries({ queryKey: rowsQueryKey(id) });
      return run;
    },
    refetchInterval: (query) => (isLive(query.state.data) ? POLL_MS : false),
    // A missing run (404, another user's) is not retried.
    retry: (count, error) => count < 60 && isTransientFailure(error),
    retryDelay: reconnectDelay,
  });
}

/** POST /api/bulk/runs/:id/cancel → the run as it is now. */
export function useCancelRun(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => bulkJson(bulkRunSchema, "POST", bulkPaths.cancel(id)),
    onSuccess: (run) => {
      queryClient.setQueryData(runQueryKey(id), run);
      void queryClient.invalidateQueries({ queryKey: RUNS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: rowsQueryKey(id) });
    },
  });
}
