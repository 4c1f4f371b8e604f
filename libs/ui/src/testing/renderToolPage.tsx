// Renders a page as the shell does: the suite's providers and a router, with a probe that shows
// where in-app navigation went.
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import { createQueryClient } from "@seo/ui/queryClient";

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** `path` may carry a query string ("/descripto?entry=7"): the route matches its path part. */
export function renderPage(page: ReactElement, path: string) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path.split("?")[0]} element={page} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
}
