// What the whole shell and the signed-out site both run in the browser: the app's providers and a
// browser router around their routes. Apart from App.tsx, so the site's bundle leaves out the shell's routes.
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BrowserRouter } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";

export function BrowserApp({ queryClient, routes }: { queryClient?: QueryClient; routes: ReactNode }) {
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>{routes}</BrowserRouter>
    </AppProviders>
  );
}
