// Browser-storage keys and payloads that carry work between the standalone tools (the
// hand-off buttons such as 'Send to Descripto', and the workflow mode the tools read).
// The sending tool writes a payload under the receiver's key; the receiving page pre-fills its
// form from it and then deletes it.
import { z } from "zod";
import { KEYWORD_HANDOFF_LIMIT } from "./constants";

/** "true" while the user runs the standalone tools as one workflow. */
export const WORKFLOW_MODE_KEY = "workflowMode";
/** The step the standalone workflow is on (cleared when a tool is opened from the dashboard). */
export const CURRENT_WORKFLOW_STEP_KEY = "currentWorkflowStep";
/** The id of the workflow project the standalone tools work for. */
export const CURRENT_WORKFLOW_PROJECT_KEY = "currentWorkflowProject";

/** Hand-off keys, by the tool that receives them. */
export const HANDOFF_KEYS = {
  descripto: "handoff:trendspy-to-descripto",
  hookgenie: "handoff:descripto-to-hookgenie",
  seosnapshot: "handoff:hookgenie-to-seosnapshot",
} as const;

/** TrendSpy → Descripto: the first five keyword or bullet lines, the niche and the analysis. */
export const trendspyHandoffSchema = z.object({
  keywords: z.array(z.string()).max(KEYWORD_HANDOFF_LIMIT),
  niche: z.string(),
  sourceData: z
    .object({ result: z.string(), category: z.string().optional(), insights: z.array(z.string()).optional() })
    .passthrough(),
});
export type TrendspyHandoff = z.infer<typeof trendspyHandoffSchema>;

/** Descripto → HookGenie: topic (the product name), the description, the keywords. */
export const descriptoHandoffSchema = z.object({
  topic: z.string(),
  description: z.string(),
  keywords: z.string(),
});
export type DescriptoHandoff = z.infer<typeof descriptoHandoffSchema>;

/** HookGenie → SeoSnapshot: the first headline, 'Compelling content about {topic}', a URL. */
export const hookgenieHandoffSchema = z.object({
  title: z.string(),
  description: z.string(),
  url: z.string(),
});
export type HookgenieHandoff = z.infer<typeof hookgenieHandoffSchema>;

export const handoffSchemas = {
  descripto: trendspyHandoffSchema,
  hookgenie: descriptoHandoffSchema,
  seosnapshot: hookgenieHandoffSchema,
} as const;
export type HandoffReceiver = keyof typeof HANDOFF_KEYS;
export type HandoffPayload<R extends HandoffReceiver> = z.infer<(typeof handoffSchemas)[R]>;

export function writeHandoff<R extends HandoffReceiver>(storage: Storage, receiver: R, payload: HandoffPayload<R>) {
  storage.setItem(HANDOFF_KEYS[receiver], JSON.stringify(payload));
}

/** Reads the payload for `receiver` and deletes it; null when absent or malformed. */
export function takeHandoff<R extends HandoffReceiver>(storage: Storage, receiver: R): HandoffPayload<R> | null {
  const raw = storage.getItem(HANDOFF_KEYS[receiver]);
  if (raw === null) return null;
  storage.removeItem(HANDOFF_KEYS[receiver]);
  try {
    const parsed = handoffSchemas[receiver].safeParse(JSON.parse(raw));
    return parsed.success ? (parsed.data as HandoffPayload<R>) : null;
  } catch {
    return null;
  }
}

/** Workflow mode on and a current project stored (the Descripto and TrendSpy hand-off condition). */
export function isStandaloneWorkflowActive(storage: Storage): boolean {
  return storage.getItem(WORKFLOW_MODE_KEY) === "true" && Boolean(storage.getItem(CURRENT_WORKFLOW_PROJECT_KEY));
}

/** 'Complete Workflow': forgets the per-session workflow progress and any pending hand-off. */
export function clearStandaloneWorkflow(storage: Storage) {
  for (const key of [
    WORKFLOW_MODE_KEY,
    CURRENT_WORKFLOW_STEP_KEY,
    CURRENT_WORKFLOW_PROJECT_KEY,
    ...Object.values(HANDOFF_KEYS),
  ]) {
    storage.removeItem(key);
  }
}

/** 'my Topic & more!' → 'my-topic-more'. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
