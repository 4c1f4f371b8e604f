// Which tool the CSV is for: Descripto's products or SeoSnapshot's pages (radio buttons).
import styled from "styled-components";
import { BULK_TOOLS, type BulkTool } from "@seo/contracts/bulk";
import { BULK_TEXTS } from "../bulkTexts";
import { toolTitle } from "./bulkParts";

const Choices = styled.fieldset`
  display: grid;
  gap: 10px;
  border: 0;
  padding: 0;
  margin: 0;
  min-width: 0;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 240px), 1fr));
  legend {
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    margin-bottom: 8px;
  }
`;

const Choice = styled.label<{ $checked: boolean }>`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: 14px 16px;
  cursor: pointer;
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $checked }) => ($checked ? theme.colors.primarySoft : theme.colors.surface)};
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  input {
    margin-top: 4px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
  }
  span span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

export function ToolChoice({ value, onChange }: { value: BulkTool; onChange: (tool: BulkTool) => void }) {
  return (
    <Choices>
      <legend>{BULK_TEXTS.toolLegend}</legend>
      {BULK_TOOLS.map((tool) => (
        <Choice key={tool} $checked={tool === value}>
          <input type="radio" name="bulk-tool" value={tool} checked={tool === value} onChange={() => onChange(tool)} />
          <span>
            <strong>
              {toolTitle(tool)}: {BULK_TEXTS.tools[tool].label}
            </strong>
            <span>{BULK_TEXTS.tools[tool].hint}</span>
          </span>
        </Choice>
      ))}
    </Choices>
  );
}
