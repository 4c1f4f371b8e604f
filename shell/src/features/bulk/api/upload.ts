// Checking a CSV (nothing stored) and starting a run from it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { bulkCheckSchema, bulkRunSchema, type BulkTool } from "@seo/contracts/bulk";
import { bulkPaths } from "./bulkPaths";
import { postCsv } from "./bulkRequest";
import { RUNS_QUERY_KEY, runQueryKey } from "./bulkKeys";

export interface CsvUpload {
  tool: BulkTool;
  file: File;
}

/** POST /api/bulk/:tool/check → BulkCheck. */
export function useCheckCsv() {
  return useMutation({
    mutationFn: ({ tool, file }: CsvUpload) => postCsv(bulkCheckSchema, bulkPaths.check(tool), file),
  });
}

/** POST /api/bulk/:tool/runs?fileName=…[&skipInvalid=1] → the new run, kept for its page. */
export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tool, file, skipInvalid }: CsvUpload & { skipInvalid: boolean }) =>
      postCsv(bulkRunSchema, bulkPaths.start(tool, file.name, skipInvalid), file),
    onSuccess: (run) => {
      queryClient.setQueryData(runQueryKey(run.id), run);
      void queryClient.invalidateQueries({ queryKey: RUNS_QUERY_KEY });
    },
  });
}
