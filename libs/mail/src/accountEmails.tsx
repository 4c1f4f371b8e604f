// The account's e-mails: address confirmation and change, password reset and change, welcome and
// deletion. Names and addresses are user input: they are cleaned (one short line) and React
// escapes them.
import { ActionButton, EmailLayout, Greeting, InlineLink, Note, Paragraph, PRODUCT_NAME } from "./EmailLayout";
import { displayAddress, displayName } from "./emailFormat";
import type {
  AccountDeletedProps,
  EmailChangedProps,
  PasswordChangedProps,
  ResetPasswordProps,
  VerifyEmailProps,
  VerifyNewEmailProps,
  WelcomeProps,
} from "./emailTemplate";

export function VerifyEmail(props: VerifyEmailProps) {
  return (
    <EmailLayout
      preview={`Confirm your e-mail address to finish setting up ${PRODUCT_NAME}.`}
      heading="Confirm your e-mail address"
    >
      <Greeting name={displayName(props.firstName)} />
      <Paragraph>Please confirm that this is your e-mail address to finish setting up your {PRODUCT_NAME} account.</Paragraph>
      <ActionButton href={props.url} label="Confirm e-mail address" />
      <Note>
        This link is valid for 24 hours. If you didn&apos;t create a {PRODUCT_NAME} account, you can ignore this e-mail.
      </Note>
    </EmailLayout>
  );
}

export function VerifyNewEmail(props: VerifyNewEmailProps) {
  const newEmail = displayAddress(props.newEmail);
  return (
    <EmailLayout preview="Confirm your new e-mail address to finish the change." heading="Confirm your new e-mail address">
      <Greeting name={displayName(props.firstName)} />
      <Paragraph>
        You asked to change the e-mail address of your {PRODUCT_NAME} account to {newEmail}. Confirm it to finish the change.
      </Paragraph>
      <ActionButton href={props.url} label="Confirm new address" />
      <Note>
        This link is valid for 24 hours. Until you confirm, your account keeps its current address. If you didn&apos;t ask for
        this change, you can ignore this e-mail.
      </Note>
    </EmailLayout>
  );
}

export function EmailChanged(props: EmailChangedProps) {
  const newEmail = displayAddress(props.newEmail);
  const support = props.supportEmail ? displayAddress(props.supportEmail) : undefined;
  return (
    <EmailLayout preview={`Your ${PRODUCT_NAME} e-mail address was changed.`} heading="Your e-mail address was changed">
      <Greeting name={displayName(props.firstName)} />
      <Paragraph>
        The e-mail address of your {PRODUCT_NAME} account was changed to {newEmail}. From now on, we send account e-mails there.
      </Paragraph>
      <Note>
        If this wasn&apos;t you, reset your password right away and contact us
        {support ? (
          <>
            {" "}
            at <InlineLink href={`mailto:${support}`}>{support}</InlineLink>
          </>
        ) : null}{" "}
        so we can secure your account.
      </Note>
    </EmailLayout>
  );
}

export function ResetPassword(props: ResetPasswordProps) {
  return (
    <EmailLayout preview={`Reset the password of your ${PRODUCT_NAME} account.`} heading="Reset your password">
      <Greeting name={displayName(props.firstName)} />
      <Paragraph>We received a request to reset the password of your {PRODUCT_NAME} account.</Paragraph>
      <ActionButton href={props.url} label="Reset password" />
      <Note>This link is valid for 1 hour and works once.</Note>
      <Note>If you didn&apos;t ask, ignore this e-mail; your password stays the same.</Note>
    </EmailLayout>
  );
}

export function PasswordChanged(props: PasswordChangedProps) {
  return (
    <EmailLayout preview={`The password of your ${PRODUCT_NAME} account was changed.`} heading="Your password was changed">
      <Greeting name={displayName(props.firstName)} />
      <Paragraph>
        The password of your {PRODUCT_NAME} account was just changed. All your other sessions were signed out.
      </Paragraph>
      <Paragraph>If this wasn&apos;t you, reset your password now.</Paragraph>
      <ActionButton href={props.forgotPasswordUrl} label="Reset password" />
    </EmailLayout>
  );
}

export function Welcome(props: WelcomeProps) {
  return (
    <EmailLayout
      preview={`Your ${PRODUCT_NAME} account is ready.`}
      heading={`Welcome to ${PRODUCT_NAME}`}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      <Greeting name={displayName(props.firstName)} />
      <Paragraph>
        Thanks for joining {PRODUCT_NAME}. Your account is ready: open your dashboard to start with the tools in your plan.
      </Paragraph>
      <ActionButton href={props.dashboardUrl} label="Open your dashboard" />
    </EmailLayout>
  );
}

export function AccountDeleted(props: AccountDeletedProps) {
  return (
    <EmailLayout preview={`Your ${PRODUCT_NAME} account was deleted.`} heading="Your account was deleted">
      <Greeting name={displayName(props.firstName)} />
      <Paragraph>Your {PRODUCT_NAME} account and its data were deleted, as you asked.</Paragraph>
      <Note>This is the last e-mail we send about this account. Thank you for using {PRODUCT_NAME}.</Note>
    </EmailLayout>
  );
}
