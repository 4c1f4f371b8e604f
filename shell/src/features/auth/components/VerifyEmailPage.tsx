// /verify-email?token=...: confirms the address as the page opens (once: the token is single-use),
// then says so, with the way on (the dashboard when signed in, else sign-in). An invalid link says
// so too; signed in, a new link is one button away.
import { Link } from "react-router-dom";
import { useUser } from "@seo/ui/api";
import { Button, ButtonLink } from "@seo/ui/Button";
import { Spinner } from "@seo/ui/Spinner";
import { AuthLayout, OutcomePage } from "../../../components/AuthLayout";
import { ResendVerification } from "../../../components/EmailVerification";
import { actionFailure } from "../../../lib/accountActions";
import { useLinkToken } from "../../../lib/linkToken";
import { routes } from "../../../lib/routes";
import { useVerifyEmail } from "../api/verifyEmail";

export const EMAIL_CONFIRMED = "Your e-mail is confirmed.";
const FAILED = "We couldn't confirm your e-mail. Please try again.";

export function VerifyEmailPage() {
  const { user } = useUser();
  const link = useLinkToken();
  const verify = useVerifyEmail(link.token, link.status === "valid");
  const failure = verify.isError ? actionFailure(verify.error, FAILED) : null;
  const signedIn = Boolean(user);

  if (link.status === "invalid" || (failure && failure.message === link.invalidMessage)) {
    return <InvalidLink message={link.invalidMessage} signedIn={signedIn} />;
  }
  if (failure) {
    return (
      <OutcomePage title="Confirm your e-mail" tone="alert" message={failure.message}>
        <Button variant="gradient" size="lg" onClick={() => void verify.refetch()}>
          Try again
        </Button>
      </OutcomePage>
    );
  }
  if (verify.isSuccess) {
    return (
      <OutcomePage title="E-mail confirmed" message={EMAIL_CONFIRMED}>
        <ButtonLink as={Link} to={signedIn ? routes.dashboard : routes.login} $variant="gradient" $size="lg">
          {signedIn ? "Go to dashboard" : "Sign in"}
        </ButtonLink>
      </OutcomePage>
    );
  }
  return (
    <AuthLayout title="Confirm your e-mail" subtitle="Confirming your e-mail address...">
      <div style={{ display: "grid", placeItems: "center" }}>
        <Spinner size={32} label="Confirming your e-mail" />
      </div>
    </AuthLayout>
  );
}

function InvalidLink({ message, signedIn }: { message: string; signedIn: boolean }) {
  return (
    <OutcomePage title="This link can't be used" tone="alert" message={message}>
      {signedIn ? (
        <ResendVerification label="Resend" />
      ) : (
        <p>
          <Link to={routes.login}>Sign in</Link> to ask for a new link.
        </p>
      )}
    </OutcomePage>
  );
}
