// /api/bulk/*: bulk runs as libs/contracts/src/bulk.ts lists them. Every route is signed in; a run
// is looked up with its owner, so another user's run (or row) answers 404 like one that does not
// exist. An upload is checked whole before anything is stored: its media type (415), size (413),
// encoding, header and row count (400, the whole file refused), then every row with the tool's
// own contract (row errors). Nothing is stored or charged on a 4xx. A run is created with all of its
// rows at once and queued as a job (bulkWorker.ts); regenerating one row is one more generation
// through the same payer. State changes come from the product's own pages only
// (sameOriginStateChanges, app-wide on /api).
import express, { Router, type Request, type Response } from "express";
import {
  BULK_EXPORT_FORMATS,
  BULK_MAX_BYTES,
  bulkRowPatchSchema,
  type BulkCheck,
  type BulkExportFormat,
} from "@seo/contracts/bulk";
import type { JobQueue } from "@seo/jobs/queue";
import { findTool, type Registry, type ToolEntry } from "@seo/registry/registry";
import type { Logger } from "../appDeps";
import type { UserRow } from "../data/users";
import { auth, requireUser } from "../http/authContext";
import { clientGoneSignal } from "../http/serviceCall";
import { parseOr400 } from "../http/validate";
import type { ToolCallDeps } from "../toolCalls/runToolCall";
import { bulkPayer, bulkPlanOf, BULK_NOT_IN_PLAN, type BulkAccessDeps } from "./bulkAccess";
import { fileRefused, readBulkCsv } from "./bulkCsv";
import { EXPORT_FORMATS_OF, EXPORTS_APPROVED_ONLY, exportBulkRows, templateCsv } from "./bulkExport";
import { generateRow } from "./bulkGeneration";
import type { BulkRepository, BulkRowRecord, BulkRunRecord } from "./bulkRepository";
import { bulkToolSpec, type BulkToolSpec } from "./bulkTools";
import { toBulkRow, toBulkRun } from "./bulkView";
import { queueBulkRun } from "./bulkWorker";

/** Media types browsers send for a .csv file (Excel on Windows registers .csv as vnd.ms-excel). */
export const CSV_MEDIA_TYPES = ["text/csv", "text/plain", "application/vnd.ms-excel", "application/csv", "text/x-csv"];
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

const NOT_FOUND = { error: "Bulk run not found" };
const ROW_NOT_FOUND = { error: "Row not found" };
const MAX_ID = 2 ** 31 - 1;

/** A positive integer id from a path segment, or null. */
function idOf(param: string | string[] | undefined): number | null {
  const value = typeof param === "string" ? param : undefined;
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_ID ? n : null;
}

/** The uploaded file's name as the run shows it: no folders, no control characters, at most 200 characters. */
export function cleanFileName(value: unknown, tool: string): string {
  const raw = typeof value === "string" ? value : "";
  const name = raw
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, 200);
  return name || `${tool}.csv`;
}

/** An ASCII file name for a download (Content-Disposition). */
const downloadName = (fileName: string, suffix: string) => {
  const base =
    fileName
      .replace(/\.csv$/i, "")
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "bulk-run";
  return `${base.slice(0, 80)}-${suffix}.csv`;
};

