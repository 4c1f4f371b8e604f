// One generation of one bulk row, through the one tool-call path (runToolCall): the bulk payer
// checks the plan afresh, the tool's service is called over HTTP with a request id of its own, and
// the generation is recorded in the user's history as "bulk". What came back is sorted into what
// the row becomes: done, failed (the service refused the input), busy (rate limited or
// unavailable: try again later), refused (bulk is no longer in the plan) or abandoned.
import { randomUUID } from "node:crypto";
import type { ToolEntry } from "@seo/registry/registry";
import { runToolCall, type Payer, type Refusal, type ToolCallDeps, type ToolCallResult } from "../toolCalls/runToolCall";
import { takesVariant, type BulkToolSpec } from "./bulkTools";

export type RowOutcome =
  | { kind: "done"; outputJson: string }
  | { kind: "failed"; status: number; error: string }
  /** 429 or 503 from the service (its model provider's rate limit), or no answer (502/504). */
  | { kind: "busy"; status: number; error: string; retryAfterMs: number | null }
  | { kind: "refused"; refusal: Refusal }
  | { kind: "abandoned" };

export interface RowRequest {
  tool: ToolEntry;
  spec: BulkToolSpec;
  input: Record<string, string>;
  /** Another draft of the same input (regenerating a row); the run itself asks for the first. */
  variant?: number;
  payer: Payer;
  signal?: AbortSignal;
}

/** The request body the tool gets for a row: its cells, and the variant when the tool takes one. */
export function rowToolInput(req: Pick<RowRequest, "spec" | "input" | "variant">): Record<string, unknown> {
  return req.variant !== undefined && takesVariant(req.spec) ? { ...req.input, variant: req.variant } : { ...req.input };
}

export async function generateRow(deps: ToolCallDeps, req: RowRequest): Promise<RowOutcome> {
  const result = await runToolCall(deps, {
    tool: req.tool,
    input: rowToolInput(req),
    requestId: randomUUID(),
    payer: req.payer,
    signal: req.signal,
    source: "bulk",
  });
  return outcomeOf(result, req.tool.title);
}

const BUSY_STATUSES = new Set([429, 503]);

export function outcomeOf(result: ToolCallResult, displayName: string): RowOutcome {
  switch (result.kind) {
    case "refused":
      return { kind: "refused", refusal: result.refusal };
    case "abandoned":
      return { kind: "abandoned" };
    case "failed":
      return {
        kind: "busy",
        status: result.status,
        error: errorText(result.body) ?? `${displayName} did not answer`,
        retryAfterMs: null,
      };
    case "answered": {
      const { status, body, headers } = result.answer;
      if (result.usable) return { kind: "done", outputJson: body.toString("utf8") };
      const error = errorOf(body) ?? `${displayName} answered with status ${status}`;
      if (BUSY_STATUSES.has(status)) return { kind: "busy", status, error, retryAfterMs: retryAfterMs(headers["retry-after"]) };
      if (status >= 200 && status < 300)
        return { kind: "failed", status: 502, error: `${displayName} gave an answer that could not be read` };
      return { kind: "failed", status, error };
    }
  }
}

const errorText = (body: object): string | undefined => {
  const e = (body as { error?: unknown }).error;
  return typeof e === "string" && e.trim() !== "" ? e : undefined;
};

/** The service's own message (`{ error }`), when its answer has one. */
function errorOf(body: Buffer): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body.toString("utf8"));
    return typeof parsed === "object" && parsed !== null ? errorText(parsed) : undefined;
  } catch {
    return undefined;
  }
}

/** Retry-After in seconds or as an HTTP date, in milliseconds (null when absent or unreadable). */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === "") return null;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
