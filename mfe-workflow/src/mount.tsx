// Partner sites: mount(el, options) renders the page with its own providers and an in-memory router
// (starting at "/workflow-projects" unless options.initialPath says otherwise); it returns a function that unmounts it.
import { createMount, type MountOptions } from "@seo/ui/createMount";
import WorkflowApp from "./app/WorkflowApp";
import { ensureRemoteLoader } from "./lib/standaloneRemotes";

export type { MountOptions };

const mountWorkflow = createMount(WorkflowApp, "/workflow-projects", { strictMode: true });

export function mount(el: Element, options: MountOptions = {}): () => void {
  // The host's loader when it installed one (the shell does), else the workflow's own.
  ensureRemoteLoader();
  return mountWorkflow(el, options);
}

export default mount;
