// The page's choice of what to audit: a typed snippet, or a live page fetched from its URL. A radio
// group (arrow keys move between the two, as for any radio group).
import styled from "styled-components";
import type { AuditMode } from "@seo/seosnapshot-contract";

export const AUDIT_MODE_LABELS: Record<AuditMode, string> = {
  snippet: "Check a snippet",
  live: "Audit a live page",
};

const Group = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 4px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  label {
    flex: 1 1 0;
    text-align: center;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.sm};
    font-weight: 600;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    cursor: pointer;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  label:has(input:checked) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.text};
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
  input {
    position: absolute;
    opacity: 0;
  }
`;

export function AuditModeSwitch({ mode, onChange }: { mode: AuditMode; onChange(mode: AuditMode): void }) {
  return (
    <Group>
      <legend>What to audit</legend>
      {(Object.keys(AUDIT_MODE_LABELS) as AuditMode[]).map((m) => (
        <label key={m}>
          <input type="radio" name="seosnapshot-mode" value={m} checked={mode === m} onChange={() => onChange(m)} />
          {AUDIT_MODE_LABELS[m]}
        </label>
      ))}
    </Group>
  );
}
