// A modal dialog: the focus moves into it (its first field) and stays there (Tab wraps), Escape
// and the backdrop close it, and the focus goes back to what opened it.
import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import styled from "styled-components";

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: 12px;
  background: rgba(11, 16, 32, 0.55);
  ${({ theme }) => theme.media.sm} {
    align-items: center;
    padding: 24px;
  }
`;

const Panel = styled.div`
  width: 100%;
  max-width: 480px;
  max-height: calc(100vh - 24px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: 24px 20px 20px;
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.sm} {
    padding: 28px;
  }
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    margin-bottom: 8px;
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

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  role?: "dialog" | "alertdialog";
}

/** Rendered while open (the caller mounts it); closing is the caller's `onClose`. */
export function Modal({ title, onClose, children, role = "dialog" }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (!panel) return;
    (panel.querySelector<HTMLElement>("input, textarea, select") ?? panel).focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") close();
      else if (e.key === "Tab") keepTabInside(e, panel);
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      opener?.focus?.();
    };
  }, []);

  return createPortal(
    <Overlay onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <Panel ref={panelRef} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Panel>
    </Overlay>,
    document.body,
  );
}
