// Partner sites: mount(el, options) renders the page with its own providers and an in-memory router
// (starting at "/hookgenie" unless options.initialPath says otherwise); it returns a function that unmounts it.
import { createMount, type MountOptions } from "@seo/ui/createMount";
import HookGeniePage from "./features/hookgenie/components/HookGeniePage";

export type { MountOptions };

export const mount = createMount(HookGeniePage, "/hookgenie");

export default mount;
