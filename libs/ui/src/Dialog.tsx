// The suite's one modal dialog: the focus moves into it (its first field, or the control marked
// data-autofocus) and stays there (Tab wraps), Escape and the backdrop close it, and the focus goes
// back to what opened it. Closing is always the caller's `onClose`.
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import styled, { keyframes } from "styled-components";
import { XIcon } from "@seo/ui/icons";

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(12px) scale(0.98); } to { opacity: 1; transform: none; }`;

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: 12px;
  background: rgba(11, 16, 32, 0.55);
  backdrop-filter: blur(2px);
  animation: ${fadeIn} 150ms ease;
  ${({ theme }) => theme.media.sm} {
    align-items: center;
    padding: 24px;
  }
`;

const Panel = styled.div`
  position: relative;
  width: 100%;
  max-width: 480px;
  max-height: calc(100vh - 24px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: 24px 20px 20px;
  animation: ${rise} 180ms ease;
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.sm} {
    padding: 28px;
  }
`;

const Title = styled.h2<{ $besideClose: boolean }>`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.text};
  margin: 0 ${({ $besideClose }) => ($besideClose ? "32px" : "0")} 8px 0;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  margin: 0 0 20px;
`;

const Close = styled.button`
  position: absolute;
  top: 14px;
  right: 14px;
  display: grid;
  place-items: center;
  width: 36px;
  height: 36px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSubtle};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** The dialog's buttons: stacked (the main one on top) on phones, in a row at the right above. */
export const DialogActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 8px;
  margin-top: 24px;
  ${({ theme }) => theme.media.sm} {
    flex-direction: row;
    justify-content: flex-end;
  }
`;

const FOCUSABLE = "button:not(:disabled), input:not(:disabled), select, textarea, a[href]";

/** Tab from the last control goes to the first, Shift+Tab from the first to the last. */
function keepTabInside(e: KeyboardEvent, panel: HTMLElement) {
  const focusables = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === panel)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

export interface DialogProps {
  /** Whether it shows; callers that mount it only while open leave it out. */
  open?: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** "alertdialog" for confirmations. */
  role?: "dialog" | "alertdialog";
  /** A "Close" button in the corner (a form with its own Cancel can do without). */
  closeButton?: boolean;
}

export function Dialog({ open = true, onClose, title, description, children, role = "dialog", closeButton = true }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (!panel) return;
    (panel.querySelector<HTMLElement>("input, textarea, select, [data-autofocus]") ?? panel).focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
      else if (e.key === "Tab") keepTabInside(e, panel);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <Overlay onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        {closeButton && (
          <Close type="button" onClick={onClose} aria-label="Close">
            <XIcon />
          </Close>
        )}
        <Title id={titleId} $besideClose={closeButton}>
          {title}
        </Title>
        {description ? <Description id={descriptionId}>{description}</Description> : null}
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}
