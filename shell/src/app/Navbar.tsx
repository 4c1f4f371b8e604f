import { Link } from "react-router-dom";
import styled from "styled-components";
import type { User } from "@seo/contracts/auth";
import { PRODUCT_NAME } from "@seo/ui/brand";
import { Button, ButtonLink } from "@seo/ui/Button";
import { LogoMark } from "../components/icons";
import { Container } from "../components/layout";
import { Brand } from "../components/PublicHeader";

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.9);
  backdrop-filter: blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled(Container)`
  height: ${({ theme }) => theme.layout.navHeight};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
`;

const Right = styled.nav`
  display: flex;
  align-items: center;
  gap: 6px;
  ${({ theme }) => theme.media.sm} { gap: 12px; }
`;

// Shown at every width (SPEC.md): on phones smaller, and a long first name is cut with an ellipsis
// rather than pushing the buttons off the bar.
const Welcome = styled.span`
  display: inline-block;
  max-width: 92px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => theme.media.sm} { max-width: 200px; }
  ${({ theme }) => theme.media.md} { max-width: none; font-size: ${({ theme }) => theme.typography.sizes.sm}; }
`;

const BrandName = styled.span`
  display: inline;
  font-size: 0.95em;
  white-space: nowrap;
  ${({ theme }) => theme.media.sm} { font-size: 1em; }
`;

export function Navbar({ user, onLogout }: { user: User; onLogout: () => void }) {
  return (
    <Bar>
      <Inner>
        <Brand to="/dashboard" aria-label={`${PRODUCT_NAME} dashboard`}>
          <LogoMark /> <BrandName>{PRODUCT_NAME}</BrandName>
        </Brand>
        <Right aria-label="Account">
          <ButtonLink as={Link} to="/pricing" $variant="ghost" $size="sm">
            Pricing
          </ButtonLink>
          <Welcome title={`Welcome, ${user.firstName}`}>Welcome, {user.firstName}</Welcome>
          <Button size="sm" variant="outline" onClick={onLogout}>
            Logout
          </Button>
        </Right>
      </Inner>
    </Bar>
  );
}
