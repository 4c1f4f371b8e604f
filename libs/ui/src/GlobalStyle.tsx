import { createGlobalStyle } from "styled-components";

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-width: 320px;
    font-family: ${({ theme }) => theme.typography.fontFamily};
    font-size: 16px;
    line-height: ${({ theme }) => theme.typography.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  h1, h2, h3, h4, h5, h6 { margin: 0; line-height: ${({ theme }) => theme.typography.lineHeights.tight}; letter-spacing: -0.02em; }
  h1, h2, h3 { text-wrap: balance; }
  p { margin: 0; }
  figure, blockquote { margin: 0; }
  a { color: ${({ theme }) => theme.colors.primaryText}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  /* A link inside running text is told apart by more than its colour (WCAG 1.4.1). */
  p a, li p a, dd a, td a { text-decoration: underline; text-underline-offset: 2px; }
  img, svg { max-width: 100%; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  /* A focused element is never hidden under the sticky header (WCAG 2.4.11). */
  html { scroll-padding-top: 80px; }
  ::selection { background: ${({ theme }) => theme.colors.primarySoft}; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
