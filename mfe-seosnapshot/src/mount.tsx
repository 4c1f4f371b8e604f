// Partner sites: mount(el) renders the tool with its own providers; returns unmount.
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import SeoSnapshotPage from "./features/seosnapshot/components/SeoSnapshotPage";

export interface MountOptions {
  initialPath?: string;
}

export function mount(el: Element, options: MountOptions = {}): () => void {
  const root = createRoot(el);
  root.render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[options.initialPath ?? "/seosnapshot"]}>
        <SeoSnapshotPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return () => root.unmount();
}

export default mount;
