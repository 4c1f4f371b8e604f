import { useToolCall } from "@seo/ui/useToolCall";
import type { ToolScreen } from "@seo/ui/ToolForm";
import { analyzeTrends } from "./analyzeTrends";

export const TRENDS_FAILURE = "Failed to analyze trends. Please try again.";

/**
 * POST /api/trendspy for the page or the workflow step. As on every tool page a plan refusal is said
 * beside the button (GenerationStatus); unlike the other tools, any other failure is the 'Generation
 * Failed' toast, and the research already on screen stays.
 */
export function useAnalyzeTrends(screen: ToolScreen) {
  return useToolCall({ call: analyzeTrends, screen, failure: TRENDS_FAILURE, onPage: "toast" });
}
