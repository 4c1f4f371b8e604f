import type { QueryClient } from "@tanstack/react-query";
import { BrowserRouter } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import { AppRoutes } from "./AppRoutes";

/** `queryClient`: one prepared by the caller (bootstrap.tsx primes it before hydrating). */
export function App({ queryClient }: { queryClient?: QueryClient } = {}) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
