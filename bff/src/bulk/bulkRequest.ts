// What the /api/bulk routes read from a request: the uploaded CSV's bytes, the tool of the URL, the
// signed-in user's run and row of the URL. Each lookup answers the client itself (415, 413, 404) and
// returns null when the request goes no further.
import express, { type Request, type Response } from "express";
import { BULK_MAX_BYTES } from "@seo/contracts/bulk";
import { findTool, type Registry, type ToolEntry } from "@seo/registry/registry";
import { signedInUser } from "../http/authContext";
import { fileRefused } from "./bulkCsv";
import type { BulkRepository, BulkRowRecord, BulkRunRecord } from "./bulkRepository";
import { bulkToolSpec, type BulkToolSpec } from "./bulkTools";
import { toBulkRun } from "./bulkView";

/** Media types browsers send for a .csv file (Excel on Windows registers .csv as vnd.ms-excel). */
export const CSV_MEDIA_TYPES = ["text/csv", "text/plain", "application/vnd.ms-excel", "application/csv", "text/x-csv"];

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
export const downloadName = (fileName: string, suffix: string) => {
  const base =
    fileName
      .replace(/\.csv$/i, "")
      .replace(/[^A-Za-z0-9._-]+/g, "-")
      .replace(/^-+|-+$/g, "") || "bulk-run";
  return `${base.slice(0, 80)}-${suffix}.csv`;
};

const readCsv = express.raw({ type: () => true, limit: BULK_MAX_BYTES, inflate: true });

/** The upload's bytes, or null when it answered the client itself (415, 413). */
export const uploadOf = (req: Request, res: Response) =>
  new Promise<Buffer | null>((resolve, reject) => {
    const mediaType = String(req.headers["content-type"] ?? "")
      .split(";")[0]!
      .trim()
      .toLowerCase();
    if (!CSV_MEDIA_TYPES.includes(mediaType)) {
      res
        .status(415)
        .json(
          fileRefused(`Upload the file as CSV (Content-Type text/csv), not ${req.headers["content-type"] ?? "without a type"}.`),
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
export function toolOf(registry: Registry, req: Request, res: Response): { tool: ToolEntry; spec: BulkToolSpec } | null {
  const spec = bulkToolSpec(String(req.params.tool));
  const tool = spec ? findTool(spec.tool, registry) : undefined;
  if (!spec || !tool) {
    res.status(404).json({ error: "This tool has no bulk runs" });
    return null;
  }
  return { tool, spec };
}

/** The signed-in user's run of the URL, or null when it answered 404 itself. */
export async function runOf(repo: BulkRepository, req: Request, res: Response): Promise<BulkRunRecord | null> {
  const id = idOf(req.params.id);
  const run = id === null ? null : await repo.findRun(signedInUser(res).id, id);
  if (!run) res.status(404).json(NOT_FOUND);
  return run;
}

/** The run's row of the URL, or null when it answered 404 itself. */
export async function rowOf(
  repo: BulkRepository,
  req: Request,
  res: Response,
  run: BulkRunRecord,
): Promise<BulkRowRecord | null> {
  const rowNumber = idOf(req.params.rowNumber);
  const row = rowNumber === null ? null : await repo.findRow(run.id, rowNumber);
  if (!row) res.status(404).json(ROW_NOT_FOUND);
  return row;
}

/** A run as the API shows it, with its row counts. */
export const runView = async (deps: { repo: BulkRepository; now(): Date }, run: BulkRunRecord) =>
  toBulkRun(run, (await deps.repo.countsOf([run.id])).get(run.id)!, deps.now());
