import { QueryClient } from "@tanstack/react-query";

/**
 * The suite's query defaults: never stale, no refetch on focus, no polling, no retries (a hook that
 * wants retries, such as the session check's on a transient failure, asks for them). Data is fetched
 * once and changes when a call made here invalidates it.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
