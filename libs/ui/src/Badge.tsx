import styled, { css } from "styled-components";

export type BadgeTone = "neutral" | "primary" | "success" | "warning" | "danger" | "info" | "gradient" | "dark";

const tones = {
  neutral: css`
    background: ${({ theme }) => theme.colors.surfaceSunken};
    color: ${({ theme }) => theme.colors.textMuted};
  `,
  primary: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryText};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.successText};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warningText};
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.dangerText};
  `,
  info: css`
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.infoText};
  `,
  gradient: css`
    background: ${({ theme }) => theme.gradients.brand};
    color: #fff;
  `,
  dark: css`
    background: rgba(15, 23, 42, 0.85);
    color: #fff;
  `,
};

export const Badge = styled.span<{ $tone?: BadgeTone; $size?: "sm" | "md" }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  padding: ${({ $size = "md" }) => ($size === "sm" ? "2px 8px" : "4px 12px")};
  font-size: ${({ theme, $size = "md" }) => ($size === "sm" ? "0.6875rem" : theme.typography.sizes.xs)};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  letter-spacing: 0.02em;
  white-space: nowrap;
  ${({ $tone = "neutral" }) => tones[$tone]}
`;
