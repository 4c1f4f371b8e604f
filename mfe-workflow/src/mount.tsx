// Partner embedding: `mount(el, options)` renders the workflow into any element with its own
// providers and an in-memory router, and returns a function that unmounts it.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import WorkflowApp from "./app/WorkflowApp";
import { ensureRemoteLoader } from "./lib/standaloneRemotes";

export interface MountOptions {
  /** Where to start, e.g. "/workflow-projects/12?step=descripto". Defaults to the project list. */
  initialPath?: string;
}

export function mount(el: Element, options: MountOptions = {}): () => void {
  // The host's loader when it installed one (the shell does), else the workflow's own.
  ensureRemoteLoader();
  const root = createRoot(el);
  root.render(
    <StrictMode>
      <AppProviders>
        <MemoryRouter initialEntries={[options.initialPath ?? "/workflow-projects"]}>
          <WorkflowApp />
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
  return () => root.unmount();
}

export default mount;
