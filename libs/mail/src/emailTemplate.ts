// Every e-mail the product sends, as data: a kind and its props. Callers build the props (absolute
// URLs included); renderEmail turns one into its subject, HTML and text.

export interface VerifyEmailProps {
  firstName: string;
  url: string;
}

export interface VerifyNewEmailProps {
  firstName: string;
  url: string;
  newEmail: string;
}

/** Sent to the old address once the new one is confirmed. */
export interface EmailChangedProps {
  firstName: string;
  newEmail: string;
  supportEmail?: string;
}

export interface ResetPasswordProps {
  firstName: string;
  url: string;
}

export interface PasswordChangedProps {
  firstName: string;
  forgotPasswordUrl: string;
}

export interface WelcomeProps {
  firstName: string;
  dashboardUrl: string;
  unsubscribeUrl: string;
}

/** Amounts are in the currency's minor unit (cents); dates are ISO strings. */
export interface ReceiptProps {
  firstName: string;
  amountCents: number;
  currency: string;
  planName: string;
  periodStart: string;
  periodEnd: string;
  invoiceUrl?: string;
  testMode: boolean;
}

export interface RefundProps {
  firstName: string;
  amountCents: number;
  currency: string;
  planName: string;
  testMode: boolean;
}

export interface PaymentFailedProps {
  firstName: string;
  amountCents: number;
  currency: string;
  planName: string;
  updateCardUrl: string;
  /** A later reminder rather than the first notice. */
  reminder: boolean;
}

export interface TrialEndingProps {
  firstName: string;
  planName: string;
  trialEndsAt: string;
  manageUrl: string;
  unsubscribeUrl: string;
}

export interface SubscriptionCancelledProps {
  firstName: string;
  planName: string;
  accessEndsAt: string;
}

export interface AccountDeletedProps {
  firstName: string;
}

/** The props of each kind of e-mail. */
export interface EmailPropsByKind {
  "verify-email": VerifyEmailProps;
  "verify-new-email": VerifyNewEmailProps;
  "email-changed": EmailChangedProps;
  "reset-password": ResetPasswordProps;
  "password-changed": PasswordChangedProps;
  welcome: WelcomeProps;
  receipt: ReceiptProps;
  refund: RefundProps;
  "payment-failed": PaymentFailedProps;
  "trial-ending": TrialEndingProps;
  "subscription-cancelled": SubscriptionCancelledProps;
  "account-deleted": AccountDeletedProps;
}

export type EmailKind = keyof EmailPropsByKind;

/** One e-mail to render: `{ kind: "reset-password", props: { firstName, url } }`. */
export type EmailTemplate = { [K in EmailKind]: { kind: K; props: EmailPropsByKind[K] } }[EmailKind];

/** A rendered e-mail, ready for the mailer. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}
