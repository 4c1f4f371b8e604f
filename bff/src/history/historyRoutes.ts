// /api/history: the signed-in user's generation history (contracts/history.ts lists the routes).
// Every query is scoped to the caller's own rows, so another user's entry is a 404, never a 403
// that would confirm it exists. Entries the plan no longer keeps (Starter: older than 30 days) are
// hidden here until the daily job deletes them. State changes come from the product's own pages
// only (sameOriginStateChanges, mounted before this for all of /api).
import { Router, type Request, type RequestHandler, type Response } from "express";
import {
  deleteEntriesSchema,
  historyEntryParamsSchema,
  historyListQuerySchema,
  MAX_HISTORY_ID,
  HISTORY_PAGE_SIZE,
  starEntrySchema,
  type HistoryListEntry,
  type HistoryPage,
} from "@seo/contracts/history";
import { findTool, type Registry } from "@seo/registry/registry";
import { historySummary } from "@seo/registry/historySummary";
import { requireUser, signedInUser } from "../http/authContext";
import { bindDeps } from "../http/routeHandler";
import { parseOr400 } from "../http/validate";
import type { AccessPolicy } from "../domain/planAccess";
import type { HistoryCursor, HistoryRepository, HistoryRow } from "./historyRepository";
import { keptForDaysOf, visibleSince } from "./historyRetention";

export const ENTRY_NOT_FOUND = { error: "History entry not found" };

export interface HistoryRouteDeps {
  history: HistoryRepository;
  registry: Registry;
  policy: AccessPolicy;
  now: () => Date;
  jsonBody: RequestHandler;
}

/** The cursor is opaque to clients: the last entry's createdAt and id, base64url. */
export function encodeCursor(row: Pick<HistoryRow, "createdAt" | "id">): string {
  return Buffer.from(`${row.createdAt}|${row.id}`).toString("base64url");
}

const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)\|(\d{1,10})$/;

export function decodeCursor(cursor: string): HistoryCursor | null {
  const match = CURSOR.exec(Buffer.from(cursor, "base64url").toString("utf8"));
  if (!match) return null;
  const [, createdAt, digits] = match as unknown as [string, string, string];
  const id = Number(digits);
  // A real moment (not 2026-02-30, which Date.parse rolls over and the database refuses), written as the list writes it.
  const ms = Date.parse(createdAt);
  if (id > MAX_HISTORY_ID || !(ms >= 0) || new Date(ms).toISOString() !== createdAt) return null;
  return { createdAt, id };
}

/** A 400 in the shape parseOr400 answers: the message names the field. */
function badField(res: Response, path: string, message: string) {
  res.status(400).json({ error: `Invalid ${path}: ${message}`, issues: [{ path, message }] });
}

export function historyRoutes(deps: HistoryRouteDeps) {
  const router = Router();
  router.use(requireUser);
  const on = bindDeps(deps);
  router.get("/", on(listEntries));
  router.get("/:id", on(getEntry));
  router.patch("/:id", deps.jsonBody, on(starEntry));
  router.delete("/:id", on(deleteEntry));
  // Deletes those of the ids that are the caller's; others' ids are skipped, not reported.
  router.post("/delete", deps.jsonBody, on(deleteEntries));
  router.delete("/", on(deleteAll));
  return router;
}

const since = (deps: HistoryRouteDeps, res: Response) => visibleSince(signedInUser(res), deps.now(), deps.policy);

function knownTool(deps: HistoryRouteDeps, res: Response, tool: string | undefined): boolean {
  if (tool === undefined || findTool(tool, deps.registry)) return true;
  badField(res, "tool", "Unknown tool");
  return false;
}

/** The :id of the path; null (and the answer sent) when it names no entry. */
function entryId(res: Response, raw: unknown): number | null {
  const params = parseOr400(historyEntryParamsSchema, { id: raw }, res);
  if (!params) return null;
  const { id } = params;
  if (id < 1 || id > MAX_HISTORY_ID) {
    res.status(404).json(ENTRY_NOT_FOUND);
    return null;
  }
  return id;
}

/** What the list and the single entry both show of an entry. */
const entryFields = (row: HistoryRow) => ({
  id: row.id,
  tool: row.tool,
  source: row.source,
  createdAt: row.createdAt,
  starred: row.starred,
  input: row.input,
});

const listEntry = (deps: HistoryRouteDeps, row: HistoryRow): HistoryListEntry => ({
  ...entryFields(row),
  summary: historySummary(findTool(row.tool, deps.registry), row.tool, row.input, row.output),
});

async function listEntries(deps: HistoryRouteDeps, req: Request, res: Response) {
  const query = parseOr400(historyListQuerySchema, req.query, res);
  if (!query || !knownTool(deps, res, query.tool)) return;
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (after === null) return void badField(res, "cursor", "Not a cursor this list gave");
  const { rows, more } = await deps.history.list(signedInUser(res).id, {
    tool: query.tool,
    q: query.q,
    starred: query.starred === "1" || query.starred === "true",
    after,
    limit: query.limit ?? HISTORY_PAGE_SIZE,
    since: since(deps, res),
  });
  const page: HistoryPage = {
    entries: rows.map((row) => listEntry(deps, row)),
    nextCursor: more ? encodeCursor(rows[rows.length - 1]!) : null,
    keptForDays: keptForDaysOf(signedInUser(res), deps.now(), deps.policy),
  };
  res.setHeader("Cache-Control", "no-store");
  res.json(page);
}

async function getEntry(deps: HistoryRouteDeps, req: Request, res: Response) {
  const id = entryId(res, req.params.id);
  if (id === null) return;
  const row = await deps.history.get(signedInUser(res).id, id, since(deps, res));
  if (!row) return void res.status(404).json(ENTRY_NOT_FOUND);
  res.setHeader("Cache-Control", "no-store");
  res.json({ ...entryFields(row), output: row.output });
}

async function starEntry(deps: HistoryRouteDeps, req: Request, res: Response) {
  const id = entryId(res, req.params.id);
  if (id === null) return;
  const body = parseOr400(starEntrySchema, req.body, res);
  if (!body) return;
  if (!(await deps.history.setStarred(signedInUser(res).id, id, body.starred, since(deps, res))))
    return void res.status(404).json(ENTRY_NOT_FOUND);
  res.json({ id, starred: body.starred });
}

async function deleteEntry(deps: HistoryRouteDeps, req: Request, res: Response) {
  const id = entryId(res, req.params.id);
  if (id === null) return;
  const deleted = await deps.history.deleteMany(signedInUser(res).id, [id], since(deps, res));
  if (deleted === 0) return void res.status(404).json(ENTRY_NOT_FOUND);
  res.json({ deleted });
}

async function deleteEntries(deps: HistoryRouteDeps, req: Request, res: Response) {
  const body = parseOr400(deleteEntriesSchema, req.body, res);
  if (!body) return;
  res.json({ deleted: await deps.history.deleteMany(signedInUser(res).id, [...new Set(body.ids)]) });
}

async function deleteAll(deps: HistoryRouteDeps, req: Request, res: Response) {
  const query = parseOr400(historyListQuerySchema.pick({ tool: true }), req.query, res);
  if (!query || !knownTool(deps, res, query.tool)) return;
  res.json({ deleted: await deps.history.deleteAll(signedInUser(res).id, query.tool) });
}
