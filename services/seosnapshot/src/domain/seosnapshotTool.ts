// SeoSnapshot as the engine sees it: the rule-based audit (offline, and the facts the model's
// prompt is grounded in), the model's prompt, output schema and assembly.
import type { z } from "zod";
import type { ToolDefinition } from "@seo/ai/engine";
import { seosnapshotRequestSchema, seosnapshotResponseSchema, type SeosnapshotResponse } from "@seo/seosnapshot-contract";
import { auditSeo } from "./offline/seosnapshot";
import { seosnapshotPrompt } from "./model/prompt";
import { seosnapshotOutputSchema, type SeosnapshotOutput } from "./model/outputSchema";
import { assembleAudit } from "./model/assemble";

/** A validated request (after the contract's defaults and trimming). */
export type SeosnapshotInput = z.output<typeof seosnapshotRequestSchema>;

export const seosnapshotTool: ToolDefinition<SeosnapshotInput, SeosnapshotResponse, SeosnapshotOutput, SeosnapshotResponse> = {
  name: "seosnapshot",
  response: seosnapshotResponseSchema,
  offline: (input) => auditSeo(input),
  model: {
    // The rule-based audit grounds the prompt in measured facts and supplies the metrics.
    context: (input) => auditSeo(input),
    prompt: (input, audit) => seosnapshotPrompt(input, audit),
    schema: seosnapshotOutputSchema,
    // Another draft of the same input: its own seed, a little more temperature (libs/ai engine).
    variant: (input) => input.variant,
    assemble: (_input, out, audit) => assembleAudit(out, audit),
  },
};
