// A deletion from the history, confirmed first: the selected entries, or the whole history. Either
// cannot be undone, so Cancel has the focus.
import { Button } from "@seo/ui/Button";
import { Dialog, DialogActions } from "@seo/ui/Dialog";

export function ConfirmDeleteDialog({
  title,
  text,
  confirmLabel,
  onClose,
  onConfirm,
  busy,
}: {
  title: string;
  text: string;
  confirmLabel: string;
  onClose(): void;
  onConfirm(): void;
  busy: boolean;
}) {
  return (
    <Dialog role="alertdialog" title={title} description={text} closeButton={false} onClose={() => !busy && onClose()}>
      <DialogActions>
        <Button variant="outline" onClick={onClose} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button variant="destructive" onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
