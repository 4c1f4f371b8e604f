// Partner sites: mount(el, options) renders the page with its own providers and an in-memory router
// (starting at "/workflow-projects" unless options.initialPath says otherwise); it returns a function that unmounts it.
import { createMount, type MountOptions } from "@seo/ui/createMount";
import WorkflowApp from "./app/WorkflowApp";

export type { MountOptions };

export const mount = createMount(WorkflowApp, "/workflow-projects", { strictMode: true });

export default mount;
