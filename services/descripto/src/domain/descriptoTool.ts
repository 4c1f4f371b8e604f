// Descripto as the engine sees it: the offline writer, the model's prompt, output schema and
// assembly, and the checks every answer carries whichever engine wrote it (descriptoChecks.ts: the
// SEO rules, and grammar, facts kept, casing and claims).
import type { z } from "zod";
import type { ToolDefinition } from "@seo/ai/engine";
import { descriptoRequestSchema, descriptoResponseSchema, type DescriptoResponse } from "@seo/descripto-contract";
import { descriptoChecks } from "./descriptoChecks";
import { writeDescription } from "./offline/descripto";
import { descriptoPrompt } from "./model/prompt";
import { descriptoOutputSchema, type DescriptoOutput } from "./model/outputSchema";

/** A validated request (after the contract's defaults and trimming). */
export type DescriptoInput = z.output<typeof descriptoRequestSchema>;

export const descriptoTool: ToolDefinition<DescriptoInput, DescriptoResponse, DescriptoOutput> = {
  name: "descripto",
  response: descriptoResponseSchema,
  offline: (input) => writeDescription(input),
  model: {
    prompt: (input) => descriptoPrompt(input),
    schema: descriptoOutputSchema,
    // Another draft of the same input: its own seed, a little more temperature (libs/ai engine).
    variant: (input) => input.variant,
    assemble: (_input, out) => ({
      result: out.result,
      suggestions: out.suggestions,
      seoTitle: out.seoTitle,
      metaDescription: out.metaDescription,
    }),
  },
  finish: (input, response) => ({
    ...response,
    seoChecks: descriptoChecks(input, response.result),
  }),
};
