import { useToolCall } from "@seo/ui/useToolCall";
import type { ToolScreen } from "@seo/ui/ToolForm";
import { generateDescription } from "./generateDescription";

export const DESCRIPTION_FAILURE = "Failed to generate description. Please try again.";

/** POST /api/descripto for the page or the workflow step, reporting a failure as that screen does. */
export function useGenerateDescription(screen: ToolScreen) {
  return useToolCall({ call: generateDescription, screen, failure: DESCRIPTION_FAILURE });
}
