import styled, { css } from "styled-components";

const control = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 44px;
  padding: 10px 14px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: 16px; /* 16px keeps iOS from zooming on focus */
  transition:
    border-color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
    opacity: 0.8;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${control}
`;

export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${control}
  min-height: 110px;
  resize: vertical;
  line-height: 1.5;
`;

export const Select = styled.select<{ $invalid?: boolean }>`
  ${control}
  appearance: none;
  padding-right: 40px;
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath fill='none' stroke='%2364748b' stroke-width='1.6' d='M1 1.5l5 5 5-5'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right 14px center;
`;

export const Label = styled.label`
  display: block;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.semibold};
  color: ${({ theme }) => theme.colors.text};
  margin-bottom: 6px;
`;

/** A validation message under a field; announced by screen readers. */
export const FieldError = styled.p.attrs({ role: "alert" })`
  margin-top: 6px;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export const FieldHint = styled.p`
  margin-top: 6px;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.textSubtle};
`;

/** Wraps a label, its control and its message. */
export const Field = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

/** Two fields side by side from the small breakpoint up, stacked on phones. */
export const FieldRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;
