import styled from "styled-components";
import type { WorkflowStep } from "@seo/contracts/constants";
import { readableOnLight } from "@seo/ui/theme";
import { STEP_META } from "../../../components/stepMeta";

const Carried = styled.aside<{ $accent: string }>`
  border: 1px solid ${({ $accent }) => $accent}40;
  background: ${({ $accent }) => $accent}0d;
  border-radius: ${({ theme }) => theme.radii.md};
  padding: 14px 16px;
  margin-bottom: 20px;
  h3 {
    margin: 0 0 8px;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: 700;
    color: ${({ $accent }) => readableOnLight($accent)};
  }
  dl {
    display: grid;
    gap: 6px;
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 8px;
  }
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** What the previous step handed over, so the user sees where prefilled values came from. */
export function CarriedData({ from, title, items }: { from: WorkflowStep; title: string; items: [string, string][] }) {
  const shown = items.filter(([, v]) => v.trim() !== "");
  if (shown.length === 0) return null;
  return (
    <Carried $accent={STEP_META[from].accent} aria-label={title}>
      <h3>{title}</h3>
      <dl>
        {shown.map(([k, v]) => (
          <div key={k}>
            <dt>{k}:</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </Carried>
  );
}
