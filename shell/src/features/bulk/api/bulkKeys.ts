// The query keys of the bulk screens (a run's rows share a prefix, so all of them are refreshed at once).
import type { BulkRun } from "@seo/contracts/bulk";

export const RUNS_QUERY_KEY = ["bulk", "runs"] as const;
export const runQueryKey = (id: number) => ["bulk", "run", id] as const;
export const rowsQueryKey = (id: number) => ["bulk", "rows", id] as const;

/** Queued or running: its progress still moves. */
export const isLive = (run: BulkRun | undefined | null) => run?.status === "queued" || run?.status === "running";
