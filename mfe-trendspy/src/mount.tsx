// Partner sites: mount(el, options) renders the page with its own providers and an in-memory router
// (starting at "/trendspy" unless options.initialPath says otherwise); it returns a function that unmounts it.
import { createMount, type MountOptions } from "@seo/ui/createMount";
import TrendSpyPage from "./features/trendspy/components/TrendSpyPage";

export type { MountOptions };

export const mount = createMount(TrendSpyPage, "/trendspy");

export default mount;
