import { useToolCall } from "@seo/ui/useToolCall";
import type { ToolScreen } from "@seo/ui/ToolForm";
import { auditSeo } from "./auditSeo";

export const AUDIT_FAILURE = "Failed to generate SEO analysis. Please try again.";

/** POST /api/seosnapshot for the page or the workflow step, reporting a failure as that screen does. */
export function useAuditSeo(screen: ToolScreen) {
  return useToolCall({ call: auditSeo, screen, failure: AUDIT_FAILURE });
}
