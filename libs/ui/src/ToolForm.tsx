// The frame of every tool's form, on its page and in its workflow step: the fields, then the generate
// button ('Generating...' and disabled while the tool runs) with any further buttons beside it, and
// right under it what the page says about generating (GenerationStatus: what is left, a refusal).
import { useEffect, useRef, type FormEventHandler, type ReactNode } from "react";
import styled from "styled-components";
import { Button } from "@seo/ui/Button";
import { Stack } from "@seo/ui/layout";

/** Where a tool's form is shown: its own page, or its step in the guided workflow. */
export type ToolScreen = "page" | "workflow";

export const PENDING_LABEL = "Generating...";

/** What the page and the workflow step give a tool's form (its contract's request, before and after parsing). */
export interface ToolFormProps<Input, Output = Input> {
  /** Picks the screen's example texts and layout (fields side by side in the wider workflow card). */
  screen: ToolScreen;
  /** Starting values: the hand-off on the page, the saved data or the workflow's prefill in a step. */
  defaultValues?: Partial<Input>;
  /** Called with the values as the contract parsed them, once they are valid. */
  onSubmit(values: Output): void;
  /** The tool is running: the button reads 'Generating...' and is disabled. */
  pending: boolean;
  submitLabel: string;
  submitIcon?: ReactNode;
  /** More buttons beside the generate button. */
  actions?: ReactNode;
  /** Said right under the generate button (the page's GenerationStatus). */
  status?: ReactNode;
}

// One button fills the row; with a second beside it they share it, and stack on phones.
const SubmitRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    flex: 1 1 100%;
  }
  ${({ theme }) => theme.media.sm} {
    > * {
      flex: 1 1 auto;
    }
  }
`;

export function ToolForm({
  label,
  onSubmit,
  pending,
  submitLabel,
  submitIcon,
  actions,
  status,
  footer,
  children,
}: Omit<ToolFormProps<unknown>, "screen" | "defaultValues" | "onSubmit"> & {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Shown under the buttons (the page's packs of examples). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  // The button is disabled while the tool runs, which drops its focus to the top of the page: it
  // gets it back when the run ends (unless the user went elsewhere meanwhile; a page then moves it
  // on to the result's heading).
  const submit = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(pending);
  useEffect(() => {
    const active = document.activeElement;
    if (wasPending.current && !pending && (!active || active === document.body || active === submit.current)) {
      submit.current?.focus({ preventScroll: true });
    }
    wasPending.current = pending;
  }, [pending]);
  return (
    <form aria-label={label} noValidate onSubmit={onSubmit}>
      <Stack>
        {children}
        {/* The buttons and the status under them (which spaces itself: with nothing to say it takes no room). */}
        <div>
          <SubmitRow>
            <Button
              ref={submit}
              type="submit"
              variant="gradient"
              size="lg"
              busy={pending}
              icon={pending ? undefined : submitIcon}
            >
              {pending ? PENDING_LABEL : submitLabel}
            </Button>
            {actions}
          </SubmitRow>
          {status}
        </div>
        {footer}
      </Stack>
    </form>
  );
}
