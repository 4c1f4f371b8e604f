import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { PRODUCT_NAME, PRODUCT_TAGLINE, SUPPORT_EMAIL } from "@seo/ui/brand";
import { LogoMark } from "./icons";
import { Container } from "./layout";
import { TOOL_CATALOG } from "./toolCatalog";
import { routes } from "../lib/routes";

const Wrap = styled.footer`
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  padding: 56px 0 32px;
  a {
    color: ${({ theme }) => theme.colors.textOnDark};
  }
  a:hover {
    color: #fff;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 2fr repeat(4, minmax(0, 1fr));
  }
`;

const About = styled.div`
  grid-column: 1 / -1;
  ${({ theme }) => theme.media.md} {
    grid-column: auto;
  }
  p {
    margin-top: 12px;
    max-width: 300px;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

const BrandRow = styled.div`
  display: flex;
  align-items: center;
  gap: 10px;
  color: #fff;
  font-weight: ${({ theme }) => theme.typography.weights.black};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

const Column = styled.div`
  h2 {
    color: #fff;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    margin-bottom: 12px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 8px;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

const Bottom = styled.div`
  margin-top: 40px;
  padding-top: 24px;
  border-top: 1px solid rgba(255, 255, 255, 0.08);
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
`;

/**
 * The company pages and the API docs are not written yet: their links stay on the page and take
 * the reader to its top (HTML's "top" fragment, what a bare '#' did). Help writes to support; the
 * Privacy and Terms pages are real (docs/decisions/0020-small-product-rules.md). The blog and
 * social links go to external sites.
 */
export const PLACEHOLDER_HREF = "#top";
const company = ["About", "Careers", "Contact"];
const resources = ["API Docs"];
export const HELP_LINK = { label: "Help: e-mail support", href: `mailto:${SUPPORT_EMAIL}` } as const;
export const LEGAL_LINKS = [
  { label: "Privacy", to: routes.privacy },
  { label: "Terms", to: routes.terms },
] as const;
const external = [
  { label: "Blog", href: "https://medium.com/tag/seo" },
  { label: "Twitter", href: "https://twitter.com" },
  { label: "LinkedIn", href: "https://www.linkedin.com" },
];

/** One column of footer links under its heading. */
function LinkColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Column>
      <h2>{title}</h2>
      <ul>{children}</ul>
    </Column>
  );
}

/** Links to pages not written yet (see PLACEHOLDER_HREF). */
const placeholderLinks = (labels: readonly string[]) =>
  labels.map((l) => (
    <li key={l}>
      <a href={PLACEHOLDER_HREF}>{l}</a>
    </li>
  ));

export function Footer() {
  return (
    <Wrap>
      <Container>
        <Columns>
          <About>
            <BrandRow>
              <LogoMark /> {PRODUCT_NAME}
            </BrandRow>
            <p>{PRODUCT_TAGLINE}. Write, title, research and audit — all in one place.</p>
          </About>
          <LinkColumn title="Tools">
            {TOOL_CATALOG.map((t) => (
              <li key={t.id}>
                <Link to={t.path}>{t.name}</Link>
              </li>
            ))}
          </LinkColumn>
          <LinkColumn title="Company">{placeholderLinks(company)}</LinkColumn>
          <LinkColumn title="Resources">
            <li>
              <a href={HELP_LINK.href}>{HELP_LINK.label}</a>
            </li>
            {placeholderLinks(resources)}
            <li>
              <Link to={routes.seoTools}>SEO Guide</Link>
            </li>
          </LinkColumn>
          <LinkColumn title="Follow">
            {external.map((l) => (
              <li key={l.label}>
                <a href={l.href} target="_blank" rel="noopener noreferrer">
                  {l.label}
                </a>
              </li>
            ))}
          </LinkColumn>
        </Columns>
        <Bottom>
          <span>
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </span>
          <span>
            {LEGAL_LINKS.map((l, i) => (
              <span key={l.to}>
                {i > 0 && " · "}
                <Link to={l.to}>{l.label}</Link>
              </span>
            ))}
          </span>
        </Bottom>
      </Container>
    </Wrap>
  );
}
