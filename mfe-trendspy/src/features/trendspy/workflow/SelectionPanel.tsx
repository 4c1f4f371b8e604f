// The selection stage of TrendSpy's step: which of the analysis' keywords (at most three) and which
// audience the later steps are prefilled with.
import styled from "styled-components";
import { MAX_SELECTED_KEYWORDS } from "@seo/contracts/constants";
import { TARGET_AUDIENCES } from "@seo/descripto-contract";
import type { TrendspyStepData } from "@seo/contracts/workflowStepData";
import { figuresLine } from "../keywords";

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0 0 20px;
  padding: 0;
  min-width: 0;
  legend {
    display: flex;
    width: 100%;
    justify-content: space-between;
    align-items: baseline;
    gap: 8px;
    padding: 0;
    margin-bottom: 10px;
    font-weight: 700;
    font-size: ${({ theme }) => theme.typography.sizes.md};
  }
`;

const Counter = styled.span<{ $full: boolean }>`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: 600;
  color: ${({ theme, $full }) => ($full ? theme.colors.primaryText : theme.colors.textMuted)};
`;

const Choices = styled.div`
  display: grid;
  gap: 8px;
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Choice = styled.label<{ $checked: boolean; $disabled?: boolean }>`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 44px;
  padding: 10px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.surface)};
  cursor: ${({ $disabled }) => ($disabled ? "not-allowed" : "pointer")};
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  transition:
    border-color 120ms ease,
    background 120ms ease;
  input {
    flex: none;
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
    margin: 0;
  }
  span {
    overflow-wrap: anywhere;
  }
  small {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textSubtle};
    white-space: nowrap;
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Empty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** The keyword checkboxes (at most three) and the audience radios of the selection stage. */
export function KeywordSelection({
  options,
  keywordData,
  selected,
  onToggle,
  audience,
  onAudience,
}: {
  options: string[];
  keywordData: TrendspyStepData["keywordData"];
  selected: string[];
  onToggle: (keyword: string) => void;
  audience: string;
  onAudience: (audience: string) => void;
}) {
  const full = selected.length >= MAX_SELECTED_KEYWORDS;
  const stats = new Map(keywordData.map((k) => [k.keyword.toLowerCase(), k]));
  return (
    <>
      <Fieldset>
        <legend>
          <span>Keywords</span>
          <Counter $full={full} aria-live="polite">{`Selected: ${selected.length}/${MAX_SELECTED_KEYWORDS} keywords`}</Counter>
        </legend>
        {options.length === 0 ? (
          <Empty>No keywords were found in this analysis. Go back and re-analyze with a more specific niche.</Empty>
        ) : (
          <Choices>
            {options.map((keyword) => {
              const checked = selected.includes(keyword);
              const disabled = !checked && full;
              const info = stats.get(keyword.toLowerCase());
              return (
                <Choice key={keyword} $checked={checked} $disabled={disabled}>
                  <input type="checkbox" checked={checked} disabled={disabled} onChange={() => onToggle(keyword)} />
                  <span>{keyword}</span>
                  {info ? <small aria-hidden="true">{figuresLine(info)}</small> : null}
                </Choice>
              );
            })}
          </Choices>
        )}
      </Fieldset>
      <Fieldset>
        <legend>
          <span>Target Audience</span>
        </legend>
        <Choices role="radiogroup" aria-label="Target Audience">
          {TARGET_AUDIENCES.map((a) => (
            <Choice key={a} $checked={audience === a}>
              <input
                type="radio"
                name="workflow-target-audience"
                value={a}
                checked={audience === a}
                onChange={() => onAudience(a)}
              />
              <span>{a}</span>
            </Choice>
          ))}
        </Choices>
      </Fieldset>
    </>
  );
}
