import styled, { css, type DefaultTheme } from "styled-components";

export type BadgeTone = "neutral" | "primary" | "success" | "warning" | "danger" | "info" | "gradient" | "dark";

type ColorName = keyof DefaultTheme["colors"];

/** A tone of the theme: its background and its text colour. */
const themed = (background: ColorName, color: ColorName) => css`
  background: ${({ theme }) => theme.colors[background]};
  color: ${({ theme }) => theme.colors[color]};
`;

const tones = {
  neutral: themed("surfaceSunken", "textMuted"),
  primary: themed("primarySoft", "primaryText"),
  success: themed("successSoft", "successText"),
  warning: themed("warningSoft", "warningText"),
  danger: themed("dangerSoft", "dangerText"),
  info: themed("infoSoft", "infoText"),
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