export function bulkRoutes(deps: BulkRoutesDeps) {
  const router = Router();
  router.use(requireUser);
  const me = (res: Response) => auth(res).user!;

  const readCsv = express.raw({ type: () => true, limit: BULK_MAX_BYTES, inflate: true });
  /** The upload's bytes, or null when it answered the client itself (415, 413). */
  const uploadOf = (req: Request, res: Response) =>
    new Promise<Buffer | null>((resolve, reject) => {
      const mediaType = String(req.headers["content-type"] ?? "")
        .split(";")[0]!
        .trim()
        .toLowerCase();
      if (!CSV_MEDIA_TYPES.includes(mediaType)) {
        res
          .status(415)
          .json(
            fileRefused(
              `Upload the file as CSV (Content-Type text/csv), not ${req.headers["content-type"] ?? "without a type"}.`,
            ),
          );
        return resolve(null);
      }
      readCsv(req, res, (err?: unknown) => {
        const e = err as { type?: string; status?: number } | undefined;
        if (e?.type === "entity.too.large") {
          res
            .status(413)
            .json(
              fileRefused(
                `The file is larger than ${BULK_MAX_BYTES / 1024 / 1024} MB, the most a bulk run takes. Split it into smaller files.`,
              ),
            );
          return resolve(null);
        }
        if (e?.type === "encoding.unsupported" || (e && e.status === 415)) {
          res.status(415).json(fileRefused("The upload's Content-Encoding is not supported."));
          return resolve(null);
        }
        if (err) return reject(err);
        resolve(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
      });
    });

  /** The tool of a URL, or null when it answered 404 itself. */
  const toolOf = (req: Request, res: Response): { tool: ToolEntry; spec: BulkToolSpec } | null => {
    const spec = bulkToolSpec(String(req.params.tool));
    const tool = spec ? findTool(spec.tool, deps.registry) : undefined;
    if (!spec || !tool) {
      res.status(404).json({ error: "This tool has no bulk runs" });
      return null;
    }
    return { tool, spec };
  };

  /** The signed-in user's run of the URL, or null when it answered 404 itself. */
  const runOf = async (req: Request, res: Response): Promise<BulkRunRecord | null> => {
    const id = idOf(req.params.id);
    const run = id === null ? null : await deps.repo.findRun(me(res).id, id);
    if (!run) res.status(404).json(NOT_FOUND);
    return run;
  };

  const rowOf = async (req: Request, res: Response, run: BulkRunRecord): Promise<BulkRowRecord | null> => {
    const rowNumber = idOf(req.params.rowNumber);
    const row = rowNumber === null ? null : await deps.repo.findRow(run.id, rowNumber);
    if (!row) res.status(404).json(ROW_NOT_FOUND);
    return row;
  };

  const runView = async (run: BulkRunRecord) => toBulkRun(run, (await deps.repo.countsOf([run.id])).get(run.id)!, deps.now());

  router.get("/template/:tool", (req, res) => {
    const found = toolOf(req, res);
    if (!found) return;
    res.attachment(`${found.spec.tool}-bulk-template.csv`);
    res.type("text/csv; charset=utf-8").send(templateCsv(found.spec));
  });

  router.post("/:tool/check", async (req, res) => {
    const found = toolOf(req, res);
    if (!found) return;
    const bytes = await uploadOf(req, res);
    if (!bytes) return;
    const reading = readBulkCsv(found.spec, bytes);
    if (!reading.ok) return void res.status(400).json(fileRefused(reading.error));
    res.json(reading.check satisfies BulkCheck);
  });

  router.post("/:tool/runs", async (req, res) => {
    const found = toolOf(req, res);
    if (!found) return;
    const user = me(res);
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
    res.status(201).json(await runView(run));
  });

  router.get("/runs", async (_req, res) => {
    const runs = await deps.repo.listRuns(me(res).id, RUNS_LISTED);
    const counts = await deps.repo.countsOf(runs.map((r) => r.id));
    const now = deps.now();
    res.setHeader("Cache-Control", "no-store");
    res.json({ runs: runs.map((r) => toBulkRun(r, counts.get(r.id)!, now)) });
  });

  router.get("/runs/:id", async (req, res) => {
    const run = await runOf(req, res);
    if (!run) return;
    res.setHeader("Cache-Control", "no-store");
    res.json(await runView(run));
  });

  router.post("/runs/:id/cancel", async (req, res) => {
    const run = await runOf(req, res);
    if (!run) return;
    const after = (await deps.repo.cancelRun(me(res).id, run.id, deps.now())) ?? run;
    res.json(await runView(after));
  });

  router.get("/runs/:id/rows", async (req, res) => {
    const offset = req.query.offset === undefined ? 0 : Number(req.query.offset);
    const limit = req.query.limit === undefined ? ROWS_PAGE.default : Number(req.query.limit);
    if (!Number.isSafeInteger(offset) || offset < 0 || !Number.isSafeInteger(limit) || limit < 1 || limit > ROWS_PAGE.max) {
      return void res.status(400).json({ error: `offset must be 0 or more and limit between 1 and ${ROWS_PAGE.max}` });
    }
    const run = await runOf(req, res);
    if (!run) return;
    const [rows, total] = await Promise.all([deps.repo.listRows(run.id, offset, limit), deps.repo.countRows(run.id)]);
    res.setHeader("Cache-Control", "no-store");
    res.json({ rows: rows.map(toBulkRow), total });
  });

  router.patch("/runs/:id/rows/:rowNumber", deps.jsonBody, async (req, res) => {
    const patch = parseOr400(bulkRowPatchSchema, req.body, res);
    if (!patch) return;
    const run = await runOf(req, res);
    if (!run) return;
    const row = await rowOf(req, res, run);
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
  });

  router.post("/runs/:id/rows/:rowNumber/regenerate", async (req, res) => {
    const run = await runOf(req, res);
    if (!run) return;
    const row = await rowOf(req, res, run);
    if (!row) return;
    if (row.status !== "done" && row.status !== "failed")
      return void res.status(409).json({ error: "This row has not run yet." });
    const tool = findTool(run.toolType, deps.registry);
    const spec = bulkToolSpec(run.toolType);
    if (!tool || !spec) return void res.status(404).json({ error: "This tool has no bulk runs" });
    const userId = me(res).id;
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
  });

  router.get("/runs/:id/export", async (req, res) => {
    const run = await runOf(req, res);
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
  });

  return router;
}
