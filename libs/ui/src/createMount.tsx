// Partner embedding: each remote exposes `mount(el, options)` (its `./mount`), which renders its page
// into any element inside the design system's providers and an in-memory router (the partner's URL
// is not ours), and returns a function that unmounts it. This builds that function for a page.
import { StrictMode, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { MemoryRouter } from "react-router-dom";
import { AppProviders } from "@seo/ui/AppProviders";
import { Embedded } from "@seo/ui/embedded";

export interface MountOptions {
  /** Starting path of the in-memory router; each remote has its own default. */
  initialPath?: string;
}

export type Mount = (el: Element, options?: MountOptions) => () => void;

export function createMount(Page: ComponentType, defaultPath: string, opts: { strictMode?: boolean } = {}): Mount {
  return (el, options = {}) => {
    const root = createRoot(el);
    const tree = (
      <AppProviders>
        <Embedded>
          <MemoryRouter initialEntries={[options.initialPath ?? defaultPath]}>
            <Page />
          </MemoryRouter>
        </Embedded>
      </AppProviders>
    );
    root.render(opts.strictMode ? <StrictMode>{tree}</StrictMode> : tree);
    return () => root.unmount();
  };
}
