// Partner sites: mount(el, options) renders the page with its own providers and an in-memory router
// (starting at "/seosnapshot" unless options.initialPath says otherwise); it returns a function that unmounts it.
import { createMount, type MountOptions } from "@seo/ui/createMount";
import SeoSnapshotPage from "./features/seosnapshot/components/SeoSnapshotPage";

export type { MountOptions };

export const mount = createMount(SeoSnapshotPage, "/seosnapshot");

export default mount;
