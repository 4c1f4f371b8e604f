// Previous / Next through a list 25 rows at a time, with where the page is ("Rows 26–50 of 120").
import { Button } from "@seo/ui/Button";
import { PAGE_SIZE } from "../api/rows";
import { BULK_TEXTS } from "../bulkTexts";
import { Actions, Muted } from "./bulkParts";

export function Pager({
  offset,
  total,
  onChange,
  label,
}: {
  offset: number;
  total: number;
  onChange: (offset: number) => void;
  label: string;
}) {
  if (total <= PAGE_SIZE) return null;
  const to = Math.min(offset + PAGE_SIZE, total);
  return (
    <nav aria-label={label}>
      <Actions>
        <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - PAGE_SIZE))}>
          {BULK_TEXTS.previous}
        </Button>
        <Muted aria-live="polite">{BULK_TEXTS.pageOf(offset + 1, to, total)}</Muted>
        <Button size="sm" variant="outline" disabled={to >= total} onClick={() => onChange(offset + PAGE_SIZE)}>
          {BULK_TEXTS.next}
        </Button>
      </Actions>
    </nav>
  );
}
