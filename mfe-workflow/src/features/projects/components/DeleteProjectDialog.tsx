import type { ProjectListItem } from "../../../lib/workflowProjectsApi";
import { Button } from "@seo/ui/Button";
import { Dialog, DialogActions } from "@seo/ui/Dialog";

export interface DeleteProjectDialogProps {
  project: ProjectListItem | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (project: ProjectListItem) => void;
}

/** Deleting is permanent, so it is confirmed first. */
export function DeleteProjectDialog({ project, busy, onCancel, onConfirm }: DeleteProjectDialogProps) {
  return (
    <Dialog
      open={project !== null}
      onClose={() => !busy && onCancel()}
      role="alertdialog"
      title="Delete this project?"
      description={
        project ? `"${project.projectName}" and all of its saved step data will be removed. This cannot be undone.` : undefined
      }
    >
      <DialogActions>
        <Button variant="outline" onClick={onCancel} disabled={busy} data-autofocus>
          Cancel
        </Button>
        <Button variant="destructive" busy={busy} onClick={() => project && onConfirm(project)}>
          Delete Project
        </Button>
      </DialogActions>
    </Dialog>
  );
}
