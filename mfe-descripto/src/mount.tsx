// Partner sites: mount(el, options) renders the page with its own providers and an in-memory router
// (starting at "/descripto" unless options.initialPath says otherwise); it returns a function that unmounts it.
import { createMount, type MountOptions } from "@seo/ui/createMount";
import DescriptoPage from "./features/descripto/components/DescriptoPage";

export type { MountOptions };

export const mount = createMount(DescriptoPage, "/descripto");

export default mount;
