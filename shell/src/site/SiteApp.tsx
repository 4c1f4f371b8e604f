// The signed-out site's React tree: the app's providers and the prerendered pages' routes. The
// same tree is rendered to HTML at build (scripts/prerender-entry.tsx, under a static router), so
// hydration matches.
import type { QueryClient } from "@tanstack/react-query";
import { Suspense, useEffect } from "react";
import { Route, Routes, useLocation } from "react-router-dom";
import { browserLocation } from "@seo/ui/browserLocation";
import { SkipLink } from "@seo/ui/SkipLink";
import { PageSpinner } from "@seo/ui/Spinner";
import { BrowserApp } from "../app/BrowserApp";
import { siteRoutes } from "../app/signedOutPages";

/**
 * A link out of the site (a tool's "Try Free", the dashboard, a 404): the whole shell serves it,
 * so the page loads it. The router has already put the address in the history; the load replaces
 * that entry, so Back returns to the site page.
 */
function LeaveSite() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    browserLocation.replace(pathname + search + hash);
  }, [pathname, search, hash]);
  return <PageSpinner label="Loading" />;
}

/** The site's routes (rendered to HTML at build with a static router around them). */
export function SiteRoutes() {
  return (
    <>
      <SkipLink />
      <Suspense fallback={<PageSpinner label="Loading" />}>
        <Routes>
          {siteRoutes()}
          <Route path="*" element={<LeaveSite />} />
        </Routes>
      </Suspense>
    </>
  );
}

export function SiteApp({ queryClient }: { queryClient: QueryClient }) {
  return <BrowserApp queryClient={queryClient} routes={<SiteRoutes />} />;
}
