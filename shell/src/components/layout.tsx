// Page-level layout primitives shared by the shell's screens.
import type { ReactNode } from "react";
import styled, { css, type DefaultTheme } from "styled-components";

/** A row that wraps, its items centred and pushed to both ends (a title and its badge or button). */
export const spreadRow = (gap: number) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${gap}px;
`;

/** Items stacked in a column, `gap` px apart (a card's icon, heading, text and button). */
export const stackedColumn = (gap: number) => css`
  display: flex;
  flex-direction: column;
  gap: ${gap}px;
`;

/** Text led by a small icon, on one line: the icon `iconSize` px square, 6 px before the text. */
export const iconLabel = (iconSize: number) => css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  svg {
    width: ${iconSize}px;
    height: ${iconSize}px;
  }
`;

/**
 * A title in the black weight over its sentence in the muted colour, `gap` px below: the heading of
 * a page, a section or the sign-in card.
 */
export const titleOverIntro = (heading: "h1" | "h2", size: keyof DefaultTheme["typography"]["sizes"], gap: number) => css`
  ${heading} {
    font-size: ${({ theme }) => theme.typography.sizes[size]};
    font-weight: ${({ theme }) => theme.typography.weights.black};
  }
  p {
    margin-top: ${gap}px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.layout.narrowWidth : theme.layout.maxWidth)};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    padding: 0 ${({ theme }) => theme.space.lg};
  }
`;

export const Section = styled.section<{ $tight?: boolean }>`
  padding: ${({ $tight }) => ($tight ? "40px" : "64px")} 0;
  ${({ theme }) => theme.media.md} {
    padding: ${({ $tight }) => ($tight ? "56px" : "96px")} 0;
  }
`;

export const SectionHeading = styled.div`
  text-align: center;
  max-width: 680px;
  margin: 0 auto ${({ theme }) => theme.space.xxl};
  ${titleOverIntro("h2", "h2", 12)}
  p {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

export const Eyebrow = styled.span`
  display: inline-block;
  margin-bottom: 12px;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  letter-spacing: 0.12em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min = 260 }) => $min}px), 1fr));
`;

export const GradientText = styled.span`
  background: ${({ theme }) => theme.gradients.brandText};
  -webkit-background-clip: text;
  background-clip: text;
  color: transparent;
`;

export const ToolIcon = styled.div<{ $gradient: string; $size?: number }>`
  display: grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size = 48 }) => $size}px;
  height: ${({ $size = 48 }) => $size}px;
  border-radius: 14px;
  background: ${({ $gradient }) => $gradient};
  color: #fff;
  box-shadow: 0 8px 20px rgba(15, 23, 42, 0.15);
  svg {
    width: 55%;
    height: 55%;
  }
`;

export const PageHeader = styled.div`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.lg};
  ${titleOverIntro("h1", "h1", 8)}
`;

/** A signed-in page's header: its h1, the sentence under it, then what else the page puts there (a note, a button). */
export function PageTitle({ title, intro, children }: { title: string; intro: string; children?: ReactNode }) {
  return (
    <header>
      <h1>{title}</h1>
      <p>{intro}</p>
      {children}
    </header>
  );
}
