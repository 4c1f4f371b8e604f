import type { ReactNode } from "react";
import styled from "styled-components";
import { Button } from "@seo/ui/Button";
import { CopyIcon, DownloadIcon } from "../../../components/icons";
import { useResultActions } from "../hooks/useResultActions";

const Panel = styled.section`
  margin-top: 24px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  overflow: hidden;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 10px 12px 10px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  h3 { margin: 0; font-size: ${({ theme }) => theme.typography.sizes.md}; font-weight: 700; }
`;

const Tools = styled.div`
  display: flex;
  gap: 6px;
`;

const Body = styled.div`
  padding: 16px;
  display: grid;
  gap: 16px;
`;

export const ResultText = styled.div`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.65;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.text};
  max-height: 480px;
  overflow: auto;
`;

export const SubList = styled.div`
  h4 { margin: 0 0 8px; font-size: ${({ theme }) => theme.typography.sizes.sm}; font-weight: 700; }
  > ul { margin: 0; padding-left: 20px; display: grid; gap: 6px; font-size: ${({ theme }) => theme.typography.sizes.sm}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** A generated result with copy and TXT export (SPEC.md section 6: workflow results are copy and txt). */
export function ResultPanel({ title, text, filename, children }: {
  title: string;
  text: string;
  /** The download's name without extension. */
  filename: string;
  children?: ReactNode;
}) {
  const { copy, download } = useResultActions();
  return (
    <Panel aria-label={title}>
      <Bar>
        <h3>{title}</h3>
        <Tools>
          <Button size="sm" variant="outline" icon={<CopyIcon size={14} />} onClick={() => void copy(text)} aria-label={`Copy ${title}`}>
            Copy
          </Button>
          <Button size="sm" variant="outline" icon={<DownloadIcon size={14} />} onClick={() => download(`${filename}.txt`, text)} aria-label={`Export ${title} as TXT`}>
            TXT
          </Button>
        </Tools>
      </Bar>
      <Body>
        <ResultText>{text}</ResultText>
        {children}
      </Body>
    </Panel>
  );
}
