// The frame every tool page shares: a centred page, a glowing icon, the title
// prefixed by the product name, a description and a card holding the tool.
import type { ReactNode } from "react";
import styled from "styled-components";
import { PRODUCT_NAME } from "@seo/ui/brand";
import { toolAccent, toolGradient, toolGradients, type ToolGradientName } from "@seo/ui/theme";
import { MAIN_ID } from "@seo/ui/SkipLink";

export interface ToolPageProps {
  title: string;
  description: ReactNode;
  icon: ReactNode;
  /** A tool or app id of the registry, or any CSS gradient. */
  gradient: ToolGradientName | string;
  children: ReactNode;
}

const Page = styled.main.attrs({ id: MAIN_ID })`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxxl};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxxl};
  }
`;

const Header = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.xl};
`;

const IconWrap = styled.div<{ $gradient: string; $glow: string }>`
  position: relative;
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 22px;
  background: ${({ $gradient }) => $gradient};
  color: #fff;
  font-size: 32px;
  box-shadow:
    0 12px 40px ${({ $glow }) => $glow}80,
    0 0 0 6px ${({ $glow }) => $glow}1f;
  svg {
    width: 34px;
    height: 34px;
  }
  &::after {
    content: "";
    position: absolute;
    inset: -18px;
    z-index: -1;
    border-radius: 36px;
    background: ${({ $gradient }) => $gradient};
    filter: blur(28px);
    opacity: 0.45;
  }
`;

const Title = styled.h1`
  font-size: ${({ theme }) => theme.typography.sizes.h1};
  font-weight: ${({ theme }) => theme.typography.weights.black};
  color: ${({ theme }) => theme.colors.text};
`;

const Gradient = styled.span<{ $gradient: string }>`
  background: ${({ $gradient }) => $gradient};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

const Description = styled.p`
  max-width: 640px;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ToolCard = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

export function ToolPage({ title, description, icon, gradient, children }: ToolPageProps) {
  const named = gradient in toolGradients ? (gradient as ToolGradientName) : null;
  const background = named ? toolGradient(named) : gradient;
  const glow = named ? toolAccent(named) : "#6d4aff";
  return (
    <Page>
      <Header>
        <IconWrap $gradient={background} $glow={glow} aria-hidden="true">
          {icon}
        </IconWrap>
        <Title>
          {PRODUCT_NAME} <Gradient $gradient={background}>{title}</Gradient>
        </Title>
        <Description>{description}</Description>
      </Header>
      <ToolCard>{children}</ToolCard>
    </Page>
  );
}
