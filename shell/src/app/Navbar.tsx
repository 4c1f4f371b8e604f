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

const Welcome = styled.span`
  display: none;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => theme.media.md} { display: inline; }
`;

const BrandName = styled.span`
  display: none;
  ${({ theme }) => theme.media.sm} { display: inline; }
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
          <Welcome>Welcome, {user.firstName}</Welcome>
          <Button size="sm" variant="outline" onClick={onLogout}>
            Logout
          </Button>
        </Right>
      </Inner>
    </Bar>
  );
}
