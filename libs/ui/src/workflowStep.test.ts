import { hasRemoteLoader, loadRemoteModule, provideRemoteLoader } from "@seo/ui/remoteModules";
import { loadWorkflowStep, WORKFLOW_STEP_MODULE } from "@seo/ui/workflowStep";

let restore: () => void = () => {};
afterEach(() => restore());

it("fails clearly when no host installed a remote loader", async () => {
  restore = provideRemoteLoader(null);
  expect(hasRemoteLoader()).toBe(false);
  await expect(loadRemoteModule("tool", "Page")).rejects.toThrow(/no remote loader installed/);
  await expect(loadWorkflowStep("tool")).rejects.toThrow(/no remote loader installed/);
});

it("loads a remote's WorkflowStep through the host's loader and returns its default export", async () => {
  const Step = () => null;
  const loader = jest.fn(async () => ({ default: Step }));
  restore = provideRemoteLoader(loader);
  expect(hasRemoteLoader()).toBe(true);
  await expect(loadWorkflowStep("sometool")).resolves.toBe(Step);
  expect(loader).toHaveBeenCalledWith("sometool", WORKFLOW_STEP_MODULE);
  expect(WORKFLOW_STEP_MODULE).toBe("WorkflowStep");
});

it("rejects a module without a component, and passes on the loader's failure", async () => {
  restore = provideRemoteLoader(async (remote) => {
    if (remote === "broken") throw new Error("ScriptExternalLoadError");
    return { default: undefined };
  });
  await expect(loadWorkflowStep("empty")).rejects.toThrow("Remote empty exposes no workflow step component");
  await expect(loadWorkflowStep("broken")).rejects.toThrow("ScriptExternalLoadError");
});

it("restores the previous loader", async () => {
  const first = jest.fn(async () => "first");
  const undoFirst = provideRemoteLoader(first);
  const undoSecond = provideRemoteLoader(async () => "second");
  await expect(loadRemoteModule("r", "M")).resolves.toBe("second");
  undoSecond();
  await expect(loadRemoteModule("r", "M")).resolves.toBe("first");
  undoFirst();
});
