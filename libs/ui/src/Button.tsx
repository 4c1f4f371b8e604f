import type { ButtonHTMLAttributes, ReactNode } from "react";
import styled, { css } from "styled-components";
import { Spinner } from "@seo/ui/Spinner";

export type ButtonVariant = "primary" | "secondary" | "outline" | "ghost" | "destructive" | "gradient" | "light";
export type ButtonSize = "sm" | "md" | "lg";

interface StyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $fullWidth?: boolean;
}

const sizes = {
  sm: css`
    height: 34px;
    padding: 0 12px;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
  `,
  md: css`
    height: 42px;
    padding: 0 18px;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    border-radius: ${({ theme }) => theme.radii.md};
  `,
  lg: css`
    height: 52px;
    padding: 0 26px;
    font-size: ${({ theme }) => theme.typography.sizes.md};
    border-radius: ${({ theme }) => theme.radii.md};
  `,
};

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    box-shadow: 0 6px 16px rgba(109, 74, 255, 0.28);
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  `,
  gradient: css`
    background: ${({ theme }) => theme.gradients.brand};
    color: #fff;
    box-shadow: 0 10px 26px rgba(168, 85, 247, 0.35);
    &:hover:not(:disabled) {
      filter: brightness(1.06);
      transform: translateY(-1px);
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryText};
    &:hover:not(:disabled) {
      background: #e4dcff;
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    border-color: ${({ theme }) => theme.colors.border};
    &:hover:not(:disabled) {
      border-color: ${({ theme }) => theme.colors.borderStrong};
      background: ${({ theme }) => theme.colors.surfaceMuted};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.surfaceMuted};
      color: ${({ theme }) => theme.colors.text};
    }
  `,
  destructive: css`
    background: ${({ theme }) => theme.colors.danger};
    color: #fff;
    &:hover:not(:disabled) {
      background: #b91c1c;
    }
  `,
  /** For dark backgrounds (hero sections). */
  light: css`
    background: rgba(255, 255, 255, 0.1);
    color: #fff;
    border-color: rgba(255, 255, 255, 0.25);
    backdrop-filter: blur(6px);
    &:hover:not(:disabled) {
      background: rgba(255, 255, 255, 0.18);
    }
  `,
};

/** The button look, for anything that should look like a button (links included). */
export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  border: 1px solid transparent;
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  line-height: 1;
  white-space: nowrap;
  cursor: pointer;
  text-decoration: none;
  user-select: none;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    transform ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast},
    filter ${({ theme }) => theme.transitions.fast};
  width: ${({ $fullWidth }) => ($fullWidth ? "100%" : "auto")};
  ${({ $size = "md" }) => sizes[$size]}
  ${({ $variant = "primary" }) => variants[$variant]}
  &:hover {
    text-decoration: none;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled,
  &[aria-disabled="true"] {
    opacity: 0.55;
    cursor: not-allowed;
    box-shadow: none;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

/**
 * A link (or any element given with `as`) that looks like a button:
 * `<ButtonLink as={Link} to={PRICING_PATH} $variant="outline">`.
 */
export const ButtonLink = styled.a<StyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean;
  /** Icon before the label. */
  icon?: ReactNode;
  ref?: React.Ref<HTMLButtonElement>;
}

export function Button({
  variant = "primary",
  size = "md",
  fullWidth,
  busy = false,
  icon,
  disabled,
  children,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy ? <Spinner size={16} label="Working" /> : icon}
      {children}
    </StyledButton>
  );
}
