// HookGenie as the engine sees it: the offline writer, the model's prompt, output schema and
// assembly, and the headline checks every answer carries whichever engine wrote it.
import type { z } from "zod";
import type { ToolDefinition } from "@seo/ai/engine";
import { HOOK_LIMITS, hookgenieRequestSchema, hookgenieResponseSchema, type HookgenieResponse } from "@seo/hookgenie-contract";
import { draftChecks, generateHeadlines } from "./offline/hookgenie";
import { hookgeniePrompt } from "./model/prompt";
import { hookgenieOutputSchema, type HookgenieOutput } from "./model/outputSchema";
import { assembleHeadlines, cleanHeadline } from "./model/assemble";

/** A validated request (after the contract's defaults and trimming). */
export type HookgenieInput = z.output<typeof hookgenieRequestSchema>;

export const hookgenieTool: ToolDefinition<HookgenieInput, HookgenieResponse, HookgenieOutput> = {
  name: "hookgenie",
  response: hookgenieResponseSchema,
  offline: (input) => generateHeadlines(input),
  model: {
    prompt: (input) => hookgeniePrompt(input),
    schema: hookgenieOutputSchema,
    // Another draft of the same input: its own seed, a little more temperature (libs/ai engine).
    variant: (input) => input.variant,
    assemble: (input, out) => assembleHeadlines(input, out),
  },
  finish(input, response) {
    const limit = HOOK_LIMITS[input.type];
    const top = response.headlines?.[0]?.text ?? cleanHeadline(response.result.split("\n").find((l) => l.trim()) ?? "");
    return { ...response, seoChecks: top ? draftChecks(top, limit) : [] };
  },
};
