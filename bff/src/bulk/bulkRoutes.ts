// /api/bulk/*: bulk runs as libs/contracts/src/bulk.ts lists them. Every route is signed in; a run
// is looked up with its owner, so another user's run (or row) answers 404 like one that does not
// exist. An upload is checked whole before anything is stored: its media type (415), size (413),
// encoding, header and row count (400, the whole file refused), then every row with the tool's
// own contract (row errors). Nothing is stored or charged on a 4xx. A run is created with all of its
// rows at once and queued as a job (bulkWorker.ts); regenerating one row is one more generation
// through the same payer. State changes come from the product's own pages only
// (sameOriginStateChanges, app-wide on /api).
import type express from "express";
import { Router, type Request, type Response } from "express";
import { BULK_EXPORT_FORMATS, bulkRowPatchSchema, type BulkCheck, type BulkExportFormat } from "@seo/contracts/bulk";
import type { JobQueue } from "@seo/jobs/queue";
import { findTool, type Registry } from "@seo/registry/registry";
import type { Logger } from "../appDeps";
import type { UserRow } from "../data/users";
import { requireUser, signedInUser } from "../http/authContext";
import { clientGoneSignal } from "../http/serviceCall";
import { bindDeps } from "../http/routeHandler";
import { parseOr400 } from "../http/validate";
import type { ToolCallDeps } from "../toolCalls/runToolCall";
import { bulkPayer, bulkPlanOf, BULK_NOT_IN_PLAN, type BulkAccessDeps } from "./bulkAccess";
import { fileRefused, readBulkCsv } from "./bulkCsv";
import { EXPORT_FORMATS_OF, EXPORTS_APPROVED_ONLY, exportBulkRows, templateCsv } from "./bulkExport";
import { generateRow } from "./bulkGeneration";
import type { BulkRepository } from "./bulkRepository";
import { cleanFileName, downloadName, rowOf, runOf, runView, toolOf, uploadOf } from "./bulkRequest";
import { bulkToolSpec } from "./bulkTools";
import { toBulkRow, toBulkRun } from "./bulkView";
import { queueBulkRun } from "./bulkWorker";

export const RUNS_LISTED = 20;
const ROWS_PAGE = { default: 50, max: 200 };

export interface BulkRoutesDeps extends BulkAccessDeps {
  repo: BulkRepository;
  registry: Registry;
  toolCalls: ToolCallDeps;
  loadUser(id: number): Promise<UserRow | null>;
  /** Where runs are queued; without one a run waits until a worker starts (and recovers it). */
  jobs?: JobQueue;
  logger: Logger;
  jsonBody: express.RequestHandler;
  proxyTimeoutMs: number;
}

export function bulkRoutes(deps: BulkRoutesDeps) {
  const router = Router();
  router.use(requireUser);
  const on = bindDeps(deps);

  router.get("/template/:tool", on(template));
  router.post("/:tool/check", on(check));
  router.post("/:tool/runs", on(createRun));
  router.get("/runs", on(listRuns));
  router.get("/runs/:id", on(showRun));
  router.post("/runs/:id/cancel", on(cancelRun));
  router.get("/runs/:id/rows", on(listRows));
  router.patch("/runs/:id/rows/:rowNumber", deps.jsonBody, on(patchRow));
  router.post("/runs/:id/rows/:rowNumber/regenerate", on(regenerateRow));
  router.get("/runs/:id/export", on(exportRun));
  return router;
}

function template(deps: BulkRoutesDeps, req: Request, res: Response) {
  const found = toolOf(deps.registry, req, res);
  if (!found) return;
  res.attachment(`${found.spec.tool}-bulk-template.csv`);
  res.type("text/csv; charset=utf-8").send(templateCsv(found.spec));
}

