// Two fields of a tool's form side by side in the workflow's wider card; on the page, one under the
// other like the rest. Its own module, so a remote built with it still runs beside a host whose
// design system predates it.
import type { ReactNode } from "react";
import { FieldRow } from "@seo/ui/Input";
import type { ToolScreen } from "@seo/ui/ToolForm";

export function ScreenFieldPair({ screen, children }: { screen: ToolScreen; children: ReactNode }) {
  return screen === "workflow" ? <FieldRow>{children}</FieldRow> : children;
}
