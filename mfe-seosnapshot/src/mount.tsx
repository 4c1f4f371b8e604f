// Partner sites: mount(el) renders the tool inside its own providers and an in-memory router;
// it returns a function that unmounts it.
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import SeoSnapshotPage from "./features/seosnapshot/components/SeoSnapshotPage";

export interface MountOptions {
  /** Starting path of the in-memory router; defaults to "/seosnapshot". */
  initialPath?: string;
}

export function mount(el: Element, options: MountOptions = {}): () => void {
  const root = createRoot(el);
  root.render(
    <AppProviders>
      <MemoryRouter initialEntries={[options.initialPath ?? "/seosnapshot"]}>
        <SeoSnapshotPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return () => root.unmount();
}

export default mount;