async function check(deps: BulkRoutesDeps, req: Request, res: Response) {
  const found = toolOf(deps.registry, req, res);
  if (!found) return;
  const bytes = await uploadOf(req, res);
  if (!bytes) return;
  const reading = readBulkCsv(found.spec, bytes);
  if (!reading.ok) return void res.status(400).json(fileRefused(reading.error));
  res.json(reading.check satisfies BulkCheck);
}

async function createRun(deps: BulkRoutesDeps, req: Request, res: Response) {
  const found = toolOf(deps.registry, req, res);
  if (!found) return;
  const user = signedInUser(res);
  if (bulkPlanOf(deps, user, found.tool) === null) return void res.status(BULK_NOT_IN_PLAN.status).json(BULK_NOT_IN_PLAN.body);
  const bytes = await uploadOf(req, res);
  if (!bytes) return;
  const reading = readBulkCsv(found.spec, bytes);
  if (!reading.ok) return void res.status(400).json(fileRefused(reading.error));
  const { check, rows } = reading;
  const skipInvalid = req.query.skipInvalid === "1" || req.query.skipInvalid === "true";
  if (check.errors.length > 0 && !skipInvalid) {
    const bad = check.rows - check.validRows;
    const error = `${bad} ${bad === 1 ? "row has" : "rows have"} errors. Fix them, or drop the bad rows, before the run starts.`;
    return void res.status(400).json({ ...check, error } satisfies BulkCheck);
  }
  if (rows.length === 0)
    return void res.status(400).json({ ...check, error: "No row is valid: there is nothing to run." } satisfies BulkCheck);

  const run = await deps.repo.createRun({
    userId: user.id,
    tool: found.spec.tool,
    fileName: cleanFileName(req.query.fileName, found.spec.tool),
    rows,
  });
  if (deps.jobs) {
    await queueBulkRun(deps.jobs, run.id).catch((err: unknown) =>
      // The run stays queued: the worker's start-up recovery queues it again.
      deps.logger.error("queueing a bulk run failed", { runId: run.id, error: (err as Error).message }),
    );
  }
  deps.logger.info("bulk run created", { runId: run.id, userId: user.id, tool: found.spec.tool, rows: rows.length });
  res.status(201).json(await runView(deps, run));
}

async function listRuns(deps: BulkRoutesDeps, _req: Request, res: Response) {
  const runs = await deps.repo.listRuns(signedInUser(res).id, RUNS_LISTED);
  const counts = await deps.repo.countsOf(runs.map((r) => r.id));
  const now = deps.now();
  res.setHeader("Cache-Control", "no-store");
  res.json({ runs: runs.map((r) => toBulkRun(r, counts.get(r.id)!, now)) });
}

async function showRun(deps: BulkRoutesDeps, req: Request, res: Response) {
  const run = await runOf(deps.repo, req, res);
  if (!run) return;
  res.setHeader("Cache-Control", "no-store");
  res.json(await runView(deps, run));
}

async function cancelRun(deps: BulkRoutesDeps, req: Request, res: Response) {
  const run = await runOf(deps.repo, req, res);
  if (!run) return;
  const after = (await deps.repo.cancelRun(signedInUser(res).id, run.id, deps.now())) ?? run;
  res.json(await runView(deps, after));
}

async function listRows(deps: BulkRoutesDeps, req: Request, res: Response) {
  const offset = req.query.offset === undefined ? 0 : Number(req.query.offset);
  const limit = req.query.limit === undefined ? ROWS_PAGE.default : Number(req.query.limit);
  if (!Number.isSafeInteger(offset) || offset < 0 || !Number.isSafeInteger(limit) || limit < 1 || limit > ROWS_PAGE.max) {
    return void res.status(400).json({ error: `offset must be 0 or more and limit between 1 and ${ROWS_PAGE.max}` });
  }
  const run = await runOf(deps.repo, req, res);
  if (!run) return;
  const [rows, total] = await Promise.all([deps.repo.listRows(run.id, offset, limit), deps.repo.countRows(run.id)]);
  res.setHeader("Cache-Control", "no-store");
  res.json({ rows: rows.map(toBulkRow), total });
}

