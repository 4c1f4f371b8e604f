// One product of a Descripto run under review: its description (edited in place), status, Approve
// and Reject (toggles), Regenerate.
import { useEffect, useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import type { BulkRow } from "@seo/contracts/bulk";
import { descriptoResponseSchema } from "@seo/descripto-contract";
import { Badge } from "@seo/ui/Badge";
import { Button } from "@seo/ui/Button";
import { Textarea } from "@seo/ui/Input";
import { bulkFailure } from "../api/bulkRequest";
import { usePatchRow, useRegenerateRow } from "../api/rows";
import { BULK_TEXTS } from "../bulkTexts";
import { Actions } from "./bulkParts";

const Text = styled.p`
  white-space: pre-wrap;
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};
  max-width: 70ch;
`;

const Failure = styled.p`
  color: ${({ theme }) => theme.colors.dangerText};
`;

const EditForm = styled.form`
  display: grid;
  gap: 8px;
  min-width: min(60vw, 420px);
`;

/** The description the row shows: the user's edit, else what was generated. */
export function rowDescription(row: BulkRow): string {
  if (row.editedText !== null) return row.editedText;
  const output = descriptoResponseSchema.safeParse(row.output);
  return output.success ? output.data.result : "";
}

export function rowProductName(row: BulkRow): string {
  return row.input.productName || `Row ${row.rowNumber}`;
}

const reviewTone = { pending: "neutral", approved: "success", rejected: "danger" } as const;

export function DescriptoRow({ runId, row, live }: { runId: number; row: BulkRow; live: boolean }) {
  const patch = usePatchRow(runId);
  const regenerate = useRegenerateRow(runId);
  const [draft, setDraft] = useState<string | null>(null);
  const editor = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const editing = draft !== null;
  const name = rowProductName(row);
  const done = row.status === "done";

  // Into the text area when editing starts; back to Edit when it ends.
  useEffect(() => {
    if (editing) editor.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  const save = (e: FormEvent) => {
    e.preventDefault();
    if (draft === null) return;
    patch.mutate({ rowNumber: row.rowNumber, patch: { editedText: draft } }, { onSuccess: () => setDraft(null) });
  };
  const review = (to: "approved" | "rejected") =>
    patch.mutate({ rowNumber: row.rowNumber, patch: { review: row.review === to ? "pending" : to } });
  const failure = patch.isError ? bulkFailure(patch.error) : regenerate.isError ? bulkFailure(regenerate.error) : null;

  return (
    <tr data-testid={`row-${row.rowNumber}`}>
      <td className="num">{row.rowNumber}</td>
      <th scope="row">{name}</th>
      <td>
        {editing ? (
          <EditForm onSubmit={save}>
            <Textarea
              ref={editor}
              aria-label={`Description of ${name}`}
              value={draft}
              rows={8}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Actions>
              <Button type="submit" size="sm" busy={patch.isPending}>
                {BULK_TEXTS.save}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
                {BULK_TEXTS.cancelEdit}
              </Button>
            </Actions>
          </EditForm>
        ) : done ? (
          <>
            <Text>{rowDescription(row)}</Text>
            {row.editedText !== null && (
              <Badge $tone="info" $size="sm">
                {BULK_TEXTS.edited}
              </Badge>
            )}
          </>
        ) : row.status === "failed" ? (
          <Failure>{row.error ?? BULK_TEXTS.rowStatuses.failed}</Failure>
        ) : null}
        {failure && <p role="alert">{failure}</p>}
      </td>
      <td>
        <Badge $tone={row.status === "failed" ? "danger" : done ? reviewTone[row.review] : "neutral"} $size="sm">
          {done && row.review !== "pending" ? BULK_TEXTS.filters[row.review] : BULK_TEXTS.rowStatuses[row.status]}
        </Badge>
      </td>
      <td>
        <Actions>
          {done && !editing && (
            <Button
              ref={editButton}
              size="sm"
              variant="outline"
              aria-label={`${BULK_TEXTS.edit} ${name}`}
              onClick={() => setDraft(rowDescription(row))}
            >
              {BULK_TEXTS.edit}
            </Button>
          )}
          {done && (
            <>
              <Button
                size="sm"
                variant={row.review === "approved" ? "primary" : "outline"}
                aria-pressed={row.review === "approved"}
                aria-label={`${BULK_TEXTS.approve} ${name}`}
                disabled={patch.isPending}
                onClick={() => review("approved")}
              >
                {BULK_TEXTS.approve}
              </Button>
              <Button
                size="sm"
                variant={row.review === "rejected" ? "destructive" : "outline"}
                aria-pressed={row.review === "rejected"}
                aria-label={`${BULK_TEXTS.reject} ${name}`}
                disabled={patch.isPending}
                onClick={() => review("rejected")}
              >
                {BULK_TEXTS.reject}
              </Button>
            </>
          )}
          {(done || row.status === "failed") && (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${BULK_TEXTS.regenerate} ${name}`}
              disabled={live}
              busy={regenerate.isPending}
              onClick={() => regenerate.mutate(row.rowNumber)}
            >
              {BULK_TEXTS.regenerate}
            </Button>
          )}
        </Actions>
      </td>
    </tr>
  );
}
