// TrendSpy as the engine sees it: the offline keyword research, and the model's prompt, output
// schema and assembly.
import type { z } from "zod";
import type { ToolDefinition } from "@seo/ai/engine";
import { trendspyRequestSchema, trendspyResponseSchema, type TrendspyResponse } from "@seo/trendspy-contract";
import { researchKeywords } from "./offline/trendspy";
import { trendspyPrompt } from "./model/prompt";
import { trendspyOutputSchema, type TrendspyOutput } from "./model/outputSchema";
import { assembleTrends } from "./model/assemble";

/** A validated request (after the contract's defaults and trimming). */
export type TrendspyInput = z.output<typeof trendspyRequestSchema>;

export const trendspyTool: ToolDefinition<TrendspyInput, TrendspyResponse, TrendspyOutput> = {
  name: "trendspy",
  response: trendspyResponseSchema,
  offline: (input) => researchKeywords(input),
  model: {
    prompt: (input) => trendspyPrompt(input),
    schema: trendspyOutputSchema,
    // Another draft of the same input: its own seed, a little more temperature (libs/ai engine).
    variant: (input) => input.variant,
    assemble: (_input, out) => assembleTrends(out),
  },
};
