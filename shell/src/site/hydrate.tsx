import { hydrateRoot } from "react-dom/client";
import { USER_QUERY_KEY } from "@seo/ui/api";
import { createQueryClient } from "@seo/ui/queryClient";
import { preloadSiteFor } from "../app/signedOutPages";
import { SiteApp } from "./SiteApp";

const container = document.getElementById("root");
if (container) {
  // The visitor has no stored session (site/index.ts): signed out, as the HTML was rendered.
  const queryClient = createQueryClient();
  queryClient.setQueryData(USER_QUERY_KEY, null);
  const hydrate = () => hydrateRoot(container, <SiteApp queryClient={queryClient} />);
  // The page's chunk first, so the first client render is the prerendered one (no fallback).
  preloadSiteFor(window.location.pathname).then(hydrate, hydrate);
}
