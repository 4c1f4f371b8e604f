// One product of a Descripto run under review: its description (edited in place), status, Approve
// and Reject (toggles), Regenerate.
import { useEffect, useRef, useState, type FormEvent, type RefObject } from "react";
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

/** The row's status; a done row shows its review instead once it has one. */
function RowStatus({ row }: { row: BulkRow }) {
  const done = row.status === "done";
  return (
    <Badge $tone={row.status === "failed" ? "danger" : done ? reviewTone[row.review] : "neutral"} $size="sm">
      {done && row.review !== "pending" ? BULK_TEXTS.filters[row.review] : BULK_TEXTS.rowStatuses[row.status]}
    </Badge>
  );
}

function DescriptionEditor({
  name,
  draft,
  editor,
  saving,
  onChange,
  onSave,
  onCancel,
}: {
  name: string;
  draft: string;
  editor: RefObject<HTMLTextAreaElement | null>;
  saving: boolean;
  onChange: (draft: string) => void;
  onSave: (e: FormEvent) => void;
  onCancel: () => void;
}) {
  return (
    <EditForm onSubmit={onSave}>
      <Textarea
        ref={editor}
        aria-label={`Description of ${name}`}
        value={draft}
        rows={8}
        onChange={(e) => onChange(e.target.value)}
      />
      <Actions>
        <Button type="submit" size="sm" busy={saving}>
          {BULK_TEXTS.save}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {BULK_TEXTS.cancelEdit}
        </Button>
      </Actions>
    </EditForm>
  );
}

/** What a row shows while not edited: its description (marked when edited), or why it failed. */
function Description({ row }: { row: BulkRow }) {
  if (row.status === "failed") return <Failure>{row.error ?? BULK_TEXTS.rowStatuses.failed}</Failure>;
  if (row.status !== "done") return null;
  return (
    <>
      <Text>{rowDescription(row)}</Text>
      {row.editedText !== null && (
        <Badge $tone="info" $size="sm">
          {BULK_TEXTS.edited}
        </Badge>
      )}
    </>
  );
}

const REVIEW_BUTTONS = {
  approved: { label: BULK_TEXTS.approve, pressedVariant: "primary" },
  rejected: { label: BULK_TEXTS.reject, pressedVariant: "destructive" },
} as const;

/** Approve or Reject, pressed while the row has that review (pressing it again takes it back). */
function ReviewButton({
  to,
  row,
  name,
  disabled,
  onReview,
}: {
  to: keyof typeof REVIEW_BUTTONS;
  row: BulkRow;
  name: string;
  disabled: boolean;
  onReview: (to: keyof typeof REVIEW_BUTTONS) => void;
}) {
  const { label, pressedVariant } = REVIEW_BUTTONS[to];
  return (
    <Button
      size="sm"
      variant={row.review === to ? pressedVariant : "outline"}
      aria-pressed={row.review === to}
      aria-label={`${label} ${name}`}
      disabled={disabled}
      onClick={() => onReview(to)}
    >
      {label}
    </Button>
  );
}

/** Focus goes into the text area when editing starts, and back to Edit when it ends. */
function useEditFocus(editing: boolean) {
  const editor = useRef<HTMLTextAreaElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  useEffect(() => {
    if (editing) editor.current?.focus();
    else if (wasEditing.current) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return { editor, editButton };
}

export function DescriptoRow({ runId, row, live }: { runId: number; row: BulkRow; live: boolean }) {
  const patch = usePatchRow(runId);
  const regenerate = useRegenerateRow(runId);
  const [draft, setDraft] = useState<string | null>(null);
  const editing = draft !== null;
  const { editor, editButton } = useEditFocus(editing);
  const name = rowProductName(row);
  const done = row.status === "done";

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
          <DescriptionEditor
            name={name}
            draft={draft}
            editor={editor}
            saving={patch.isPending}
            onChange={setDraft}
            onSave={save}
            onCancel={() => setDraft(null)}
          />
        ) : (
          <Description row={row} />
        )}
        {failure && <p role="alert">{failure}</p>}
      </td>
      <td>
        <RowStatus row={row} />
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
              <ReviewButton to="approved" row={row} name={name} disabled={patch.isPending} onReview={review} />
              <ReviewButton to="rejected" row={row} name={name} disabled={patch.isPending} onReview={review} />
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
