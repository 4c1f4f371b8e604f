import styled, { css } from "styled-components";

export const Card = styled.div<{ $padding?: "none" | "sm" | "md" | "lg"; $interactive?: boolean; $muted?: boolean }>`
  position: relative;
  background: ${({ theme, $muted }) => ($muted ? theme.colors.surfaceMuted : theme.colors.surface)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: ${({ $padding = "md", theme }) => ({ none: "0", sm: theme.space.md, md: "20px", lg: theme.space.xl })[$padding]};
  transition:
    box-shadow ${({ theme }) => theme.transitions.normal},
    transform ${({ theme }) => theme.transitions.normal},
    border-color ${({ theme }) => theme.transitions.normal};
  ${({ $interactive, theme }) =>
    $interactive &&
    css`
      &:hover {
        box-shadow: ${theme.shadows.lg};
        transform: translateY(-2px);
        border-color: ${theme.colors.borderStrong};
      }
    `}
  ${({ theme }) => theme.media.md} {
    padding: ${({ $padding = "md", theme }) =>
      ({ none: "0", sm: theme.space.md, md: theme.space.lg, lg: theme.space.xxl })[$padding]};
  }
`;

export const CardHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const CardTitle = styled.h3`
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const CardDescription = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CardContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const CardFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
