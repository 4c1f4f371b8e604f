// The whole shell. The signed-out pages arrive prerendered and are hydrated by the site's own small
// bundle (shell/src/site); when a session is stored, the site hands the page to this shell
// instead, with the prerendered markup hidden (html[data-session], scripts/prerender.mjs): the
// markup is dropped and the app renders from scratch (spinner, then the signed-in pages), so a
// signed-in user never sees the landing page flash.
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { installRemoteLoader } from "./lib/remotes";

installRemoteLoader();

const html = document.documentElement;
const container = document.getElementById("root");
if (container) {
  container.replaceChildren();
  html.removeAttribute("data-prerendered");
  html.removeAttribute("data-session");
  createRoot(container).render(<App />);
  // The signed-in pages raise toasts often: their viewport's code is fetched once the page is idle,
  // not with the page (AppProviders loads it on the first toast otherwise).
  const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1000));
  idle(() => void import("@seo/ui/Toast"));
}
