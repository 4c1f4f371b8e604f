// Partner sites: mount(el) renders the tool inside its own providers and an in-memory router;
// it returns a function that unmounts it.
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import HookGeniePage from "./features/hookgenie/components/HookGeniePage";

export interface MountOptions {
  /** Starting path of the in-memory router; defaults to "/hookgenie". */
  initialPath?: string;
}

export function mount(el: Element, options: MountOptions = {}): () => void {
  const root = createRoot(el);
  root.render(
    <AppProviders>
      <MemoryRouter initialEntries={[options.initialPath ?? "/hookgenie"]}>
        <HookGeniePage />
      </MemoryRouter>
    </AppProviders>,
  );
  return () => root.unmount();
}

export default mount;
