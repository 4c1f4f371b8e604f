import { Router, type RouterContext } from "@koa/router";
import { ACCESS_CODES } from "@seo/contracts/errors";
import { PRICING_PATH } from "@seo/contracts/paths";
import {
  createProjectSchema,
  listProjectsQuerySchema,
  NEXT_CURSOR_HEADER,
  PROJECT_PAGE_SIZE,
  projectLimitMessage,
  updateProjectSchema,
  WORKFLOW_ERROR_CODES,
  type WorkflowProjectPage,
} from "@seo/contracts/workflow";
import { HttpError } from "@seo/service-kit/errorMiddleware";
import type { ServiceState } from "@seo/service-kit/identity";
import type { WorkflowLimits } from "./config";
import {
  applyUpdate,
  canUseWorkflow,
  decodeCursor,
  encodeCursor,
  oversizedProject,
  oversizedStepField,
  parseProjectId,
  parseUserId,
  toClientProject,
  toClientSummary,
  type SizeProblem,
} from "./domain";
import type { ProjectStore } from "./data";

const NOT_FOUND = "Project not found";

/** The caller's user id, or 403 for anyone whose plan has no workflow. */
function ownerOf(ctx: RouterContext<ServiceState>): number {
  const { userId, plan } = ctx.state.identity;
  const id = parseUserId(userId);
  if (id === undefined || !canUseWorkflow(plan)) {
    throw new HttpError(403, "The workflow is part of the Pro plan", {
      code: ACCESS_CODES.workflowNotInPlan,
      redirectTo: PRICING_PATH,
    });
  }
  return id;
}

function projectIdOf(ctx: RouterContext<ServiceState>): number {
  const id = parseProjectId(ctx.params.id ?? "");
  if (id === undefined) throw new HttpError(404, NOT_FOUND);
  return id;
}

/**
 * A 413 naming the field. Answered here rather than thrown: the error middleware gives every 413
 * the body parser's generic message.
 */
function refuseTooLarge(ctx: RouterContext<ServiceState>, problem: SizeProblem) {
  ctx.status = 413;
  ctx.body = {
    error: problem.message,
    code: problem.code === "step" ? WORKFLOW_ERROR_CODES.stepDataTooLarge : WORKFLOW_ERROR_CODES.projectDataTooLarge,
    issues: [{ path: problem.field, message: problem.message }],
  };
}

export function createWorkflowRoutes(store: ProjectStore, limits: WorkflowLimits) {
  const router = new Router<ServiceState>({ prefix: "/api/workflow/projects" });

  /**
   * A page of summaries, newest first. With `limit` or `cursor` the answer is a page object;
   * without either it is the first page's array (the original contract), the next cursor in a
   * header.
   */
  router.get("/", async (ctx) => {
    const userId = ownerOf(ctx);
    const query = listProjectsQuerySchema.parse(ctx.query);
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    if (query.cursor !== undefined && after === undefined) {
      const message = "cursor is not one this list gave out: start again without it";
      throw new HttpError(400, `Invalid cursor: ${message}`, { issues: [{ path: "cursor", message }] });
    }
    const limit = query.limit ?? PROJECT_PAGE_SIZE.default;
    const rows = await store.listPage(userId, limit + 1, after);
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    const nextCursor = rows.length > limit && last ? encodeCursor(last) : null;
    const projects = page.map(toClientSummary);
    if (query.cursor === undefined && query.limit === undefined) {
      if (nextCursor) ctx.set(NEXT_CURSOR_HEADER, nextCursor);
      ctx.body = projects;
      return;
    }
    const body: WorkflowProjectPage = {
      projects,
      nextCursor,
      projectCount: await store.countOwned(userId),
      maxProjects: limits.maxProjects,
    };
    ctx.body = body;
  });

  router.post("/", async (ctx) => {
    const userId = ownerOf(ctx);
    const { projectName } = createProjectSchema.parse(ctx.request.body ?? {});
    const created = await store.createWithinLimit(userId, projectName, limits.maxProjects);
    if (!created) {
      throw new HttpError(409, projectLimitMessage(limits.maxProjects), {
        code: WORKFLOW_ERROR_CODES.projectLimitReached,
      });
    }
    ctx.status = 201;
    ctx.body = toClientProject(created);
  });

  router.get("/:id", async (ctx) => {
    const row = await store.findOwned(ownerOf(ctx), projectIdOf(ctx));
    if (!row) throw new HttpError(404, NOT_FOUND);
    ctx.body = toClientProject(row);
  });

  router.put("/:id", async (ctx) => {
    const userId = ownerOf(ctx);
    const id = projectIdOf(ctx);
    const tooLarge = oversizedStepField(ctx.request.body, limits);
    if (tooLarge) return refuseTooLarge(ctx, tooLarge);
    const input = updateProjectSchema.parse(ctx.request.body ?? {});
    const current = await store.findOwned(userId, id);
    if (!current) throw new HttpError(404, NOT_FOUND);
    const changes = applyUpdate(current, input);
    const projectTooLarge = oversizedProject(current, changes, input, limits);
    if (projectTooLarge) return refuseTooLarge(ctx, projectTooLarge);
    const updated = await store.updateOwned(userId, id, changes);
    if (!updated) throw new HttpError(404, NOT_FOUND);
    ctx.body = { success: true, project: toClientProject(updated) };
  });

  router.delete("/:id", async (ctx) => {
    const userId = ownerOf(ctx);
    const id = projectIdOf(ctx);
    if (!(await store.deleteOwned(userId, id))) throw new HttpError(404, NOT_FOUND);
    ctx.body = { success: true, id };
  });

  return router;
}
