import { Router, type RouterContext } from "@koa/router";
import { ACCESS_CODES } from "@seo/contracts/errors";
import { createProjectSchema, updateProjectSchema } from "@seo/contracts/workflow";
import { HttpError } from "@seo/service-kit/errorMiddleware";
import type { ServiceState } from "@seo/service-kit/identity";
import { applyUpdate, canUseWorkflow, parseProjectId, parseUserId, toClientProject } from "./domain";
import type { ProjectStore } from "./data";

const NOT_FOUND = "Project not found";

/** The caller's user id, or 403 for anyone whose plan has no workflow (DESIGN.md decision 8). */
function ownerOf(ctx: RouterContext<ServiceState>): number {
  const { userId, plan } = ctx.state.identity;
  const id = parseUserId(userId);
  if (id === undefined || !canUseWorkflow(plan)) {
    throw new HttpError(403, "The workflow is part of the Pro plan", {
      code: ACCESS_CODES.workflowNotInPlan,
      redirectTo: "/pricing",
    });
  }
  return id;
}

function projectIdOf(ctx: RouterContext<ServiceState>): number {
  const id = parseProjectId(ctx.params.id ?? "");
  if (id === undefined) throw new HttpError(404, NOT_FOUND);
  return id;
}

export function createWorkflowRoutes(store: ProjectStore) {
  const router = new Router<ServiceState>({ prefix: "/api/workflow/projects" });

  router.get("/", async (ctx) => {
    const rows = await store.listByOwner(ownerOf(ctx));
    ctx.body = rows.map(toClientProject);
  });

  router.post("/", async (ctx) => {
    const userId = ownerOf(ctx);
    const { projectName } = createProjectSchema.parse(ctx.request.body ?? {});
    ctx.status = 201;
    ctx.body = toClientProject(await store.create(userId, projectName));
  });

  router.get("/:id", async (ctx) => {
    const row = await store.findOwned(ownerOf(ctx), projectIdOf(ctx));
    if (!row) throw new HttpError(404, NOT_FOUND);
    ctx.body = toClientProject(row);
  });

  router.put("/:id", async (ctx) => {
    const userId = ownerOf(ctx);
    const id = projectIdOf(ctx);
    const input = updateProjectSchema.parse(ctx.request.body ?? {});
    const current = await store.findOwned(userId, id);
    if (!current) throw new HttpError(404, NOT_FOUND);
    const updated = await store.updateOwned(userId, id, applyUpdate(current, input));
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
