import { z } from "zod";
import { WORKFLOW_STEPS } from "./constants";

export const PROJECT_STATUSES = ["in_progress", "completed"] as const;
export const CURRENT_STEPS = [...WORKFLOW_STEPS, "completed"] as const;

/**
 * How much one user may keep. Real step data is a few KB (the tools' answers are bounded), so the
 * caps only stop a client that stores whatever it likes. The project cap is configurable in the
 * workflow service (WORKFLOW_MAX_PROJECTS); the byte caps count the UTF-8 bytes of the JSON text.
 */
export const WORKFLOW_LIMITS = {
  defaultMaxProjects: 100,
  stepDataMaxBytes: 64 * 1024,
  projectDataMaxBytes: 160 * 1024,
} as const;

/** The project list's pages: newest first, `limit` projects each. */
export const PROJECT_PAGE_SIZE = { default: 20, max: 50 } as const;

export const WORKFLOW_ERROR_CODES = {
  projectLimitReached: "PROJECT_LIMIT_REACHED",
  stepDataTooLarge: "STEP_DATA_TOO_LARGE",
  projectDataTooLarge: "PROJECT_DATA_TOO_LARGE",
} as const;

/** Why a new project is refused once the user has `max` of them (the service's 409, the list's hint). */
export const projectLimitMessage = (max: number) => `You have reached the limit of ${max} projects: delete one to create another`;

export const createProjectSchema = z.object({
  projectName: z.string().trim().min(1, "Project name is required").max(200),
});

const jsonText = z
  .string()
  .max(WORKFLOW_LIMITS.stepDataMaxBytes)
  .refine((s) => {
    try {
      JSON.parse(s);
      return true;
    } catch {
      return false;
    }
  }, "Must be a JSON string")
  .nullable();

/** PUT body. The wire name `seosnapshhotData` (double h) is kept
 * (docs/decisions/0020-small-product-rules.md). */
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

/** `?cursor=&limit=` of the project list. The cursor is opaque: the service wrote it. */
export const listProjectsQuerySchema = z.object({
  cursor: z.string("cursor must be a single value").min(1).max(200).optional(),
  limit: z
    .string("limit must be a single value")
    .regex(/^\d{1,3}$/, `limit must be a whole number from 1 to ${PROJECT_PAGE_SIZE.max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(1, `limit must be a whole number from 1 to ${PROJECT_PAGE_SIZE.max}`)
        .max(PROJECT_PAGE_SIZE.max, `limit must be a whole number from 1 to ${PROJECT_PAGE_SIZE.max}`),
    )
    .optional(),
});
export type ListProjectsQuery = z.infer<typeof listProjectsQuerySchema>;

export const projectProgressSchema = z.object({
  /** Steps whose data is saved, in step order. */
  completedSteps: z.array(z.enum(WORKFLOW_STEPS)),
  filled: z.number().int(),
  total: z.number().int(),
  nextStep: z.enum(CURRENT_STEPS),
});
export type ProjectProgressSummary = z.infer<typeof projectProgressSchema>;

/** A project as the list shows it: no step data, only which steps have some. */
export const workflowProjectSummarySchema = workflowProjectSchema
  .pick({ id: true, projectName: true, status: true, currentStep: true, createdAt: true, updatedAt: true })
  .extend({ progress: projectProgressSchema });
export type WorkflowProjectSummary = z.infer<typeof workflowProjectSummarySchema>;

/**
 * One page of the list (`GET /api/workflow/projects?limit=…&cursor=…`). Without either parameter
 * the answer is the first page's `projects` alone, as a plain array (the original contract), with
 * the next cursor in the X-Next-Cursor header.
 */
export const workflowProjectPageSchema = z.object({
  projects: z.array(workflowProjectSummarySchema),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** All the user's projects, and how many they may have. */
  projectCount: z.number().int(),
  maxProjects: z.number().int(),
});
export type WorkflowProjectPage = z.infer<typeof workflowProjectPageSchema>;

export const NEXT_CURSOR_HEADER = "x-next-cursor";