async function patchRow(deps: BulkRoutesDeps, req: Request, res: Response) {
  const patch = parseOr400(bulkRowPatchSchema, req.body, res);
  if (!patch) return;
  const run = await runOf(deps.repo, req, res);
  if (!run) return;
  const row = await rowOf(deps.repo, req, res, run);
  if (!row) return;
  // A row that has not run yet is the worker's until it has; only a generated text is edited or approved.
  const reviewsText = patch.editedText !== undefined || patch.review === "approved";
  if (row.status !== "done" && (reviewsText || row.status !== "failed")) {
    return void res.status(409).json({ error: "This row has no generated text to edit or approve yet." });
  }
  const updated = await deps.repo.updateRow(row.id, {
    ...(patch.editedText !== undefined ? { editedText: patch.editedText } : {}),
    ...(patch.review !== undefined ? { review: patch.review } : {}),
  });
  res.json(toBulkRow(updated));
}

async function regenerateRow(deps: BulkRoutesDeps, req: Request, res: Response) {
  const run = await runOf(deps.repo, req, res);
  if (!run) return;
  const row = await rowOf(deps.repo, req, res, run);
  if (!row) return;
  if (row.status !== "done" && row.status !== "failed") return void res.status(409).json({ error: "This row has not run yet." });
  const tool = findTool(run.toolType, deps.registry);
  const spec = bulkToolSpec(run.toolType);
  if (!tool || !spec) return void res.status(404).json({ error: "This tool has no bulk runs" });
  const userId = signedInUser(res).id;
  const outcome = await generateRow(deps.toolCalls, {
    tool,
    spec,
    input: row.input as Record<string, string>,
    // Another draft: the run asked for the first (0); each regeneration the next.
    variant: row.attempts,
    payer: bulkPayer(deps, () => deps.loadUser(userId)),
    signal: clientGoneSignal(req, res, deps.proxyTimeoutMs),
  });
  switch (outcome.kind) {
    case "done": {
      const updated = await deps.repo.updateRow(row.id, {
        status: "done",
        output: JSON.parse(outcome.outputJson) as object,
        error: null,
        attempts: { increment: 1 },
        // A new text needs a new look: the earlier edit and review were of the old one.
        editedText: null,
        review: "pending",
      });
      return void res.json(toBulkRow(updated));
    }
    case "refused":
      return void res.status(outcome.refusal.status).json(outcome.refusal.body);
    case "failed":
    case "busy":
      if (row.status === "failed") await deps.repo.updateRow(row.id, { error: outcome.error });
      return void res.status(outcome.status).json({ error: outcome.error });
    case "abandoned":
      return;
  }
}

async function exportRun(deps: BulkRoutesDeps, req: Request, res: Response) {
  const run = await runOf(deps.repo, req, res);
  if (!run) return;
  const spec = bulkToolSpec(run.toolType);
  const format = String(req.query.format ?? "csv") as BulkExportFormat;
  const formats = spec ? EXPORT_FORMATS_OF[spec.tool] : [];
  if (!spec || !(BULK_EXPORT_FORMATS as readonly string[]).includes(format) || !formats.includes(format)) {
    return void res.status(400).json({ error: `format must be one of: ${formats.join(", ")}` });
  }
  const rows = await deps.repo.exportRows(run.id, EXPORTS_APPROVED_ONLY[spec.tool]);
  const body = exportBulkRows(
    spec,
    format,
    rows.map((r) => ({
      rowNumber: r.rowNumber,
      input: r.input as Record<string, string>,
      output: r.output,
      editedText: r.editedText,
    })),
  );
  res.setHeader("Cache-Control", "no-store");
  res.attachment(downloadName(run.fileName, format === "csv" ? "export" : format));
  res.type("text/csv; charset=utf-8").send(body);
}
