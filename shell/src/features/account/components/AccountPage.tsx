// /account (signed in): the profile, the sign-in address and password, the signed-in sessions,
// e-mail preferences, where plan and billing live, the data export and the account's deletion.
// Each section is its own form with its own message.
import styled from "styled-components";
import { Button } from "@seo/ui/Button";
import { PageSpinner } from "@seo/ui/Spinner";
import { CenteredPanel } from "../../../components/CenteredPanel";
import { Container } from "../../../components/layout";
import { actionFailure } from "../../../lib/accountActions";
import { useAccount } from "../api/account";
import { DataSection } from "./DataSection";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { EmailSection } from "./EmailSection";
import { EmailsSection } from "./EmailsSection";
import { PasswordSection } from "./PasswordSection";
import { PlanSection } from "./PlanSection";
import { ProfileSection } from "./ProfileSection";
import { SessionsSection } from "./SessionsSection";
import { MAIN_ID } from "@seo/ui/SkipLink";

const Page = styled.main.attrs({ id: MAIN_ID })`
  padding: 32px 0 72px;
  header {
    margin-bottom: 24px;
  }
  h1 {
    font-size: ${({ theme }) => theme.typography.sizes.h1};
    font-weight: 800;
  }
  header p {
    margin-top: 6px;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: 20px;
`;

export interface AccountPageProps {
  /** After the account's deletion: the app forgets the user and leaves for the landing page. */
  onDeleted: () => void;
}

export function AccountPage({ onDeleted }: AccountPageProps) {
  const account = useAccount();
  if (account.isPending) return <PageSpinner label="Loading your account" />;
  if (!account.data) {
    return (
      <CenteredPanel>
        <h1>Account</h1>
        <p role="alert">{actionFailure(account.error, "We couldn't load your account.").message}</p>
        <Button variant="gradient" onClick={() => void account.refetch()}>
          Try again
        </Button>
      </CenteredPanel>
    );
  }
  const data = account.data;
  return (
    <Page>
      <Container $narrow>
        <header>
          <h1>Account</h1>
          <p>Signed in as {data.email}</p>
        </header>
        <Stack>
          <ProfileSection account={data} />
          <EmailSection account={data} />
          <PasswordSection />
          <SessionsSection />
          <EmailsSection account={data} />
          <PlanSection />
          <DataSection />
          <DeleteAccountSection onDeleted={onDeleted} />
        </Stack>
      </Container>
    </Page>
  );
}
