import { useToolCall } from "@seo/ui/useToolCall";
import type { ToolScreen } from "@seo/ui/ToolForm";
import { analyzeTrends } from "./analyzeTrends";

export const TRENDS_FAILURE = "Failed to analyze trends. Please try again.";

/**
 * POST /api/trendspy for the page or the workflow step. Unlike the other tools, the page reports any
 * failure in the 'Generation Failed' toast (with 'View Plans' for a refusal) instead of leaving for
 * the pricing page, so the research already on screen stays.
 */
export function useAnalyzeTrends(screen: ToolScreen) {
  return useToolCall({ call: analyzeTrends, screen, failure: TRENDS_FAILURE, onPage: "toast" });
}
