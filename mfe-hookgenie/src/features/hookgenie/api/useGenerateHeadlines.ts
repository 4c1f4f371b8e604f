import { useToolCall } from "@seo/ui/useToolCall";
import type { ToolScreen } from "@seo/ui/ToolForm";
import { generateHeadlines } from "./generateHeadlines";

export const HEADLINES_FAILURE = "Failed to generate headlines. Please try again.";

/** POST /api/hookgenie for the page or the workflow step, reporting a failure as that screen does. */
export function useGenerateHeadlines(screen: ToolScreen) {
  return useToolCall({ call: generateHeadlines, screen, failure: HEADLINES_FAILURE });
}
