// The signed-out top bar: logo, Pricing, Sign In and the free-trial button.
import { Link } from "react-router-dom";
import styled from "styled-components";
import { PRODUCT_NAME } from "@seo/ui/brand";
import { ButtonLink } from "@seo/ui/Button";
import { LogoMark } from "./icons";
import { Container } from "./layout";
import { routes } from "../lib/routes";

const Bar = styled.header<{ $dark?: boolean }>`
  position: ${({ $dark }) => ($dark ? "absolute" : "sticky")};
  top: 0;
  left: 0;
  right: 0;
  z-index: 50;
  background: ${({ $dark, theme }) => ($dark ? "transparent" : `${theme.colors.surface}e6`)};
  backdrop-filter: ${({ $dark }) => ($dark ? "none" : "blur(10px)")};
  border-bottom: 1px solid ${({ $dark, theme }) => ($dark ? "rgba(255,255,255,0.08)" : theme.colors.border)};
`;

/** A top bar's one row: the brand at the start, the navigation at the end (the signed-in bar's too). */
export const BarRow = styled(Container)<{ $gap: number }>`
  height: ${({ theme }) => theme.layout.navHeight};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ $gap }) => $gap}px;
`;

export const Brand = styled(Link)<{ $dark?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  font-weight: ${({ theme }) => theme.typography.weights.black};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  letter-spacing: -0.02em;
  color: ${({ $dark, theme }) => ($dark ? "#fff" : theme.colors.text)};
  svg {
    flex-shrink: 0;
  }
  &:hover {
    text-decoration: none;
  }
`;

// Phones: logo, Pricing and Sign In (every page under this bar opens with its own free-trial
// button); from 480 px the bar's own 'Start Free Trial' joins them.
const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: 4px;
  .hide-xs {
    display: none;
  }
  ${({ theme }) => theme.media.sm} {
    gap: 10px;
    .hide-xs {
      display: inline-flex;
    }
  }
`;

export function PublicHeader({ dark = false }: { dark?: boolean }) {
  return (
    <Bar $dark={dark}>
      <BarRow $gap={12}>
        <Brand to={routes.home} $dark={dark}>
          <LogoMark /> {PRODUCT_NAME}
        </Brand>
        <Nav aria-label="Main">
          <ButtonLink as={Link} to={routes.pricing} $variant={dark ? "light" : "ghost"} $size="sm">
            Pricing
          </ButtonLink>
          <ButtonLink as={Link} to={routes.login} $variant={dark ? "light" : "outline"} $size="sm">
            Sign In
          </ButtonLink>
          <ButtonLink as={Link} to={routes.signup} $variant="gradient" $size="sm" className="hide-xs">
            Start Free Trial
          </ButtonLink>
        </Nav>
      </BarRow>
    </Bar>
  );
}
