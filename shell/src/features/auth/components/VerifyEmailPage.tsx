// /verify-email?token=...: confirms the address as the page opens (once: the token is single-use),
// then says so, with the way on (the dashboard when signed in, else sign-in). An invalid link says
// so too; signed in, a new link is one button away.
import { Link } from "react-router-dom";
import { useUser } from "@seo/ui/api";
import { Button, ButtonLink } from "@seo/ui/Button";
import { Spinner } from "@seo/ui/Spinner";
import { Outcome } from "../../../components/ActionMessage";
import { AuthLayout } from "../../../components/AuthLayout";
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
      <AuthLayout title="Confirm your e-mail">
        <Outcome tone="alert" message={failure.message}>
          <Button variant="gradient" size="lg" onClick={() => void verify.refetch()}>
            Try again
          </Button>
        </Outcome>
      </AuthLayout>
    );
  }
  if (verify.isSuccess) {
    return (
      <AuthLayout title="E-mail confirmed">
        <Outcome message={EMAIL_CONFIRMED}>
          <ButtonLink as={Link} to={signedIn ? routes.dashboard : routes.login} $variant="gradient" $size="lg">
            {signedIn ? "Go to dashboard" : "Sign in"}
          </ButtonLink>
        </Outcome>
      </AuthLayout>
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
    <AuthLayout title="This link can't be used">
      <Outcome tone="alert" message={message}>
        {signedIn ? (
          <ResendVerification label="Resend" />
        ) : (
          <p>
            <Link to={routes.login}>Sign in</Link> to ask for a new link.
          </p>
        )}
      </Outcome>
    </AuthLayout>
  );
}
