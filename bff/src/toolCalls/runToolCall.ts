// The one use case of a tool call, whoever makes it (the signed-in route, the partner embed, and
// later bulk jobs and the public API): the caller's payer decides and reserves what the call costs
// (Starter quota, a free try, the partner's allowance), the tool's service is called over HTTP with
// the identity the payer vouches for, and the reservation is kept and the generation recorded, or
// given back, by the one refund rule (refundRule.ts). Nothing here knows HTTP on the caller's side:
// everything about the request comes in the context, and the result says what to answer.
import type http from "node:http";
import type { ToolEntry } from "@seo/registry/registry";
import type { Identity } from "@seo/identity/signature";
import type { GenerationLog, GenerationSource } from "../data/generationLog";
import type { Logger } from "../appDeps";
import { callService, noAnswerError, type ServiceAnswer, type ServiceOutcome } from "../http/serviceCall";
import { recordRefusal, recordToolCall, type ToolCallOutcome } from "../http/metrics";
import { jsonBytes, type ServiceTarget } from "../http/upstreamRequest";
import { usableOutput } from "./refundRule";

/** What one allowed call holds until its outcome is known. */
export interface Reservation {
  /** Who the BFF vouches for towards the service. */
  identity: Identity;
  /** The account whose generation history gets the result (none for visitors). */
  historyUserId?: number;
  /** Gives the reservation back (the call produced nothing usable). */
  refund(): Promise<void>;
  /** How the call is paid for, for the log line. */
  log: Record<string, unknown>;
}

/** A call the payer does not allow: the answer to give, as it is. */
export interface Refusal {
  status: number;
  body: object;
  headers?: Record<string, string>;
}

export type Reserved = { ok: true; reservation: Reservation } | { ok: false; refusal: Refusal };

/** How one caller pays for a tool call: decides whether it may run, and reserves what it costs. */
export type Payer = (tool: ToolEntry) => Promise<Reserved>;

/** Everything about one tool call, passed in explicitly. */
export interface ToolCallContext {
  tool: ToolEntry;
  /** The parsed JSON input; the tool's service validates it (its 4xx refunds the reservation). */
  input: unknown;
  /** Travels to the service (signed) and into every log line and error answer. */
  requestId: string;
  payer: Payer;
  /** The client's headers to pass on to the service (filtered by the caller). */
  headers?: http.OutgoingHttpHeaders;
  /** Aborted when nobody waits for the result any more: the call stops and is refunded. */
  signal?: AbortSignal;
  /** Where the generation was asked for, as the history shows it ("page" unless said). */
  source?: GenerationSource;
}

export type ToolCallResult =
  | { kind: "refused"; refusal: Refusal }
  /** The service answered: passed on as it came, whether it was usable (recorded) or not (refunded). */
  | { kind: "answered"; answer: ServiceAnswer; usable: boolean }
  /** The service did not answer: a JSON 502 (down) or 504 (too slow). */
  | { kind: "failed"; status: 502 | 504; body: object }
  /** The caller went away first. */
  | { kind: "abandoned" };

export interface ToolCallDeps {
  /** Where each tool's service is reached. */
  serviceOf(tool: ToolEntry): ServiceTarget;
  generationLog: Pick<GenerationLog, "record">;
  logger: Logger;
}

export async function runToolCall(deps: ToolCallDeps, ctx: ToolCallContext): Promise<ToolCallResult> {
  const startedAt = performance.now();
  const reserved = await ctx.payer(ctx.tool);
  if (!reserved.ok) {
    recordRefusal(ctx.tool.id, reserved.refusal);
    recordToolCall(ctx.tool.id, "refused", (performance.now() - startedAt) / 1000);
    return { kind: "refused", refusal: reserved.refusal };
  }
  const { reservation } = reserved;
  deps.logger.info("generation", { tool: ctx.tool.id, userId: reservation.identity.userId, ...reservation.log });

  const target = deps.serviceOf(ctx.tool);
  const body = jsonBytes(ctx.input);
  const outcome = await callService(target, {
    method: "POST",
    // The service knows the tool's own path only, whichever route the call came in on.
    path: `/api/${ctx.tool.id}`,
    identity: reservation.identity,
    requestId: ctx.requestId,
    body,
    headers: jsonHeaders(ctx.headers, body),
    signal: ctx.signal,
  });
  const output = usableOutput(outcome);
  await settle(deps, ctx, reservation, output);
  const result = resultOf(outcome, output !== null, target.displayName);
  recordToolCall(ctx.tool.id, outcomeOf(result), (performance.now() - startedAt) / 1000);
  return result;
}

/** The result as the tool-call metrics name it. */
function outcomeOf(result: ToolCallResult): ToolCallOutcome {
  if (result.kind === "answered") return result.usable ? "ok" : "rejected";
  if (result.kind === "failed") return result.status === 504 ? "timeout" : "unavailable";
  return result.kind;
}

/** The body is re-serialised JSON now, whatever encoding and type it arrived in. */
function jsonHeaders(headers: http.OutgoingHttpHeaders = {}, body: Buffer): http.OutgoingHttpHeaders {
  const { "content-encoding": _encoding, ...rest } = headers;
  return body.length > 0 ? { ...rest, "content-type": "application/json" } : rest;
}

/** Records the generation or gives the reservation back; a failure of either is logged, not answered. */
async function settle(deps: ToolCallDeps, ctx: ToolCallContext, reservation: Reservation, output: string | null) {
  try {
    if (output === null) await reservation.refund();
    else if (reservation.historyUserId !== undefined) {
      await deps.generationLog.record({
        userId: reservation.historyUserId,
        toolType: ctx.tool.id,
        inputData: ctx.input ?? null,
        outputJson: output,
        source: ctx.source,
      });
    }
  } catch (err) {
    deps.logger.error(output === null ? "refund failed" : "recording a generation failed", {
      tool: ctx.tool.id,
      requestId: ctx.requestId,
      error: (err as Error).message,
    });
  }
}

function resultOf(outcome: ServiceOutcome, usable: boolean, displayName: string): ToolCallResult {
  if (outcome.kind === "answer") return { kind: "answered", answer: outcome.answer, usable };
  if (outcome.reason === "abandoned") return { kind: "abandoned" };
  return { kind: "failed", ...noAnswerError(outcome.reason, displayName) };
}
