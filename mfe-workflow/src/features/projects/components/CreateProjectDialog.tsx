import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router-dom";
import { Button } from "@seo/ui/Button";
import { Field, FieldHint, Input, Label } from "@seo/ui/Input";
import { errorMessage } from "@seo/ui/api";
import { useToast } from "@seo/ui/toastStore";
import { Dialog, DialogActions } from "@seo/ui/Dialog";
import { useCreateProject } from "../hooks/useProjects";

export interface CreateProjectDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Create New SEO Project': one name; on success the new project opens at the TrendSpy step. */
export function CreateProjectDialog({ open, onClose }: CreateProjectDialogProps) {
  const [name, setName] = useState("");
  const create = useCreateProject();
  const navigate = useNavigate();
  const { toast } = useToast();
  const blank = name.trim() === "";

  const close = () => {
    if (create.isPending) return;
    setName("");
    onClose();
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blank || create.isPending) return;
    create.mutate(name, {
      onSuccess: (project) => {
        toast({
          title: "Project Created",
          description: `"${project.projectName}" is ready. Let's start with TrendSpy.`,
          variant: "success",
        });
        setName("");
        onClose();
        navigate(`/workflow-projects/${project.id}?step=trendspy`);
      },
      onError: (error) => {
        toast({ title: "Error", description: errorMessage(error, "Failed to create project."), variant: "destructive" });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Create New SEO Project"
      description="Name your project. You'll start with TrendSpy keyword research and move through all four steps."
    >
      <form onSubmit={submit} noValidate>
        <Field>
          <Label htmlFor="workflow-project-name">Project Name</Label>
          <Input
            id="workflow-project-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="e.g., Organic Skincare Launch"
            maxLength={200}
            autoComplete="off"
          />
          <FieldHint>Use something you'll recognise later, like a product or campaign.</FieldHint>
        </Field>
        <DialogActions>
          <Button variant="outline" onClick={close} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="gradient" disabled={blank} busy={create.isPending}>
            Create Project
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
