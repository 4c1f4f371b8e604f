// The parts the signed-out marketing pages (the landing page, the SEO landing page) are built from:
// the page frame with the public header and the footer, a headed section, and a tool's check list.
import type { CSSProperties, ReactNode } from "react";
import styled from "styled-components";
import { MAIN_ID } from "@seo/ui/SkipLink";
import { Footer } from "./Footer";
import { CheckIcon } from "./icons";
import { Container, Eyebrow, Section, SectionHeading } from "./layout";
import { PublicHeader } from "./PublicHeader";

/**
 * A marketing page: the public header (dark over a page that opens on the dark hero, light over a
 * light one; left out under the signed-in app's navigation bar: one banner per page), the page's
 * sections, the footer.
 */
export function MarketingPage({ children, header = "dark" }: { children: ReactNode; header?: "dark" | "light" | false }) {
  return (
    <>
      {header && <PublicHeader dark={header === "dark"} />}
      <main id={MAIN_ID}>{children}</main>
      <Footer />
    </>
  );
}

/** A section under a centred heading: an optional eyebrow, the title and an optional intro. */
export function HeadedSection({
  eyebrow,
  title,
  intro,
  style,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Section style={style}>
      <Container>
        <SectionHeading>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <h2>{title}</h2>
          {intro && <p>{intro}</p>}
        </SectionHeading>
        {children}
      </Container>
    </Section>
  );
}

const Checks = styled.ul<{ $gap: number }>`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ $gap }) => $gap}px;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  li {
    display: flex;
    gap: 8px;
    align-items: center;
  }
  li svg {
    width: 16px;
    height: 16px;
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** A tool's features, each with a green check. */
export function FeatureChecks({ features, gap = 8 }: { features: readonly string[]; gap?: number }) {
  return (
    <Checks $gap={gap}>
      {features.map((f) => (
        <li key={f}>
          <CheckIcon /> {f}
        </li>
      ))}
    </Checks>
  );
}
