// The model engine of every tool, as an admin asks about it (docs/decisions/0026-model-settings-in-env.md):
// each tool's service is asked in parallel, signed as the admin, at its internal model paths; a
// service that is down, slow or refuses is reported in its row, never as a failure of the whole answer.
import { z } from "zod";
import type { Identity } from "@seo/identity/signature";
import type { ToolEntry } from "@seo/registry/registry";
import {
  modelCheckReportSchema,
  modelSettingsViewSchema,
  type AdminToolModel,
  type AdminToolModelTest,
} from "@seo/contracts/modelEngine";
import { INTERNAL_MODEL_PATHS } from "@seo/contracts/modelEnginePaths";
import { callService, type ServiceOutcome } from "../http/serviceCall";
import { jsonBytes, type ServiceTarget } from "../http/upstreamRequest";

export interface ToolModelsDeps {
  tools: readonly ToolEntry[];
  serviceOf(tool: ToolEntry): ServiceTarget;
}

/** What the service answered, read with `schema`; or why there is nothing to read. */
function readAnswer<T>(outcome: ServiceOutcome, schema: z.ZodType<T>, title: string): { data: T } | { error: string } {
  if (outcome.kind === "noAnswer") {
    return {
      error:
        outcome.reason === "timeout"
          ? `${title} service did not answer in time`
          : outcome.reason === "abandoned"
            ? "The request was abandoned"
            : `${title} service is unavailable`,
    };
  }
  const { status, body } = outcome.answer;
  if (status === 404) return { error: `${title} service has no model check (an older version?)` };
  if (status !== 200) return { error: `${title} service answered ${status}` };
  try {
    const parsed = schema.safeParse(JSON.parse(body.toString("utf8")));
    if (parsed.success) return { data: parsed.data };
  } catch {
    // not JSON: reported below
  }
  return { error: `${title} service gave an answer that could not be read` };
}

const checkAnswerSchema = z.object({ settings: modelSettingsViewSchema, report: modelCheckReportSchema.nullable() });

/** One signed call per tool, all at once. */
function askEach<T>(
  deps: ToolModelsDeps,
  tools: readonly ToolEntry[],
  request: { method: "GET" | "POST"; path: string; identity: Identity; requestId: string; signal?: AbortSignal },
  read: (tool: ToolEntry, outcome: ServiceOutcome) => T,
): Promise<T[]> {
  const body = request.method === "POST" ? jsonBytes({}) : Buffer.alloc(0);
  return Promise.all(
    tools.map(async (tool) => {
      const outcome = await callService(deps.serviceOf(tool), {
        method: request.method,
        path: request.path,
        identity: request.identity,
        requestId: request.requestId,
        body,
        headers: body.length ? { "content-type": "application/json" } : {},
        signal: request.signal,
      });
      return read(tool, outcome);
    }),
  );
}

/** Each tool's engine (offline, or model name @ host), as its own service reports it. */
export function toolModelSettings(
  deps: ToolModelsDeps,
  call: { identity: Identity; requestId: string; signal?: AbortSignal },
): Promise<AdminToolModel[]> {
  return askEach(deps, deps.tools, { method: "GET", path: INTERNAL_MODEL_PATHS.settings, ...call }, (tool, outcome) => {
    const read = readAnswer(outcome, modelSettingsViewSchema, tool.title);
    return "data" in read
      ? { id: tool.id, title: tool.title, settings: read.data }
      : { id: tool.id, title: tool.title, settings: null, error: read.error };
  });
}

/** "Test connection" in each tool's service (or the one named), with that service's own settings. */
export function testToolModels(
  deps: ToolModelsDeps,
  tools: readonly ToolEntry[],
  call: { identity: Identity; requestId: string; signal?: AbortSignal },
): Promise<AdminToolModelTest[]> {
  return askEach(deps, tools, { method: "POST", path: INTERNAL_MODEL_PATHS.check, ...call }, (tool, outcome) => {
    const read = readAnswer(outcome, checkAnswerSchema, tool.title);
    return "data" in read
      ? { id: tool.id, title: tool.title, settings: read.data.settings, report: read.data.report }
      : { id: tool.id, title: tool.title, settings: null, report: null, error: read.error };
  });
}
