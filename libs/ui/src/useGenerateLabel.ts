// The label of a tool page's generate button for this user. Its own module, so a remote built with
// it still runs beside a host whose design system predates it.
import { generateLabel, usePlan } from "@seo/ui/toolAccess";

/** 'Try Free - {label}' until the plan gives access. */
export function useGenerateLabel(label: string): string {
  return generateLabel(label, usePlan().hasAccess);
}
