// The toast viewport: Radix Toast styled for the suite. Render <Toaster /> once per page (AppProviders
// does); raise toasts anywhere with `const { toast } = useToast()` from "@seo/ui/toastStore" or
// "@seo/ui/Toast".
import * as RadixToast from "@radix-ui/react-toast";
import styled, { css, keyframes, type DefaultTheme } from "styled-components";
import { TOAST_DURATION, useToast, dismissToast, type ToastVariant } from "@seo/ui/toastStore";

export {
  useToast,
  toast,
  toastAcrossReload,
  dismissToast,
  clearToasts,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
} from "@seo/ui/toastStore";
export type { ToastOptions, ToastVariant } from "@seo/ui/toastStore";

export const TOAST_SWIPE_THRESHOLD = 50;
export const TOAST_HOTKEY = ["F8"];

const slideIn = keyframes`
  from { transform: translateY(-16px); opacity: 0; }
  to { transform: translateY(0); opacity: 1; }
`;
const hide = keyframes`
  from { opacity: 1; }
  to { opacity: 0; }
`;

// Top right, under the navigation bar: a toast never covers the buttons at the end of a form or a step
// (where the next action is), and in an embed frame as tall as its content it shows at the top,
// by the form, not thousands of pixels down.
const Viewport = styled(RadixToast.Viewport)`
  position: fixed;
  z-index: 1000;
  /* Below the navigation bar: Account and Logout stay in reach while a toast shows. */
  top: ${({ theme }) => theme.layout.navHeight};
  right: 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  max-height: 100vh;
  margin: 0;
  padding: 16px;
  list-style: none;
  outline: none;
  ${({ theme }) => theme.media.md} {
    max-width: 420px;
  }
`;

/** The light toasts: the page's surface, told apart by the colour of their side bar. */
const lightToast = (bar: (props: { theme: DefaultTheme }) => string) => css`
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border-color: ${({ theme }) => theme.colors.border};
  &::before {
    background: ${bar};
  }
`;

const variantStyles: Record<ToastVariant, ReturnType<typeof css>> = {
  default: lightToast(({ theme }) => theme.gradients.brand),
  success: lightToast(({ theme }) => theme.colors.success),
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    border-color: ${({ theme }) => theme.colors.danger};
    &::before {
      background: rgba(255, 255, 255, 0.5);
    }
  `,
};

const Root = styled(RadixToast.Root)<{ $variant: ToastVariant }>`
  position: relative;
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: 4px 12px;
  padding: 16px 16px 16px 20px;
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
  &::before {
    content: "";
    position: absolute;
    left: 0;
    top: 0;
    bottom: 0;
    width: 4px;
  }
  ${({ $variant }) => variantStyles[$variant]}
  &[data-state="open"] {
    animation: ${slideIn} 180ms ease-out;
  }
  &[data-state="closed"] {
    animation: ${hide} 120ms ease-in;
  }
  &[data-swipe="move"] {
    transform: translateX(var(--radix-toast-swipe-move-x));
  }
  &[data-swipe="cancel"] {
    transform: translateX(0);
    transition: transform 200ms ease-out;
  }
  &[data-swipe="end"] {
    animation: ${hide} 100ms ease-out;
  }
`;

const Title = styled(RadixToast.Title)`
  grid-column: 1;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const Description = styled(RadixToast.Description)`
  grid-column: 1;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Close = styled(RadixToast.Close)`
  grid-column: 2;
  grid-row: 1 / span 2;
  border: 0;
  background: transparent;
  color: inherit;
  cursor: pointer;
  font-size: 20px;
  line-height: 1;
  min-width: 28px;
  min-height: 28px;
  border-radius: 6px;
  &:hover {
    background: rgba(127, 127, 127, 0.15);
  }
  &:focus-visible {
    outline: 3px solid currentColor;
    outline-offset: 1px;
  }
`;

/** Radix's provider with the suite's settings (duration, swipe to the right). */
export function ToastProvider({ children }: { children: React.ReactNode }) {
  return (
    <RadixToast.Provider duration={TOAST_DURATION} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD}>
      {children}
    </RadixToast.Provider>
  );
}

/** Renders the queued toasts and the viewport; needs a ToastProvider above it. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <>
      {toasts.map(({ id, title, description, action, variant = "default", duration, open }) => (
        <Root
          key={id}
          open={open}
          duration={duration}
          $variant={variant}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          data-variant={variant}
        >
          {title && <Title>{title}</Title>}
          {description && <Description>{description}</Description>}
          {action}
          <Close aria-label="Close notification">×</Close>
        </Root>
      ))}
      <Viewport hotkey={TOAST_HOTKEY} />
    </>
  );
}

/** The provider and the viewport together: what AppProviders loads once the first toast is raised. */
export function ToastViewport() {
  return (
    <ToastProvider>
      <Toaster />
    </ToastProvider>
  );
}
