// The toast queue, shared by every app on the page: @seo/ui is a federation singleton, so a toast
// raised inside a remote shows in the shell's viewport. At most one toast is visible (a new one
// replaces the old), and a dismissed toast is removed from the queue after 1,000,000 ms.
import { useSyncExternalStore, type ReactNode } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
export const TOAST_DURATION = 5000;

export type ToastVariant = "default" | "destructive" | "success";

export interface ToastOptions {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before auto-dismiss; defaults to 5000. */
  duration?: number;
  action?: ReactNode;
}

export interface ToastItem extends ToastOptions {
  id: string;
  open: boolean;
}

interface State {
  toasts: ToastItem[];
}

let count = 0;
const nextId = () => String(++count);

let memory: State = { toasts: [] };
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: State) {
  memory = next;
  listeners.forEach((l) => l());
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  const timer = setTimeout(() => {
    removeTimers.delete(id);
    emit({ toasts: memory.toasts.filter((t) => t.id !== id) });
  }, TOAST_REMOVE_DELAY);
  removeTimers.set(id, timer);
}

export function dismissToast(id?: string) {
  memory.toasts.forEach((t) => {
    if (id === undefined || t.id === id) scheduleRemoval(t.id);
  });
  emit({ toasts: memory.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)) });
}

/** Raises a toast; returns handles to update or dismiss it. */
export function toast(options: ToastOptions) {
  const id = nextId();
  emit({ toasts: [{ ...options, id, open: true }, ...memory.toasts].slice(0, TOAST_LIMIT) });
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: ToastOptions) => emit({ toasts: memory.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)) }),
  };
}

const PENDING_TOAST_KEY = "pendingToast";

/**
 * Raises a toast now and again after the next full page load (a login's redirect, an admin
 * reload), so the message is still there when the new page has rendered. Text only.
 */
export function toastAcrossReload(options: { title: string; description?: string; variant?: ToastVariant }) {
  try {
    window.sessionStorage.setItem(PENDING_TOAST_KEY, JSON.stringify(options));
  } catch {
    /* storage unavailable: the toast shows on this page only */
  }
  return toast(options);
}

/** Shows (once) a toast left by toastAcrossReload on the previous page. */
export function showPendingToast() {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(PENDING_TOAST_KEY);
    window.sessionStorage.removeItem(PENDING_TOAST_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const { title, description, variant } = JSON.parse(raw) as ToastOptions;
    if (typeof title === "string")
      toast({ title, description: typeof description === "string" ? description : undefined, variant });
  } catch {
    /* ignore a malformed entry */
  }
}

/** Empties the queue and cancels pending removals (tests, sign-out). */
export function clearToasts() {
  removeTimers.forEach((t) => clearTimeout(t));
  removeTimers.clear();
  emit({ toasts: [] });
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

const snapshot = () => memory;

export function useToast() {
  const { toasts } = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts, toast, dismiss: dismissToast };
}
