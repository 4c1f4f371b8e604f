// "Delete all", confirmed: the whole history, every tool, cannot be undone.
import { Button } from "@seo/ui/Button";
import { Dialog, DialogActions } from "@seo/ui/Dialog";
import { HISTORY_TEXTS } from "../historyTexts";

export function DeleteAllDialog({ onClose, onConfirm, busy }: { onClose(): void; onConfirm(): void; busy: boolean }) {
  return (
    <Dialog
      role="alertdialog"
      title={HISTORY_TEXTS.deleteAllTitle}
      description={HISTORY_TEXTS.deleteAllText}
      closeButton={false}
      onClose={() => !busy && onClose()}
    >
      <DialogActions>
        <Button variant="outline" onClick={onClose} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button variant="destructive" onClick={onConfirm} busy={busy}>
          {HISTORY_TEXTS.deleteAll}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
