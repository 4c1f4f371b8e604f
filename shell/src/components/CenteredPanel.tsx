import type { ReactNode } from "react";
import styled from "styled-components";
import { MAIN_ID } from "@seo/ui/SkipLink";
import { stackedColumn } from "./layout";

const Wrap = styled.main.attrs({ id: MAIN_ID })`
  min-height: calc(100vh - ${({ theme }) => theme.layout.navHeight});
  display: grid;
  place-items: center;
  padding: 32px 16px;
`;

const Panel = styled.div`
  width: 100%;
  max-width: 560px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: 40px 24px;
  ${stackedColumn(16)}
  align-items: center;
  h1 {
    font-size: ${({ theme }) => theme.typography.sizes.h2};
    font-weight: 800;
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const PanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 10px;
  margin-top: 8px;
`;

export const PanelIcon = styled.div<{ $bg: string }>`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ $bg }) => $bg};
  color: #fff;
  font-size: 32px;
  box-shadow: 0 16px 40px rgba(109, 74, 255, 0.3);
  svg {
    width: 34px;
    height: 34px;
  }
`;

export function CenteredPanel({ children }: { children: ReactNode }) {
  return (
    <Wrap>
      <Panel>{children}</Panel>
    </Wrap>
  );
}
