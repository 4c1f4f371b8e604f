// The frame of the Privacy and Terms pages: the public header (not under the signed-in navigation
// bar), one h1, the notice that the text is a template for the operator, a table of contents and
// the sections, each under an h2 (sub-points under h3), then the footer. Prerendered with the site:
// plain components only, no zod (docs/performance.md).
import type { ReactNode } from "react";
import styled from "styled-components";
import { MarketingPage } from "../../../components/marketing";
import { Container } from "../../../components/layout";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export const TEMPLATE_NOTICE =
  "This page is a template. The operator of this service must complete it (company name, address, governing law) and review it with counsel before launch.";

const Article = styled.article`
  padding: ${({ theme }) => theme.space.xl} 0 ${({ theme }) => theme.space.xxl};
  line-height: 1.65;
  color: ${({ theme }) => theme.colors.text};
  h1 {
    font-size: ${({ theme }) => theme.typography.sizes.h1};
    font-weight: ${({ theme }) => theme.typography.weights.black};
    line-height: 1.2;
  }
  h2 {
    margin-top: ${({ theme }) => theme.space.xl};
    font-size: ${({ theme }) => theme.typography.sizes.xl};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    scroll-margin-top: 80px;
  }
  h3 {
    margin-top: ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.typography.sizes.md};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  p,
  ul {
    margin-top: ${({ theme }) => theme.space.sm};
  }
  ul {
    padding-left: 1.25rem;
  }
  li + li {
    margin-top: 4px;
  }
  /* Links in running text are underlined (told apart by more than colour). */
  a {
    text-decoration: underline;
    text-underline-offset: 2px;
  }
`;

const Updated = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The template notice: in words first, in the warning colours (dark text on the soft tone, 4.5:1 and more). */
const Notice = styled.p`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  strong {
    display: block;
  }
`;

const Contents = styled.nav`
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  ol {
    margin: 0;
    padding-left: 1.25rem;
  }
`;

export function LegalPage({
  title,
  updated,
  intro,
  sections,
  signedIn = false,
}: {
  title: string;
  /** When the text last changed, in words ("25 November 2026"). */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  signedIn?: boolean;
}) {
  return (
    <MarketingPage header={signedIn ? false : "light"}>
      <Container $narrow>
        <Article>
          <h1>{title}</h1>
          <Notice role="note" data-testid="template-notice">
            <strong>Template: review before launch.</strong> {TEMPLATE_NOTICE}
          </Notice>
          <Updated>Last updated: {updated}</Updated>
          {intro}
          <Contents aria-label="On this page">
            <ol>
              {sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.title}</a>
                </li>
              ))}
            </ol>
          </Contents>
          {sections.map((s) => (
            <section key={s.id} aria-labelledby={s.id}>
              <h2 id={s.id}>{s.title}</h2>
              {s.body}
            </section>
          ))}
        </Article>
      </Container>
    </MarketingPage>
  );
}
