// The contract between the guided workflow and a tool's step in it, so the workflow names no tool
// (docs/decisions/0001-one-registry-of-tools.md). A tool
// remote exposes its step as `./WorkflowStep` (default export: a component taking these props);
// the workflow loads it at run time and keeps projects, step navigation, the prefill rules, the blog
// post and the export. Nothing here names a tool.
import type { ComponentType, ReactNode } from "react";
import { loadRemoteModule } from "@seo/ui/remoteModules";

/** The module every workflow-step remote exposes (webpack `exposes: { "./WorkflowStep": … }`). */
export const WORKFLOW_STEP_MODULE = "WorkflowStep";

/** Copy and TXT export of a step's result, with the workflow's messages. */
export interface StepResultActions {
  copy(text: string): Promise<void> | void;
  /** `filename` includes its extension. */
  download(filename: string, text: string): void;
}

export interface WorkflowStepProps {
  project: {
    id: number;
    name: string;
    /** Lower-case file-name stem of the project, for downloads ("summer_launch"). */
    fileStem: string;
  };
  /** Where the step sits in the workflow: "Step {number} of {total}", in the step's colours. */
  position: { number: number; total: number; accent: string; gradient: string };
  /**
   * This step's saved data (the parsed JSON the workflow stored at its last completion), or null
   * when nothing is saved yet. The step reads it with its own schema: saved data is restored on
   * re-entry.
   */
  initialData: unknown;
  /** Form values carried from earlier steps (the workflow's prefill rules); used when nothing is saved. */
  prefill: Readonly<Record<string, string>>;
  /** Title of the step the prefilled values come from ("Auto-filled from …"); null on the first step. */
  prefillSource: string | null;
  /** Shown at the top of the step: what the earlier steps handed over. */
  carried?: ReactNode;
  /** Shown under the step's result once it has one (the blog post on the last step). */
  afterResult?: ReactNode;
  /**
   * The button that saves the step and moves on ("Continue to …"), the title of the step it leads to
   * (null on the last step) and whether it completes the workflow.
   */
  next: { label: string; title: string | null; final: boolean };
  /**
   * Saves the step's data and moves on. Resolves false when the step stays (the workflow has already
   * told the user why, e.g. the save failed), so the step can offer the button again.
   */
  onComplete(data: unknown): Promise<boolean>;
  /** The step's current result, not yet saved (null when it has none), for what the workflow derives from it. */
  onChange?(data: unknown): void;
  results: StepResultActions;
}

export type WorkflowStepComponent = ComponentType<WorkflowStepProps>;

/** Loads a remote's workflow step through the host's remote loader. */
export async function loadWorkflowStep(remote: string): Promise<WorkflowStepComponent> {
  const mod = await loadRemoteModule(remote, WORKFLOW_STEP_MODULE);
  const component = mod && typeof mod === "object" && "default" in mod ? (mod as { default: unknown }).default : mod;
  if (typeof component !== "function" && !(component && typeof component === "object")) {
    throw new Error(`Remote ${remote} exposes no workflow step component`);
  }
  return component as WorkflowStepComponent;
}
