import type { QueryClient } from "@tanstack/react-query";
import { AppRoutes } from "./AppRoutes";
import { BrowserApp } from "./BrowserApp";

/** `queryClient`: one prepared by the caller (bootstrap.tsx primes it before hydrating). */
export function App({ queryClient }: { queryClient?: QueryClient } = {}) {
  return <BrowserApp queryClient={queryClient} routes={<AppRoutes />} />;
}
