// The signed-out pages arrive prerendered (scripts/prerender.mjs: <html data-prerendered>).
// A visitor without a stored session sees exactly that markup, so React hydrates it: the user query
// is primed with "signed out" and the page's chunk is loaded first, so the first client render is
// the prerendered one. With a stored session the shell decides as before (spinner, then the signed-
// in pages): the prerendered markup is dropped and the app renders from scratch. scripts/prerender
// also hides the prerendered markup until then when a session is stored (html[data-session]), so a
// signed-in user never sees the landing page flash.
import { createRoot, hydrateRoot } from "react-dom/client";
import { hasStoredSession, USER_QUERY_KEY } from "@seo/ui/api";
import { createQueryClient } from "@seo/ui/queryClient";
import { App } from "./app/App";
import { preloadSignedOutPage } from "./app/AppRoutes";
import { installRemoteLoader } from "./lib/remotes";

installRemoteLoader();

const html = document.documentElement;
const container = document.getElementById("root");
if (container) {
  if (html.hasAttribute("data-prerendered") && !hasStoredSession()) {
    const queryClient = createQueryClient();
    queryClient.setQueryData(USER_QUERY_KEY, null);
    const hydrate = () => hydrateRoot(container, <App queryClient={queryClient} />);
    preloadSignedOutPage(window.location.pathname).then(hydrate, hydrate);
  } else {
    container.replaceChildren();
    html.removeAttribute("data-prerendered");
    html.removeAttribute("data-session");
    createRoot(container).render(<App />);
  }
}
