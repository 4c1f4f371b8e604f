// Layout pieces the bulk screens share: the page, its panels, a data table and a row of actions.
import styled from "styled-components";
import { findTool } from "@seo/registry/registry";
import type { BulkTool } from "@seo/contracts/bulk";
import { MAIN_ID } from "@seo/ui/SkipLink";

export const Page = styled.main.attrs({ id: MAIN_ID })`
  padding: 8px 0 72px;
`;

// One column that may shrink below its content's width (a file input, a long column list): at
// 390 px the panels stay inside the screen.
export const Stack = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
`;

export const Panel = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 16px;
  min-width: 0;
  padding: 20px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  ${({ theme }) => theme.media.md} {
    padding: 24px;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** A table that scrolls sideways inside its frame on narrow screens instead of widening the page. */
export const TableFrame = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  caption.visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  caption {
    text-align: left;
    padding: 12px 14px;
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
  th,
  td {
    padding: 10px 14px;
    text-align: left;
    vertical-align: top;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    white-space: nowrap;
  }
  tbody th {
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
  .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** The tool's name as the registry has it ("Descripto", "SeoSnapshot"). */
export const toolTitle = (tool: BulkTool) => findTool(tool)?.title ?? tool;
