import styled from "styled-components";
import { MAIN_ID } from "@seo/ui/SkipLink";

/** The workflow's page frame: a centred column with comfortable gutters on every screen size. */
export const Page = styled.main.attrs({ id: MAIN_ID })`
  width: 100%;
  max-width: 1120px;
  margin: 0 auto;
  padding: 20px 16px 56px;
  color: ${({ theme }) => theme.colors.text};
  ${({ theme }) => theme.media.md} {
    padding: 32px 24px 72px;
  }
`;

export const PageHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-bottom: 24px;
  ${({ theme }) => theme.media.md} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

export const PageTitle = styled.h1`
  font-size: ${({ theme }) => theme.typography.sizes.h1};
  font-weight: ${({ theme }) => theme.typography.weights.black};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
  letter-spacing: -0.02em;
  margin: 0;
  overflow-wrap: anywhere;
`;

export const GradientText = styled.span`
  background: ${({ theme }) => theme.gradients.workflow};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

export const PageSubtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 6px 0 0;
`;

export const BackButtonRow = styled.div`
  margin-bottom: 12px;
  margin-left: -10px;
`;

/** A centred message for empty, missing and loading states. */
export const CenterState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: 12px;
  padding: 48px 20px;
  color: ${({ theme }) => theme.colors.textMuted};
  h2 {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    margin: 0;
  }
  p {
    margin: 0;
    max-width: 420px;
  }
`;

export const IconBubble = styled.span<{ $background?: string }>`
  display: inline-grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 16px;
  color: #fff;
  background: ${({ theme, $background }) => $background ?? theme.gradients.workflow};
  box-shadow: 0 10px 24px rgba(168, 85, 247, 0.3);
`;
