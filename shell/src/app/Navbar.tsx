import { Link } from "react-router-dom";
import styled from "styled-components";
import type { User } from "@seo/contracts/auth";
import { PRODUCT_NAME } from "@seo/ui/brand";
import { Button, ButtonLink } from "@seo/ui/Button";
import { LogoMark } from "../components/icons";
import { BarRow, Brand } from "../components/PublicHeader";
import { routes } from "../lib/routes";

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: rgba(255, 255, 255, 0.9);
  backdrop-filter: blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Right = styled.nav`
  display: flex;
  align-items: center;
  gap: 2px;
  min-width: 0;
  ${({ theme }) => theme.media.sm} {
    gap: 12px;
  }
  /* Phones: tighter buttons so logo, name, Pricing, Account, welcome and Logout share 390 px. */
  @media (max-width: 639px) {
    a,
    button {
      padding-left: 4px;
      padding-right: 4px;
      flex-shrink: 0;
      font-size: 12px;
    }
  }
`;

const PhoneBrand = styled(Brand)`
  gap: 6px;
  font-size: 14px;
  svg {
    width: 26px;
    height: 26px;
  }
  ${({ theme }) => theme.media.sm} {
    svg {
      width: 32px;
      height: 32px;
    }
  }
  ${({ theme }) => theme.media.sm} {
    gap: 10px;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

// Shown at every width (the greeting is the signed-in navbar's): on phones smaller, and a long first name is cut with an ellipsis
// rather than pushing the buttons off the bar.
const Welcome = styled.span`
  display: inline-block;
  flex: 0 1 auto;
  min-width: 0;
  max-width: 120px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 11px;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => theme.media.sm} {
    max-width: 200px;
    font-size: ${({ theme }) => theme.typography.sizes.xs};
  }
  ${({ theme }) => theme.media.md} {
    max-width: none;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

// On phones the link is its icon (its name stays for screen readers), so the bar still fits 390 px.
const AccountLink = styled(ButtonLink)`
  svg {
    width: 18px;
    height: 18px;
    flex-shrink: 0;
  }
  @media (max-width: 639px) {
    gap: 0;
    svg {
      width: 16px;
      height: 16px;
    }
    .label {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;

const UserIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </svg>
);

const HistoryIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
    <path d="M3 3v5h5M12 7v5l3 2" />
  </svg>
);

const BrandName = styled.span`
  display: inline;
  white-space: nowrap;
`;

export function Navbar({ user, onLogout }: { user: User; onLogout: () => void }) {
  return (
    <Bar>
      <BarRow $gap={8}>
        <PhoneBrand style={{ flexShrink: 0 }} to={routes.dashboard} aria-label={`${PRODUCT_NAME} dashboard`}>
          <LogoMark /> <BrandName>{PRODUCT_NAME}</BrandName>
        </PhoneBrand>
        <Right aria-label="Account">
          <AccountLink as={Link} to={routes.history} $variant="ghost" $size="sm">
            <HistoryIcon />
            <span className="label">History</span>
          </AccountLink>
          <ButtonLink as={Link} to={routes.bulk} $variant="ghost" $size="sm">
            Bulk
          </ButtonLink>
          <ButtonLink as={Link} to={routes.pricing} $variant="ghost" $size="sm">
            Pricing
          </ButtonLink>
          <AccountLink as={Link} to={routes.account} $variant="ghost" $size="sm">
            <UserIcon />
            <span className="label">Account</span>
          </AccountLink>
          <Welcome title={`Welcome, ${user.firstName}`}>Welcome, {user.firstName}</Welcome>
          <Button size="sm" variant="outline" onClick={onLogout}>
            Logout
          </Button>
        </Right>
      </BarRow>
    </Bar>
  );
}
