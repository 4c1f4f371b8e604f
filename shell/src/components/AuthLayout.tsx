// The card page of the sign-in, sign-up and e-mail link pages (password reset, address
// confirmation, unsubscribe): the brand on the hero gradient, one h1, the page's content and a footer.
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { PRODUCT_NAME } from "@seo/ui/brand";
import { MAIN_ID } from "@seo/ui/SkipLink";
import { Outcome } from "./ActionMessage";
import { LogoMark } from "./icons";
import { titleOverIntro } from "./layout";
import { routes } from "../lib/routes";

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.gradients.hero};
`;

const Panel = styled.div`
  width: 100%;
  max-width: 460px;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: 0 30px 80px rgba(0, 0, 0, 0.35);
  padding: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  margin-bottom: ${({ theme }) => theme.space.lg};
  font-weight: ${({ theme }) => theme.typography.weights.black};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  color: #fff;
  &:hover {
    text-decoration: none;
  }
`;

const Header = styled.div`
  text-align: center;
  margin-bottom: ${({ theme }) => theme.space.lg};
  ${titleOverIntro("h1", "xxxl", 8)}
`;

const Foot = styled.p`
  margin-top: ${({ theme }) => theme.space.lg};
  text-align: center;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    font-weight: ${({ theme }) => theme.typography.weights.semibold};
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  width: 100%;
`;

export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Page id={MAIN_ID}>
      <Column>
        <Brand to={routes.home}>
          <LogoMark /> {PRODUCT_NAME}
        </Brand>
        <Panel>
          <Header>
            <h1>{title}</h1>
            {subtitle ? <p>{subtitle}</p> : null}
          </Header>
          {children}
          {footer ? <Foot>{footer}</Foot> : null}
        </Panel>
      </Column>
    </Page>
  );
}

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** A link page's outcome in place of its form: the title, the message (focused) and the ways on. */
export function OutcomePage({ title, ...outcome }: { title: string } & Parameters<typeof Outcome>[0]) {
  return (
    <AuthLayout title={title}>
      <Outcome {...outcome} />
    </AuthLayout>
  );
}
