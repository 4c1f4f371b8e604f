// Tests load each step as the shell's federation runtime would, from the remote the registry names,
// but straight from its source (jest has no federation): the tools' real forms, so these tests
// cover the composition of the workflow and the tools.
import { provideRemoteLoader, type RemoteModuleLoader } from "@seo/ui/remoteModules";
import { WORKFLOW_STEP_MODULE } from "@seo/ui/workflowStep";
import { workflowTools } from "@seo/registry/registry";
import path from "node:path";

const repoRoot = path.resolve(__dirname, "../../..");

export const loadToolStepFromSource: RemoteModuleLoader = async (remote, exposed) => {
  const tool = workflowTools().find((t) => t.remote.name === remote);
  if (!tool || exposed !== WORKFLOW_STEP_MODULE) throw new Error(`No workflow step ${remote}/${exposed}`);
  return require(path.join(repoRoot, tool.remote.dir, "src/features", tool.id, "workflow/WorkflowStep")) as unknown;
};

/** Installs the source loader (the shell's part in production); returns the restore function. */
export function provideToolSteps(loader: RemoteModuleLoader = loadToolStepFromSource): () => void {
  return provideRemoteLoader(loader);
}

/** Compiles every tool's step once, so the first test of a file does not wait for the transpiler. */
export async function preloadToolSteps(): Promise<void> {
  await Promise.all(workflowTools().map((t) => loadToolStepFromSource(t.remote.name, WORKFLOW_STEP_MODULE)));
}
