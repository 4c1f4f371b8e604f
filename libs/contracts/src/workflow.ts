import { z } from "zod";
import { WORKFLOW_STEPS } from "./constants";

export const PROJECT_STATUSES = ["in_progress", "completed"] as const;
export const CURRENT_STEPS = [...WORKFLOW_STEPS, "completed"] as const;

export const createProjectSchema = z.object({
  projectName: z.string().trim().min(1, "Project name is required").max(200),
});

const jsonText = z
  .string()
  .max(200_000)
  .refine((s) => {
    try {
      JSON.parse(s);
      return true;
    } catch {
      return false;
    }
  }, "Must be a JSON string")
  .nullable();

/** PUT body. The wire name `seosnapshhotData` (double h) is kept (DESIGN.md decision 10). */
export const updateProjectSchema = z
  .object({
    projectName: z.string().trim().min(1).max(200).optional(),
    trendspyData: jsonText.optional(),
    descriptoData: jsonText.optional(),
    hookgenieData: jsonText.optional(),
    seosnapshhotData: jsonText.optional(),
    currentStep: z.enum(CURRENT_STEPS).optional(),
    status: z.enum(PROJECT_STATUSES).optional(),
  })
  .strict();
export type UpdateProjectInput = z.infer<typeof updateProjectSchema>;

/** A project as the client reads it. */
export const workflowProjectSchema = z.object({
  id: z.number().int(),
  projectName: z.string(),
  status: z.enum(PROJECT_STATUSES),
  currentStep: z.enum(CURRENT_STEPS),
  trendspyData: z.string().nullable(),
  descriptoData: z.string().nullable(),
  hookgenieData: z.string().nullable(),
  seosnapshhotData: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WorkflowProject = z.infer<typeof workflowProjectSchema>;
