// The button under a folded list or text that opens and closes the rest (aria-expanded on the
// part it controls).
import type { CSSProperties, ReactNode } from "react";
import { Button } from "@seo/ui/Button";

export function ExpandToggle({
  expanded,
  controls,
  onToggle,
  style,
  children,
}: {
  expanded: boolean;
  /** The id of the folded part. */
  controls: string;
  onToggle: () => void;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Button size="sm" variant="ghost" style={style} aria-expanded={expanded} aria-controls={controls} onClick={onToggle}>
      {children}
    </Button>
  );
}
