// Partner sites: mount(el) renders the tool inside its own providers and an in-memory router;
// it returns a function that unmounts it.
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import DescriptoPage from "./features/descripto/components/DescriptoPage";

export interface MountOptions {
  /** Starting path of the in-memory router; defaults to "/descripto". */
  initialPath?: string;
}

export function mount(el: Element, options: MountOptions = {}): () => void {
  const root = createRoot(el);
  root.render(
    <AppProviders>
      <MemoryRouter initialEntries={[options.initialPath ?? "/descripto"]}>
        <DescriptoPage />
      </MemoryRouter>
    </AppProviders>,
  );
  return () => root.unmount();
}

export default mount;
