// The account page's pieces: a section (a card with its h2), a section's form and its buttons.
import type { ReactNode } from "react";
import styled, { css } from "styled-components";
import { Card } from "@seo/ui/Card";

const Box = styled(Card)<{ $danger?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  ${({ $danger, theme }) =>
    $danger &&
    css`
      border-color: #fecaca;
      h2 {
        color: ${theme.colors.dangerText};
      }
    `}
`;

export function AccountSection({
  id,
  title,
  description,
  danger,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Box as="section" aria-labelledby={`${id}-title`} $danger={danger} data-testid={`account-${id}`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {description ? <p>{description}</p> : null}
      {children}
    </Box>
  );
}

export const SectionForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 520px;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;
