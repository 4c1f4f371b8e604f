// Partner sites: mount(el) renders the tool inside its own providers and an in-memory router;
// it returns a function that unmounts it.
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import TrendSpyPage from "./features/trendspy/components/TrendSpyPage";

export interface MountOptions {
  /** Starting path of the in-memory router; defaults to "/trendspy". */
  initialPath?: string;
}

export function mount(el: Element, options: MountOptions = {}): () => void {
  const root = createRoot(el);
  root.render(
    <AppProviders>
      <MemoryRouter initialEntries={[options.initialPath ?? "/trendspy"]}>
        <TrendSpyPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return () => root.unmount();
}

export default mount;
